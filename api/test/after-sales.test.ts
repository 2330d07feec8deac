import type { ApiErrorBody, ItemAnswer, ListAnswer, Order, ReturnRequest, Review } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let customer: { token: string; userId: number };
let stranger: { token: string };
let delivered: Order;
let shipped: Order;
let adminToken: string;

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
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const post = <T>(path: string, payload: object, token: string) =>
  t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers: bearer(token) });
/** The shop takes a step of a return (approve, reject, receive, refund), as an admin. */
const shopStep = (id: number, step: string, payload: object = {}) => post<ReturnRequest>(`/admin/returns/${id}/${step}`, payload, adminToken);

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

    expect((await shopStep(id, 'approve')).body.data.status).toBe('approved');
    const locked = await t.call<Answer<ReturnRequest>>({
      method: 'PUT',
      url: `${SHOP_PATH}/returns/${id}`,
      payload: { items: [{ article_id: first?.article_id, quantity: 1 }], reason },
      headers: bearer(customer.token),
    });
    expect(locked.body).toMatchObject({ statusCode: 409, code: 'return_locked' });
    expect((await shopStep(id, 'refund')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    expect((await shopStep(id, 'receive')).body.data.status).toBe('received');
    const refunded = await shopStep(id, 'refund');
    expect(refunded.body.data.events.map((event) => event.status)).toEqual(['requested', 'approved', 'received', 'refunded']);

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
  const move = (step: string, token: string, payload: object = {}) => post<ReturnRequest>(`/admin/returns/${id}/${step}`, payload, token);
  expect((await move('approve', customer.token)).status).toBe(403);
  const listed = await t.call<ListAnswer<ReturnRequest>>({ url: `${SHOP_PATH}/admin/returns?status=requested`, headers: bearer(admin.token) });
  expect(listed.body.data.map((request) => request.id)).toContain(id);
  expect((await move('reject', admin.token, { reason: 'Ce livre ne peut pas être repris.' })).body.data.status).toBe('rejected');
  expect((await move('approve', admin.token)).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
});

describe('return photos', () => {
  // The smallest valid PNG (1x1, transparent) and the first bytes of a JPEG: enough for the content check.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
  let admin: { token: string };
  beforeAll(async () => {
    admin = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password);
  });

  /**
   * A fresh `requested` return of the customer's delivered order, written straight to the database: the quantity
   * rules (checked above) would otherwise make each case depend on what the earlier ones already returned.
   */
  async function requestedReturn(): Promise<number> {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into return_requests (shop_id, user_id, order_id, reason)
       select o.shop_id, o.user_id, o.id, 'La couverture est arrivée déchirée.' from orders o where o.number = $1 returning id`,
      [delivered.number],
    );
    const id = (rows[0] as { id: number }).id;
    await t.db.query('insert into return_items (return_id, article_id, quantity) values ($1, $2, 1)', [id, delivered.lines[0]?.article_id]);
    await t.db.query(`insert into return_events (return_id, status) values ($1, 'requested')`, [id]);
    return id;
  }
  const upload = (id: number, body: Buffer | string, type: string, token?: string) =>
    t.call<Answer<ReturnRequest>>({
      method: 'PUT',
      url: `${SHOP_PATH}/returns/${id}/photo`,
      payload: body,
      headers: { ...(token ? bearer(token) : {}), 'content-type': type },
    });
  const view = (id: number, token?: string) => t.app.inject({ url: `${SHOP_PATH}/returns/${id}/photo`, headers: token ? bearer(token) : {} });
  const remove = (id: number, token: string) =>
    t.call<Answer<ReturnRequest>>({ method: 'DELETE', url: `${SHOP_PATH}/returns/${id}/photo`, headers: bearer(token) });
  const stored = async (id: number) => (await t.db.query('select 1 from return_photos where return_id = $1', [id])).rows.length;

  it('the owner attaches, replaces and removes a photo that only they and the admins can see', async () => {
    const id = await requestedReturn();
    const fresh = await t.call<Answer<ReturnRequest>>({ url: `${SHOP_PATH}/returns/${id}`, headers: bearer(customer.token) });
    expect(fresh.body.data.photo).toBe(false);

    const attached = await upload(id, png, 'image/png', customer.token);
    expect(attached.status).toBe(200);
    expect(attached.body.data).toMatchObject({ id, photo: true, status: 'requested' });
    const seen = await view(id, customer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(String(seen.headers['cache-control'])).toMatch(/\bprivate\b/);
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.rawPayload.equals(png)).toBe(true);

    // Declared as PNG, but the bytes are JPEG: the content decides.
    expect((await upload(id, jpeg, 'image/png', customer.token)).status).toBe(200);
    const replaced = await view(id, admin.token);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect(replaced.rawPayload.equals(jpeg)).toBe(true);

    expect((await view(id, stranger.token)).statusCode).toBe(404);
    expect((await view(id)).statusCode).toBe(401);
    const mine = await t.call<ListAnswer<ReturnRequest>>({ url: `${SHOP_PATH}/users/me/returns`, headers: bearer(customer.token) });
    expect(mine.body.data.find((request) => request.id === id)?.photo).toBe(true);
    const listed = await t.call<ListAnswer<ReturnRequest>>({ url: `${SHOP_PATH}/admin/returns?status=requested`, headers: bearer(admin.token) });
    expect(listed.body.data.find((request) => request.id === id)?.photo).toBe(true);

    const removed = await remove(id, customer.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.photo).toBe(false);
    expect((await view(id, customer.token)).statusCode).toBe(404);
  });

  it('refuses what is not an image, what is too big, another customer and visitors', async () => {
    const id = await requestedReturn();
    const script = await upload(id, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png', customer.token);
    expect(script.body).toMatchObject({ statusCode: 400, code: 'unsupported_image', field: 'photo' });
    const huge = await upload(id, Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png', customer.token);
    expect(huge.status).toBe(413);
    const text = await upload(id, 'hello', 'text/plain', customer.token);
    expect(text.status).toBe(415);
    expect((await upload(id, png, 'image/png', stranger.token)).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await upload(id, png, 'image/png')).status).toBe(401);
    // Admins read photos; they do not attach them in the customer's name.
    expect((await upload(id, png, 'image/png', admin.token)).status).toBe(404);
    expect(await stored(id)).toBe(0);

    expect((await upload(id, png, 'image/png', customer.token)).status).toBe(200);
    expect((await remove(id, stranger.token)).status).toBe(404);
    expect(await stored(id)).toBe(1);
  });

  it('takes a photo of exactly 1 MB, not an empty one', async () => {
    const id = await requestedReturn();
    const largest = Buffer.concat([png, Buffer.alloc(1024 * 1024 - png.length)]);
    expect((await upload(id, largest, 'image/png', customer.token)).status).toBe(200);
    expect((await view(id, customer.token)).rawPayload.length).toBe(1024 * 1024);
    // Nothing at all is not an image either.
    const empty = await upload(id, Buffer.alloc(0), 'image/png', customer.token);
    expect(empty.body).toMatchObject({ statusCode: 400, code: 'unsupported_image', field: 'photo' });
  });

  it('is locked with the return once the shop handles it, and still shown', async () => {
    const id = await requestedReturn();
    expect((await upload(id, png, 'image/png', customer.token)).status).toBe(200);
    expect((await shopStep(id, 'approve')).status).toBe(200);
    expect((await upload(id, jpeg, 'image/jpeg', customer.token)).body).toMatchObject({ statusCode: 409, code: 'return_locked' });
    expect((await remove(id, customer.token)).body).toMatchObject({ statusCode: 409, code: 'return_locked' });
    const seen = await view(id, customer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(png)).toBe(true);
  });

  it('the database itself refuses bytes that are not what their type says', async () => {
    const id = await requestedReturn();
    await expect(
      t.db.query(`insert into return_photos (return_id, content_type, bytes) values ($1, 'image/png', $2)`, [id, Buffer.from('<svg></svg>')]),
    ).rejects.toThrow(/return_photos_content/);
    await expect(t.db.query(`insert into return_photos (return_id, content_type, bytes) values ($1, 'image/webp', $2)`, [id, png])).rejects.toThrow();
    await t.db.query(`insert into return_photos (return_id, content_type, bytes) values ($1, 'image/png', $2)`, [id, png]);
    expect(await stored(id)).toBe(1);
  });

  it('are in the OpenAPI document, bearer only', async () => {
    const { body } = await t.call<{ paths: Record<string, Record<string, { security?: unknown }>> }>({ url: '/api/docs' });
    const photo = body.paths['/api/gmp/{shop}/returns/{id}/photo'] ?? {};
    expect(Object.keys(photo).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.values(photo).every((operation) => JSON.stringify(operation.security) === '[{"bearer":[]}]')).toBe(true);
  });
});
