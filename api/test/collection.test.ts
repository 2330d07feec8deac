/**
 * Stock per location and collection at a chosen shop (issue 46, migration 045): where a book is, "available at", a
 * collection at the second bookshop drawing on its own copies (two shoppers for its last copy: one wins), staff setting
 * it ready (a code mailed, kept PICKUP_HOLD_DAYS) and handing it over against that code, and a collection kept past its
 * last day refunded with its copies back on that shop's shelves.
 */
import './native-modules';
import type { ApiErrorBody, CheckoutQuote, ItemAnswer, ListAnswer, LocationCopies, Order, PagedAnswer, Article, AdminOrderDetail } from '@bookshop/contracts';
import { paymentConfigFromEnv } from '../src/payments/config';
import { returnUncollectedPickups } from '../src/services/pickups';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from './helpers';

type Answer<T> = ItemAnswer<T> & ApiErrorBody;

let t: TestContext;
let customerToken = '';
let adminToken = '';
let opera = 0;
let bastille = 0;
beforeAll(async () => {
  t = await setupApp();
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  const { rows } = await t.db.query<{ id: number; name: string }>('select id, name from shop_locations where shop_id = 1');
  opera = rows.find((row) => row.name === 'Lumière Opéra')?.id ?? 0;
  bastille = rows.find((row) => row.name === 'Lumière Bastille')?.id ?? 0;
});
afterAll(() => t.close());

let keys = 0;
const CONTES = '9782253000983';
const MISERABLES = '9782070409228';

/** A book with `online` copies at Opéra (the online stock) and `counter` at Bastille. */
async function stockedBook(ean: string, online: number, counter: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = $2 where ean = $1 returning id', [ean, online]);
  const id = (rows[0] as { id: number }).id;
  await t.db.query(
    `insert into location_stock (location_id, article_id, copies) values ($1, $2, $3)
     on conflict (location_id, article_id) do update set copies = excluded.copies`,
    [bastille, id, counter],
  );
  return id;
}

async function copiesAt(locationId: number, articleId: number): Promise<number> {
  const { rows } = await t.db.query<{ copies: number }>('select copies from location_stock where location_id = $1 and article_id = $2', [locationId, articleId]);
  return rows[0]?.copies ?? 0;
}

async function onlineStock(articleId: number): Promise<number> {
  const { rows } = await t.db.query<{ stock: number }>('select stock from articles where id = $1', [articleId]);
  return rows[0]?.stock ?? -1;
}

function placeOrder(payload: Record<string, unknown>, token: string | null = customerToken) {
  return t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { delivery_method: 'shop_pickup', payment_method: 'bank_transfer', ...payload },
    headers: { 'idempotency-key': `collection-${(keys += 1)}`, ...(token ? bearer(token) : {}) },
  });
}

const move = (number: string, status: string, pickupCode?: string) =>
  t.call<Answer<AdminOrderDetail>>({
    method: 'POST',
    url: `${SHOP_PATH}/admin/orders/${number}/status`,
    payload: { status, ...(pickupCode === undefined ? {} : { pickup_code: pickupCode }) },
    headers: bearer(adminToken),
  });

const customerOrder = async (number: string) =>
  (await t.call<Answer<Order>>({ url: `${SHOP_PATH}/orders/${number}`, headers: bearer(customerToken) })).body.data;

describe('where a book is', () => {
  it('the book answers its copies at each location: the online stock at Opéra, its own at Bastille; lists leave it out', async () => {
    const id = await stockedBook(CONTES, 3, 0);
    const book = await t.call<ItemAnswer<Article>>({ url: `${SHOP_PATH}/articles/${id}` });
    expect(book.body.data.locations).toEqual<LocationCopies[]>([
      { location_id: opera, name: 'Lumière Opéra', copies: 3, ships_online: true },
      { location_id: bastille, name: 'Lumière Bastille', copies: 0, ships_online: false },
    ]);
    const list = await t.call<PagedAnswer<Article>>({ url: `${SHOP_PATH}/articles?smart_search=${CONTES}` });
    expect(list.body.data[0]?.locations).toBeUndefined();
  });

  it('available_at keeps the books a location has copies of', async () => {
    const id = await stockedBook(CONTES, 0, 2);
    const ids = async (location: number) =>
      (await t.call<PagedAnswer<Article>>({ url: `${SHOP_PATH}/articles?available_at=${location}&page_size=100&smart_search=${CONTES}` })).body.data.map((book) => book.id);
    expect(await ids(bastille)).toEqual([id]);
    expect(await ids(opera)).toEqual([]);
    await stockedBook(CONTES, 1, 0);
    expect(await ids(bastille)).toEqual([]);
    expect(await ids(opera)).toEqual([id]);
  });
});

describe('collecting at a chosen shop', () => {
  it('the quote lists the locations with what each lacks, and prices the problems of the chosen one', async () => {
    const contes = await stockedBook(CONTES, 5, 1);
    const miserables = await stockedBook(MISERABLES, 0, 4);
    const lines = [
      { article_id: contes, quantity: 2 },
      { article_id: miserables, quantity: 1 },
    ];
    const quote = (pickup_location_id?: number) =>
      t.call<Answer<CheckoutQuote>>({ method: 'POST', url: `${SHOP_PATH}/orders/quote`, payload: { lines, delivery_method: 'shop_pickup', pickup_location_id } });
    const atBastille = await quote(bastille);
    expect(atBastille.status).toBe(200);
    expect(atBastille.body.data.pickup_locations?.map((option) => [option.location.name, option.short])).toEqual([
      ['Lumière Opéra', [{ article_id: miserables, available: 0 }]],
      ['Lumière Bastille', [{ article_id: contes, available: 1 }]],
    ]);
    expect(atBastille.body.data.problems).toEqual([{ article_id: contes, code: 'out_of_stock', available: 1 }]);
    expect((await quote()).body.data.problems).toEqual([{ article_id: miserables, code: 'out_of_stock', available: 0 }]);
    expect((await quote(999_999)).body).toMatchObject({ statusCode: 400, field: 'pickup_location_id' });
    const home = await t.call<Answer<CheckoutQuote>>({ method: 'POST', url: `${SHOP_PATH}/orders/quote`, payload: { lines, delivery_method: 'home' } });
    expect(home.body.data.pickup_locations).toBeNull();
  });

  it('an order collected at Bastille takes Bastille copies and leaves the online stock; one short there is refused naming it', async () => {
    const contes = await stockedBook(CONTES, 5, 2);
    const placed = await placeOrder({ lines: [{ article_id: contes, quantity: 2 }], pickup_location_id: bastille });
    expect(placed.status).toBe(201);
    expect(placed.body.data.pickup).toEqual({
      location: { id: bastille, name: 'Lumière Bastille', address: '28 rue de la Roquette, 75011 Paris', opening_hours_fr: expect.any(String), opening_hours_en: expect.any(String) },
      code: null,
      ready_at: null,
      hold_until: null,
    });
    expect(await copiesAt(bastille, contes)).toBe(0);
    expect(await onlineStock(contes)).toBe(5);
    const refused = await placeOrder({ lines: [{ article_id: contes, quantity: 1 }], pickup_location_id: bastille });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'out_of_stock', field: 'lines.0.quantity', message: expect.stringContaining('at Lumière Bastille') });
    // Cancelled: its copies go back to Bastille, not to the online stock.
    expect((await move(placed.body.data.number, 'cancelled')).status).toBe(200);
    expect(await copiesAt(bastille, contes)).toBe(2);
    expect(await onlineStock(contes)).toBe(5);
  });

  it('two shoppers for the last copy at Bastille: one order, one 409, never a copy below zero', async () => {
    for (let round = 0; round < 3; round += 1) {
      const contes = await stockedBook(CONTES, 5, 1);
      const answers = await Promise.all([
        placeOrder({ lines: [{ article_id: contes, quantity: 1 }], pickup_location_id: bastille }),
        placeOrder({ lines: [{ article_id: contes, quantity: 1 }], pickup_location_id: bastille, email: `racer-${round}@example.org` }, null),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await copiesAt(bastille, contes)).toBe(0);
      const winner = answers.find((answer) => answer.status === 201);
      expect((await move(winner?.body.data.number ?? '', 'cancelled')).status).toBe(200);
    }
  });

  it('staff set it ready (code mailed, kept 10 days), then hand it over against the code only', async () => {
    const contes = await stockedBook(CONTES, 5, 3);
    const { number } = (await placeOrder({ lines: [{ article_id: contes, quantity: 1 }], pickup_location_id: bastille })).body.data;
    for (const status of ['paid', 'preparing', 'shipped']) expect((await move(number, status)).status).toBe(200);
    const mine = await customerOrder(number);
    const code = mine.pickup?.code ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const held = new Date(mine.pickup?.hold_until ?? 0).getTime() - new Date(mine.pickup?.ready_at ?? 0).getTime();
    expect(held).toBe(10 * 24 * 3600 * 1000);
    // Staff do not see it: they ask the customer for it.
    const adminView = await t.call<Answer<AdminOrderDetail>>({ url: `${SHOP_PATH}/admin/orders/${number}`, headers: bearer(adminToken) });
    expect(adminView.body.data.pickup?.code).toBeNull();
    const ready = (await mailsTo(t.db, DEMO_USERS[0].email)).at(-1);
    expect(ready?.subject).toContain(`commande ${number} prête à retirer`);
    expect(ready?.body_text).toContain(`Votre code de retrait : ${code}`);
    expect(ready?.body_text).toContain('Lumière Bastille, 28 rue de la Roquette, 75011 Paris');
    expect((await move(number, 'delivered', 'AAAA-AAAA')).body).toMatchObject({ statusCode: 422, code: 'pickup_code_wrong', field: 'pickup_code' });
    expect((await customerOrder(number)).status).toBe('shipped');
    // A visitor's lookup says it is a collection (its steps read so), and gives no code.
    const tracked = await t.call<Answer<{ collection: boolean; status: string }>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/track`,
      payload: { number, email: DEMO_USERS[0].email },
    });
    expect(tracked.body.data).toMatchObject({ collection: true, status: 'shipped' });
    expect(JSON.stringify(tracked.body)).not.toContain(code);
    const handed = await move(number, 'delivered', code.toLowerCase().replace('-', ' '));
    expect(handed.status).toBe(200);
    expect((await mailsTo(t.db, DEMO_USERS[0].email)).at(-1)?.subject).toContain(`commande ${number} retirée`);
  });

  it('a collection kept past its last day is refunded, its copies back at Bastille, and the customer told', async () => {
    const contes = await stockedBook(CONTES, 5, 2);
    const { number } = (await placeOrder({ lines: [{ article_id: contes, quantity: 2 }], pickup_location_id: bastille })).body.data;
    for (const status of ['paid', 'preparing', 'shipped']) expect((await move(number, status)).status).toBe(200);
    const config = paymentConfigFromEnv({});
    expect(await returnUncollectedPickups(t.db, config)).toBe(0);
    await t.db.query("update orders set pickup_hold_until = now() - interval '1 minute' where number = $1", [number]);
    expect(await returnUncollectedPickups(t.db, config)).toBe(1);
    expect((await customerOrder(number)).status).toBe('refunded');
    expect(await copiesAt(bastille, contes)).toBe(2);
    expect(await onlineStock(contes)).toBe(5);
    const told = (await mailsTo(t.db, DEMO_USERS[0].email)).at(-1);
    expect(told?.subject).toContain(`commande ${number} non retirée, remboursée`);
    expect(await returnUncollectedPickups(t.db, config)).toBe(0);
  });
});

describe('staff and the locations\' stock', () => {
  it('set a book\'s copies at Bastille (audited), never at the online location; customers may not', async () => {
    const contes = await stockedBook(CONTES, 4, 0);
    const put = (location: number, copies: unknown, token = adminToken) =>
      t.call<Answer<LocationCopies[]> & ListAnswer<LocationCopies>>({
        method: 'PUT',
        url: `${SHOP_PATH}/admin/articles/${contes}/location-stock/${location}`,
        payload: { copies },
        headers: bearer(token),
      });
    const set = await put(bastille, 6);
    expect(set.status).toBe(200);
    expect(set.body.data.map((row) => [row.name, row.copies])).toEqual([
      ['Lumière Opéra', 4],
      ['Lumière Bastille', 6],
    ]);
    expect((await put(opera, 6)).body).toMatchObject({ statusCode: 400, field: 'location_id' });
    expect((await put(bastille, -1)).body).toMatchObject({ statusCode: 400, field: 'copies' });
    expect((await put(bastille, 1.5)).body).toMatchObject({ statusCode: 400, field: 'copies' });
    expect((await put(bastille, 2, customerToken)).status).toBe(403);
    const { rows } = await t.db.query("select after from audit_log where entity = 'location_stock' order by id desc limit 1");
    expect(rows[0]).toEqual({ after: { copies: 6 } });
  });

  it('a location keeping copies, or shipping online, cannot be deleted', async () => {
    const contes = await stockedBook(CONTES, 4, 1);
    const remove = (id: number) => t.call<ApiErrorBody>({ method: 'DELETE', url: `${SHOP_PATH}/admin/locations/${id}`, headers: bearer(adminToken) });
    await t.db.query('delete from article_picks');
    expect((await remove(opera)).body).toMatchObject({ statusCode: 409, code: 'ships_online' });
    const kept = await remove(bastille);
    expect(kept.body).toMatchObject({ statusCode: 409, code: 'in_use' });
    expect(await copiesAt(bastille, contes)).toBe(1);
  });
});

describe('hoarding a bookshop\'s copies with unpaid collections', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // The shop's own hold limits: an unpaid order holds 3 copies of a title at most, all unpaid orders half of them.
    limited = await setupApp(undefined, { limits: { ...FUNCTIONAL_TEST_LIMITS, unpaidCopiesPerTitle: 3, unpaidStockShare: 50 } });
  });
  afterAll(() => limited.close());

  it('unpaid collections hold at most UNPAID_STOCK_SHARE of a bookshop\'s copies, counted at that bookshop', async () => {
    const { rows: books } = await limited.db.query<{ id: number }>('update articles set stock = 10 where ean = $1 returning id', [CONTES]);
    const contes = (books[0] as { id: number }).id;
    const { rows: places } = await limited.db.query<{ id: number }>("select id from shop_locations where name = 'Lumière Bastille'");
    const counter = (places[0] as { id: number }).id;
    await limited.db.query('update location_stock set copies = 4 where location_id = $1 and article_id = $2', [counter, contes]);
    let n = 0;
    const collect = (quantity: number) =>
      limited.call<Answer<Order>>({
        method: 'POST',
        url: `${SHOP_PATH}/orders`,
        payload: { lines: [{ article_id: contes, quantity }], delivery_method: 'shop_pickup', pickup_location_id: counter, payment_method: 'bank_transfer', email: `hoarder-${(n += 1)}@example.org` },
        headers: { 'idempotency-key': `hoard-${n}-${Date.now()}` },
      });
    // Half of Bastille's 4 copies: 2, whatever the online stock (10).
    expect((await collect(3)).body).toMatchObject({ statusCode: 409, code: 'unpaid_copies_limit', field: 'lines.0.quantity' });
    expect((await collect(2)).status).toBe(201);
    expect((await collect(1)).body).toMatchObject({ statusCode: 409, code: 'unpaid_copies_limit' });
    // The online stock is not held by them: a delivery still takes its copies.
    const home = await limited.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      payload: { lines: [{ article_id: contes, quantity: 3 }], delivery_method: 'shop_pickup', payment_method: 'bank_transfer', email: 'online@example.org' },
      headers: { 'idempotency-key': `hoard-online-${Date.now()}` },
    });
    expect(home.status).toBe(201);
  });
});
