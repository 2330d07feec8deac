import type { AdminCouponBody, AdminCouponRow, ApiErrorBody, CheckoutQuote, ItemAnswer, Order, PagedAnswer } from '@bookshop/contracts';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext, SHIPPING as shipping } from './helpers';
import { DEFAULT_LIMITS } from '../src/limits';
import { couponMailbox, priceCoupon } from '../src/services/coupons';

// The shop's own limit on coupon tries; each test tries codes from its own client address.
let t: TestContext;
beforeAll(async () => {
  t = await setupApp(undefined, { limits: { ...FUNCTIONAL_TEST_LIMITS, couponChecksPerClient: DEFAULT_LIMITS.couponChecksPerClient } });
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;
let adminToken = '';
let customerToken = '';
let customerId = 0;
beforeAll(async () => {
  adminToken = (await t.login(admin.email, admin.password)).token;
  ({ token: customerToken, userId: customerId } = await t.login(customer.email, customer.password));
});

let clients = 0;
/** A client address of its own, so one test's tries of codes never count against another's. */
const newClient = () => `198.51.100.${(clients += 1)}`;
let keys = 0;
const newKey = () => `coupon-key-${Date.now()}-${(keys += 1)}`;

const MISERABLES = '9782070409228'; // 12.90, no discount of its own
const NOTRE_DAME = '9782253006893'; // 9.50, 10 % off already: seeded as an old edition not restocked for months (loi Lang exempt)

async function book(ean: string) {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 500 where ean = $1 returning id', [ean]);
  return (rows[0] as { id: number }).id;
}

async function createCoupon(body: Partial<AdminCouponBody> & Pick<AdminCouponBody, 'code'>) {
  const answer = await t.call<Answer<AdminCouponRow>>({
    method: 'POST',
    url: `${SHOP_PATH}/admin/coupons`,
    headers: bearer(adminToken),
    payload: { kind: 'percent', value: 10, ...body },
  });
  if (answer.status !== 201) throw new Error(`coupon not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

function check(payload: Record<string, unknown>, { client = newClient(), token }: { client?: string; token?: string } = {}) {
  return t.call<Answer<CheckoutQuote>>({
    method: 'POST',
    url: `${SHOP_PATH}/coupons/check`,
    payload,
    remoteAddress: client,
    headers: token ? bearer(token) : {},
  });
}

function order(payload: Record<string, unknown>, { client = newClient(), token }: { client?: string; token?: string } = {}) {
  return t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { delivery_method: 'shop_pickup', payment_method: 'bank_transfer', ...payload },
    remoteAddress: client,
    headers: { 'idempotency-key': newKey(), ...(token ? bearer(token) : {}) },
  });
}


describe('staff manage coupons', () => {
  it('refuses customers (403) and visitors (401)', async () => {
    const asCustomer = await t.call({ url: `${SHOP_PATH}/admin/coupons`, headers: bearer(customerToken) });
    expect(asCustomer.status).toBe(403);
    const create = await t.call({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons`,
      headers: bearer(customerToken),
      payload: { code: 'MINE', kind: 'percent', value: 100 },
    });
    expect(create.status).toBe(403);
    expect((await t.call({ url: `${SHOP_PATH}/admin/coupons` })).status).toBe(401);
  });

  it('creates, lists, edits and switches off a coupon, each change in the audit log', async () => {
    const created = await createCoupon({ code: ' bienvenue-10 ', kind: 'amount', value: 5.5, min_basket: 20, max_uses: 100, max_uses_per_customer: 1 });
    expect(created).toMatchObject({ code: 'BIENVENUE-10', kind: 'amount', value: 5.5, min_basket: 20, max_uses: 100, max_uses_per_customer: 1, active: true, uses: 0, status: 'active' });

    const taken = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons`,
      headers: bearer(adminToken),
      payload: { code: 'Bienvenue-10', kind: 'percent', value: 5 },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'code_taken', field: 'code' } });
    const badPercent = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons`,
      headers: bearer(adminToken),
      payload: { code: 'HALF', kind: 'percent', value: 50.5 },
    });
    expect(badPercent).toMatchObject({ status: 400, body: { field: 'value' } });
    const badDates = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons`,
      headers: bearer(adminToken),
      payload: { code: 'BACKWARDS', kind: 'percent', value: 5, starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' },
    });
    expect(badDates).toMatchObject({ status: 400, body: { field: 'ends_at' } });

    const future = await createCoupon({ code: 'NOEL', starts_at: '2099-12-01T00:00:00Z' });
    expect(future.status).toBe('scheduled');

    const edited = await t.call<Answer<AdminCouponRow>>({
      method: 'PUT',
      url: `${SHOP_PATH}/admin/coupons/${created.id}`,
      headers: bearer(adminToken),
      // As the admin form sends it: empty limits and dates as null.
      payload: { code: 'bienvenue', kind: 'percent', value: 15, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: null, min_basket: 0, active: true },
    });
    expect(edited.body.data).toMatchObject({ code: 'BIENVENUE', kind: 'percent', value: 15, min_basket: 0, max_uses: null, status: 'active' });

    const off = await t.call<Answer<AdminCouponRow>>({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons/${created.id}/deactivate`,
      headers: bearer(adminToken),
    });
    expect(off.body.data).toMatchObject({ active: false, status: 'inactive' });

    const list = await t.call<PagedAnswer<AdminCouponRow>>({ url: `${SHOP_PATH}/admin/coupons?q=bienv`, headers: bearer(adminToken) });
    expect(list.body).toMatchObject({ total: 1, page: 1, data: [{ code: 'BIENVENUE', status: 'inactive' }] });
    const scheduled = await t.call<PagedAnswer<AdminCouponRow>>({ url: `${SHOP_PATH}/admin/coupons?status=scheduled`, headers: bearer(adminToken) });
    expect(scheduled.body.data.map((row) => row.code)).toEqual(['NOEL']);

    const { rows } = await t.db.query<{ action: string }>(`select action from audit_log where entity = 'coupon' and entity_id = $1 order by id`, [String(created.id)]);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'disable']);
  });
});

describe('the checkout checks a code', () => {
  it('refuses each unusable code with its reason, naming coupon_code', async () => {
    const id = await book(MISERABLES);
    const lines = [{ article_id: id, quantity: 1 }];
    await createCoupon({ code: 'LATER', starts_at: '2099-01-01T00:00:00Z' });
    await createCoupon({ code: 'OVER', starts_at: '2020-01-01T00:00:00Z', ends_at: '2021-01-01T00:00:00Z' });
    await createCoupon({ code: 'BIGBASKET', min_basket: 50 });
    const off = await createCoupon({ code: 'SWITCHEDOFF' });
    await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/coupons/${off.id}/deactivate`, headers: bearer(adminToken) });
    const once = await createCoupon({ code: 'ONCE', max_uses: 1 });
    expect((await order({ lines, email: 'first@example.fr', coupon_code: 'once' })).status).toBe(201);
    expect((await t.call<PagedAnswer<AdminCouponRow>>({ url: `${SHOP_PATH}/admin/coupons?q=once`, headers: bearer(adminToken) })).body.data[0]).toMatchObject({
      id: once.id,
      uses: 1,
      status: 'exhausted',
    });

    const client = newClient();
    for (const [code, refusal] of [
      ['NOSUCHCODE', 'coupon_unknown'],
      ['not a code!', 'coupon_unknown'],
      ['switchedoff', 'coupon_unknown'],
      ['LATER', 'coupon_not_started'],
      ['over', 'coupon_expired'],
      ['BigBasket', 'coupon_minimum'],
      ['ONCE', 'coupon_exhausted'],
    ]) {
      const answer = await check({ lines, delivery_method: 'home', coupon_code: code }, { client });
      expect({ code, status: answer.status, body: answer.body }).toEqual({ code, status: 422, body: expect.objectContaining({ code: refusal, field: 'coupon_code' }) });
    }
  });

  it('an order with a refused code is not placed, and takes no stock', async () => {
    const id = await book(MISERABLES);
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    const answer = await order({ lines: [{ article_id: id, quantity: 1 }], email: 'lea@example.fr', coupon_code: 'NOPE-NOPE' });
    expect(answer).toMatchObject({ status: 422, body: { code: 'coupon_unknown', field: 'coupon_code' } });
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from orders')).rows).toEqual(before.rows);
    expect((await t.db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows).toEqual([{ stock: 500 }]);
  });
});

describe('French book law caps the discount on books', () => {
  it('a 20 % coupon takes at most 5 % off a book the loi Lang covers, its own discount included, 20 % off an exempt one and off the delivery', async () => {
    const miserables = await book(MISERABLES);
    const notreDame = await book(NOTRE_DAME);
    await createCoupon({ code: 'VINGT', kind: 'percent', value: 20 });
    const lines = [
      { article_id: miserables, quantity: 2 },
      { article_id: notreDame, quantity: 1 },
    ];
    const answer = await check({ lines, delivery_method: 'home', coupon_code: 'vingt' });
    expect(answer.status).toBe(200);
    // Books: 2 x 12.90 + 8.55 = 34.35 (below 35: delivery 4.99). 5 % of 12.90 is 0.645: 0.64 a copy; Notre-Dame is an
    // edition over two years old not restocked for six months: no cap, 20 % of its 8.55 = 1.71. Delivery: 20 % of 4.99 = 1.00.
    expect(answer.body.data).toMatchObject({
      items_total: 34.35,
      delivery_price: 4.99,
      coupon: { code: 'VINGT', books_discount: 2.99, delivery_discount: 1 },
      total: 35.35,
    });

    const placed = await order({ lines, delivery_method: 'home', shipping, email: 'cap@example.fr', coupon_code: 'VINGT' });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ total: 35.35, coupon: { code: 'VINGT', books_discount: 2.99, delivery_discount: 1 } });
    const [mail] = await mailsTo(t.db, 'cap@example.fr');
    expect(mail?.body_text).toMatch(/Code promo VINGT : -3,99\s€\nTotal : 35,35\s€/);
    const { rows } = await t.db.query<{ article_id: number; coupon_cents: number }>(
      'select l.article_id, l.coupon_cents from order_lines l join orders o on o.id = l.order_id where o.number = $1 order by l.article_id',
      [placed.body.data.number],
    );
    expect(rows).toEqual(
      [
        { article_id: miserables, coupon_cents: 128 },
        { article_id: notreDame, coupon_cents: 171 },
      ].sort((a, b) => a.article_id - b.article_id),
    );
  });

  it('an amount coupon goes to the books up to the cap, then to the delivery down to what the law keeps of it', async () => {
    const miserables = await book(MISERABLES);
    await createCoupon({ code: 'SIXEUROS', kind: 'amount', value: 6 });
    const answer = await check({ lines: [{ article_id: miserables, quantity: 1 }], delivery_method: 'home', coupon_code: 'SIXEUROS' });
    // 0.64 on the book (5 % of 12.90); below 35 EUR of books a shipped order pays 3 EUR at least (loi Darcos): the
    // delivery goes from 4.99 to 3.00 (1.99 off); the rest is lost.
    expect(answer.body.data).toMatchObject({ items_total: 12.9, delivery_price: 4.99, coupon: { books_discount: 0.64, delivery_discount: 1.99 }, total: 15.26 });
    // From 35 EUR of books the delivery may go down to one cent.
    const more = await check({ lines: [{ article_id: miserables, quantity: 3 }], delivery_method: 'home', coupon_code: 'SIXEUROS' });
    expect(more.body.data).toMatchObject({ items_total: 38.7, delivery_price: 0.01, coupon: { books_discount: 1.92, delivery_discount: 0 }, total: 36.79 });
  });

  it('on a book the loi Lang covers already 5 % off, a coupon takes nothing off it, even once its stored discount is above the law', async () => {
    const miserables = await book(MISERABLES);
    const notreDame = await book(NOTRE_DAME);
    await createCoupon({ code: 'LANG', kind: 'percent', value: 50 });
    // Les Misérables 5 % off, published last year; Notre-Dame's 10 % stored before a restock last week (a stock import).
    await t.db.query(`update articles set discount_percent = 5, published_on = current_date - 400, last_restocked_on = current_date - 400 where id = $1`, [miserables]);
    await t.db.query(`update articles set last_restocked_on = current_date - 7 where id = $1`, [notreDame]);
    try {
      const lines = [
        { article_id: miserables, quantity: 1 },
        { article_id: notreDame, quantity: 1 },
      ];
      const answer = await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'LANG' });
      expect(answer.status).toBe(200);
      // 12.90 less 5 % = 12.26 (rounded as the database does), 9.50 at the lawful 5 % = 9.03; the coupon: nothing.
      expect(answer.body.data).toMatchObject({ items_total: 21.29, coupon: { code: 'LANG', books_discount: 0, delivery_discount: 0 }, total: 21.29 });
      expect(answer.body.data.lines.map((line) => [line.discount, line.unit_price])).toEqual([
        [5, 12.26],
        [5, 9.03],
      ]);
    } finally {
      await t.db.query(`update articles set discount_percent = 0 where id = $1`, [miserables]);
      await t.db.query(`update articles set last_restocked_on = current_date - 300 where id = $1`, [notreDame]);
    }
  });

  it('the rule in one place: priceCoupon never gives a book more than 5 % in all', () => {
    const price = priceCoupon({ kind: 'percent', value: 100 }, [{ article_id: 1, price_ttc_cents: 2000, final_price_cents: 1960, cap_percent: 5, quantity: 3 }], 0);
    // 5 % of 20.00 = 1.00 a copy, of which its own discount took 0.40.
    expect(price).toEqual({ booksCents: 180, deliveryCents: 0, perLine: new Map([[1, 180]]) });
  });

  it('a returned book is refunded what was paid for it, its share of the coupon apart', async () => {
    const miserables = await book(MISERABLES);
    await createCoupon({ code: 'RETOUR', kind: 'percent', value: 20 });
    const placed = await order({ lines: [{ article_id: miserables, quantity: 3 }], coupon_code: 'RETOUR' }, { token: customerToken });
    expect(placed.body.data.coupon).toEqual({ code: 'RETOUR', books_discount: 1.92, delivery_discount: 0 });
    // One copy of three comes back: 12.90 less a third of the 1.92 the coupon took off the line.
    const { rows } = await t.db.query<{ id: number }>(
      `insert into return_requests (shop_id, user_id, order_id, reason)
       select shop_id, $2, id, 'Livre abîmé à la livraison.' from orders where number = $1 returning id`,
      [placed.body.data.number, customerId],
    );
    await t.db.query('insert into return_items (return_id, article_id, quantity) values ($1, $2, 1)', [(rows[0] as { id: number }).id, miserables]);
    const returns = await t.call<PagedAnswer<{ order_number: string; amount: number }>>({ url: `${SHOP_PATH}/admin/returns?page_size=100`, headers: bearer(adminToken) });
    expect(returns.body.data.find((entry) => entry.order_number === placed.body.data.number)?.amount).toBe(12.26);
  });
});

describe('limits of use', () => {
  it('counts a signed-in customer\'s uses, and gives a use back when the order is cancelled', async () => {
    const id = await book(MISERABLES);
    await createCoupon({ code: 'FIDELE', max_uses_per_customer: 1 });
    const lines = [{ article_id: id, quantity: 1 }];
    const first = await order({ lines, coupon_code: 'FIDELE' }, { token: customerToken });
    expect(first.status).toBe(201);
    const again = await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'FIDELE' }, { token: customerToken });
    expect(again).toMatchObject({ status: 422, body: { code: 'coupon_customer_limit', field: 'coupon_code' } });
    // A guest, whatever email they give, may not use a code limited per customer (security/coupon-abuse).
    const asGuest = await order({ lines, email: customer.email.toUpperCase(), coupon_code: 'FIDELE' });
    expect(asGuest).toMatchObject({ status: 403, body: { code: 'coupon_needs_confirmed_account', field: 'coupon_code' } });
    // A code without a per-customer limit needs no account.
    await createCoupon({ code: 'POURTOUS' });
    expect((await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'POURTOUS' })).status).toBe(200);

    await t.db.query(`update orders set status = 'cancelled' where number = $1`, [first.body.data.number]);
    expect((await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'FIDELE' }, { token: customerToken })).status).toBe(200);
  });

  it('knows a customer by their mailbox, whatever its case, +tag or, for Gmail, dots', () => {
    expect(couponMailbox('  Lea.Martin+promo@Example.FR ')).toBe('lea.martin@example.fr');
    expect(couponMailbox('Lea.Martin+promo@GoogleMail.com')).toBe('leamartin@gmail.com');
    expect(couponMailbox('l.e.a.martin@gmail.com')).toBe('leamartin@gmail.com');
    expect(couponMailbox('+tag@example.fr')).toBe('+tag@example.fr');
  });

  it('parallel orders cannot use a coupon of one use more than once', async () => {
    // Each order its own book and email, so nothing else (the books' rows, the email's lock) puts them in a line: only
    // the coupon's row lock does. On PGlite transactions run one at a time anyway; on PostgreSQL they really race.
    const { rows: books } = await t.db.query<{ id: number }>('update articles set stock = 500 where id in (select id from articles where published order by id limit 4) returning id');
    expect(books).toHaveLength(4);
    await createCoupon({ code: 'DERNIER', max_uses: 1 });
    const answers = await Promise.all(
      books.map((entry, i) => order({ lines: [{ article_id: entry.id, quantity: 1 }], email: `race${i}@example.fr`, coupon_code: 'DERNIER' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
    expect(answers.filter((answer) => answer.status === 422).map((answer) => answer.body.code)).toEqual(['coupon_exhausted', 'coupon_exhausted', 'coupon_exhausted']);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'DERNIER'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe('the coupon row lock', () => {
  it('an order waits for the coupon\'s row while another transaction holds it, then counts that one\'s use', async () => {
    const id = await book(MISERABLES);
    const coupon = await createCoupon({ code: 'VERROU', max_uses: 1 });
    const placed = await order({ lines: [{ article_id: id, quantity: 1 }], email: 'first-lock@example.fr' });
    expect(placed.status).toBe(201);
    const orderId = ((await t.db.query<{ id: number }>('select id from orders where number = $1', [placed.body.data.number])).rows[0] as { id: number }).id;
    let settled = false;
    let waiting: Promise<Awaited<ReturnType<typeof order>>> | undefined;
    await t.db.transaction(async (tx) => {
      // Another checkout in the middle of redeeming the coupon: its row locked, its use not committed yet.
      await tx.query('select id from coupons where id = $1 for update', [coupon.id]);
      waiting = order({ lines: [{ article_id: id, quantity: 1 }], email: 'second-lock@example.fr', coupon_code: 'VERROU' });
      void waiting.then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // Without the lock the order would have counted no use, and been placed by now.
      expect(settled).toBe(false);
      await tx.query('insert into coupon_redemptions (coupon_id, order_id) values ($1, $2)', [coupon.id, orderId]);
    });
    expect(await waiting).toMatchObject({ status: 422, body: { code: 'coupon_exhausted' } });
  });
});

describe('codes cannot be guessed', () => {
  it(`past COUPON_CHECK_LIMIT (${DEFAULT_LIMITS.couponChecksPerClient.max} tries) a client is refused with 429, orders with a code too; good codes do not count`, async () => {
    const id = await book(MISERABLES);
    await createCoupon({ code: 'SECRET-2026' });
    const lines = [{ article_id: id, quantity: 1 }];
    const guesser = newClient();
    // A shopper's good code, checked again and again, uses nothing of the allowance.
    for (let i = 0; i < DEFAULT_LIMITS.couponChecksPerClient.max + 2; i += 1) {
      expect((await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'secret-2026' }, { client: guesser })).status).toBe(200);
    }
    const guesses = await Promise.all(
      Array.from({ length: DEFAULT_LIMITS.couponChecksPerClient.max + 3 }, (_, i) =>
        check({ lines, delivery_method: 'shop_pickup', coupon_code: `GUESS-${i}` }, { client: guesser }),
      ),
    );
    expect(guesses.filter((answer) => answer.status === 422)).toHaveLength(DEFAULT_LIMITS.couponChecksPerClient.max);
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body).toMatchObject({ code: 'too_many_coupon_tries', field: 'coupon_code' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code now waits, and an order carrying a code too.
    expect((await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'SECRET-2026' }, { client: guesser })).status).toBe(429);
    expect((await order({ lines, email: 'guesser@example.fr', coupon_code: 'SECRET-2026' }, { client: guesser })).status).toBe(429);
    // Another client is not blocked.
    expect((await check({ lines, delivery_method: 'shop_pickup', coupon_code: 'SECRET-2026' })).status).toBe(200);
  });

  it('refused orders with a code count as tries, so orders are no way round the limit', async () => {
    const id = await book(MISERABLES);
    const guesser = newClient();
    for (let i = 0; i < DEFAULT_LIMITS.couponChecksPerClient.max; i += 1) {
      expect((await order({ lines: [{ article_id: id, quantity: 1 }], email: 'guess@example.fr', coupon_code: `TRY-${i}` }, { client: guesser })).status).toBe(422);
    }
    const next = await check({ lines: [{ article_id: id, quantity: 1 }], delivery_method: 'shop_pickup', coupon_code: 'TRY-X' }, { client: guesser });
    expect(next).toMatchObject({ status: 429, body: { code: 'too_many_coupon_tries' } });
  });
});
