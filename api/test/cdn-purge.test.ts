/**
 * A CDN in front of the shop (issue 42, "Caches"): public answers carry surrogate keys (`Surrogate-Key`, or
 * `Cache-Tag`) naming the shop and every book they show; a catalogue change writes a purge request in its own transaction
 * (migration 034), `shop-<id>` for a price change, only the book's key for a sale that leaves it in stock, one waiting
 * row per key however many changes; the job POSTs the keys to CDN_PURGE_URL, marks them done, retries on failure
 * with a growing delay, and drops them when no CDN is configured.
 */
import './native-modules';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminArticle } from '@bookshop/contracts';
import { AdminArticleInputSchema } from '../src/schemas/admin-books';
import { placeOrder, type OrderRequest } from '../src/services/orders';
import { updateAdminArticle } from '../src/services/admin-books';
import { cdnPurgeSettingsFromEnv, createCdnPurger, RETRY_SECONDS } from '../src/services/cdn-purge';
import { findShop, type ShopAtRequest } from '../src/services/shops';
import { buildApp } from '../src/app';
import { publicCacheFromEnv } from '../src/plugins/public-cache';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let shop: ShopAtRequest;
let adminToken: string;
let adminId: number;
/** Published books with copies to spare, by id. */
let books: number[];

beforeAll(async () => {
  t = await setupApp();
  shop = (await findShop(t.db, 'lumiere')) as ShopAtRequest;
  ({ token: adminToken, userId: adminId } = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password));
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 50 where published and shop_id = $1 returning id', [shop.id]);
  books = rows.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from cdn_purges'));

const waiting = async () =>
  (await t.db.query<{ key: string }>('select key from cdn_purges where attempts = 0 and done_at is null order by key')).rows.map((row) => row.key);

let orders = 0;
const guestOrder = (articleId: number): OrderRequest => {
  orders += 1;
  return {
    idempotencyKey: `cdn-purge-${orders}`,
    customer: null,
    allowedPaymentMethods: ['bank_transfer'],
    client: `10.1.0.${orders}`,
    lines: [{ article_id: articleId, quantity: 1 }],
    delivery_method: 'shop_pickup',
    email: `cdn${orders}@example.fr`,
    payment_method: 'bank_transfer',
  } as OrderRequest;
};

/** The fields PUT /admin/articles/:id takes, from the book as the staff reads it. */
async function adminInput(id: number) {
  const { body } = await t.call<{ data: AdminArticle }>({ url: `${SHOP_PATH}/admin/articles/${id}`, headers: bearer(adminToken) });
  return Object.fromEntries(Object.keys(AdminArticleInputSchema.properties).map((field) => [field, body.data[field as keyof AdminArticle]])) as never;
}

describe('surrogate keys on public answers', () => {
  it("names the shop and the book on a book's read, in Surrogate-Key alone by default", async () => {
    const id = books[0] as number;
    const answer = await t.app.inject({ url: `${SHOP_PATH}/articles/${id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['surrogate-key']).toBe(`shop-${shop.id} book-${id}`);
    // The CDN takes off the header it reads; a second one would go on to every shopper.
    expect(answer.headers['cache-tag']).toBeUndefined();
  });

  it('writes them in Cache-Tag alone, comma-separated, with CDN_KEY_HEADER=Cache-Tag (Cloudflare)', async () => {
    const app = buildApp({ db: t.db, limits: FUNCTIONAL_TEST_LIMITS, publicCache: publicCacheFromEnv({ CDN_KEY_HEADER: 'Cache-Tag' }) });
    try {
      const id = books[0] as number;
      const answer = await app.inject({ url: `${SHOP_PATH}/articles/${id}` });
      expect(answer.headers['cache-tag']).toBe(`shop-${shop.id},book-${id}`);
      expect(answer.headers['surrogate-key']).toBeUndefined();
      const version = await app.inject({ url: `${SHOP_PATH}/catalogue-version` });
      expect(version.headers['cache-tag']).toBe(`shop-${shop.id}`);
    } finally {
      await app.close();
    }
  });

  it('names every book a list shows (their stock is in it), and only the shop on an answer without books', async () => {
    const list = await t.app.inject({ url: `${SHOP_PATH}/articles?sort=title&page_size=5` });
    const shown = list.json<{ data: { id: number }[] }>().data.map((book) => book.id);
    expect(shown).toHaveLength(5);
    expect(String(list.headers['surrogate-key']).split(' ').sort()).toEqual([`shop-${shop.id}`, ...shown.map((id) => `book-${id}`)].sort());
    const categories = await t.app.inject({ url: `${SHOP_PATH}/categories` });
    expect(categories.headers['surrogate-key']).toBe(`shop-${shop.id}`);
    // The store's server learns the shop's key from the catalogue version it reads for every page.
    const version = await t.app.inject({ url: `${SHOP_PATH}/catalogue-version` });
    expect(version.headers['surrogate-key']).toBe(`shop-${shop.id}`);
  });

  it('sends no keys with a 304 (the cache keeps the stored answer\'s) nor with an error', async () => {
    const url = `${SHOP_PATH}/articles/${books[0] as number}`;
    const { etag } = (await t.app.inject({ url })).headers as { etag: string };
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['surrogate-key']).toBeUndefined();
    const missing = await t.app.inject({ url: `${SHOP_PATH}/articles/999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['surrogate-key']).toBeUndefined();
  });
});

describe('purge requests written with the change', () => {
  it("asks to purge the shop when the staff change a book's price, in the change's own transaction", async () => {
    const id = books[1] as number;
    const input = (await adminInput(id)) as { price_ht_cents: number; price_ttc_cents: number };
    const changed = await t.call({
      method: 'PUT',
      url: `${SHOP_PATH}/admin/articles/${id}`,
      headers: bearer(adminToken),
      payload: { ...input, price_ht_cents: input.price_ht_cents + 100, price_ttc_cents: input.price_ttc_cents + 105 },
    });
    expect(changed.status).toBe(200);
    expect(await waiting()).toEqual([`shop-${shop.id}`]);
  });

  it('asks for nothing when that change is rolled back', async () => {
    const id = books[1] as number;
    const input = (await adminInput(id)) as { price_ht_cents: number; price_ttc_cents: number };
    await expect(
      t.db.transaction(async (tx) => {
        await updateAdminArticle(tx, shop.id, adminId, id, { ...input, price_ht_cents: input.price_ht_cents + 100, price_ttc_cents: input.price_ttc_cents + 105 } as never);
        // The request is there inside the transaction, and goes with it.
        expect((await tx.query('select 1 from cdn_purges')).rows).toHaveLength(1);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await waiting()).toEqual([]);
  });

  it('asks only for the book for a sale that leaves it in stock, once however many sales wait', async () => {
    const [first, second] = [books[2] as number, books[3] as number];
    await placeOrder(t.db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(first));
    await placeOrder(t.db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(first));
    await placeOrder(t.db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(second));
    expect(await waiting()).toEqual([`book-${first}`, `book-${second}`].sort());
  });

  it('asks for the shop when a sale takes the last copy (lists and their counts change)', async () => {
    const id = books[4] as number;
    await t.db.query('update articles set stock = 1 where id = $1', [id]);
    await t.db.query('delete from cdn_purges');
    await placeOrder(t.db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(id));
    expect(await waiting()).toEqual([`shop-${shop.id}`]);
  });
});

/** A local stand-in for a CDN's purge API: answers each call with the next status of `statuses` (then 200). */
async function purgeApi(statuses: number[] = []) {
  const calls: Array<{ authorization?: string; type?: string; body: unknown }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ authorization: request.headers.authorization, type: request.headers['content-type'], body: JSON.parse(body) as unknown });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode === 200 ? '{"status":"ok"}' : 'purge service unavailable');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { calls, url: `http://127.0.0.1:${port}/purge`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const rows = async () =>
  (await t.db.query<{ key: string; attempts: number; done: boolean; last_error: string | null; delay: number }>(
    `select key, attempts, done_at is not null as done, last_error, round(extract(epoch from next_attempt_at - now()))::int as delay
     from cdn_purges order by key, id`,
  )).rows;

describe('the purge job', () => {
  it('POSTs the waiting keys with the bearer token, and marks them done', async () => {
    const cdn = await purgeApi();
    try {
      await placeOrder(t.db, shop, FUNCTIONAL_TEST_LIMITS, guestOrder(books[5] as number));
      await t.db.query(`update categories set position = position where shop_id = $1`, [shop.id]);
      const purger = createCdnPurger({ db: t.db, url: cdn.url, token: 's3cret' });
      expect(await purger.flush()).toBe(2);
      expect(cdn.calls).toEqual([{ authorization: 'Bearer s3cret', type: 'application/json', body: { keys: [`book-${books[5] as number}`, `shop-${shop.id}`] } }]);
      expect((await rows()).map((row) => [row.key, row.done, row.last_error])).toEqual([
        [`book-${books[5] as number}`, true, null],
        [`shop-${shop.id}`, true, null],
      ]);
      // Nothing more to send.
      expect(await purger.flush()).toBe(0);
      expect(cdn.calls).toHaveLength(1);
    } finally {
      await cdn.close();
    }
  });

  it('retries a purge the CDN refused with a growing delay, then marks it done', async () => {
    const cdn = await purgeApi([500, 503]);
    try {
      await t.db.query(`update categories set position = position where shop_id = $1`, [shop.id]);
      const purger = createCdnPurger({ db: t.db, url: cdn.url });
      expect(await purger.flush()).toBe(0);
      let [row] = await rows();
      expect(row).toMatchObject({ key: `shop-${shop.id}`, attempts: 1, done: false, last_error: expect.stringContaining('answered 500') });
      expect(row?.delay).toBeGreaterThanOrEqual((RETRY_SECONDS[0] as number) - 1);
      // Not due yet: a pass now sends nothing.
      expect(await purger.flush()).toBe(0);
      expect(cdn.calls).toHaveLength(1);
      // A change meanwhile waits in a row of its own: the one being retried may have been sent before it committed.
      await t.db.query(`update categories set position = position where shop_id = $1`, [shop.id]);
      await t.db.query('update cdn_purges set next_attempt_at = now() where attempts > 0');
      expect(await purger.flush()).toBe(0);
      [row] = await rows();
      expect(row).toMatchObject({ attempts: 2, done: false, last_error: expect.stringContaining('answered 503') });
      expect(row?.delay).toBeGreaterThanOrEqual((RETRY_SECONDS[1] as number) - 1);
      await t.db.query('update cdn_purges set next_attempt_at = now()');
      expect(await purger.flush()).toBe(2);
      expect(cdn.calls.map((call) => call.body)).toEqual([{ keys: [`shop-${shop.id}`] }, { keys: [`shop-${shop.id}`] }, { keys: [`shop-${shop.id}`] }]);
      expect((await rows()).every((each) => each.done && each.last_error === null)).toBe(true);
    } finally {
      await cdn.close();
    }
  });

  it('drops the requests when no CDN is configured', async () => {
    await t.db.query(`update categories set position = position where shop_id = $1`, [shop.id]);
    expect(await createCdnPurger({ db: t.db }).flush()).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('names the setting of a bad purge address, and a token without one', () => {
    expect(() => cdnPurgeSettingsFromEnv({ CDN_PURGE_URL: 'ftp://cdn.example' })).toThrow('CDN_PURGE_URL must be an http:// or https:// address');
    expect(() => cdnPurgeSettingsFromEnv({ CDN_PURGE_TOKEN: 'x' })).toThrow('CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not');
    expect(cdnPurgeSettingsFromEnv({})).toEqual({ url: undefined, token: undefined });
  });
});
