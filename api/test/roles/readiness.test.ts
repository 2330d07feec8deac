/**
 * Readiness on PostgreSQL: asked on a connection of its own, it tells a request pool that is all busy (200, pool:
 * saturated: a balancer must keep a busy node) from a database that does not answer (503 database_down); 503
 * draining once the process is stopping. The pool's settings reach the server.
 */
import '../native-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openDatabase, poolConfigFromEnv } from '../../src/db/open';
import { openPg } from '../../src/db/pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../src/db/throwaway-postgres';
import type { NodeState } from '../../src/routes/system';
import { seedShop } from '../../src/seed/seed';
import { fixture } from '../fixture';

jest.setTimeout(120_000);

let pg: ThrowawayPostgres;
let db: Db;
let app: FastifyInstance;
const state: NodeState = { draining: false };
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = openPg({ connectionString: pg.url, max: 2 });
  await migrate(db);
  await seedShop(db, fixture, { demo: false });
  app = buildApp({ db, nodeState: state });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  pg?.remove();
});

const ready = async (url = '/readyz') => {
  const started = Date.now();
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json() as unknown, ms: Date.now() - started };
};

it('stays ready while the request pool is saturated, and says so', async () => {
  expect(await ready()).toMatchObject({ status: 200, body: { status: 'ready', database: 'up', pool: 'ok', demoAccounts: false } });
  // Two connections busy for 2 s, two more callers queued behind them (within their 3 s wait for a connection).
  const busy = Array.from({ length: 4 }, () => db.query('select pg_sleep(2)'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const url of ['/readyz', '/api/health/ready']) {
    const during = await ready(url);
    expect(during.status).toBe(200);
    expect(during.body).toEqual({ status: 'ready', database: 'up', pool: 'saturated', demoAccounts: false });
    expect(during.ms).toBeLessThan(1500);
  }
  await Promise.all(busy);
  expect((await ready()).body).toMatchObject({ pool: 'ok' });
});

it('answers 503 draining once the process stops', async () => {
  state.draining = true;
  try {
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'draining' } });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  } finally {
    state.draining = false;
  }
});

it('passes the pool settings to the server, and refuses wrong ones by name', async () => {
  const env = { DATABASE_URL: pg.url, DB_POOL_SIZE: '3', DB_STATEMENT_TIMEOUT_MS: '750', DB_APPLICATION_NAME: 'bookshop-api-eu1' };
  const opened = await openDatabase(env, 'api');
  try {
    const { rows } = await opened.query<{ timeout: string; name: string }>(
      `select current_setting('statement_timeout') as timeout, current_setting('application_name') as name`,
    );
    expect(rows).toEqual([{ timeout: '750ms', name: 'bookshop-api-eu1' }]);
  } finally {
    await opened.close();
  }
  expect(poolConfigFromEnv({ DATABASE_URL: pg.url }, 'worker')).toEqual({ connectionString: pg.url, max: 10, application_name: 'bookshop-worker' });
  // The release step's statements may rewrite whole tables: no statement timeout there.
  expect(poolConfigFromEnv({ DB_STATEMENT_TIMEOUT_MS: '750' }, 'migrate')).not.toHaveProperty('statement_timeout');
  expect(() => poolConfigFromEnv({ DB_POOL_SIZE: '0' }, 'api')).toThrow('DB_POOL_SIZE must be a whole number from 1 to 1000, not "0".');
  expect(() => poolConfigFromEnv({ DB_STATEMENT_TIMEOUT_MS: '1.5' }, 'api')).toThrow(/^DB_STATEMENT_TIMEOUT_MS must be/);
  expect(() => poolConfigFromEnv({ DB_APPLICATION_NAME: 'librairie-lumière' }, 'api')).toThrow(/^DB_APPLICATION_NAME must be/);
});

it('answers 503 database_down quickly when the database does not answer', async () => {
  pg.stop();
  const down = await ready();
  expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database_down', database: 'down' } });
  expect(down.ms).toBeLessThan(3500);
});
