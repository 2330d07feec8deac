/**
 * Attack replayed: anonymous bank-transfer orders of one copy each took every copy of a book within seconds, nothing
 * ever gave the copies back, and each order mailed an address of the attacker's choice. Then, with guest emails free,
 * one client address held 5 orders an hour of 50 lines of 99 copies for 7 days: whole titles off sale unpaid.
 */
import '../native-modules';
import type { AdminArticle, AdminOrderDetail, ApiErrorBody, CheckoutQuote, ItemAnswer, Order, PagedAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS, limitsFromEnv } from '../../src/limits';
import { expireUnpaidOrders, placeOrder } from '../../src/services/orders';
import { DEMO_USERS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const MISERABLES = '9782070409228';

let keys = 0;
/** A guest's bank-transfer order of one copy, from the client address `ip`. */
const orderOne = (articleId: number, email: string, ip: string) =>
  t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { lines: [{ article_id: articleId, quantity: 1 }], delivery_method: 'shop_pickup', email, payment_method: 'bank_transfer' },
    headers: { 'idempotency-key': `hoard-${Date.now()}-${(keys += 1)}`, 'x-forwarded-for': ip },
  });

async function bookWithStock(stock: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = $2 where ean = $1 returning id', [MISERABLES, stock]);
  return (rows[0] as { id: number }).id;
}
const stockOf = async (id: number) => ((await t.db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows[0] as { stock: number }).stock;
const cancelAllUnpaid = () => t.db.query(`update orders set status = 'cancelled' where status = 'pending_payment'`);

beforeEach(async () => {
  await cancelAllUnpaid();
  await t.db.query('delete from rate_limit_counters');
});

describe('one email cannot hold more than 3 unpaid orders', () => {
  it('answers the fourth with 429 too_many_unpaid_orders and takes no stock for it', async () => {
    const id = await bookWithStock(7);
    for (let i = 0; i < DEFAULT_LIMITS.unpaidOrdersPerEmail; i += 1) expect((await orderOne(id, 'hoarder@example.fr', `203.0.113.${i}`)).status).toBe(201);
    const fourth = await orderOne(id, 'HOARDER@example.fr', '203.0.113.50');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'too_many_unpaid_orders' });
    expect(await stockOf(id)).toBe(4);
    expect(await mailsTo(t.db, 'hoarder@example.fr')).toHaveLength(3);
  });

  it('holds when the orders arrive all at once', async () => {
    const id = await bookWithStock(7);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => orderOne(id, 'burst@example.fr', `203.0.113.${100 + i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(await stockOf(id)).toBe(4);
  });
});

describe('one client address places at most 5 orders an hour', () => {
  it('answers the sixth with 429 too_many_orders and Retry-After, and serves other clients', async () => {
    const id = await bookWithStock(20);
    for (let i = 0; i < DEFAULT_LIMITS.ordersPerClient.max; i += 1) expect((await orderOne(id, `bot${i}@example.fr`, '198.51.100.7')).status).toBe(201);
    const sixth = await orderOne(id, 'bot9@example.fr', '198.51.100.7');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'too_many_orders' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await stockOf(id)).toBe(15);
    expect((await orderOne(id, 'neighbour@example.fr', '198.51.100.8')).status).toBe(201);
  });

  it('does not count a refused order', async () => {
    const id = await bookWithStock(0);
    for (let i = 0; i < 8; i += 1) expect((await orderOne(id, `late${i}@example.fr`, '198.51.100.20')).status).toBe(409);
    await t.db.query('update articles set stock = 1 where id = $1', [id]);
    expect((await orderOne(id, 'late@example.fr', '198.51.100.20')).status).toBe(201);
  });
});

describe('unpaid orders expire', () => {
  it('holds the books 7 days for a bank transfer and 30 minutes for an online payment', async () => {
    const id = await bookWithStock(5);
    const transfer = await orderOne(id, 'slow@example.fr', '192.0.2.1');
    const hours = (Date.parse(transfer.body.data.expires_at as string) - Date.parse(transfer.body.data.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(7 * 24, 1);
    const { rows } = await t.db.query<{ id: number; slug: string; name: string }>(`select id, slug, name from shops where slug = 'lumiere'`);
    const online = await placeOrder(t.db, rows[0] as { id: number; slug: string; name: string }, DEFAULT_LIMITS, {
      lines: [{ article_id: id, quantity: 1 }],
      delivery_method: 'shop_pickup',
      email: 'quick@example.fr',
      payment_method: 'card',
      idempotencyKey: 'online-expiry-1',
      customer: null,
      allowedPaymentMethods: ['card'],
      client: '192.0.2.2',
    });
    const minutes = (Date.parse(online.order.expires_at as string) - Date.parse(online.order.created_at)) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    // The confirmation says until when the books are held.
    expect((await mailsTo(t.db, 'slow@example.fr'))[0]?.body_text).toMatch(/Faute de paiement d'ici le/);
  });

  it('cancels an order past its time, puts its books back exactly once, mails the customer and shows staff', async () => {
    const id = await bookWithStock(3);
    const placed = await orderOne(id, 'expired@example.fr', '192.0.2.10');
    expect(await stockOf(id)).toBe(2);
    await t.db.query(`update orders set expires_at = now() - interval '1 second' where number = $1`, [placed.body.data.number]);
    // Two instances' upkeep at the same moment, then again: one restock.
    const [first, second] = await Promise.all([expireUnpaidOrders(t.db), expireUnpaidOrders(t.db)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await expireUnpaidOrders(t.db)).toBe(0);
    expect(await stockOf(id)).toBe(3);
    const mails = await mailsTo(t.db, 'expired@example.fr');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/reçue/),
      expect.stringMatching(/annulée, paiement non reçu/),
    ]);
    const [, admin] = DEMO_USERS;
    const { token } = await t.login(admin.email, admin.password);
    const detail = await t.call<Answer<AdminOrderDetail>>({ url: `${SHOP_PATH}/admin/orders/${placed.body.data.number}`, headers: bearer(token) });
    expect(detail.body.data).toMatchObject({ status: 'cancelled', restocked: true, expires_at: null });
    expect(detail.body.data.expired_at).toEqual(expect.any(String));
  });

  it('leaves paid orders and orders still in their time alone', async () => {
    const id = await bookWithStock(3);
    const waiting = await orderOne(id, 'patient@example.fr', '192.0.2.20');
    expect(await expireUnpaidOrders(t.db)).toBe(0);
    expect(await stockOf(id)).toBe(2);
    expect(waiting.body.data.expires_at).not.toBeNull();
  });
});

/** A guest's bank-transfer order of `lines` ([book id, copies]), from the client address `ip`. */
const orderLines = (lines: Array<[number, number]>, email: string, ip: string) =>
  t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: {
      lines: lines.map(([article_id, quantity]) => ({ article_id, quantity })),
      delivery_method: 'shop_pickup',
      email,
      payment_method: 'bank_transfer',
    },
    headers: { 'idempotency-key': `hold-${Date.now()}-${(keys += 1)}`, 'x-forwarded-for': ip },
  });

async function otherBookWithStock(stock: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = $2 where ean = $1 returning id', ['9782253006893', stock]);
  return (rows[0] as { id: number }).id;
}

describe('unpaid orders hold few copies of a title, and never more than half of its stock together', () => {
  it('has the defaults the issue sets, and refuses a share outside 1-100 %', () => {
    expect(DEFAULT_LIMITS).toMatchObject({ unpaidCopiesPerTitle: 3, unpaidStockShare: 50 });
    expect(limitsFromEnv({ UNPAID_STOCK_SHARE: '100', UNPAID_COPIES_PER_TITLE: '5' })).toMatchObject({ unpaidStockShare: 100, unpaidCopiesPerTitle: 5 });
    expect(() => limitsFromEnv({ UNPAID_STOCK_SHARE: '101' })).toThrow(/UNPAID_STOCK_SHARE must be a whole number from 1 to 100/);
    expect(() => limitsFromEnv({ UNPAID_STOCK_SHARE: '0' })).toThrow(/UNPAID_STOCK_SHARE/);
    expect(() => limitsFromEnv({ UNPAID_COPIES_PER_TITLE: '2.5' })).toThrow(/UNPAID_COPIES_PER_TITLE/);
  });

  it('refuses a line of more than 3 copies with 409 unpaid_copies_limit on that line, taking nothing', async () => {
    const id = await bookWithStock(40);
    const other = await otherBookWithStock(40);
    const refused = await orderLines([[other, 1], [id, 4]], 'bulk@example.fr', '203.0.113.200');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'unpaid_copies_limit', field: 'lines.1.quantity' });
    expect(refused.body.message).toMatch(/may hold 3 copies of "Les Misérables" at most now: order 3 or fewer/);
    expect(await stockOf(id)).toBe(40);
    expect(await stockOf(other)).toBe(40);
    expect(await mailsTo(t.db, 'bulk@example.fr')).toHaveLength(0);
    // The checkout's summary says it before the order is sent.
    const quoted = await t.call<ItemAnswer<CheckoutQuote>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/quote`,
      payload: { lines: [{ article_id: other, quantity: 1 }, { article_id: id, quantity: 4 }], delivery_method: 'shop_pickup' },
    });
    expect(quoted.body.data.problems).toEqual([{ article_id: id, code: 'unpaid_copies_limit', available: 3 }]);
    expect((await orderLines([[other, 1], [id, 3]], 'bulk@example.fr', '203.0.113.200')).status).toBe(201);
    expect(await stockOf(id)).toBe(37);
  });

  it('lets unpaid orders together hold half of the copies, then refuses, and frees the copies once paid', async () => {
    const id = await bookWithStock(10);
    expect((await orderLines([[id, 3]], 'first@example.fr', '203.0.113.201')).status).toBe(201);
    expect((await orderLines([[id, 2]], 'second@example.fr', '203.0.113.202')).status).toBe(201);
    const third = await orderLines([[id, 1]], 'third@example.fr', '203.0.113.203');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'unpaid_copies_limit', field: 'lines.0.quantity' });
    expect(third.body.message).toMatch(/Every copy of "Les Misérables" that orders awaiting payment may hold is held already/);
    expect(await stockOf(id)).toBe(5);
    const quoted = await t.call<ItemAnswer<CheckoutQuote>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/quote`,
      payload: { lines: [{ article_id: id, quantity: 1 }], delivery_method: 'shop_pickup' },
    });
    expect(quoted.body.data.problems).toEqual([{ article_id: id, code: 'unpaid_copies_limit', available: 0 }]);
    // The first order is paid: its 3 copies are sold, not held. 5 on sale + 2 held: 3 may be held, 1 more.
    await t.db.query(`update orders set status = 'paid', expires_at = null where email = 'first@example.fr'`);
    const two = await orderLines([[id, 2]], 'third@example.fr', '203.0.113.203');
    expect(two.body).toMatchObject({ code: 'unpaid_copies_limit', field: 'lines.0.quantity' });
    expect(two.body.message).toMatch(/may hold 1 copy of "Les Misérables" at most now: order 1 or fewer/);
    expect((await orderLines([[id, 1]], 'third@example.fr', '203.0.113.203')).status).toBe(201);
    expect(await stockOf(id)).toBe(4);
  });

  it('holds when the orders arrive all at once', async () => {
    const id = await bookWithStock(10);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => orderLines([[id, 1]], `rush${i}@example.fr`, `203.0.113.${210 + i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(Array(3).fill('unpaid_copies_limit'));
    expect(await stockOf(id)).toBe(5);
  });

  it('still sells the last copy, and says sold out rather than held when the stock is the tighter bound', async () => {
    const id = await bookWithStock(1);
    const tooMany = await orderLines([[id, 2]], 'last@example.fr', '203.0.113.220');
    expect(tooMany.body).toMatchObject({ code: 'out_of_stock', field: 'lines.0.quantity' });
    expect((await orderLines([[id, 1]], 'last@example.fr', '203.0.113.220')).status).toBe(201);
    expect(await stockOf(id)).toBe(0);
  });

  it('shows staff the copies held by unpaid orders on the book and in the list', async () => {
    const id = await bookWithStock(10);
    await orderLines([[id, 2]], 'held1@example.fr', '203.0.113.230');
    await orderLines([[id, 1]], 'held2@example.fr', '203.0.113.231');
    // A cancelled order gave its copies back: not held.
    const cancelled = await orderLines([[id, 1]], 'held3@example.fr', '203.0.113.232');
    await t.db.query(`update orders set status = 'cancelled', restocked_at = now() where number = $1`, [cancelled.body.data.number]);
    const [, admin] = DEMO_USERS;
    const { token } = await t.login(admin.email, admin.password);
    const book = await t.call<ItemAnswer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${id}`, headers: bearer(token) });
    expect(book.body.data).toMatchObject({ id, unpaid_held_copies: 3 });
    const list = await t.call<PagedAnswer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles?q=${MISERABLES}`, headers: bearer(token) });
    expect(list.body.data.find((row) => row.id === id)?.unpaid_held_copies).toBe(3);
    const other = await t.call<ItemAnswer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${await otherBookWithStock(4)}`, headers: bearer(token) });
    expect(other.body.data.unpaid_held_copies).toBe(0);
  });
});
