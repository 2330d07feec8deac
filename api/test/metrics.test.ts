/**
 * `GET /metrics` on the API, on PostgreSQL (where a pool exists): requests counted by route pattern (never by address),
 * the pool's connections, the mail outbox's backlog and oldest age read at scrape time, the job passes, Node's own
 * figures; and only for the addresses METRICS_ALLOW names, judged on the connection, not on X-Forwarded-For.
 */
import './native-modules';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/db/throwaway-postgres';
import { createMailer } from '../src/mail/mailer';
import { queueMail } from '../src/mail/outbox';
import { metricsAllowFromEnv, timedJob } from '../src/plugins/metrics';
import { seedShop } from '../src/seed/seed';
import { buildWorkerApp } from '../src/worker-app';
import { createUpkeep } from '../src/upkeep';
import { fixture } from './fixture';
import { SHOP_PATH } from './helpers';

jest.setTimeout(120_000);

let pg: ThrowawayPostgres;
let db: Db;
let app: FastifyInstance;
let mailDir: string;
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = openPg({ connectionString: pg.url });
  await migrate(db);
  await seedShop(db, fixture);
  // Every proxy believed: X-Forwarded-For then says 127.0.0.1 for anyone, which must not open the metrics.
  app = buildApp({ db, trustProxy: true });
  await app.ready();
  mailDir = mkdtempSync(path.join(tmpdir(), 'bookshop-metrics-mail-'));
});
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  pg?.remove();
  rmSync(mailDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** The value of one sample (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('counts the requests it served by route pattern, method and status class', async () => {
  const { rows } = await db.query<{ id: number }>('select id from articles where published order by id limit 2');
  for (const { id } of rows) expect((await app.inject({ method: 'GET', url: `${SHOP_PATH}/articles/${id}` })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: `${SHOP_PATH}/articles/999999999` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/no/such/address' })).statusCode).toBe(404);

  const text = await scrape();
  const route = '/api/gmp/:shop/articles/:id';
  expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_class="2xx"}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_class="4xx"}`)).toBe(1);
  expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="${route}",status_class="2xx"}`)).toBe(2);
  // An address that matched no route is counted as such: a scan of made-up addresses makes no series of its own.
  expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
  expect(text).not.toContain('/api/gmp/lumiere/');
  expect(text).not.toContain('/no/such/address');
  // Node's own figures.
  // Present, not above zero: prom-client counts the CPU used since it started counting, in the kernel's ticks, and a
  // scrape soon after can read 0.
  expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

it("tells the database pool's connections", async () => {
  const text = await scrape();
  expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
});

it("tells the outbox's backlog and how long its oldest mail has waited, then the mailer's and upkeep's passes", async () => {
  const { rows } = await db.query<{ id: number }>("select id from shops where slug = 'lumiere'");
  const shopId = rows[0]!.id;
  await db.query('delete from mail_outbox');
  await queueMail(db, shopId, { to: 'old@example.fr', subject: 'Ancien', text: 'Bonjour' });
  await queueMail(db, shopId, { to: 'new@example.fr', subject: 'Récent', text: 'Bonjour' });
  await db.query("update mail_outbox set created_at = now() - interval '90 seconds' where to_address = 'old@example.fr'");
  await queueMail(db, shopId, { to: 'sent@example.fr', subject: 'Envoyé', text: 'Bonjour' });
  await db.query("update mail_outbox set sent_at = now(), created_at = now() - interval '1 hour' where to_address = 'sent@example.fr'");

  const before = await scrape();
  expect(sample(before, 'mail_outbox_backlog')).toBe(2);
  const oldest = sample(before, 'mail_outbox_oldest_age_seconds') ?? 0;
  expect(oldest).toBeGreaterThanOrEqual(90);
  expect(oldest).toBeLessThan(300);

  const mailer = createMailer({ db, from: 'Librairie <no-reply@example.fr>', mailDir });
  expect(await mailer.flush()).toBe(2);
  await mailer.stop();
  await createUpkeep({ db }).run();
  await expect(timedJob('upkeep', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');

  const after = await scrape();
  expect(sample(after, 'mail_outbox_backlog')).toBe(0);
  expect(sample(after, 'mail_outbox_oldest_age_seconds')).toBe(0);
  expect(sample(after, 'jobs_runs_total{job="mail_outbox",outcome="ok"}')).toBe(1);
  expect(sample(after, 'jobs_runs_total{job="upkeep",outcome="ok"}')).toBe(1);
  expect(sample(after, 'jobs_runs_total{job="upkeep",outcome="error"}')).toBe(1);
  expect(sample(after, 'jobs_run_duration_seconds_count{job="mail_outbox"}')).toBe(1);
});

it("serves the same figures on the worker's server, where the jobs run", async () => {
  const worker = buildWorkerApp({ db, state: { draining: false } });
  try {
    const response = await worker.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(sample(response.body, 'jobs_runs_total{job="mail_outbox",outcome="ok"}')).toBe(1);
    expect(sample(response.body, 'mail_outbox_backlog')).toBe(0);
    expect(sample(response.body, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect((await worker.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  } finally {
    await worker.close();
  }
});

it('refuses a scrape from an address METRICS_ALLOW does not name, whatever X-Forwarded-For says', async () => {
  for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
    const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect(refused.body).not.toContain('http_request_duration_seconds');
  }
  // Loopback, the default, written either way.
  expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
});

it('reads METRICS_ALLOW as addresses and ranges, and names it when it is wrong', () => {
  const allowed = metricsAllowFromEnv({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' });
  expect(allowed('10.20.30.40')).toBe(true);
  expect(allowed('192.0.2.7')).toBe(true);
  expect(allowed('127.0.0.1')).toBe(false);
  expect(allowed('192.0.2.8')).toBe(false);
  expect(metricsAllowFromEnv({})('127.0.0.1')).toBe(true);
  expect(() => metricsAllowFromEnv({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
  expect(() => metricsAllowFromEnv({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW/);
  // The API refuses to start on it.
  process.env.METRICS_ALLOW = 'everyone';
  try {
    expect(() => buildApp({ db })).toThrow(/METRICS_ALLOW/);
  } finally {
    delete process.env.METRICS_ALLOW;
  }
});
