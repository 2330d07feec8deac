import type { AdminDashboard, AdminOrderDetail, AdminOrderSummary, ApiErrorBody, ItemAnswer, Order, PagedAnswer } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext, SHIPPING as shipping } from './helpers';

/** The admin side of orders: the dashboard, the searchable order list, an order's detail, and its steps in the audit log. */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;

let t: TestContext;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(admin.email, admin.password)).token;
  customerToken = (await t.login(customer.email, customer.password)).token;
});
afterAll(() => t.close());

const MISERABLES = '9782070409228';
const NOTRE_DAME = '9782253006893';

let keys = 0;
async function bookWithStock(ean: string, stock: number) {
  const { rows } = await t.db.query<{ id: number; final_price_cents: number; title: string }>(
    'update articles set stock = $2 where ean = $1 returning id, final_price_cents, title',
    [ean, stock],
  );
  return rows[0] as { id: number; final_price_cents: number; title: string };
}
const stockOf = async (id: number) => ((await t.db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows[0] as { stock: number }).stock;

/** A bank-transfer order of `quantity` copies of a book, by a guest (with an email) or the demo customer (`token`). */
async function placeOrder(bookId: number, quantity: number, who: { email?: string; token?: string; delivery?: string } = {}): Promise<Order> {
  const delivery = who.delivery ?? 'home';
  const { status, body } = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `admin-orders-${(keys += 1)}`, ...(who.token ? bearer(who.token) : {}) },
    payload: {
      lines: [{ article_id: bookId, quantity }],
      delivery_method: delivery,
      ...(who.token ? {} : { email: who.email ?? 'guest@example.fr' }),
      ...(delivery === 'shop_pickup' ? {} : { shipping }),
      payment_method: 'bank_transfer',
    },
  });
  if (status !== 201) throw new Error(`order failed with ${status}`);
  return body.data;
}

const move = (number: string, status: string, token = adminToken) =>
  t.call<Answer<AdminOrderDetail>>({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status }, headers: bearer(token) });
const dashboard = (query = '') => t.call<Answer<AdminDashboard>>({ url: `${SHOP_PATH}/admin/dashboard${query}`, headers: bearer(adminToken) });
const list = (query: string) => t.call<PagedAnswer<AdminOrderSummary> & ApiErrorBody>({ url: `${SHOP_PATH}/admin/orders?${query}`, headers: bearer(adminToken) });
const detail = (number: string) => t.call<Answer<AdminOrderDetail>>({ url: `${SHOP_PATH}/admin/orders/${number}`, headers: bearer(adminToken) });
const totalCents = async (number: string) =>
  ((await t.db.query<{ total_cents: number }>('select total_cents from orders where number = $1', [number])).rows[0] as { total_cents: number }).total_cents;
/** Today in Paris, as the shop counts its days. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('dashboard', () => {
  it('covers the last 30 days by default, one entry per day, the seeded paid orders included', async () => {
    const { status, body } = await dashboard();
    expect(status).toBe(200);
    const today = parisToday();
    expect(body.data).toMatchObject({ from: daysBefore(today, 29), to: today });
    expect(body.data.days).toHaveLength(30);
    expect(body.data.days[0]?.date).toBe(body.data.from);
    expect(body.data.days.at(-1)?.date).toBe(today);
    // The seed's delivered (ordered 12 days ago) and shipped (4 days ago) orders of the demo customer.
    expect(body.data.orders).toBe(2);
    const { rows } = await t.db.query<{ sum: number }>("select sum(total_cents)::int as sum from orders where idempotency_key like 'seed-%'");
    expect(body.data.revenue_cents).toBe(rows[0]?.sum);
    expect(body.data.days.reduce((sum, day) => sum + day.revenue_cents, 0)).toBe(body.data.revenue_cents);
  });

  it('counts paid and later orders of the period with their revenue, never pending or cancelled ones', async () => {
    const before = (await dashboard()).body.data;
    const book = await bookWithStock(MISERABLES, 20);
    const paid = await placeOrder(book.id, 2);
    await move(paid.number, 'paid');
    const shipped = await placeOrder(book.id, 1);
    for (const step of ['paid', 'preparing', 'shipped']) await move(shipped.number, step);
    await placeOrder(book.id, 1);
    const cancelled = await placeOrder(book.id, 3);
    await move(cancelled.number, 'paid');
    await move(cancelled.number, 'cancelled');

    const after = (await dashboard()).body.data;
    expect(after.orders - before.orders).toBe(2);
    expect(after.revenue_cents - before.revenue_cents).toBe((await totalCents(paid.number)) + (await totalCents(shipped.number)));
    const todayBefore = before.days.at(-1);
    const todayAfter = after.days.at(-1);
    expect((todayAfter?.orders ?? 0) - (todayBefore?.orders ?? 0)).toBe(2);
    expect(after.to_prepare.paid - before.to_prepare.paid).toBe(1);
    expect(after.to_prepare.preparing).toBe(before.to_prepare.preparing);
    await move(paid.number, 'preparing');
    const moved = (await dashboard()).body.data;
    expect(moved.to_prepare).toEqual({ paid: after.to_prepare.paid - 1, preparing: after.to_prepare.preparing + 1 });
  });

  it('adds up a chosen period in shop days, and an empty one as zeros', async () => {
    const book = await bookWithStock(NOTRE_DAME, 20);
    const old = await placeOrder(book.id, 1);
    await move(old.number, 'paid');
    // 23:30 UTC on 9 March is already 10 March in Paris.
    await t.db.query("update orders set created_at = '2025-03-09T23:30:00Z' where number = $1", [old.number]);
    const { body } = await dashboard('?from=2025-03-09&to=2025-03-11');
    expect(body.data.days).toEqual([
      { date: '2025-03-09', orders: 0, revenue_cents: 0 },
      { date: '2025-03-10', orders: 1, revenue_cents: await totalCents(old.number) },
      { date: '2025-03-11', orders: 0, revenue_cents: 0 },
    ]);
    expect(body.data).toMatchObject({ orders: 1, revenue_cents: await totalCents(old.number) });
    const empty = await dashboard('?from=2001-01-01&to=2001-01-02');
    expect(empty.body.data).toMatchObject({ orders: 0, revenue_cents: 0, days: [{ date: '2001-01-01', orders: 0, revenue_cents: 0 }, { date: '2001-01-02', orders: 0, revenue_cents: 0 }] });
  });

  it('lists the published books with 3 copies or fewer, fewest first', async () => {
    const low = await bookWithStock(MISERABLES, 1);
    const three = await bookWithStock(NOTRE_DAME, 3);
    const { rows } = await t.db.query<{ id: number }>(
      "update articles set stock = 0, published = false where id = (select id from articles where ean not in ($1, $2) and published order by id limit 1) returning id",
      [MISERABLES, NOTRE_DAME],
    );
    const hidden = rows[0]?.id;
    const { body } = await dashboard();
    const ids = body.data.low_stock.map((book) => book.id);
    expect(body.data.low_stock.find((book) => book.id === low.id)).toEqual({ id: low.id, title: low.title, ean: MISERABLES, ean_hyphenated: '978-2-07-040922-8', stock: 1 });
    expect(ids).toContain(three.id);
    expect(ids).not.toContain(hidden);
    expect(body.data.low_stock.every((book) => book.stock <= 3)).toBe(true);
    const stocks = body.data.low_stock.map((book) => book.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    await bookWithStock(NOTRE_DAME, 4);
    expect((await dashboard()).body.data.low_stock.map((book) => book.id)).not.toContain(three.id);
  });

  it.each([
    ['an end before the start', '?from=2025-03-10&to=2025-03-01', 'to'],
    ['more than 366 days', '?from=2024-01-01&to=2025-01-02', 'from'],
    ['a day that does not exist', '?from=2025-02-30', 'from'],
  ])('refuses %s', async (_what, query, field) => {
    const { status, body } = await dashboard(query);
    expect(status).toBe(400);
    expect(body.field ?? body.message).toContain(field);
  });

  it('is for admins only', async () => {
    expect((await t.call({ url: `${SHOP_PATH}/admin/dashboard`, headers: bearer(customerToken) })).status).toBe(403);
  });
});

describe('order list', () => {
  let guest: Order;
  let mine: Order;
  beforeAll(async () => {
    const book = await bookWithStock(MISERABLES, 30);
    guest = await placeOrder(book.id, 1, { email: 'Zoe.Lambert@Example.org' });
    mine = await placeOrder(book.id, 5, { token: customerToken, delivery: 'shop_pickup' });
    await move(mine.number, 'paid');
    await t.db.query("update orders set created_at = '2025-06-15T10:00:00Z' where number = $1", [guest.number]);
  });

  it('pages with the list answer shape, newest first by default', async () => {
    const { status, body } = await list('page_size=2');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'page', 'page_size', 'total']);
    expect(body).toMatchObject({ page: 1, page_size: 2 });
    expect(body.data).toHaveLength(2);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(body.total).toBe(rows[0]?.n);
    const all = await list('page_size=100');
    const dates = all.body.data.map((order) => order.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('page_size=2&page=2');
    expect(second.body.data[0]?.number).toBe(all.body.data[2]?.number);
  });

  it('filters by status and by placement day, searches number, email and name', async () => {
    const paid = await list('status=paid&page_size=100');
    expect(paid.body.data.map((order) => order.number)).toContain(mine.number);
    expect(paid.body.data.every((order) => order.status === 'paid')).toBe(true);

    const june = await list('from=2025-06-15&to=2025-06-15');
    expect(june.body.data.map((order) => order.number)).toEqual([guest.number]);
    expect(june.body.data[0]).toMatchObject({ email: 'zoe.lambert@example.org', customer_name: 'Léa Martin', item_count: 1, payment_method: 'bank_transfer', status: 'pending_payment' });
    expect((await list('from=2025-06-16&to=2025-06-30')).body.total).toBe(0);
    expect((await list('from=2025-04-01&to=2025-06-14')).body.total).toBe(0);

    expect((await list(`q=${guest.number.slice(5, 9).toLowerCase()}`)).body.data.map((order) => order.number)).toContain(guest.number);
    expect((await list('q=ZOE.LAMBERT')).body.data.map((order) => order.number)).toEqual([guest.number]);
    // The demo customer collects at the shop: their account's name is the order's.
    const byName = await list('q=camille durand&page_size=100');
    expect(byName.body.data.map((order) => order.number)).toContain(mine.number);
    expect(byName.body.data.find((order) => order.number === mine.number)).toMatchObject({ customer_name: 'Camille Durand', item_count: 5 });
    // A % is a character to find, not "anything".
    expect((await list('q=%25')).body.total).toBe(0);
  });

  it('sorts by total either way', async () => {
    const asc = (await list('sort=total&dir=asc&page_size=100')).body.data.map((order) => order.total);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=total&page_size=100')).body.data.map((order) => order.total);
    expect(desc).toEqual([...asc].reverse());
  });

  it('refuses an unknown sort, status or date', async () => {
    expect((await list('sort=email')).status).toBe(400);
    expect((await list('status=lost')).status).toBe(400);
    expect((await list('from=15/06/2025')).status).toBe(400);
    expect((await list('from=2025-06-16&to=2025-06-15')).body).toMatchObject({ statusCode: 400, field: 'to' });
  });
});

describe('order detail and steps', () => {
  it('shows lines, customer, address, delivery, payment attempts, timeline and returns', async () => {
    const guestBook = await bookWithStock(NOTRE_DAME, 10);
    const guest = await placeOrder(guestBook.id, 2, { email: 'detail@example.fr' });
    const { rows } = await t.db.query<{ id: number }>('select id from orders where number = $1', [guest.number]);
    await t.db.query(
      `insert into payments (order_id, provider, provider_ref, currency, amount_cents, request_id, status, failure)
       values ($1, 'card', 'pi_declined123', 'USD', 2750, 'detail-attempt-1', 'failed', 'insufficient_funds')`,
      [rows[0]?.id],
    );
    const { status, body } = await detail(guest.number);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      number: guest.number,
      email: 'detail@example.fr',
      customer: null,
      language: 'fr',
      delivery_method: 'home',
      delivery_name: { fr: 'Livraison à domicile', eng: 'Home delivery' },
      shipping: { first_name: 'Léa', city: 'Lyon', postal_code: '69003' },
      lines: [{ article_id: guestBook.id, quantity: 2 }],
      events: [{ status: 'pending_payment' }],
      payments: [{ provider: 'card', provider_ref: 'pi_declined123', status: 'failed', amount: 27.5, currency: 'USD', failure: 'insufficient_funds', refunds: [] }],
      returns: [],
      restocked: false,
    });

    const orders = await t.call<{ data: Order[] }>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customerToken) });
    const delivered = orders.body.data.find((order) => order.status === 'delivered') as Order;
    const created = await t.call<Answer<{ id: number }>>({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: delivered.number, items: [{ article_id: delivered.lines[0]?.article_id, quantity: 1 }], reason: 'La couverture est arrivée pliée.' },
      headers: bearer(customerToken),
    });
    const seeded = await detail(delivered.number);
    expect(seeded.body.data.customer).toMatchObject({ first_name: 'Camille', last_name: 'Durand', email: customer.email });
    expect(seeded.body.data.events.map((event) => event.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped', 'delivered']);
    expect(seeded.body.data.returns).toEqual([{ id: created.body.data.id, status: 'requested', created_at: expect.any(String), item_count: 1, refunded_amount: null }]);

    expect((await detail('AAAA-BBBB-CCCC')).status).toBe(404);
  });

  it('records each step in the audit log, refuses a step off the state machine, and restocks once on cancel', async () => {
    const book = await bookWithStock(MISERABLES, 6);
    const placed = await placeOrder(book.id, 4);
    expect(await stockOf(book.id)).toBe(2);
    const audit = () =>
      t.db.query<{ user_email: string; action: string; entity: string; entity_id: string; before: unknown; after: unknown }>(
        "select user_email, action, entity, entity_id, before, after from audit_log where entity = 'order' and entity_id = $1 order by id",
        [placed.number],
      );

    const paid = await move(placed.number, 'paid');
    expect(paid.body.data).toMatchObject({ status: 'paid', number: placed.number, payments: [] });
    expect((await move(placed.number, 'delivered')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition', field: 'status' });
    expect((await move(placed.number, 'preparing', customerToken)).status).toBe(403);
    const cancelled = await move(placed.number, 'cancelled');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', restocked: true });
    expect(cancelled.body.data.events.map((event) => event.status)).toEqual(['pending_payment', 'paid', 'cancelled']);
    expect(await stockOf(book.id)).toBe(6);
    expect((await move(placed.number, 'refunded')).status).toBe(409);
    expect(await stockOf(book.id)).toBe(6);

    expect((await audit()).rows).toEqual([
      { user_email: admin.email, action: 'status', entity: 'order', entity_id: placed.number, before: { status: 'pending_payment' }, after: { status: 'paid' } },
      { user_email: admin.email, action: 'status', entity: 'order', entity_id: placed.number, before: { status: 'paid' }, after: { status: 'cancelled' } },
    ]);
    const { rows: mails } = await t.db.query<{ subject: string }>('select subject from mail_outbox where to_address = $1 order by id', ['guest@example.fr']);
    expect(mails.map((mail) => mail.subject)).toContain(`Librairie Lumière : commande ${placed.number} annulée`);
  });
});
