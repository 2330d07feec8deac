/**
 * Checkouts of different books do not wait on each other (migration 032), on PostgreSQL with several connections:
 * an order of one book goes through while another order's transaction still holds the copies it took of another book,
 * the public validators stay exact (a book's ETag changes when an order of it commits, never before), and concurrent
 * orders of several books each, in opposite orders, all go through with the stock exact.
 */
import '../native-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPg } from '../../src/db/pg';
import * as shippedData from '../../src/seed/data';
import { seedShop } from '../../src/seed/seed';
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
/** Published books with plenty of copies, by id. */
let books: number[];

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  db = openPg({ connectionString: pg.url, max: 20 });
  await migrate(db);
  // The shipped books (about 250): enough for books of different ids to share a stripe of the catalogue version.
  await seedShop(db, shippedData as never);
  const { rows } = await db.query<{ id: number }>('update articles set stock = 1000 where published returning id');
  books = rows.map((row) => row.id).sort((a, b) => a - b);
  shop = (await findShop(db, 'lumiere')) as ShopAtRequest;
  app = buildApp({ db, limits: FUNCTIONAL_TEST_LIMITS });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  pg?.remove();
});

let orders = 0;
/** A guest's order of these books, one copy each, from its own client and email (no per-client or per-email lock). */
const guestOrder = (articleIds: number[]): OrderRequest => {
  orders += 1;
  return {
    idempotencyKey: `concurrency-${orders}`,
    customer: null,
    allowedPaymentMethods: ['bank_transfer'],
    client: `10.0.${Math.floor(orders / 250)}.${orders % 250}`,
    lines: articleIds.map((article_id) => ({ article_id, quantity: 1 })),
    delivery_method: 'shop_pickup',
    email: `concurrency${orders}@example.fr`,
    payment_method: 'bank_transfer',
  } as OrderRequest;
};

/** Places an order of `bookId` in a transaction kept open until `release` is called. */
async function holdOrder(bookId: number): Promise<{ release: () => void; committed: Promise<unknown> }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let placed = () => undefined as void;
  const isPlaced = new Promise<void>((resolve) => {
    placed = resolve;
  });
  const committed = db.transaction(async (tx) => {
    await placeOrder(tx, shop, FUNCTIONAL_TEST_LIMITS, guestOrder([bookId]));
    placed();
    await released;
  });
  // A failure before the order is placed must end the test, not leave it waiting.
  await Promise.race([isPlaced, committed]);
  return { release, committed };
}

/** Checkouts sent through the API, answered or not yet. */
const pending: Promise<unknown>[] = [];

/** The answer to a checkout through the API, or 'waiting' when none came within NO_WAIT_MS. */
async function checkoutWithin(bookId: number): Promise<number | 'waiting'> {
  const { idempotencyKey, ...body } = guestOrder([bookId]);
  const answer = app.inject({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': idempotencyKey },
    payload: { lines: body.lines, delivery_method: body.delivery_method, email: body.email, payment_method: body.payment_method },
  });
  const timer = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), NO_WAIT_MS));
  const first = await Promise.race([answer.then((response) => response.statusCode), timer]);
  // The answer still comes once the other transaction ends: awaited by the caller's cleanup.
  pending.push(answer);
  return first;
}

const stockOf = async (id: number) => (await db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows[0]?.stock;

it('places an order of one book while another order of another book is not committed yet', async () => {
  // Two books in different stripes (the stripe of a book is its id modulo 64).
  const [bookA, bookB] = [books[0] as number, books.find((id) => id % 64 !== (books[0] as number) % 64) as number];
  const [stockA, stockB] = [await stockOf(bookA), await stockOf(bookB)];
  const held = await holdOrder(bookA);
  try {
    expect(await checkoutWithin(bookB)).toBe(201);
  } finally {
    held.release();
    await held.committed;
    await Promise.all(pending.splice(0));
  }
  expect(await stockOf(bookA)).toBe((stockA as number) - 1);
  expect(await stockOf(bookB)).toBe((stockB as number) - 1);
});

it("changes a book's public ETag when an order of it commits, and not before", async () => {
  const bookId = books[1] as number;
  const url = `${SHOP_PATH}/articles/${bookId}`;
  const read = (etag?: string) => app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });
  const before = await read();
  const etag = before.headers.etag as string;
  const stock = before.json<{ data: { article_stock: number } }>().data.article_stock;

  const held = await holdOrder(bookId);
  try {
    // The copies are taken but not committed: the answer and its validator are still those of before.
    const during = await read(etag);
    expect(during.statusCode).toBe(304);
    expect(during.headers.etag).toBe(etag);
  } finally {
    held.release();
    await held.committed;
  }
  const after = await read(etag);
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(etag);
  expect(after.json<{ data: { article_stock: number } }>().data.article_stock).toBe(stock - 1);
  // An order of another book in the same stripe moves the validator on again (the stripe is shared, not the book's).
  const sameStripe = books.find((id) => id !== bookId && id % 64 === bookId % 64) as number;
  const placed = await app.inject({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `same-stripe-${sameStripe}` },
    payload: { lines: [{ article_id: sameStripe, quantity: 1 }], delivery_method: 'shop_pickup', email: 'stripe@example.fr', payment_method: 'bank_transfer' },
  });
  expect(placed.statusCode).toBe(201);
  const later = await read(after.headers.etag as string);
  expect(later.statusCode).toBe(200);
  expect([etag, after.headers.etag]).not.toContain(later.headers.etag);
});

it('places concurrent orders of several books each, their lines in opposite stripe orders, with the stock exact', async () => {
  // Pairs of books whose stripes cross: one order takes stripes s then s+1 in its lines, the other s+1 then s.
  const inStripe = (stripe: number) => books.filter((id) => id % 64 === stripe);
  const orderLines: number[][] = [];
  for (let stripe = 1; stripe < 9; stripe += 1) {
    const [a1, a2] = inStripe(stripe);
    const [b1, b2] = inStripe(stripe + 1);
    orderLines.push([a1 as number, b1 as number], [b2 as number, a2 as number]);
  }
  const ordered = orderLines.flat();
  const before = new Map(await Promise.all(ordered.map(async (id) => [id, await stockOf(id)] as const)));
  const rounds = 4;
  const results = await Promise.allSettled(
    Array.from({ length: rounds }, () => orderLines.map((lines) => placeOrder(db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(lines)))).flat(),
  );
  expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  for (const id of new Set(ordered)) {
    const copies = ordered.filter((orderedId) => orderedId === id).length * rounds;
    expect(await stockOf(id)).toBe((before.get(id) as number) - copies);
  }
});
