/**
 * The database stops while the shop is open, then comes back: the API answers 503 database_unavailable meanwhile
 * (no crash, no request hanging past 5 s), reports it on /api/health/ready, and recovers by itself.
 */
import '../native-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPg } from '../../src/db/pg';
import { seedShop } from '../../src/seed/seed';
import { fixture } from '../fixture';
import { SHOP_PATH } from '../helpers';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../src/db/throwaway-postgres';

jest.setTimeout(120_000);

let pg: ThrowawayPostgres;
let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = openPg({ connectionString: pg.url });
  await migrate(db);
  await seedShop(db, fixture);
  app = buildApp({ db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  pg?.remove();
});

/** A call and how long it took. */
async function timed(url: string, method: 'GET' | 'POST' = 'GET', payload?: object, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, ms: Date.now() - started, headers: response.headers };
}

it('answers 503 database_unavailable quickly while the database is down, and recovers by itself', async () => {
  expect((await timed('/api/health/ready')).body).toMatchObject({ status: 'ready', database: 'up' });
  expect((await timed(`${SHOP_PATH}/articles`)).status).toBe(200);

  pg.stop();
  const during = await Promise.all([
    timed(`${SHOP_PATH}/articles`),
    timed(`${SHOP_PATH}/articles/1`),
    timed(`${SHOP_PATH}/auth/login`, 'POST', { email: 'someone@example.fr', password: 'Plume-et-encrier-42' }),
    timed(
      `${SHOP_PATH}/orders`,
      'POST',
      { lines: [{ article_id: 1, quantity: 1 }], delivery_method: 'shop_pickup', email: 'x@example.fr', payment_method: 'bank_transfer' },
      { 'idempotency-key': 'database-down-order' },
    ),
  ]);
  for (const answer of during) {
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'database_unavailable' });
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.ms).toBeLessThan(5000);
  }
  const ready = await timed('/api/health/ready');
  expect(ready.status).toBe(503);
  expect(ready.body).toMatchObject({ status: 'unavailable', database: 'down' });
  expect(ready.ms).toBeLessThan(5000);

  pg.start();
  // No restart of the API: the pool opens new connections when asked.
  let recovered = await timed(`${SHOP_PATH}/articles`);
  for (let i = 0; i < 20 && recovered.status !== 200; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    recovered = await timed(`${SHOP_PATH}/articles`);
  }
  expect(recovered.status).toBe(200);
  expect((await timed('/api/health/ready')).body).toMatchObject({ status: 'ready', database: 'up' });
  // The order refused while the database was down was not half-written: it is placed now, once.
  const { rows } = await db.query<{ id: number }>('select id from articles where published order by id limit 1');
  const order = await timed(
    `${SHOP_PATH}/orders`,
    'POST',
    { lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }], delivery_method: 'shop_pickup', email: 'x@example.fr', payment_method: 'bank_transfer' },
    { 'idempotency-key': 'database-down-order' },
  );
  expect(order.status).toBe(201);
});
