import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db, DbHealth } from '../db/db';
import { demoAccountsExist } from '../seed/demo-accounts';

/** What a node tells its balancer, set by its process (main.ts, worker.ts): draining from SIGTERM on. */
export interface NodeState {
  draining: boolean;
}

export interface HealthOptions {
  db: Db;
  state: NodeState;
  /** The API says whether the seed's demo accounts exist (the store refuses a public address while they do). */
  reportDemoAccounts?: boolean;
}

const liveness = {
  tags: ['system'],
  summary: 'Liveness: the process answers',
  response: { 200: Type.Object({ status: Type.Literal('ok') }) },
};

const readiness = {
  tags: ['system'],
  summary:
    'Readiness: 503 while draining (after SIGTERM) or while the database does not answer, asked on a connection of its ' +
    'own; a request pool that is all busy is reported (pool: saturated) and stays 200, so a balancer keeps busy nodes',
  response: {
    200: Type.Object({
      status: Type.Literal('ready'),
      database: Type.Literal('up'),
      pool: Type.Union([Type.Literal('ok'), Type.Literal('saturated')]),
      demoAccounts: Type.Optional(Type.Boolean()),
    }),
    503: Type.Object({
      status: Type.Literal('unavailable'),
      reason: Type.Union([Type.Literal('draining'), Type.Literal('database_down')]),
      database: Type.Optional(Type.Literal('down')),
    }),
  },
};

/**
 * `/healthz` and `/readyz` (every node; the API also answers them at `/api/health` and `/api/health/ready`, as before).
 * Readiness never uses the request pool: a node whose pool is busy is slow, not broken, and taking it out of the
 * balancer would only load the others until they go too.
 */
export function registerHealthRoutes(app: FastifyInstance, { db, state, reportDemoAccounts = false }: HealthOptions, aliases: { live?: string; ready?: string } = {}): void {
  // A Db wrapped by a caller (a test's) may not carry health: it is then asked like any statement.
  const health: DbHealth = db.health ?? { probe: (sql, params) => db.query(sql, params), saturated: () => false };
  const live = async () => ({ status: 'ok' as const });
  // One check at a time, shared by every request that comes meanwhile: `/api/health/ready` is open to anyone through
  // the balancer, and a flood of them queued on readiness's one connection would time out the balancer's own checks
  // and take the node out.
  let checking: Promise<{ demoAccounts?: boolean }> | null = null;
  const check = () =>
    (checking ??= (async () => {
      await health.probe('select 1', []);
      return reportDemoAccounts ? { demoAccounts: await demoAccountsExist(health.probe) } : {};
    })().finally(() => {
      checking = null;
    }));
  const ready = async (_request: unknown, reply: FastifyReply) => {
    if (state.draining) return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', reason: 'draining' });
    try {
      const demoAccounts = await check();
      return { status: 'ready' as const, database: 'up' as const, pool: health.saturated() ? ('saturated' as const) : ('ok' as const), ...demoAccounts };
    } catch {
      return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', reason: 'database_down', database: 'down' });
    }
  };
  for (const url of ['/healthz', ...(aliases.live ? [aliases.live] : [])]) app.get(url, { schema: liveness }, live);
  for (const url of ['/readyz', ...(aliases.ready ? [aliases.ready] : [])]) app.get(url, { schema: readiness }, ready);
}

const systemRoutes: FastifyPluginAsyncTypebox<{ state?: NodeState }> = async (app, { state = { draining: false } }) => {
  registerHealthRoutes(app, { db: app.db, state, reportDemoAccounts: true }, { live: '/api/health', ready: '/api/health/ready' });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
