/**
 * Purge requests (migration 034) add no wait between checkouts of different books, on PostgreSQL with several
 * connections: an order of one book goes through while another order's transaction, which wrote its own purge request,
 * is still open, and a pass of the purge job meanwhile neither waits for it nor sends its key before it commits.
 */
import '../native-modules';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPg } from '../../src/db/pg';
import * as shippedData from '../../src/seed/data';
import { seedShop } from '../../src/seed/seed';
import { createCdnPurger } from '../../src/services/cdn-purge';
import { placeOrder, type OrderRequest } from '../../src/services/orders';
import { findShop, type ShopAtRequest } from '../../src/services/shops';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../src/db/throwaway-postgres';
import { FUNCTIONAL_TEST_LIMITS, SHOP_PATH } from '../helpers';

jest.setTimeout(120_000);

/** Longer than any checkout takes here, far shorter than a wait for a transaction that is held open. */
const NO_WAIT_MS = 1500;

let pg: ThrowawayPostgres;
let db: Db;
let app: FastifyInstance;
let shop: ShopAtRequest;
let books: number[];
/** The CDN's purge API stand-in: the keys of each call. */
const purged: string[][] = [];
let cdn: http.Server;
let cdnUrl = '';

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = openPg({ connectionString: pg.url, max: 20 });
  await migrate(db);
  await seedShop(db, shippedData as never);
  const { rows } = await db.query<{ id: number }>('update articles set stock = 1000 where published returning id');
  books = rows.map((row) => row.id).sort((a, b) => a - b);
  await db.query('delete from cdn_purges');
  shop = (await findShop(db, 'lumiere')) as ShopAtRequest;
  app = buildApp({ db, limits: FUNCTIONAL_TEST_LIMITS });
  await app.ready();
  cdn = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      purged.push((JSON.parse(body) as { keys: string[] }).keys);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
});
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  await new Promise((resolve) => cdn?.close(resolve));
  pg?.remove();
});

let orders = 0;
const guestOrder = (articleId: number): OrderRequest => {
  orders += 1;
  return {
    idempotencyKey: `cdn-concurrency-${orders}`,
    customer: null,
    allowedPaymentMethods: ['bank_transfer'],
    client: `10.2.0.${orders}`,
    lines: [{ article_id: articleId, quantity: 1 }],
    delivery_method: 'shop_pickup',
    email: `cdnconcurrency${orders}@example.fr`,
    payment_method: 'bank_transfer',
  } as OrderRequest;
};

const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), NO_WAIT_MS))]);

it('places an order of one book while an open order of another book holds its purge request, and purges both once committed', async () => {
  const bookA = books[0] as number;
  const bookB = books.find((id) => id % 64 !== bookA % 64) as number;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let placed = () => undefined as void;
  const isPlaced = new Promise<void>((resolve) => (placed = resolve));
  const held = db.transaction(async (tx) => {
    await placeOrder(tx, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(bookA));
    // Its purge request is written, not committed.
    expect((await tx.query('select 1 from cdn_purges')).rows).toHaveLength(1);
    placed();
    await released;
  });
  await Promise.race([isPlaced, held]);
  const pending: Promise<unknown>[] = [];
  try {
    const { idempotencyKey, lines, email } = guestOrder(bookB);
    const answer = app.inject({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': idempotencyKey },
      payload: { lines, delivery_method: 'shop_pickup', email, payment_method: 'bank_transfer' },
    });
    pending.push(answer);
    expect(await within(answer.then((response) => response.statusCode))).toBe(201);
    // A pass of the job goes by the open transaction's row (not visible yet) without waiting for it.
    const purger = createCdnPurger({ db, url: cdnUrl });
    const pass = purger.flush();
    pending.push(pass);
    expect(await within(pass)).toBe(1);
    expect(purged).toEqual([[`book-${bookB}`]]);
  } finally {
    release();
    await held;
    await Promise.all(pending);
  }
  expect(await createCdnPurger({ db, url: cdnUrl }).flush()).toBe(1);
  expect(purged).toEqual([[`book-${bookB}`], [`book-${bookA}`]]);
});
