/**
 * Attack replayed: anonymous bank-transfer orders of one copy each took every copy of a book within seconds, nothing
 * ever gave the copies back, and each order mailed an address of the attacker's choice.
 */
import '../native-modules';
import type { AdminOrderDetail, ApiErrorBody, ItemAnswer, Order } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
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
