import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

/**
 * Anonymous catalogue reads a CDN can absorb: a strong ETag from the shop's catalogue version, a Cache-Control with
 * s-maxage (and stale-while-revalidate in CDN-Cache-Control), 304 without a query for a validator that holds, new validators as soon as a
 * change commits, and nothing personal ever marked public.
 */
let t: TestContext;
let adminToken: string;
let customerToken: string;
let customerId: number;
beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  const customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
  customerToken = customer.token;
  customerId = customer.userId;
});
afterAll(() => t.close());

const LIST = `${SHOP_PATH}/articles?ecom_type=lumiere&sort=title`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const firstBookId = async () => (await get(LIST)).json<{ data: { id: number }[] }>().data[0]?.id as number;

it.each([
  LIST,
  `${SHOP_PATH}/articles/1`,
  `${SHOP_PATH}/categories`,
  `${SHOP_PATH}/collaborators`,
  `${SHOP_PATH}/collections`,
  `${SHOP_PATH}/company-settings`,
  `${SHOP_PATH}/website-sections?type=home-hero`,
  `${SHOP_PATH}/events`,
])('%s answers with a strong ETag and a Cache-Control a CDN can use', async (url) => {
  const target = url.endsWith('/articles/1') ? `${SHOP_PATH}/articles/${await firstBookId()}` : url;
  const response = await get(target);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toMatch(/^"\d+-[\w-]+"$/);
  expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  // Serving stale while revalidating is for CDNs only: a browser honours it in Cache-Control, and showed old stock.
  expect(response.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=300');
});

it('answers 304, with no query past the shop lookup, while the ETag holds; each address has its own', async () => {
  const { etag } = (await get(LIST)).headers as { etag: string };
  const query = jest.spyOn(t.db, 'query');
  try {
    const again = await get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The one query is the shop's (which carries the catalogue version): the list itself did not run.
    expect(query).toHaveBeenCalledTimes(1);
    expect(String(query.mock.calls[0]?.[0])).toContain('from shops');
  } finally {
    query.mockRestore();
  }
  // A list of several validators, weak or not, as caches send them.
  expect((await get(LIST, { 'if-none-match': `"0-x", W/${etag}` })).statusCode).toBe(304);
  const english = await get(`${LIST}&lang=eng`, { 'if-none-match': etag });
  expect(english.statusCode).toBe(200);
  expect(english.headers.etag).not.toBe(etag);
});

it('changes every validator as soon as a change to the catalogue commits, whichever code makes it', async () => {
  const before = (await get(LIST)).headers.etag as string;
  const bookId = await firstBookId();
  const book = (await get(`${SHOP_PATH}/articles/${bookId}`)).headers.etag as string;

  // A staff change through the admin API.
  expect((await t.app.inject({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${bookId}/unpublish`, headers: bearer(adminToken) })).statusCode).toBe(200);
  const afterUnpublish = await get(LIST, { 'if-none-match': before });
  expect(afterUnpublish.statusCode).toBe(200);
  expect(afterUnpublish.json<{ data: { id: number }[] }>().data.map((row) => row.id)).not.toContain(bookId);
  expect((await t.app.inject({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${bookId}/publish`, headers: bearer(adminToken) })).statusCode).toBe(200);

  // A stock change made by any code, here straight in the database.
  const current = (await get(LIST)).headers.etag as string;
  await t.db.query('update articles set stock = stock + 1 where id = $1', [bookId]);
  expect((await get(LIST, { 'if-none-match': current })).statusCode).toBe(200);
  expect((await get(`${SHOP_PATH}/articles/${bookId}`, { 'if-none-match': book })).statusCode).toBe(200);
});

it('keeps the validators when a change is rolled back', async () => {
  const etag = (await get(LIST)).headers.etag as string;
  await expect(
    t.db.transaction(async (tx) => {
      await tx.query('update articles set stock = stock + 1');
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await get(LIST, { 'if-none-match': etag })).statusCode).toBe(304);
});

it('never marks a customer\'s answer public, nor an error', async () => {
  for (const url of [`${SHOP_PATH}/users/${customerId}/cart`, `${SHOP_PATH}/users/me`, `${SHOP_PATH}/users/me/orders`]) {
    const response = await get(url, bearer(customerToken));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  }
  const missing = await get(`${SHOP_PATH}/articles/999999`);
  expect(missing.statusCode).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  expect(String(missing.headers['cache-control'] ?? '')).not.toContain('public');
});

it('changes the validator of a list that moves with time (upcoming events) every five minutes', async () => {
  const url = `${SHOP_PATH}/events?type=upcoming`;
  const start = Date.UTC(2026, 10, 25, 10, 0, 0);
  const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
  try {
    const { etag } = (await get(url)).headers as { etag: string };
    clock.mockReturnValue(start + 4 * 60_000);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    clock.mockReturnValue(start + 5 * 60_000);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
  } finally {
    clock.mockRestore();
  }
});

it('tells the catalogue version, which a change moves on without telling how many changes were made', async () => {
  const version = async () => (await get(`${SHOP_PATH}/catalogue-version`)).json<{ data: { version: string } }>().data.version;
  const before = await version();
  expect(before).toMatch(/^\d+$/);
  await t.db.query("update company_settings set phone = '+33 1 23 45 67 89'");
  const after = await version();
  expect(after).not.toBe(before);
  // Not a count: polled before and after, it would tell the shop's orders (each one changes stock).
  expect(BigInt(after)).not.toBe(BigInt(before) + 1n);
});
