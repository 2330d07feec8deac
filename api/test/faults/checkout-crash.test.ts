/**
 * The API is killed (SIGKILL) in the middle of 20 concurrent checkouts on PostgreSQL, then started again: every order
 * that was answered 201 exists exactly once, the stock is the start minus the lines committed, every confirmation mail
 * is sent once, and the checkouts that got no answer, sent again with their Idempotency-Key, make no second order.
 */
import '../native-modules';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../../src/db/throwaway-postgres';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../..');
const CHECKOUTS = 20;
const START_STOCK = 100;

let pg: ThrowawayPostgres;
let sql: Pool;
let mailDir: string;
let port: number;
let api: ChildProcess | null = null;

async function startApi(): Promise<void> {
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    // Its error output is kept: when it does not start, the test says why.
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
      API_PORT: String(port),
      MAIL_DIR: mailDir,
      // A mail claimed by the killed process is sent by the next one after this lease, not five minutes later.
      MAIL_LEASE_SECONDS: '2',
      LOG_LEVEL: 'error',
      ORDER_LIMIT: '1000/60',
      UNPAID_ORDERS_PER_EMAIL: '1000',
      // Every checkout orders the same book and stays unpaid: all of them must be able to hold their copies.
      UNPAID_STOCK_SHARE: '100',
    },
  });
  let errors = '';
  api.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start within 60 s${errors ? `: ${errors}` : ' (it wrote no error)'}`);
}

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  sql = new Pool({ connectionString: pg.url, max: 2 });
  mailDir = mkdtempSync(path.join(tmpdir(), 'bookshop-crash-mail-'));
  port = await freePort();
  // The release step: an API on DATABASE_URL does not migrate, it refuses a database that lacks its migrations.
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/migrate-cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: pg.url, SEED_DEMO: '1' },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`npm run migrate failed: ${migrated.stderr}`);
  await startApi();
});
afterAll(async () => {
  api?.kill('SIGKILL');
  await sql?.end();
  pg?.remove();
  rmSync(mailDir, { recursive: true, force: true });
});

interface Checkout {
  key: string;
  body: object;
  answer: { status: number; number?: string } | null;
}

const send = (checkout: Checkout) =>
  fetch(`http://127.0.0.1:${port}/api/gmp/lumiere/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': checkout.key },
    body: JSON.stringify(checkout.body),
  }).then(
    async (response) => ({ status: response.status, number: ((await response.json()) as { data?: { number?: string } }).data?.number }),
    () => null,
  );

it('keeps every answered order, the stock and the mails exact across a crash', async () => {
  const { rows: books } = await sql.query<{ id: number }>(`update articles set stock = $1 where id = (select min(id) from articles where published) returning id`, [START_STOCK]);
  const bookId = (books[0] as { id: number }).id;
  const checkouts: Checkout[] = Array.from({ length: CHECKOUTS }, (_, i) => ({
    key: `crash-test-checkout-${i}`,
    body: { lines: [{ article_id: bookId, quantity: 1 + (i % 3) }], delivery_method: 'shop_pickup', email: `crash${i}@example.fr`, payment_method: 'bank_transfer' },
    answer: null,
  }));

  // All at once; the process is killed as soon as the first order is answered, with the others under way.
  let killed = false;
  await Promise.all(
    checkouts.map(async (checkout) => {
      checkout.answer = await send(checkout);
      if (checkout.answer?.status === 201 && !killed) {
        killed = true;
        api?.kill('SIGKILL');
      }
    }),
  );
  expect(killed).toBe(true);
  const answered = checkouts.filter((checkout) => checkout.answer?.status === 201);
  expect(answered.length).toBeGreaterThan(0);

  await startApi();
  const count = async (query: string, params: unknown[] = []) => Number((await sql.query<{ n: string }>(query, params)).rows[0]?.n);

  // Every order answered 201 exists, once.
  for (const checkout of answered) {
    expect(await count('select count(*) as n from orders where number = $1 and idempotency_key = $2', [checkout.answer?.number, checkout.key])).toBe(1);
  }
  // The stock is the start minus what committed orders hold.
  const committed = await count(`select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.id = l.order_id where o.idempotency_key like 'crash-test-%'`);
  expect(await count('select stock as n from articles where id = $1', [bookId])).toBe(START_STOCK - committed);

  // Sent again with their keys, the checkouts make each order once at most: the committed ones answer 200.
  const again = await Promise.all(checkouts.map(send));
  for (const [index, answer] of again.entries()) {
    const first = checkouts[index]?.answer;
    expect([200, 201]).toContain(answer?.status);
    if (first?.status === 201) expect(answer).toEqual({ status: 200, number: first.number });
  }
  expect(await count(`select count(*) as n from orders where idempotency_key like 'crash-test-%'`)).toBe(CHECKOUTS);
  const total = await count(`select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.id = l.order_id where o.idempotency_key like 'crash-test-%'`);
  expect(await count('select stock as n from articles where id = $1', [bookId])).toBe(START_STOCK - total);

  // Every confirmation is sent once: one message per order, whatever the mailer was doing when it was killed.
  const until = Date.now() + 60_000;
  while ((await count('select count(*) as n from mail_outbox where sent_at is null')) > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Each checkout has its own email, and the mailer names each file after its outbox row and its recipient.
  const { rows: orders } = await sql.query<{ email: string }>(`select email from orders where idempotency_key like 'crash-test-%'`);
  const files = readdirSync(mailDir);
  for (const order of orders) {
    const mails = files.filter((name) => name.endsWith(`-${order.email}.eml`));
    expect(mails).toHaveLength(1);
    expect(readFileSync(path.join(mailDir, mails[0] as string), 'utf8')).toMatch(/Message-ID: <outbox-\d+\.\d+@librairie-lumiere\.fr>/i);
  }
  expect(await count(`select count(*) as n from mail_outbox where subject like '%commande%reçue'`)).toBe(CHECKOUTS);
});
