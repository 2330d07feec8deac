import type { ApiErrorBody, ItemAnswer, ListAnswer, ServerCartEntry, ServerFavorite } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let token: string;
let userId: number;
let other: { token: string; userId: number };
/** Article ids by EAN. */
const ids: Record<string, number> = {};

const MISERABLES = '9782070409228'; // stock 5
const NOTRE_DAME = '9782253006893'; // stock 2, discount 10
const MONTE_CRISTO = '9782253010173'; // stock 0
const CONTES = '9782253000983'; // stock 10

beforeAll(async () => {
  t = await setupApp();
  const { rows } = await t.db.query<{ id: number; ean: string }>('select id, ean from articles');
  for (const row of rows) ids[row.ean] = row.id;
  ({ token, userId } = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password));
  const registered = await t.call<{ data: { token: string; user: { id: number } } }>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email: 'other@example.fr', password: 'other-password', first_name: 'Other', last_name: 'Reader' },
  });
  other = { token: registered.body.data.token, userId: registered.body.data.user.id };
});
afterAll(() => t.close());

const add = (articleId: number, quantity: number, as = { token, userId }) =>
  t.call<ItemAnswer<{ id: number; quantity: number }> & ApiErrorBody>({
    method: 'POST',
    url: `${SHOP_PATH}/cart?ecom_type=lumiere`,
    headers: bearer(as.token),
    payload: { user_id: as.userId, article_id: articleId, quantity },
  });

const cart = (as = { token, userId }) =>
  t.call<ListAnswer<ServerCartEntry>>({ url: `${SHOP_PATH}/users/${as.userId}/cart?ecom_type=lumiere`, headers: bearer(as.token) });

describe('cart', () => {
  it('needs a bearer token', async () => {
    expect((await t.call({ url: `${SHOP_PATH}/users/${userId}/cart` })).status).toBe(401);
    const anonymous = await t.call({
      method: 'POST',
      url: `${SHOP_PATH}/cart`,
      payload: { user_id: userId, article_id: ids[MISERABLES], quantity: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it('adds a line, then adds to it, clamped to the stock', async () => {
    const first = await add(ids[MISERABLES] as number, 2);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { id: expect.any(Number), quantity: 2 } });
    const again = await add(ids[MISERABLES] as number, 2);
    expect(again.body.data).toEqual({ id: first.body.data.id, quantity: 4 });
    const beyond = await add(ids[MISERABLES] as number, 50);
    expect(beyond.body.data).toEqual({ id: first.body.data.id, quantity: 5 });
    const fresh = await add(ids[NOTRE_DAME] as number, 9);
    expect(fresh.body.data.quantity).toBe(2);
  });

  it('refuses an out-of-stock article with 409 field quantity', async () => {
    const { status, body } = await add(ids[MONTE_CRISTO] as number, 1);
    expect(status).toBe(409);
    expect(body).toEqual({ statusCode: 409, code: 'out_of_stock', message: 'This book is out of stock.', field: 'quantity' });
  });

  it('refuses an unknown article with 404 field article_id, and bad quantities with 400', async () => {
    expect((await add(999999, 1)).body).toMatchObject({ statusCode: 404, field: 'article_id' });
    expect((await add(ids[CONTES] as number, 0)).body).toMatchObject({ statusCode: 400, field: 'quantity' });
    expect((await add(ids[CONTES] as number, 1.5)).body).toMatchObject({ statusCode: 400, field: 'quantity' });
    const missing = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/cart`,
      headers: bearer(token),
      payload: { user_id: userId, article_id: ids[CONTES] },
    });
    expect(missing.body).toMatchObject({ statusCode: 400, field: 'quantity' });
  });

  it('lists the lines with their articles', async () => {
    const { status, body } = await cart();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    const [miserables, notreDame] = body.data as [Extract<ServerCartEntry, { removed: false }>, ServerCartEntry];
    expect(Object.keys(miserables).sort()).toEqual(['article', 'article_id', 'discount', 'id', 'quantity', 'removed']);
    expect(miserables).toMatchObject({ article_id: ids[MISERABLES], quantity: 5, discount: 0, removed: false });
    expect(miserables.article).toMatchObject({ id: ids[MISERABLES], designation: 'Les Misérables', _qte_a_terme_calcule: 5 });
    expect(notreDame).toMatchObject({ article_id: ids[NOTRE_DAME], quantity: 2, discount: 10, removed: false });
  });

  it('marks a line removed when its article is unpublished', async () => {
    await t.db.query('update articles set published = false where id = $1', [ids[NOTRE_DAME]]);
    try {
      const { body } = await cart();
      expect(body.data.find((line) => line.article_id === ids[NOTRE_DAME])?.removed).toBe(true);
    } finally {
      await t.db.query('update articles set published = true where id = $1', [ids[NOTRE_DAME]]);
    }
  });

  it('PUT /cart/:cart_id sets the quantity, clamped to the stock', async () => {
    const { body } = await cart();
    const line = body.data.find((entry) => entry.article_id === ids[MISERABLES]) as ServerCartEntry;
    const put = (quantity: number) =>
      t.call<ItemAnswer<{ id: number; quantity: number }>>({
        method: 'PUT',
        url: `${SHOP_PATH}/cart/${line.id}`,
        headers: bearer(token),
        payload: { quantity },
      });
    expect((await put(3)).body).toEqual({ data: { id: line.id, quantity: 3 } });
    expect((await put(99)).body).toEqual({ data: { id: line.id, quantity: 5 } });
    expect((await put(0)).status).toBe(400);
  });

  it('keeps other users out: 403 for their cart, 404 for their lines', async () => {
    const { body } = await cart();
    const line = body.data[0] as ServerCartEntry;
    const theirs = { token: other.token, userId };
    expect((await cart(theirs)).body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect((await add(ids[CONTES] as number, 1, theirs)).status).toBe(403);
    const put = await t.call<ApiErrorBody>({
      method: 'PUT',
      url: `${SHOP_PATH}/cart/${line.id}`,
      headers: bearer(other.token),
      payload: { quantity: 1 },
    });
    expect(put.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    const del = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/cart/${line.id}`, headers: bearer(other.token) });
    expect(del.status).toBe(404);
    const clear = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/${userId}/cart`, headers: bearer(other.token) });
    expect(clear.status).toBe(403);
    expect((await cart()).body.data).toHaveLength(2);
    expect((await cart(other)).body.data).toEqual([]);
  });

  it('DELETE /cart/:cart_id removes one line', async () => {
    const { body } = await cart();
    const line = body.data[0] as ServerCartEntry;
    const del = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/cart/${line.id}`, headers: bearer(token) });
    expect(del.body).toEqual({ data: { id: line.id } });
    expect((await cart()).body.data.map((entry) => entry.id)).not.toContain(line.id);
    const again = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/cart/${line.id}`, headers: bearer(token) });
    expect(again.status).toBe(404);
  });

  it('DELETE /users/:id/cart empties the cart', async () => {
    await add(ids[CONTES] as number, 1);
    const before = (await cart()).body.data.length;
    expect(before).toBe(2);
    const clear = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/${userId}/cart`, headers: bearer(token) });
    expect(clear.body).toEqual({ data: { deleted: 2 } });
    expect((await cart()).body.data).toEqual([]);
  });

  it('holds at most 99 copies in a line, as an order does, whatever the stock: 100 asked is refused on quantity', async () => {
    await t.db.query('update articles set stock = 500 where id = $1', [ids[CONTES]]);
    try {
      const refused = await add(ids[CONTES] as number, 100);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ statusCode: 400, field: 'quantity' });
      expect((await add(ids[CONTES] as number, 60)).body.data.quantity).toBe(60);
      const added = await add(ids[CONTES] as number, 60);
      expect(added.body.data.quantity).toBe(99);
      const put = (quantity: number) =>
        t.call<ItemAnswer<{ id: number; quantity: number }> & ApiErrorBody>({
          method: 'PUT',
          url: `${SHOP_PATH}/cart/${added.body.data.id}`,
          headers: bearer(token),
          payload: { quantity },
        });
      expect((await put(100)).body).toMatchObject({ statusCode: 400, field: 'quantity' });
      expect((await put(99)).body.data.quantity).toBe(99);
    } finally {
      await t.db.query('update articles set stock = 10 where id = $1', [ids[CONTES]]);
      await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/${userId}/cart`, headers: bearer(token) });
    }
  });
});

describe('favorites', () => {
  const favorites = (as = { token, userId }) =>
    t.call<ListAnswer<ServerFavorite> & ApiErrorBody>({ url: `${SHOP_PATH}/users/${as.userId}/favorite?ecom_type=lumiere`, headers: bearer(as.token) });
  const addFavorite = (articleId: number, as = { token, userId }) =>
    t.call<ItemAnswer<{ id: number }> & ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/favorites`,
      headers: bearer(as.token),
      payload: { user_id: as.userId, article_id: articleId },
    });

  it('adds idempotently and lists with articles', async () => {
    const first = await addFavorite(ids[CONTES] as number);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { id: expect.any(Number) } });
    expect((await addFavorite(ids[CONTES] as number)).body.data.id).toBe(first.body.data.id);
    await addFavorite(ids[MONTE_CRISTO] as number);
    const { status, body } = await favorites();
    expect(status).toBe(200);
    expect(body.data.map((favorite) => favorite.article_id)).toEqual([ids[MONTE_CRISTO], ids[CONTES]]);
    expect(Object.keys(body.data[0] as ServerFavorite).sort()).toEqual(['article', 'article_id', 'id', 'removed']);
    expect(body.data[1]).toMatchObject({ id: first.body.data.id, removed: false, article: { designation: 'Contes de ma mère l’Oye' } });
  });

  it('refuses unknown articles, anonymous calls and other users', async () => {
    expect((await addFavorite(999999)).body).toMatchObject({ statusCode: 404, field: 'article_id' });
    expect((await t.call({ url: `${SHOP_PATH}/users/${userId}/favorite` })).status).toBe(401);
    expect((await favorites({ token: other.token, userId })).status).toBe(403);
    expect((await addFavorite(ids[CONTES] as number, { token: other.token, userId })).status).toBe(403);
    const mine = (await favorites()).body.data[0] as ServerFavorite;
    const theirDelete = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/favorites/${mine.id}`, headers: bearer(other.token) });
    expect(theirDelete.status).toBe(404);
  });

  it('DELETE /favorites/:id removes the entry', async () => {
    const mine = (await favorites()).body.data[0] as ServerFavorite;
    const del = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/favorites/${mine.id}`, headers: bearer(token) });
    expect(del.body).toEqual({ data: { id: mine.id } });
    expect((await favorites()).body.data.map((favorite) => favorite.id)).not.toContain(mine.id);
  });
});
