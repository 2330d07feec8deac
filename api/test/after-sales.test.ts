import type { ApiErrorBody, ItemAnswer, ListAnswer, Order, ReturnRequest, Review } from '@bookshop/contracts';
import { advanceReturn } from '../src/services/after-sales';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let customer: { token: string; userId: number };
let stranger: { token: string };
let delivered: Order;
let shipped: Order;
let shopId: number;

beforeAll(async () => {
  t = await setupApp();
  customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
  const registered = await t.call<{ data: { token: string } }>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email: 'autre@example.fr', password: 'Plume-et-encrier-42', first_name: 'Jean', last_name: 'Autre' },
  });
  stranger = { token: registered.body.data.token };
  const orders = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customer.token) });
  delivered = orders.body.data.find((order) => order.status === 'delivered') as Order;
  shipped = orders.body.data.find((order) => order.status === 'shipped') as Order;
  const { rows } = await t.db.query<{ id: number }>(`select id from shops where slug = 'lumiere'`);
  shopId = (rows[0] as { id: number }).id;
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const post = <T>(path: string, payload: object, token: string) =>
  t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers: bearer(token) });

it('the seed gives the demo customer a delivered and a shipped order, with their timelines', () => {
  expect(delivered.events.map((event) => event.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped', 'delivered']);
  expect(delivered.lines.length).toBe(3);
  expect(shipped.events.at(-1)?.status).toBe('shipped');
});

describe('reviews', () => {
  it('a buyer reviews a delivered book once; it shows on the book with the new average', async () => {
    const [line] = delivered.lines;
    const articleId = line?.article_id as number;
    const { status, body } = await post<Review>('/reviews', { order_number: delivered.number, article_id: articleId, rating: 4, comment: ' Très beau livre. ' }, customer.token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ rating: 4, comment: 'Très beau livre.', author_name: 'Camille D.', order_number: delivered.number });
    const again = await post('/reviews', { order_number: delivered.number, article_id: articleId, rating: 5 }, customer.token);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'already_reviewed' });

    const shown = await t.call<ListAnswer<Review>>({ url: `${SHOP_PATH}/articles/${articleId}/reviews` });
    expect(shown.body.data.map((review) => review.comment)).toEqual(['Très beau livre.']);
    expect(JSON.stringify(shown.body)).not.toMatch(/Durand|client@/);
    const book = await t.call<ItemAnswer<{ average_rate: number }>>({ url: `${SHOP_PATH}/articles/${articleId}` });
    expect(book.body.data.average_rate).toBe(4);
  });

  it.each([
    ['a shipped (not delivered) order', () => ({ order_number: shipped.number, article_id: shipped.lines[0]?.article_id, rating: 5 }), 'customer', 409, 'order_not_delivered'],
    ['a book not in the order', () => ({ order_number: delivered.number, article_id: shipped.lines[0]?.article_id, rating: 5 }), 'customer', 400, 'validation_error'],
    ['another customer\'s order', () => ({ order_number: delivered.number, article_id: delivered.lines[1]?.article_id, rating: 5 }), 'stranger', 404, 'not_found'],
    ['a rating of 6', () => ({ order_number: delivered.number, article_id: delivered.lines[1]?.article_id, rating: 6 }), 'customer', 400, 'validation_error'],
  ])('refuses a review on %s', async (_what, body, who, status, code) => {
    const token = who === 'customer' ? customer.token : stranger.token;
    const answer = await post('/reviews', body(), token);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});

describe('returns', () => {
  const reason = 'Le livre est arrivé avec la couverture déchirée.';

  it('asks for a return of delivered books, then edits it while requested, and follows its steps', async () => {
    const [first, second] = delivered.lines;
    const created = await post<ReturnRequest>(
      '/returns',
      { order_number: delivered.number, items: [{ article_id: second?.article_id, quantity: 1 }], reason },
      customer.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: 'requested', order_number: delivered.number, items: [{ article_id: second?.article_id, quantity: 1 }] });

    const edited = await t.call<Answer<ReturnRequest>>({
      method: 'PUT',
      url: `${SHOP_PATH}/returns/${id}`,
      payload: { items: [{ article_id: first?.article_id, quantity: 1 }, { article_id: second?.article_id, quantity: 2 }], reason },
      headers: bearer(customer.token),
    });
    expect(edited.body.data.items.map((item) => item.quantity)).toEqual([1, 2]);

    await advanceReturn(t.db, shopId, id, 'approved');
    const locked = await t.call<Answer<ReturnRequest>>({
      method: 'PUT',
      url: `${SHOP_PATH}/returns/${id}`,
      payload: { items: [{ article_id: first?.article_id, quantity: 1 }], reason },
      headers: bearer(customer.token),
    });
    expect(locked.body).toMatchObject({ statusCode: 409, code: 'return_locked' });
    await expect(advanceReturn(t.db, shopId, id, 'refunded')).rejects.toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    await advanceReturn(t.db, shopId, id, 'received');
    const refunded = await advanceReturn(t.db, shopId, id, 'refunded');
    expect(refunded.events.map((event) => event.status)).toEqual(['requested', 'approved', 'received', 'refunded']);

    const mine = await t.call<ListAnswer<ReturnRequest>>({ url: `${SHOP_PATH}/users/me/returns`, headers: bearer(customer.token) });
    expect(mine.body.data.map((request) => request.id)).toContain(id);
    expect((await t.call({ url: `${SHOP_PATH}/returns/${id}`, headers: bearer(stranger.token) })).status).toBe(404);
  });

  it.each([
    ['a 4th book', () => ({ items: [1, 2, 3, 4].map((article_id) => ({ article_id, quantity: 1 })) }), 'customer', 400, 'items'],
    ['a quantity above the one bought (less what was already returned)', () => ({ items: [{ article_id: delivered.lines[1]?.article_id, quantity: 1 }] }), 'customer', 400, 'items.0.quantity'],
    ['a book not in the order', () => ({ items: [{ article_id: shipped.lines[0]?.article_id, quantity: 1 }] }), 'customer', 400, 'items.0.article_id'],
    ['an undelivered order', () => ({ order_number: shipped.number, items: [{ article_id: shipped.lines[0]?.article_id, quantity: 1 }] }), 'customer', 409, 'order_number'],
    ['another customer\'s order', () => ({ items: [{ article_id: delivered.lines[2]?.article_id, quantity: 1 }] }), 'stranger', 404, 'order_number'],
    ['a short reason', () => ({ items: [{ article_id: delivered.lines[2]?.article_id, quantity: 1 }], reason: 'abîmé' }), 'customer', 400, 'reason'],
  ])('refuses a return with %s', async (_what, change, who, status, field) => {
    const token = who === 'customer' ? customer.token : stranger.token;
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from return_requests');
    const answer = await post('/returns', { order_number: delivered.number, reason, ...change() }, token);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from return_requests');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

it('the shop lists returns and moves them through the API (admins only)', async () => {
  const admin = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password);
  const created = await post<ReturnRequest>(
    '/returns',
    { order_number: delivered.number, items: [{ article_id: delivered.lines[2]?.article_id, quantity: 1 }], reason: 'Ce n’est pas l’édition que je voulais.' },
    customer.token,
  );
  const id = created.body.data.id;
  const move = (status: string, token: string) => post<ReturnRequest>(`/admin/returns/${id}/status`, { status }, token);
  expect((await move('approved', customer.token)).status).toBe(403);
  const listed = await t.call<ListAnswer<ReturnRequest>>({ url: `${SHOP_PATH}/admin/returns?status=requested`, headers: bearer(admin.token) });
  expect(listed.body.data.map((request) => request.id)).toContain(id);
  expect((await move('rejected', admin.token)).body.data.status).toBe('rejected');
  expect((await move('approved', admin.token)).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
});
