/**
 * Attack replayed: `/api/health/ready` is open to anyone through the balancer, and each call asked the database on
 * readiness's one connection. A flood queued behind it until the balancer's own checks timed out and took the node out.
 * Calls that come while a check runs now share it.
 */
import '../native-modules';
import Fastify from 'fastify';
import type { Db } from '../../src/db/db';
import { registerHealthRoutes } from '../../src/routes/system';

it('answers 200 calls at once with one database check', async () => {
  let probes = 0;
  const db = {
    query: () => Promise.resolve({ rows: [] }),
    health: {
      probe: async () => {
        probes += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { rows: [] };
      },
      saturated: () => false,
    },
  } as unknown as Db;
  const app = Fastify();
  registerHealthRoutes(app, { db, state: { draining: false } }, { ready: '/api/health/ready' });
  await app.ready();
  const answers = await Promise.all(Array.from({ length: 200 }, () => app.inject({ url: '/api/health/ready' })));
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  expect(probes).toBe(1);
  await app.close();
});
