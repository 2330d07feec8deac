import type { AdminReturnDetail, AdminReturnSummary, ApiErrorBody, ItemAnswer, Order, PagedAnswer, PaymentStart, ReturnRequest } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';
import { startFakeCard, type FakeCard } from './fakes/card';
import { startFakePaypal, type FakePaypal } from './fakes/paypal';
import { fakePaymentConfig } from './fakes/config';

/**
 * Returns handled by the shop: decisions with their reasons, reception, and refunds of the returned books' value,
 * through the local fake PayPal and card provider when the order was paid online, by bank transfer otherwise.
 */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;
const TIMEOUT_MS = 400;
const USD_RATE = 1.08;

let t: TestContext;
let paypal: FakePaypal;
let card: FakeCard;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  paypal = await startFakePaypal();
  card = await startFakeCard();
  t = await setupApp(undefined, {
    payments: fakePaymentConfig(paypal, card, TIMEOUT_MS),
  });
  adminToken = (await t.login(admin.email, admin.password)).token;
  customerToken = (await t.login(customer.email, customer.password)).token;
  const settings = await t.call({
    method: 'PUT',
    url: `${SHOP_PATH}/admin/company-settings`,
    payload: { paypal_client_id: paypal.clientId, card_public_key: card.publishableKey, usd_rate: USD_RATE },
    headers: bearer(adminToken),
  });
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await card.close();
});

const MISERABLES = '9782070409228';
const NOTRE_DAME = '9782253006893';

interface Book {
  id: number;
  final_price_cents: number;
}
async function bookWithStock(ean: string, stock: number): Promise<Book> {
  const { rows } = await t.db.query<Book>('update articles set stock = $2 where ean = $1 returning id, final_price_cents', [ean, stock]);
  return rows[0] as Book;
}
const stockOf = async (id: number) => ((await t.db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows[0] as { stock: number }).stock;

const post = <T>(path: string, payload: object | undefined, token = adminToken) =>
  t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers: bearer(token) });
const step = (id: number, name: 'approve' | 'reject' | 'receive' | 'refund', payload?: object) => post<AdminReturnDetail>(`/admin/returns/${id}/${name}`, payload);
const detail = (id: number) => t.call<Answer<AdminReturnDetail>>({ url: `${SHOP_PATH}/admin/returns/${id}`, headers: bearer(adminToken) });

let keys = 0;
/**
 * A delivered order of the demo customer: placed, paid (by bank transfer as the shop records it, or online through
 * the fake provider as the customer does), then moved along by the shop.
 */
async function deliveredOrder(
  lines: Array<[Book, number]>,
  pay: 'bank_transfer' | 'paypal' | 'card',
  language: 'fr' | 'eng' = 'fr',
  through: 'paid' | 'delivered' = 'delivered',
): Promise<Order> {
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `admin-returns-${(keys += 1)}`, ...bearer(customerToken) },
    payload: { lines: lines.map(([book, quantity]) => ({ article_id: book.id, quantity })), delivery_method: 'shop_pickup', payment_method: pay, language },
  });
  expect(placed.status).toBe(201);
  const number = placed.body.data.number;
  const steps = through === 'paid' ? [] : ['preparing', 'shipped', 'delivered'];
  if (pay === 'bank_transfer') steps.unshift('paid');
  else {
    const started = await post<PaymentStart>(`/orders/${number}/payments`, { provider: pay }, customerToken);
    expect(started.status).toBe(201);
    if (pay === 'paypal') await fetch(`${paypal.url}/fake/orders/${started.body.data.provider_ref}/approve`, { method: 'POST' });
    else {
      await fetch(`${card.url}/v1/payment_intents/${started.body.data.provider_ref}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${card.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: started.body.data.client_secret ?? '', 'payment_method_data[card][number]': '4242424242424242' }).toString(),
      });
    }
    const completed = await post<{ status: string }>(`/orders/${number}/payments/${started.body.data.provider_ref}/complete`, {}, customerToken);
    expect(completed.body.data.status).toBe('paid');
  }
  for (const status of steps) expect((await post(`/admin/orders/${number}/status`, { status })).status).toBe(200);
  return placed.body.data;
}

/** The customer asks to return these books of the order. */
async function askReturn(order: Order, items: Array<[Book, number]>): Promise<number> {
  const created = await post<ReturnRequest>(
    '/returns',
    { order_number: order.number, items: items.map(([book, quantity]) => ({ article_id: book.id, quantity })), reason: 'Les livres sont arrivés abîmés.' },
    customerToken,
  );
  expect(created.status).toBe(201);
  return created.body.data.id;
}

/** A return approved and received by the shop, waiting for its refund. */
async function receivedReturn(order: Order, items: Array<[Book, number]>): Promise<number> {
  const id = await askReturn(order, items);
  expect((await step(id, 'approve')).status).toBe(200);
  expect((await step(id, 'receive')).status).toBe(200);
  return id;
}

const returnRow = async (id: number) =>
  (await t.db.query<{ status: string; refund_cents: number | null; decision_reason: string }>('select status, refund_cents, decision_reason from return_requests where id = $1', [id]))
    .rows[0];
const refundRows = (id: number) =>
  t.db.query<{ provider_ref: string; amount_cents: number; request_id: string; status: string }>(
    'select provider_ref, amount_cents, request_id, status from payment_refunds where return_id = $1 order by id',
    [id],
  );
const mailsTo = async (email: string) =>
  (await t.db.query<{ subject: string; body_text: string }>('select subject, body_text from mail_outbox where to_address = $1 order by id', [email])).rows;
const auditOf = async (entity: string, id: number | string) =>
  (
    await t.db.query<{ user_email: string; action: string; before: unknown; after: Record<string, unknown> }>(
      'select user_email, action, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(id)],
    )
  ).rows;

describe('decisions', () => {
  it('approves with an optional reason, kept with the step, the admin, the audit log and a mail to the customer', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const order = await deliveredOrder([[book, 1]], 'bank_transfer');
    const id = await askReturn(order, [[book, 1]]);
    const approved = await step(id, 'approve', { reason: '  Renvoyez-le avec le bon de retour.  ' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id, status: 'approved', decision_reason: 'Renvoyez-le avec le bon de retour.' });
    expect(approved.body.data.events.map(({ status, note, by }) => ({ status, note, by }))).toEqual([
      { status: 'requested', note: '', by: null },
      { status: 'approved', note: 'Renvoyez-le avec le bon de retour.', by: admin.email },
    ]);
    expect(await auditOf('return', id)).toEqual([
      { user_email: admin.email, action: 'status', before: { status: 'requested' }, after: { status: 'approved', reason: 'Renvoyez-le avec le bon de retour.' } },
    ]);
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toBe(`Librairie Lumière : retour n° ${id} accepté`);
    expect(mail?.body_text).toContain('Renvoyez-le avec le bon de retour.');
    // Once decided, no other decision.
    expect((await step(id, 'reject', { reason: 'Trop tard.' })).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    expect((await returnRow(id))?.status).toBe('approved');

    const plain = await askReturn(await deliveredOrder([[book, 1]], 'bank_transfer'), [[book, 1]]);
    expect((await step(plain, 'approve', {})).body.data).toMatchObject({ status: 'approved', decision_reason: '' });
  });

  it('rejects only with a reason, which the customer is told', async () => {
    const book = await bookWithStock(NOTRE_DAME, 20);
    const order = await deliveredOrder([[book, 2]], 'bank_transfer');
    const id = await askReturn(order, [[book, 2]]);
    const mailsBefore = (await mailsTo(customer.email)).length;
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await step(id, 'reject', body);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('reason');
    }
    expect((await returnRow(id))?.status).toBe('requested');
    expect((await mailsTo(customer.email)).length).toBe(mailsBefore);

    const rejected = await step(id, 'reject', { reason: 'Les livres ont été lus et annotés.' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decision_reason: 'Les livres ont été lus et annotés.' });
    expect(rejected.body.data.events.at(-1)).toMatchObject({ status: 'rejected', note: 'Les livres ont été lus et annotés.', by: admin.email });
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toBe(`Librairie Lumière : retour n° ${id} refusé`);
    expect(mail?.body_text).toContain('Motif : Les livres ont été lus et annotés.');
    expect((await step(id, 'receive')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    // Only admins decide.
    expect((await post(`/admin/returns/${id}/approve`, {}, customerToken)).status).toBe(403);
  });

  it('writes to the customer in the order\'s language', async () => {
    const book = await bookWithStock(NOTRE_DAME, 20);
    const order = await deliveredOrder([[book, 1]], 'bank_transfer', 'eng');
    const id = await askReturn(order, [[book, 1]]);
    await step(id, 'approve', { reason: 'Please use the prepaid label.' });
    const approved = (await mailsTo(customer.email)).at(-1);
    expect(approved?.subject).toBe(`Librairie Lumière: return no. ${id} accepted`);
    expect(approved?.body_text).toContain('Our note: Please use the prepaid label.');
    await step(id, 'receive');
    await step(id, 'refund');
    const refunded = (await mailsTo(customer.email)).at(-1);
    expect(refunded?.subject).toBe(`Librairie Lumière: return no. ${id} refunded`);
    expect(refunded?.body_text).toContain('by bank transfer');
    // Every book came back, so the order is refunded too: the return's mail said it, no second mail.
    expect((await t.db.query<{ status: string }>('select status from orders where number = $1', [order.number])).rows[0]?.status).toBe('refunded');
    expect((await mailsTo(customer.email)).some((mail) => mail.subject.includes(`order ${order.number} refunded`))).toBe(false);
  });

  it('receives an approved return only', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const id = await askReturn(await deliveredOrder([[book, 1]], 'bank_transfer'), [[book, 1]]);
    expect((await step(id, 'receive')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    expect((await step(id, 'refund')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    await step(id, 'approve');
    const received = await step(id, 'receive');
    expect(received.body.data.events.at(-1)).toMatchObject({ status: 'received', note: '', by: admin.email });
    expect((await auditOf('return', id)).at(-1)).toMatchObject({ action: 'status', before: { status: 'approved' }, after: { status: 'received' } });
  });
});

describe('refunds by bank transfer', () => {
  it('refunds the returned lines\' value, restocks those books once, and tells the customer it comes by transfer', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const other = await bookWithStock(NOTRE_DAME, 20);
    const order = await deliveredOrder([[book, 3], [other, 1]], 'bank_transfer');
    const id = await receivedReturn(order, [[book, 2]]);
    const value = book.final_price_cents * 2;
    const before = await detail(id);
    expect(before.body.data.refund).toEqual({ amount: value / 100, method: 'bank_transfer', provider_amount: null, provider_currency: null, provider_status: null });
    expect(await stockOf(book.id)).toBe(17);
    const refundsAtProviders = paypal.refunds.length + card.refunds.length;

    // The amount is the server's: a body naming one is refused.
    const sent = await step(id, 'refund', { amount: 1 });
    expect(sent.body).toMatchObject({ statusCode: 400, field: 'amount' });

    const refunded = await step(id, 'refund');
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refunded_amount: value / 100, refund: { amount: value / 100, method: 'bank_transfer', provider_amount: null } });
    expect(refunded.body.data.events.at(-1)).toMatchObject({ status: 'refunded', note: 'bank transfer', by: admin.email });
    expect(await returnRow(id)).toMatchObject({ status: 'refunded', refund_cents: value });
    expect(await stockOf(book.id)).toBe(19);
    expect(await stockOf(other.id)).toBe(19);
    expect(paypal.refunds.length + card.refunds.length).toBe(refundsAtProviders);
    expect((await refundRows(id)).rows).toEqual([]);
    expect((await auditOf('return', id)).at(-1)).toEqual({
      user_email: admin.email,
      action: 'refund',
      before: { status: 'received' },
      after: { status: 'refunded', refund_cents: value, method: 'bank_transfer' },
    });
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toBe(`Librairie Lumière : retour n° ${id} remboursé`);
    expect(mail?.body_text).toContain('par virement');

    // Again: nothing moves twice.
    expect((await step(id, 'refund')).body).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    expect(await stockOf(book.id)).toBe(19);
    // Part of the order came back: it stays delivered.
    const orderAfter = await t.call<Answer<Order>>({ url: `${SHOP_PATH}/admin/orders/${order.number}`, headers: bearer(adminToken) });
    expect(orderAfter.body.data.status).toBe('delivered');
  });

  it('refunds the whole order once every book came back, without putting any book back twice', async () => {
    const book = await bookWithStock(MISERABLES, 10);
    const other = await bookWithStock(NOTRE_DAME, 10);
    const order = await deliveredOrder([[book, 2], [other, 1]], 'bank_transfer');
    const first = await receivedReturn(order, [[book, 1]]);
    await step(first, 'refund');
    expect(await stockOf(book.id)).toBe(9);
    const second = await receivedReturn(order, [[book, 1], [other, 1]]);
    const done = await step(second, 'refund');
    expect(done.body.data.order.status).toBe('refunded');
    expect(await stockOf(book.id)).toBe(10);
    expect(await stockOf(other.id)).toBe(10);
    const { rows } = await t.db.query<{ status: string; restocked: boolean }>('select status, restocked_at is not null as restocked from orders where number = $1', [order.number]);
    expect(rows[0]).toEqual({ status: 'refunded', restocked: true });
    expect((await auditOf('order', order.number)).at(-1)).toMatchObject({ user_email: admin.email, action: 'status', before: { status: 'delivered' }, after: { status: 'refunded' } });
  });

  it('refunding the order itself after a refunded return restocks only the rest, and its other returns are not refunded again', async () => {
    const book = await bookWithStock(MISERABLES, 10);
    const other = await bookWithStock(NOTRE_DAME, 10);
    const order = await deliveredOrder([[book, 2], [other, 1]], 'bank_transfer');
    await step(await receivedReturn(order, [[book, 1]]), 'refund');
    const pending = await receivedReturn(order, [[other, 1]]);
    expect(await stockOf(book.id)).toBe(9);
    expect((await post(`/admin/orders/${order.number}/status`, { status: 'refunded' })).status).toBe(200);
    expect(await stockOf(book.id)).toBe(10);
    expect(await stockOf(other.id)).toBe(10);
    expect((await step(pending, 'refund')).body).toMatchObject({ statusCode: 409, code: 'order_refunded' });
    expect(await stockOf(other.id)).toBe(10);
    expect((await returnRow(pending))?.status).toBe('received');
  });
});

describe('refunds through PayPal', () => {
  it('refunds the capture with the value in dollars at the order\'s rate, once, and records it', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const order = await deliveredOrder([[book, 2]], 'paypal');
    const id = await receivedReturn(order, [[book, 1]]);
    const usd = Math.round(book.final_price_cents * USD_RATE);
    expect((await detail(id)).body.data.refund).toEqual({ amount: book.final_price_cents / 100, method: 'paypal', provider_amount: usd / 100, provider_currency: 'USD', provider_status: null });
    const before = paypal.refunds.length;

    const refunded = await step(id, 'refund');
    expect(refunded.status).toBe(200);
    expect(paypal.refunds.length).toBe(before + 1);
    const made = paypal.refunds.at(-1);
    expect(made?.amount).toEqual({ currency_code: 'USD', value: (usd / 100).toFixed(2) });
    const { rows } = await refundRows(id);
    expect(rows).toEqual([{ provider_ref: made?.id, amount_cents: usd, request_id: made?.requestId, status: 'completed' }]);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund: { method: 'paypal', provider_amount: usd / 100, provider_status: 'completed' } });
    expect(await stockOf(book.id)).toBe(19);
    expect((await auditOf('return', id)).at(-1)?.after).toMatchObject({ method: 'paypal', provider_ref: made?.id, provider_amount_cents: usd, refund_cents: book.final_price_cents });
    const orderDetail = await t.call<Answer<{ payments: Array<{ status: string; refunds: unknown[] }> }>>({ url: `${SHOP_PATH}/admin/orders/${order.number}`, headers: bearer(adminToken) });
    expect(orderDetail.body.data.payments[0]).toMatchObject({ status: 'completed', refunds: [{ return_id: id, provider_ref: made?.id, amount: usd / 100, status: 'completed' }] });
    expect((await mailsTo(customer.email)).at(-1)?.body_text).toContain('PayPal');

    expect((await step(id, 'refund')).status).toBe(409);
    expect(paypal.refunds.length).toBe(before + 1);
  });

  it('leaves the return received when PayPal is too slow, and the retry refunds once with the same request id', async () => {
    const book = await bookWithStock(NOTRE_DAME, 20);
    const order = await deliveredOrder([[book, 1]], 'paypal');
    const id = await receivedReturn(order, [[book, 1]]);
    const before = paypal.refunds.length;
    paypal.control({ refundDelayMs: TIMEOUT_MS * 2 });
    const slow = await step(id, 'refund');
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('payment_timeout');
    expect(await returnRow(id)).toMatchObject({ status: 'received', refund_cents: null });
    expect((await refundRows(id)).rows).toEqual([]);
    expect(await stockOf(book.id)).toBe(19);
    // PayPal did refund; the shop did not hear it.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    expect(paypal.refunds.length).toBe(before + 1);

    paypal.control({ refundDelayMs: 0 });
    const retried = await step(id, 'refund');
    expect(retried.body.data.status).toBe('refunded');
    expect(paypal.refunds.length).toBe(before + 1);
    expect((await refundRows(id)).rows).toEqual([expect.objectContaining({ provider_ref: paypal.refunds.at(-1)?.id, request_id: paypal.refunds.at(-1)?.requestId, status: 'completed' })]);
    expect(await stockOf(book.id)).toBe(20);
  });

  it('answers 502 during an outage and writes nothing; a refusal is kept as a failed attempt and the next try gets a new request id', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const order = await deliveredOrder([[book, 1]], 'paypal');
    const id = await receivedReturn(order, [[book, 1]]);
    const before = paypal.refunds.length;
    paypal.control({ refund: 'outage' });
    expect((await step(id, 'refund')).body).toMatchObject({ statusCode: 502, code: 'payment_unavailable' });
    expect(await returnRow(id)).toMatchObject({ status: 'received', refund_cents: null });
    expect((await refundRows(id)).rows).toEqual([]);

    paypal.control({ refund: 'refused' });
    const refused = await step(id, 'refund');
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'refund_refused', field: 'refund' });
    expect(refused.body.message).toContain('REFUND_FAILED_INSUFFICIENT_FUNDS');
    expect(await returnRow(id)).toMatchObject({ status: 'received', refund_cents: null });
    expect(await stockOf(book.id)).toBe(19);
    const failed = (await refundRows(id)).rows;
    expect(failed).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(paypal.refunds.length).toBe(before);

    const retried = await step(id, 'refund');
    expect(retried.body.data.status).toBe('refunded');
    expect(paypal.refunds.length).toBe(before + 1);
    const rows = (await refundRows(id)).rows;
    expect(rows.map((row) => row.status)).toEqual(['failed', 'completed']);
    expect(rows[1]?.request_id).not.toBe(rows[0]?.request_id);
  });
});

describe('refunds through the card provider', () => {
  it('refunds the payment intent with an Idempotency-Key, and retries after a refusal', async () => {
    const book = await bookWithStock(NOTRE_DAME, 20);
    const order = await deliveredOrder([[book, 3]], 'card');
    const id = await receivedReturn(order, [[book, 2]]);
    const usd = Math.round(book.final_price_cents * 2 * USD_RATE);
    const before = card.refunds.length;

    card.control({ refund: 'refused' });
    expect((await step(id, 'refund')).body).toMatchObject({ statusCode: 409, code: 'refund_refused' });
    expect(await returnRow(id)).toMatchObject({ status: 'received', refund_cents: null });
    expect(card.refunds.length).toBe(before);

    const refunded = await step(id, 'refund');
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund: { method: 'card', provider_amount: usd / 100, provider_currency: 'USD', provider_status: 'completed' } });
    expect(card.refunds.length).toBe(before + 1);
    const made = card.refunds.at(-1);
    const { rows: payments } = await t.db.query<{ provider_ref: string }>("select p.provider_ref from payments p join orders o on o.id = p.order_id where o.number = $1 and p.status = 'completed'", [order.number]);
    expect(made).toMatchObject({ payment_intent: payments[0]?.provider_ref, amount: usd, currency: 'usd' });
    expect((await refundRows(id)).rows.at(-1)).toEqual({ provider_ref: made?.id, amount_cents: usd, request_id: made?.idempotencyKey, status: 'completed' });
    expect(await stockOf(book.id)).toBe(19);
  });

  it('never sends back more than what is left of the payment', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const order = await deliveredOrder([[book, 1]], 'card');
    const id = await receivedReturn(order, [[book, 1]]);
    // As if part of the payment had already gone back (another refund recorded for it).
    const { rows } = await t.db.query<{ id: number; amount_cents: number }>(
      "select p.id, p.amount_cents from payments p join orders o on o.id = p.order_id where o.number = $1 and p.status = 'completed'",
      [order.number],
    );
    const payment = rows[0] as { id: number; amount_cents: number };
    await t.db.query(`insert into payment_refunds (payment_id, provider_ref, amount_cents, request_id, status) values ($1, 're_earlier', $2, $3, 'completed')`, [
      payment.id,
      payment.amount_cents - 100,
      `earlier-${payment.id}`,
    ]);
    expect((await detail(id)).body.data.refund.provider_amount).toBe(1);
    const refunded = await step(id, 'refund');
    expect(refunded.status).toBe(200);
    expect(card.refunds.at(-1)?.amount).toBe(100);
  });
});

describe('lists and details', () => {
  it('pages, filters by status and searches the returns; the detail says whether there is a photo', async () => {
    const book = await bookWithStock(MISERABLES, 20);
    const order = await deliveredOrder([[book, 2]], 'bank_transfer');
    const id = await askReturn(order, [[book, 2]]);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await t.call({ method: 'PUT', url: `${SHOP_PATH}/returns/${id}/photo`, payload: png, headers: { ...bearer(customerToken), 'content-type': 'image/png' } });

    const listed = await t.call<PagedAnswer<AdminReturnSummary>>({ url: `${SHOP_PATH}/admin/returns?status=requested&q=${order.number}`, headers: bearer(adminToken) });
    expect(listed.body).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(listed.body.data).toEqual([
      {
        id,
        order_number: order.number,
        status: 'requested',
        created_at: expect.any(String),
        email: customer.email,
        customer_name: 'Camille Durand',
        item_count: 2,
        amount: (book.final_price_cents * 2) / 100,
        photo: true,
      },
    ]);
    expect((await t.call<PagedAnswer<AdminReturnSummary>>({ url: `${SHOP_PATH}/admin/returns?status=refunded&q=${order.number}`, headers: bearer(adminToken) })).body.total).toBe(0);
    const byEmail = await t.call<PagedAnswer<AdminReturnSummary>>({ url: `${SHOP_PATH}/admin/returns?q=CLIENT@LIBRAIRIE&page_size=100`, headers: bearer(adminToken) });
    expect(byEmail.body.data.map((entry) => entry.id)).toContain(id);
    const byAmount = await t.call<PagedAnswer<AdminReturnSummary>>({ url: `${SHOP_PATH}/admin/returns?sort=amount&dir=asc&page_size=100`, headers: bearer(adminToken) });
    const amounts = byAmount.body.data.map((entry) => entry.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const paged = await t.call<PagedAnswer<AdminReturnSummary>>({ url: `${SHOP_PATH}/admin/returns?page_size=1&page=2`, headers: bearer(adminToken) });
    expect(paged.body.data).toHaveLength(1);

    const shown = await detail(id);
    expect(shown.body.data).toMatchObject({
      id,
      photo: true,
      reason: 'Les livres sont arrivés abîmés.',
      customer: { first_name: 'Camille', last_name: 'Durand', email: customer.email },
      order: { number: order.number, status: 'delivered', payment_method: 'bank_transfer' },
      items: [{ article_id: book.id, quantity: 2, unit_price: book.final_price_cents / 100 }],
      decision_reason: '',
      refunded_amount: null,
    });
    const photo = await t.app.inject({ url: `${SHOP_PATH}/returns/${id}/photo`, headers: bearer(adminToken) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await detail(999999)).status).toBe(404);
  });
});

describe('cancelling or refunding an order paid online', () => {
  const orderRefunds = (number: string) =>
    t.db.query<{ amount_cents: number; status: string; return_id: number | null }>(
      `select f.amount_cents, f.status, f.return_id from payment_refunds f join payments p on p.id = f.payment_id join orders o on o.id = p.order_id
       where o.number = $1 order by f.id`,
      [number],
    );
  const orderStatus = async (number: string) =>
    ((await t.db.query<{ status: string }>('select status from orders where number = $1', [number])).rows[0] as { status: string }).status;

  it('sends the whole payment back through the card provider when a paid order is cancelled, then restocks', async () => {
    const book = await bookWithStock(MISERABLES, 10);
    const order = await deliveredOrder([[book, 2]], 'card', 'fr', 'paid');
    expect(await stockOf(book.id)).toBe(8);
    const before = card.refunds.length;

    const cancelled = await post<{ status: string }>(`/admin/orders/${order.number}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const usd = Math.round(book.final_price_cents * 2 * USD_RATE);
    expect(card.refunds.length).toBe(before + 1);
    expect(card.refunds.at(-1)).toMatchObject({ amount: usd });
    expect((await orderRefunds(order.number)).rows).toEqual([{ amount_cents: usd, status: 'completed', return_id: null }]);
    expect(await stockOf(book.id)).toBe(10);
    expect((await auditOf('order', order.number)).at(-1)?.after).toMatchObject({ status: 'cancelled', refund_provider: 'card', provider_amount_cents: usd });
  });

  it('changes nothing when PayPal is down, and the retry refunds once', async () => {
    const book = await bookWithStock(NOTRE_DAME, 10);
    const order = await deliveredOrder([[book, 1]], 'paypal', 'fr', 'paid');
    const before = paypal.refunds.length;
    paypal.control({ refund: 'outage' });
    const down = await post(`/admin/orders/${order.number}/status`, { status: 'cancelled' });
    expect(down.status).toBe(502);
    expect(await orderStatus(order.number)).toBe('paid');
    expect(await stockOf(book.id)).toBe(9);
    expect((await orderRefunds(order.number)).rows).toEqual([]);

    paypal.control({ refund: 'completed' });
    expect((await post(`/admin/orders/${order.number}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(paypal.refunds.length).toBe(before + 1);
    expect(await orderStatus(order.number)).toBe('cancelled');
    expect(await stockOf(book.id)).toBe(10);
  });

  it('refunding a delivered order sends back only what its refunded returns left of the payment', async () => {
    const book = await bookWithStock(MISERABLES, 10);
    const other = await bookWithStock(NOTRE_DAME, 10);
    const order = await deliveredOrder([[book, 1], [other, 1]], 'card');
    await step(await receivedReturn(order, [[book, 1]]), 'refund');
    const paid = ((await t.db.query<{ amount_cents: number }>('select p.amount_cents from payments p join orders o on o.id = p.order_id where o.number = $1 and p.status = $2', [order.number, 'completed'])).rows[0] as { amount_cents: number }).amount_cents;
    const first = Math.round(book.final_price_cents * USD_RATE);

    expect((await post(`/admin/orders/${order.number}/status`, { status: 'refunded' })).status).toBe(200);
    const rows = (await orderRefunds(order.number)).rows;
    expect(rows.map((row) => row.amount_cents)).toEqual([first, paid - first]);
    expect(rows[1]?.return_id).toBeNull();
  });
});
