import './native-modules';
import type {
  AdminArticle,
  AdminArticleInput,
  ApiErrorBody,
  ItemAnswer,
  ListAnswer,
  MyStockAlert,
  Order,
  ReturnRequest,
  StockAlertAnswer,
  StockAlertCancelAnswer,
  StockAlertConfirmAnswer,
} from '@bookshop/contracts';
import { expireUnpaidOrders } from '../src/services/orders';
import { DEMO_USERS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext, bookFormInput } from './helpers';

/**
 * Back-in-stock alerts: requests by guests and customers on out-of-stock books, confirmed by a mailed link (double
 * opt-in) unless the customer's email is confirmed, one mail per confirmed request through the outbox whatever puts
 * the book back in stock (a staff edit, an expired order, a refunded return, a publication), and the mailed cancel link.
 */

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

/** A published book of the fixture by title, with its stock set for the test. */
async function bookWithStock(title: string, stock: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = $2, published = true where title = $1 returning id', [title, stock]);
  return (rows[0] as { id: number }).id;
}

const ask = (articleId: number, payload: object, token?: string) =>
  t.call<Answer<StockAlertAnswer>>({
    method: 'POST',
    url: `${SHOP_PATH}/articles/${articleId}/stock-alerts`,
    payload,
    headers: token ? bearer(token) : {},
  });

const cancel = (token: string) => t.call<Answer<StockAlertCancelAnswer>>({ method: 'POST', url: `${SHOP_PATH}/stock-alerts/cancel`, payload: { token } });

const confirm = (token: string) => t.call<Answer<StockAlertConfirmAnswer>>({ method: 'POST', url: `${SHOP_PATH}/stock-alerts/confirm`, payload: { token } });

/** The token of the last confirmation link mailed to the address. */
async function confirmToken(email: string): Promise<string> {
  const body = (await mailsTo(t.db, email)).at(-1)?.body_text ?? '';
  const match = /http:\/\/localhost:3000\/confirm\/stock-alert\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${email}`);
  return match[1];
}

/** A guest's request, confirmed from its mailed link: what the restock mails. */
async function askConfirmed(articleId: number, email: string, language?: 'fr' | 'eng'): Promise<void> {
  expect((await ask(articleId, { email, language })).status).toBe(202);
  expect((await confirm(await confirmToken(email))).body.data).toEqual({ confirmed: true });
}

const adminBook = async (id: number) => (await t.call<Answer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${id}`, headers: bearer(adminToken) })).body.data;

/** Staff change the stock in the book form (PUT with every field, as the admin sends it). */
async function staffSetStock(id: number, stock: number): Promise<AdminArticle> {
  const book = await adminBook(id);
  const input: AdminArticleInput = { ...bookFormInput(book), stock };
  const saved = await t.call<Answer<AdminArticle>>({ method: 'PUT', url: `${SHOP_PATH}/admin/articles/${id}`, payload: input, headers: bearer(adminToken) });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

const backInStock = async (email: string) => (await mailsTo(t.db, email)).filter((mail) => /is back in stock|est de retour en stock/.test(mail.subject));

/** The token of the last cancel link mailed to the address. */
async function cancelToken(email: string): Promise<string> {
  const body = (await mailsTo(t.db, email)).at(-1)?.body_text ?? '';
  const match = /http:\/\/localhost:3000\/stock-alert-cancel\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no cancel link mailed to ${email}`);
  return match[1];
}

describe('asking', () => {
  it('records a guest\'s request unconfirmed with the email normalised, and mails a confirmation link in their language', async () => {
    const id = await bookWithStock('Le Comte de Monte-Cristo', 0);
    const asked = await ask(id, { email: '  Guest.One@Example.FR ', language: 'eng' });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({ requested: true });
    const [mail] = await mailsTo(t.db, 'guest.one@example.fr');
    expect(mail?.subject).toBe('Librairie Lumière: confirm your back-in-stock alert for "Le Comte de Monte-Cristo"');
    expect(mail?.body_text).toMatch(/^Hello,\n/);
    expect(mail?.body_text).toContain(`http://localhost:3000/bookdetails/${id}?lang=eng`);
    expect(mail?.body_text).toMatch(/\/confirm\/stock-alert\?token=[A-Za-z0-9_-]{43}&lang=eng/);
    const { rows } = await t.db.query<{ confirmed_at: Date | null; confirm_token_hash: string }>(
      `select confirmed_at, confirm_token_hash from stock_alerts where email = 'guest.one@example.fr'`,
    );
    // Only the token's digest is kept.
    expect(rows).toEqual([{ confirmed_at: null, confirm_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(rows[0]?.confirm_token_hash).not.toBe(await confirmToken('guest.one@example.fr'));
  });

  it('answers a second ask exactly as the first, with one row; an unconfirmed email gets a new link that replaces the old one', async () => {
    const id = await bookWithStock('Le Comte de Monte-Cristo', 0);
    const first = await ask(id, { email: 'twice@example.fr' });
    const firstLink = await confirmToken('twice@example.fr');
    const again = await ask(id, { email: 'TWICE@example.fr' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await mailsTo(t.db, 'twice@example.fr')).toHaveLength(2);
    expect((await confirm(firstLink)).body).toMatchObject({ statusCode: 400, code: 'invalid_token', field: 'token' });
    expect((await confirm(await confirmToken('twice@example.fr'))).status).toBe(200);
    // Confirmed, asked again: the same answer and nothing mailed.
    const third = await ask(id, { email: 'twice@example.fr' });
    expect([third.status, third.body]).toEqual([first.status, first.body]);
    expect(await mailsTo(t.db, 'twice@example.fr')).toHaveLength(2);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from stock_alerts where email = 'twice@example.fr'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('a confirmation link works once; unknown and malformed tokens are refused on `token`', async () => {
    const id = await bookWithStock('Orgueil et Préjugés', 0);
    await ask(id, { email: 'once@example.fr' });
    const token = await confirmToken('once@example.fr');
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).body).toMatchObject({ statusCode: 400, code: 'invalid_token', field: 'token' });
    expect((await confirm('y'.repeat(43))).body).toMatchObject({ statusCode: 400, code: 'invalid_token', field: 'token' });
    expect((await confirm('short')).body).toMatchObject({ statusCode: 400, field: 'token' });
  });

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b' }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.fr` }, 'email'],
    [{ email: 'ok@example.fr', language: 'de' }, 'language'],
  ])('refuses a guest body %j with a 400 naming its field', async (payload, field) => {
    const id = await bookWithStock('Le Comte de Monte-Cristo', 0);
    const refused = await ask(id, payload);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe(field);
  });

  it('refuses a book in stock (409 in_stock), and an unknown or unpublished one (404)', async () => {
    const inStock = await bookWithStock('Notre-Dame de Paris', 2);
    expect((await ask(inStock, { email: 'buyer@example.fr' })).body).toMatchObject({ statusCode: 409, code: 'in_stock' });
    expect((await ask(999999, { email: 'buyer@example.fr' })).status).toBe(404);
    const hidden = await bookWithStock('Orgueil et Préjugés', 0);
    await t.db.query('update articles set published = false where id = $1', [hidden]);
    expect((await ask(hidden, { email: 'buyer@example.fr' })).status).toBe(404);
    await t.db.query('update articles set published = true where id = $1', [hidden]);
    expect(await mailsTo(t.db, 'buyer@example.fr')).toEqual([]);
  });

  it('takes a signed-in customer\'s account email and language in one click, confirmed at once, never an email from the body', async () => {
    const id = await bookWithStock('Pride and Prejudice', 0);
    const before = (await mailsTo(t.db, customer.email)).length;
    const asked = await ask(id, { email: 'someone.else@example.fr', language: 'eng' }, customerToken);
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({ requested: true });
    // The demo customer's email is confirmed: no link to open, a notice with the cancel link instead.
    const notices = (await mailsTo(t.db, customer.email)).slice(before);
    expect(notices.map((mail) => mail.subject)).toEqual(['Librairie Lumière : nous vous prévenons du retour de « Pride and Prejudice »']);
    expect(notices[0]?.body_text).toMatch(/\/stock-alert-cancel\?token=/);
    expect((await ask(id, {}, customerToken)).body.data).toEqual({ requested: true });
    expect(await mailsTo(t.db, customer.email)).toHaveLength(before + 1);
    expect(await mailsTo(t.db, 'someone.else@example.fr')).toEqual([]);
    const { rows } = await t.db.query<{ email: string; language: string; user_id: number | null; confirmed: boolean }>(
      'select email, language, user_id, confirmed_at is not null as confirmed from stock_alerts where article_id = $1',
      [id],
    );
    expect(rows).toEqual([{ email: customer.email, language: 'fr', user_id: expect.any(Number), confirmed: true }]);
    // An invalid session is a 401, never quietly taken as a guest.
    expect((await ask(id, { email: 'x@example.fr' }, 'not-a-valid-token-at-all')).status).toBe(401);
  });
});

describe('restocking', () => {
  it('mails each pending request once when staff restock the book, marks it done, and not again on the next restock', async () => {
    const id = await bookWithStock('Le Comte de Monte-Cristo', 0);
    await askConfirmed(id, 'restock.fr@example.fr');
    await askConfirmed(id, 'restock.en@example.fr', 'eng');
    // Asked but never confirmed: not counted, never mailed.
    await ask(id, { email: 'restock.unconfirmed@example.fr' });
    expect((await adminBook(id)).stock_alerts_pending).toBeGreaterThanOrEqual(2);

    const saved = await staffSetStock(id, 3);
    expect(saved.stock_alerts_pending).toBe(0);
    const [fr] = await backInStock('restock.fr@example.fr');
    expect(fr?.subject).toBe('Librairie Lumière : « Le Comte de Monte-Cristo » est de retour en stock');
    expect(fr?.body_text).toContain(`http://localhost:3000/bookdetails/${id}\n`);
    expect(fr?.body_text).toMatch(/\/stock-alert-cancel\?token=[A-Za-z0-9_-]{43}\n/);
    const [en] = await backInStock('restock.en@example.fr');
    expect(en?.subject).toBe('Librairie Lumière: "Le Comte de Monte-Cristo" is back in stock');
    expect(en?.body_text).toContain(`/bookdetails/${id}?lang=eng`);
    expect(await backInStock('restock.unconfirmed@example.fr')).toEqual([]);
    // What is left waiting is unconfirmed only (this test's and earlier tests' on the same book).
    const { rows } = await t.db.query<{ email: string; confirmed: boolean }>(
      'select email, confirmed_at is not null as confirmed from stock_alerts where article_id = $1 and notified_at is null',
      [id],
    );
    expect(rows).toContainEqual({ email: 'restock.unconfirmed@example.fr', confirmed: false });
    expect(rows.filter((row) => row.confirmed)).toEqual([]);

    // More copies, then none and some again: the requests were answered, nothing more is sent.
    await staffSetStock(id, 5);
    await staffSetStock(id, 0);
    await staffSetStock(id, 2);
    expect(await backInStock('restock.fr@example.fr')).toHaveLength(1);
    expect(await backInStock('restock.en@example.fr')).toHaveLength(1);
    // Out of stock again, the same email may ask again: a new request.
    await staffSetStock(id, 0);
    expect((await ask(id, { email: 'restock.fr@example.fr' })).status).toBe(202);
    expect((await mailsTo(t.db, 'restock.fr@example.fr')).at(-1)?.body_text).toMatch(/\/confirm\/stock-alert\?token=/);
  });

  it('a request confirmed after its book came back is mailed at once (its restock skipped it while unconfirmed)', async () => {
    const id = await bookWithStock('Les Misérables', 0);
    await ask(id, { email: 'late.confirm@example.fr' });
    const token = await confirmToken('late.confirm@example.fr');
    await staffSetStock(id, 2);
    expect(await backInStock('late.confirm@example.fr')).toEqual([]);
    expect((await confirm(token)).status).toBe(200);
    expect(await backInStock('late.confirm@example.fr')).toHaveLength(1);
  });

  it('a staff edit that leaves the book out of stock mails nobody', async () => {
    const id = await bookWithStock('Orgueil et Préjugés', 0);
    await askConfirmed(id, 'patient@example.fr');
    const pending = (await adminBook(id)).stock_alerts_pending;
    expect(pending).toBeGreaterThanOrEqual(1);
    await staffSetStock(id, 0);
    expect(await backInStock('patient@example.fr')).toEqual([]);
    expect((await adminBook(id)).stock_alerts_pending).toBe(pending);
    await staffSetStock(id, 1);
    expect(await backInStock('patient@example.fr')).toHaveLength(1);
  });

  it('mails when an unpaid order expires and gives its last copy back', async () => {
    const id = await bookWithStock('Notre-Dame de Paris', 1);
    const placed = await t.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': 'stock-alerts-expiry-1' },
      payload: { lines: [{ article_id: id, quantity: 1 }], delivery_method: 'shop_pickup', email: 'hoarder@example.fr', payment_method: 'bank_transfer' },
    });
    expect(placed.status).toBe(201);
    await askConfirmed(id, 'waiting.order@example.fr');
    await t.db.query(`update orders set expires_at = now() - interval '1 minute' where number = $1`, [placed.body.data.number]);
    expect(await expireUnpaidOrders(t.db)).toBe(1);
    expect(await backInStock('waiting.order@example.fr')).toHaveLength(1);
  });

  it('mails when staff cancel an order, and when a refunded return puts copies back on the shelf', async () => {
    const id = await bookWithStock('Contes de ma mère l’Oye', 2);
    const placed = await t.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': 'stock-alerts-return-1', ...bearer(customerToken) },
      payload: { lines: [{ article_id: id, quantity: 2 }], delivery_method: 'shop_pickup', payment_method: 'bank_transfer' },
    });
    expect(placed.status).toBe(201);
    const number = placed.body.data.number;
    const staff = (path: string, payload?: object) => t.call<Answer<unknown>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers: bearer(adminToken) });
    for (const status of ['paid', 'preparing', 'shipped', 'delivered']) expect((await staff(`/admin/orders/${number}/status`, { status })).status).toBe(200);
    await askConfirmed(id, 'waiting.return@example.fr');
    const asked = await t.call<Answer<ReturnRequest>>({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: number, items: [{ article_id: id, quantity: 1 }], reason: 'Les livres sont arrivés abîmés.' },
      headers: bearer(customerToken),
    });
    expect(asked.status).toBe(201);
    for (const step of ['approve', 'receive']) expect((await staff(`/admin/returns/${asked.body.data.id}/${step}`)).status).toBe(200);
    expect(await backInStock('waiting.return@example.fr')).toEqual([]);
    expect((await staff(`/admin/returns/${asked.body.data.id}/refund`)).status).toBe(200);
    expect(await backInStock('waiting.return@example.fr')).toHaveLength(1);

    // Another order takes the last copies; staff cancel it.
    await t.db.query('update articles set stock = 0 where id = $1', [id]);
    await askConfirmed(id, 'waiting.cancel@example.fr');
    await t.db.query('update articles set stock = 1 where id = $1', [id]);
    const second = await t.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': 'stock-alerts-cancel-1', ...bearer(customerToken) },
      payload: { lines: [{ article_id: id, quantity: 1 }], delivery_method: 'shop_pickup', payment_method: 'bank_transfer' },
    });
    expect(second.status).toBe(201);
    // Bought while the request waited: the request is answered by the sale's cancellation, not before.
    expect(await backInStock('waiting.cancel@example.fr')).toEqual([]);
    expect((await staff(`/admin/orders/${second.body.data.number}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await backInStock('waiting.cancel@example.fr')).toHaveLength(1);
  });

  it('a withdrawn book restocked mails nobody until it is published again', async () => {
    const id = await bookWithStock('Les Misérables', 0);
    await askConfirmed(id, 'withdrawn@example.fr');
    const unpublish = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${id}/unpublish`, headers: bearer(adminToken) });
    expect(unpublish.status).toBe(200);
    await staffSetStock(id, 4);
    expect(await backInStock('withdrawn@example.fr')).toEqual([]);
    await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${id}/publish`, headers: bearer(adminToken) });
    expect(await backInStock('withdrawn@example.fr')).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('the mailed link deletes the request, answers the same when opened again or for an unknown token', async () => {
    const id = await bookWithStock('Orgueil et Préjugés', 0);
    // The confirmation mail's cancel link still works once the request is confirmed.
    await askConfirmed(id, 'changed.mind@example.fr');
    const token = await cancelToken('changed.mind@example.fr');
    const first = await cancel(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ cancelled: true });
    expect((await cancel(token)).body.data).toEqual({ cancelled: true });
    expect((await cancel('x'.repeat(43))).body.data).toEqual({ cancelled: true });
    expect((await cancel('short')).body).toMatchObject({ statusCode: 400, field: 'token' });
    const { rows } = await t.db.query(`select 1 from stock_alerts where email = 'changed.mind@example.fr'`);
    expect(rows).toEqual([]);
    await staffSetStock(id, 2);
    expect(await backInStock('changed.mind@example.fr')).toEqual([]);
  });

  it('the back-in-stock mail\'s own link deletes the answered request', async () => {
    const id = await bookWithStock('Le Comte de Monte-Cristo', 0);
    await askConfirmed(id, 'forget.me@example.fr');
    await staffSetStock(id, 1);
    expect((await cancel(await cancelToken('forget.me@example.fr'))).body.data).toEqual({ cancelled: true });
    const { rows } = await t.db.query(`select 1 from stock_alerts where email = 'forget.me@example.fr'`);
    expect(rows).toEqual([]);
  });

  it('a customer lists and cancels their own requests, and no one else\'s', async () => {
    const id = await bookWithStock('Contes de ma mère l’Oye', 0);
    await ask(id, {}, customerToken);
    const mine = await t.call<ListAnswer<MyStockAlert>>({ url: `${SHOP_PATH}/users/me/stock-alerts`, headers: bearer(customerToken) });
    const request = mine.body.data.find((alert) => alert.article_id === id);
    expect(request).toMatchObject({ title: 'Contes de ma mère l’Oye', created_at: expect.any(String) });
    const others = await t.call<ApiErrorBody>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/stock-alerts/${request?.id}`, headers: bearer(adminToken) });
    expect(others.status).toBe(404);
    expect((await t.call({ url: `${SHOP_PATH}/users/me/stock-alerts` })).status).toBe(401);
    const cancelled = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/me/stock-alerts/${request?.id}`, headers: bearer(customerToken) });
    expect(cancelled.status).toBe(200);
    const after = await t.call<ListAnswer<MyStockAlert>>({ url: `${SHOP_PATH}/users/me/stock-alerts`, headers: bearer(customerToken) });
    expect(after.body.data.some((alert) => alert.article_id === id)).toBe(false);
  });
});

describe('staff', () => {
  it('see how many confirmed requests wait per book in the list and the form, never who', async () => {
    const id = await bookWithStock('Pride and Prejudice', 0);
    await askConfirmed(id, 'count.one@example.fr');
    await askConfirmed(id, 'count.two@example.fr');
    await ask(id, { email: 'count.unconfirmed@example.fr' });
    const pending = (
      await t.db.query<{ n: number }>('select count(*)::int as n from stock_alerts where article_id = $1 and notified_at is null and confirmed_at is not null', [id])
    ).rows[0]?.n;
    expect(pending).toBeGreaterThanOrEqual(2);
    const list = await t.call<{ data: AdminArticle[] }>({ url: `${SHOP_PATH}/admin/articles?availability=out_of_stock`, headers: bearer(adminToken) });
    const row = list.body.data.find((book) => book.id === id);
    expect(row?.stock_alerts_pending).toBe(pending);
    expect(JSON.stringify(list.body)).not.toContain('count.one@example.fr');
    expect((await adminBook(id)).stock_alerts_pending).toBe(pending);
  });
});
