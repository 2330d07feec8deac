/**
 * The roles as their commands start them, on a throwaway PostgreSQL: `npm run migrate` as a release step (twice at
 * once), api nodes that refuse an older schema and accept a newer one, JOBS=off leaving the mail to the worker, the
 * refusals of bad settings, the demo accounts on a public address, and draining on SIGTERM.
 */
import '../native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../../src/db/throwaway-postgres';
import { hashPassword } from '../../src/lib/password';
import { DEMO_USERS } from '../../src/seed/seed';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../../..');

interface Started {
  child: ChildProcess;
  output(): string;
  /** Resolves when the process exits, or with code -1 after 60 s. */
  exit(): Promise<{ code: number | null; ms: number }>;
}

const running = new Set<ChildProcess>();

/** Starts a role's script as its npm command does (node --import tsx), with only the settings a test gives. */
function start(script: string, env: Record<string, string>): Started {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|SMTP_URL|MAIL_DIR|JOBS|API_|WORKER_|SEED_DEMO|SHUTDOWN_GRACE_MS|DB_|LOG_LEVEL)/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: { ...inherited, DATABASE_URL: pg.url, ...env } });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const started = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, ms: Date.now() - started });
    });
  });
  // A process expected to stop that keeps running is a failure of its own (code -1), not a test left waiting.
  const exit = () =>
    Promise.race([exited, new Promise<{ code: number; ms: number }>((resolve) => setTimeout(() => resolve({ code: -1, ms: Infinity }), 60_000).unref())]);
  return { child, output: () => output, exit };
}

async function waitForStatus(url: string, status = 200, timeoutMs = 90_000): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === status) return response;
    if (Date.now() > until) throw new Error(`${url} did not answer ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let pg: ThrowawayPostgres;
let sql: Pool;
let mailDir: string;
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  sql = new Pool({ connectionString: pg.url, max: 3 });
  mailDir = mkdtempSync(path.join(tmpdir(), 'bookshop-roles-mail-'));
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await sql?.end();
  pg?.remove();
  rmSync(mailDir, { recursive: true, force: true });
});

const shipped = async () => (await readdir(MIGRATIONS_DIR)).map((file) => /^(\d{3})_/.exec(file)?.[1]).filter((v): v is string => !!v).sort();

it('npm run migrate twice at once on an empty database: both succeed, each migration applied once, one shop', async () => {
  const [first, second] = [start('api/src/migrate-cli.ts', {}), start('api/src/migrate-cli.ts', {})];
  const results = await Promise.all([first.exit(), second.exit()]);
  expect(results.map((result) => result.code)).toEqual([0, 0]);
  const outputs = [first.output(), second.output()];
  // One of them applied everything; the other waited for the lock and found nothing to do.
  expect(outputs.filter((output) => output.includes('applied migrations')).length).toBe(1);
  expect(outputs.filter((output) => output.includes('the database was up to date')).length).toBe(1);
  const { rows } = await sql.query<{ version: string }>('select version from schema_migrations order by version');
  expect(rows.map((row) => row.version)).toEqual(await shipped());
  const { rows: shops } = await sql.query<{ n: number }>('select count(*)::int as n from company_settings');
  expect(shops).toEqual([{ n: 1 }]);
  // Without SEED_DEMO a real database gets no account.
  expect((await sql.query('select 1 from users')).rows).toEqual([]);
});

it('refuses bad settings and an older schema, each with a message naming what to do', async () => {
  const noMail = start('api/src/main.ts', { API_PORT: String(await freePort()) });
  const workerNoMail = start('api/src/worker.ts', { WORKER_PORT: String(await freePort()) });
  const badJobs = start('api/src/main.ts', { JOBS: 'sometimes', API_PORT: String(await freePort()) });
  const badPool = start('api/src/main.ts', { JOBS: 'off', DB_POOL_SIZE: 'lots', API_PORT: String(await freePort()) });
  expect((await noMail.exit()).code).toBe(1);
  expect(noMail.output()).toMatch(/DATABASE_URL.*SMTP_URL.*MAIL_DIR/);
  expect((await workerNoMail.exit()).code).toBe(1);
  expect(workerNoMail.output()).toMatch(/DATABASE_URL.*SMTP_URL.*MAIL_DIR/);
  expect((await badJobs.exit()).code).toBe(1);
  expect(badJobs.output()).toMatch(/JOBS must be "on".*"off".*not "sometimes"/);
  expect((await badPool.exit()).code).toBe(1);
  expect(badPool.output()).toMatch(/DB_POOL_SIZE must be a whole number/);

  const [last] = (await shipped()).slice(-1);
  const { rows: removed } = await sql.query('delete from schema_migrations where version = $1 returning *', [last]);
  try {
    const older = start('api/src/main.ts', { JOBS: 'off', API_PORT: String(await freePort()) });
    const olderWorker = start('api/src/worker.ts', { MAIL_DIR: mailDir, WORKER_PORT: String(await freePort()) });
    expect((await older.exit()).code).toBe(1);
    expect(older.output()).toContain(`lacks migration ${last}`);
    expect(older.output()).toContain('npm run migrate');
    expect((await olderWorker.exit()).code).toBe(1);
    expect(olderWorker.output()).toContain('npm run migrate');
  } finally {
    const row = removed[0] as { version: string; name: string; applied_at: Date };
    await sql.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [row.version, row.name, row.applied_at]);
  }
});

describe('an api node with JOBS=off beside a worker, on a schema a newer release migrated', () => {
  let api: Started;
  let apiPort: number;
  beforeAll(async () => {
    // A newer release's migration: this node does not know it, and must start anyway (expand/contract).
    await sql.query(`insert into schema_migrations (version, name) values ('999', 'from_a_newer_release')`);
    apiPort = await freePort();
    // MAIL_DIR set: were the jobs running here, this node would write the mail.
    api = start('api/src/main.ts', { JOBS: 'off', MAIL_DIR: mailDir, API_PORT: String(apiPort), SHUTDOWN_GRACE_MS: '8000' });
    await waitForStatus(`http://127.0.0.1:${apiPort}/readyz`);
  });
  afterAll(async () => {
    api?.child.kill('SIGKILL');
    await sql.query(`delete from schema_migrations where version = '999'`);
  });

  it('sends no mail, and the worker does', async () => {
    const { rows } = await sql.query<{ id: number }>(
      `insert into mail_outbox (shop_id, to_address, subject, body_text)
       select id, 'lectrice@example.fr', 'Bonjour', 'Un mail du test' from shops returning id`,
    );
    const id = (rows[0] as { id: number }).id;
    // The mailer reads the outbox every 2 s: three passes' worth of waiting.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect((await sql.query('select sent_at from mail_outbox where id = $1', [id])).rows).toEqual([{ sent_at: null }]);
    expect(readdirSync(mailDir)).toEqual([]);

    const workerPort = await freePort();
    const worker = start('api/src/worker.ts', { MAIL_DIR: mailDir, WORKER_PORT: String(workerPort) });
    try {
      expect(await (await waitForStatus(`http://127.0.0.1:${workerPort}/readyz`)).json()).toEqual({ status: 'ready', database: 'up', pool: 'ok' });
      expect(await (await fetch(`http://127.0.0.1:${workerPort}/healthz`)).json()).toEqual({ status: 'ok' });
      const until = Date.now() + 20_000;
      while (readdirSync(mailDir).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(readdirSync(mailDir)).toEqual([`${String(id).padStart(6, '0')}-lectrice@example.fr.eml`]);
      expect((await sql.query<{ sent: boolean }>('select sent_at is not null as sent from mail_outbox where id = $1', [id])).rows).toEqual([{ sent: true }]);
      worker.child.kill('SIGTERM');
      expect((await worker.exit()).code).toBe(0);
    } finally {
      worker.child.kill('SIGKILL');
    }
  });

  it('says whether demo accounts exist, and refuses a public address while they do', async () => {
    const ready = async () => (await fetch(`http://127.0.0.1:${apiPort}/readyz`)).json();
    expect(await ready()).toEqual({ status: 'ready', database: 'up', pool: 'ok', demoAccounts: false });
    // The legacy address answers the same.
    expect(await (await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`)).json()).toEqual(await ready());
    const admin = DEMO_USERS[1];
    await sql.query(
      `insert into users (shop_id, email, password_hash, role, first_name, last_name) select id, $1, $2, 'admin', 'Hélène', 'Marchal' from shops`,
      [admin.email, await hashPassword(admin.password)],
    );
    try {
      expect(await ready()).toMatchObject({ status: 'ready', demoAccounts: true });
      const open = start('api/src/main.ts', { JOBS: 'off', API_HOST: '0.0.0.0', API_PORT: String(await freePort()) });
      expect((await open.exit()).code).toBe(1);
      expect(open.output()).toContain('API_HOST=0.0.0.0 is not a loopback address');
      expect(open.output()).toContain('npm run admin:create');
      // Its password changed, the account is no longer one anybody knows.
      await sql.query('update users set password_hash = $2 where email = $1', [admin.email, await hashPassword('Une-autre-phrase-2026')]);
      expect(await ready()).toMatchObject({ demoAccounts: false });
    } finally {
      await sql.query('delete from users where email = $1', [admin.email]);
    }
  });

  it('drains on SIGTERM: readiness says so at once, the request under way is answered, then it exits', async () => {
    const lock = new Client({ connectionString: pg.url });
    await lock.connect();
    try {
      // Every request reads its shop: holding the table makes one request slow on purpose.
      await lock.query('begin');
      await lock.query('lock table shops in access exclusive mode');
      const slow = fetch(`http://127.0.0.1:${apiPort}/api/gmp/lumiere/catalogue-version`).then((response) => response.status);
      await new Promise((resolve) => setTimeout(resolve, 500));
      api.child.kill('SIGTERM');
      const stoppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const readiness = await fetch(`http://127.0.0.1:${apiPort}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: 'unavailable', reason: 'draining' });
      // Still alive, liveness says so.
      expect((await fetch(`http://127.0.0.1:${apiPort}/healthz`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await lock.query('commit');
      expect(await slow).toBe(200);
      const { code } = await api.exit();
      expect(code).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(8000);
      // Stopped listening.
      await expect(fetch(`http://127.0.0.1:${apiPort}/healthz`)).rejects.toThrow();
    } finally {
      await lock.query('rollback').catch(() => undefined);
      await lock.end();
    }
  });
});

it('exits 1 with a log line once SHUTDOWN_GRACE_MS is over, whatever still hangs', async () => {
  const port = await freePort();
  const api = start('api/src/main.ts', { JOBS: 'off', API_PORT: String(port), SHUTDOWN_GRACE_MS: '1500' });
  await waitForStatus(`http://127.0.0.1:${port}/readyz`);
  const lock = new Client({ connectionString: pg.url });
  await lock.connect();
  try {
    await lock.query('begin');
    await lock.query('lock table shops in access exclusive mode');
    const hanging = fetch(`http://127.0.0.1:${port}/api/gmp/lumiere/catalogue-version`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    api.child.kill('SIGTERM');
    const { code } = await api.exit();
    expect(code).toBe(1);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(api.output()).toContain('still draining after 1500 ms (SHUTDOWN_GRACE_MS)');
    await hanging;
  } finally {
    await lock.query('rollback').catch(() => undefined);
    await lock.end();
  }
});
