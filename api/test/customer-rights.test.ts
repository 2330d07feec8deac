import type { ApiErrorBody, ItemAnswer, ListAnswer, Order, ReturnRequest, TrackedOrder } from '@bookshop/contracts';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHIPPING, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from './helpers';

/** The customer's rights: the legal return period, returns without an account, and (below) their personal data. */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;

let t: TestContext;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  // Lookups of /track-order are counted per client: this file makes more of them than a visitor would.
  t = await setupApp(undefined, { limits: { ...FUNCTIONAL_TEST_LIMITS, orderLookupsPerClient: { max: 1000, minutes: 15 } } });
  adminToken = (await t.login(admin.email, admin.password)).token;
  customerToken = (await t.login(customer.email, customer.password)).token;
});
afterAll(() => t.close());

const reason = 'Le livre est arrivé avec la couverture pliée.';
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** Moves the order's `delivered` event `days` days (of 24 hours) back from now. */
async function deliveredDaysAgo(number: string, days: number): Promise<void> {
  await t.db.query(
    `update order_events set created_at = now() - make_interval(days => $2) where status = 'delivered' and order_id = (select id from orders where number = $1)`,
    [number, days],
  );
}

let keys = 0;
/** A guest's bank-transfer order of one copy each of the shop's first `books` books, taken to `delivered` by staff. */
async function deliveredGuestOrder(email: string, books = 2): Promise<Order> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 50 where id in (select id from articles order by id limit $1) returning id', [books]);
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `customer-rights-${(keys += 1)}` },
    payload: {
      lines: rows.map((row) => ({ article_id: row.id, quantity: 1 })),
      delivery_method: 'home',
      email,
      shipping: SHIPPING,
      payment_method: 'bank_transfer',
    },
  });
  if (placed.status !== 201) throw new Error(`order failed with ${placed.status}`);
  for (const status of ['paid', 'preparing', 'shipped', 'delivered']) {
    const moved = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${placed.body.data.number}/status`, payload: { status }, headers: bearer(adminToken) });
    if (moved.status !== 200) throw new Error(`status ${status} failed with ${moved.status}`);
  }
  return placed.body.data;
}

const track = (number: string, email: string) =>
  t.call<Answer<TrackedOrder>>({ method: 'POST', url: `${SHOP_PATH}/orders/track`, payload: { number, email } });
const guestReturn = (token: string | undefined, payload: object) =>
  t.call<Answer<ReturnRequest>>({ method: 'POST', url: `${SHOP_PATH}/guest-returns`, payload, headers: token === undefined ? {} : { 'x-return-token': token } });

describe('the legal return period (14 days from delivery)', () => {
  let delivered: Order;
  beforeAll(async () => {
    const orders = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customerToken) });
    delivered = orders.body.data.find((order) => order.status === 'delivered') as Order;
  });

  it('orders say their last day: the 14th day after the day of delivery; undelivered ones have none', async () => {
    await deliveredDaysAgo(delivered.number, 14);
    const { body } = await t.call<Answer<Order>>({ url: `${SHOP_PATH}/orders/${delivered.number}`, headers: bearer(customerToken) });
    expect(body.data.return_window).toMatchObject({ last_day: parisToday(), open: true });
    const orders = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customerToken) });
    expect(orders.body.data.find((order) => order.status === 'shipped')?.return_window).toBeNull();
  });

  it('a return is accepted on the 14th day and refused on the 15th (409 return_window_closed on order_number)', async () => {
    const [first, second] = delivered.lines;
    await deliveredDaysAgo(delivered.number, 14);
    const inTime = await t.call<Answer<ReturnRequest>>({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: delivered.number, items: [{ article_id: first?.article_id, quantity: 1 }], reason },
      headers: bearer(customerToken),
    });
    expect(inTime.status).toBe(201);
    await deliveredDaysAgo(delivered.number, 15);
    const late = await t.call<Answer<ReturnRequest>>({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: delivered.number, items: [{ article_id: second?.article_id, quantity: 1 }], reason },
      headers: bearer(customerToken),
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'return_window_closed', field: 'order_number' });
    const { body } = await t.call<Answer<Order>>({ url: `${SHOP_PATH}/orders/${delivered.number}`, headers: bearer(customerToken) });
    expect(body.data.return_window?.open).toBe(false);
    await deliveredDaysAgo(delivered.number, 5);
  });
});

describe('a guest returns books from /track-order', () => {
  it('the lookup of a delivered order offers its books and a token; the return needs that token, not a session', async () => {
    const order = await deliveredGuestOrder('lecteur.invite@example.fr');
    const tracked = await track(order.number, 'Lecteur.Invite@example.fr');
    expect(tracked.status).toBe(200);
    const offer = tracked.body.data.guest_return;
    expect(offer?.lines.map((line) => line.article_id)).toEqual(order.lines.map((line) => line.article_id));
    expect(offer?.token).toEqual(expect.any(String));
    expect(tracked.body.data.return_window).toMatchObject({ open: true });

    const items = [{ article_id: order.lines[0]?.article_id, quantity: 1 }];
    const created = await guestReturn(offer?.token ?? '', { items, reason });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ order_number: order.number, status: 'requested', items: [{ article_id: items[0]?.article_id, quantity: 1 }] });
    const { rows } = await t.db.query('select user_id, by_guest from return_requests where id = $1', [created.body.data.id]);
    expect(rows).toEqual([{ user_id: null, by_guest: true }]);

    // The same token again (a double submit, or another tab) finds the open return.
    const twice = await guestReturn(offer?.token ?? '', { items: [{ article_id: order.lines[1]?.article_id, quantity: 1 }], reason });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'return_already_open', field: 'order_number' });
    // The shop sees it (no account: the order's email) and answers by mail to the order's email.
    const listed = await t.call<{ data: Array<{ id: number; email: string; customer_name: string }> }>({
      url: `${SHOP_PATH}/admin/returns?q=${order.number}`,
      headers: bearer(adminToken),
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: created.body.data.id, email: 'lecteur.invite@example.fr', customer_name: 'Léa Martin' })]);
    const seen = await t.call<Answer<{ customer: unknown; contact_email: string }>>({ url: `${SHOP_PATH}/admin/returns/${created.body.data.id}`, headers: bearer(adminToken) });
    expect(seen.body.data).toMatchObject({ customer: null, contact_email: 'lecteur.invite@example.fr' });
    const approved = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/returns/${created.body.data.id}/approve`, payload: {}, headers: bearer(adminToken) });
    expect(approved.status).toBe(200);
    const approval = (await mailsTo(t.db, 'lecteur.invite@example.fr')).find((mail) => mail.subject.includes(`retour n° ${created.body.data.id}`));
    // Followed where a guest can: /track-order, not the account's returns pages.
    expect(approval?.body_text).toContain('/track-order');
    expect(approval?.body_text).not.toContain('/refund_return');
    // A new lookup shows that return and hands out no token while it is being handled.
    const again = await track(order.number, 'lecteur.invite@example.fr');
    expect(again.body.data.guest_return).toMatchObject({ token: null, open_return: { id: created.body.data.id, status: 'approved' } });
  });

  it('a wrong email finds nothing, and no token means no return: forged, expired or missing tokens are 403', async () => {
    const order = await deliveredGuestOrder('autre.invite@example.fr');
    const wrong = await track(order.number, 'quelquun@example.fr');
    expect(wrong.status).toBe(404);
    expect(wrong.body).not.toHaveProperty('data');
    const good = (await track(order.number, 'autre.invite@example.fr')).body.data.guest_return?.token ?? '';
    const items = [{ article_id: order.lines[0]?.article_id, quantity: 1 }];
    const [number, expires, signature] = good.split('.');
    const forged = [
      undefined,
      '',
      `${number}.${expires}.${'A'.repeat(signature?.length ?? 43)}`,
      // Another order's number under this signature.
      `${order.number === 'AAAA-AAAA-AAAA' ? 'BBBB-BBBB-BBBB' : 'AAAA-AAAA-AAAA'}.${expires}.${signature}`,
      // A later expiry under the same signature.
      `${number}.${Number(expires) + 3600}.${signature}`,
    ];
    for (const token of forged) {
      const answer = await guestReturn(token, { items, reason });
      expect({ token, status: answer.status, code: answer.body.code }).toEqual({ token, status: 403, code: 'invalid_return_token' });
    }
    const { rows } = await t.db.query('select 1 from return_requests r join orders o on o.id = r.order_id where o.number = $1', [order.number]);
    expect(rows).toEqual([]);
  });

  it('the guest follows the customer\'s rules: quantities, and the period (no token after the last day, 409 with an old one)', async () => {
    const order = await deliveredGuestOrder('troisieme.invite@example.fr');
    const token = (await track(order.number, 'troisieme.invite@example.fr')).body.data.guest_return?.token ?? '';
    const tooMany = await guestReturn(token, { items: [{ article_id: order.lines[0]?.article_id, quantity: 2 }], reason });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'quantity_above_bought', field: 'items.0.quantity' });
    await deliveredDaysAgo(order.number, 15);
    const late = await track(order.number, 'troisieme.invite@example.fr');
    expect(late.body.data.return_window?.open).toBe(false);
    expect(late.body.data.guest_return).toMatchObject({ token: null, open_return: null });
    const refused = await guestReturn(token, { items: [{ article_id: order.lines[0]?.article_id, quantity: 1 }], reason });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'return_window_closed', field: 'order_number' });
  });

  it('a guest attaches a photo to their return with the token; the return of another order stays out of reach', async () => {
    const order = await deliveredGuestOrder('photo.invite@example.fr');
    const token = (await track(order.number, 'photo.invite@example.fr')).body.data.guest_return?.token ?? '';
    const created = await guestReturn(token, { items: [{ article_id: order.lines[0]?.article_id, quantity: 1 }], reason });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const photo = (id: number, withToken: string) =>
      t.call<Answer<ReturnRequest>>({
        method: 'PUT',
        url: `${SHOP_PATH}/guest-returns/${id}/photo`,
        payload: png,
        headers: { 'content-type': 'image/png', 'x-return-token': withToken },
      });
    const sent = await photo(created.body.data.id, token);
    expect(sent.status).toBe(200);
    expect(sent.body.data.photo).toBe(true);
    const other = await deliveredGuestOrder('voisin.invite@example.fr');
    const otherToken = (await track(other.number, 'voisin.invite@example.fr')).body.data.guest_return?.token ?? '';
    expect((await photo(created.body.data.id, otherToken)).status).toBe(404);
  });
});
