import type { ApiErrorBody, ItemAnswer, Order, PaymentOptions, PaymentOutcome, PaymentStart, UserInfo } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';
import { startFakeCard, type FakeCard } from './fakes/card';
import { startFakePaypal, type FakePaypal } from './fakes/paypal';
import { fakePaymentConfig } from './fakes/config';

/** Online payment against local fake providers that speak PayPal's Orders v2 and the card provider's intents. */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;
const TIMEOUT_MS = 400;

let t: TestContext;
let paypal: FakePaypal;
let card: FakeCard;
let adminToken: string;

beforeAll(async () => {
  paypal = await startFakePaypal();
  card = await startFakeCard();
  t = await setupApp(undefined, {
    payments: fakePaymentConfig(paypal, card, TIMEOUT_MS),
  });
  adminToken = (await t.login(admin.email, admin.password)).token;
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await card.close();
});

const settings = (body: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/company-settings`, payload: body, headers: bearer(adminToken) });
const turnOnlineOn = () => settings({ paypal_client_id: paypal.clientId, card_public_key: card.publishableKey });

let keys = 0;
const GUEST = 'lecteur@example.org';
const shipping = { first_name: 'Léa', last_name: 'Martin', phone: '0123456789', address: '1 rue Haute', address_extra: '', city: 'Lyon', postal_code: '69003', country: 'FR' };

async function placeOrder(paymentMethod: string, token?: string) {
  const { rows } = await t.db.query<{ id: number }>("update articles set stock = 50 where ean = '9782070409228' returning id");
  return t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `payment-test-${(keys += 1)}`, ...(token ? bearer(token) : {}) },
    payload: {
      lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 2 }],
      delivery_method: 'home',
      ...(token ? {} : { email: GUEST }),
      shipping,
      payment_method: paymentMethod,
    },
  });
}

const start = (number: string, body: Record<string, unknown>, token?: string) =>
  t.call<Answer<PaymentStart>>({ method: 'POST', url: `${SHOP_PATH}/orders/${number}/payments`, payload: body, headers: token ? bearer(token) : {} });
const complete = (number: string, ref: string, body: Record<string, unknown> = { email: GUEST }, token?: string) =>
  t.call<Answer<PaymentOutcome>>({ method: 'POST', url: `${SHOP_PATH}/orders/${number}/payments/${ref}/complete`, payload: body, headers: token ? bearer(token) : {} });
const orderRow = async (number: string) =>
  (await t.db.query<{ status: string; payment_method: string; total_cents: number }>('select status, payment_method, total_cents from orders where number = $1', [number])).rows[0];

/** What the buyer does in the PayPal window. */
const approveAtPaypal = (id: string) => fetch(`${paypal.url}/fake/orders/${id}/approve`, { method: 'POST' });
/** What the card fields do in the browser: confirm the intent with the publishable key and a test card. */
const confirmCard = (start: PaymentStart, number: string) =>
  fetch(`${card.url}/v1/payment_intents/${start.provider_ref}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${card.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: start.client_secret ?? '',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2030',
    }).toString(),
  });

describe('payment options', () => {
  it('offers only bank transfer until both public keys are set, then PayPal and card with the SDK addresses', async () => {
    const off = await t.call<Answer<PaymentOptions>>({ url: `${SHOP_PATH}/payment-options` });
    expect(off.body.data).toEqual({ offline: true, online: false, paypal: null, card: null, currency: 'USD' });
    const refused = await placeOrder('paypal');
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('payment_method');

    await settings({ paypal_client_id: paypal.clientId });
    expect((await t.call<Answer<PaymentOptions>>({ url: `${SHOP_PATH}/payment-options` })).body.data.online).toBe(false);
    await turnOnlineOn();
    const on = await t.call<Answer<PaymentOptions>>({ url: `${SHOP_PATH}/payment-options` });
    expect(on.body.data).toEqual({
      offline: true,
      online: true,
      paypal: { client_id: paypal.clientId, sdk_url: `${paypal.url}/sdk/js` },
      card: { public_key: card.publishableKey, js_url: `${card.url}/v3/` },
      currency: 'USD',
    });
    // Secrets never appear in any answer.
    expect(JSON.stringify(on.body)).not.toContain(paypal.clientSecret);
    expect(JSON.stringify(on.body)).not.toContain(card.secretKey);
  });

  it('refuses a secret card key as the public one', async () => {
    const { status, body } = await settings({ card_public_key: 'sk_live_123' });
    expect(status).toBe(400);
    expect((body as ApiErrorBody).field).toBe('card_public_key');
  });
});

describe('PayPal', () => {
  beforeAll(turnOnlineOn);

  it('creates the PayPal order for the server total in dollars, captures it once, and marks the order paid with a mail', async () => {
    const placed = await placeOrder('paypal');
    expect(placed.status).toBe(201);
    const number = placed.body.data.number;
    const started = await start(number, { provider: 'paypal', email: GUEST });
    expect(started.status).toBe(201);
    const totalCents = (await orderRow(number))?.total_cents as number;
    expect(started.body.data).toMatchObject({ provider: 'paypal', client_secret: null, currency: 'USD', amount: Math.round(totalCents * 1.08) / 100 });
    const paypalOrder = paypal.orders.get(started.body.data.provider_ref);
    expect(paypalOrder?.purchase_units[0]).toMatchObject({ reference_id: number, amount: { currency_code: 'USD', value: started.body.data.amount.toFixed(2) } });

    await approveAtPaypal(started.body.data.provider_ref);
    const captures = paypal.captures();
    const done = await complete(number, started.body.data.provider_ref);
    expect(done.body.data).toEqual({ status: 'paid', order_status: 'paid' });
    expect(await orderRow(number)).toMatchObject({ status: 'paid', payment_method: 'paypal' });
    // Asking again changes nothing and captures nothing.
    expect((await complete(number, started.body.data.provider_ref)).body.data.status).toBe('paid');
    expect(paypal.captures()).toBe(captures + 1);
    const { rows: mails } = await t.db.query<{ subject: string }>('select subject from mail_outbox where to_address = $1 order by id', [GUEST]);
    expect(mails.map((mail) => mail.subject)).toContain(`Librairie Lumière : commande ${number} paiement reçu`);
    // A paid order cannot be paid again.
    const again = await start(number, { provider: 'paypal', email: GUEST });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_payable');
  });

  it('answers 404 to anyone but the order\'s guest or customer', async () => {
    const placed = await placeOrder('paypal');
    const number = placed.body.data.number;
    expect((await start(number, { provider: 'paypal', email: 'someone@example.org' })).status).toBe(404);
    expect((await start(number, { provider: 'paypal' })).status).toBe(404);
    const { token } = await t.login(customer.email, customer.password);
    expect((await start(number, { provider: 'paypal' }, token)).status).toBe(404);
    const mine = await placeOrder('paypal', token);
    expect((await start(mine.body.data.number, { provider: 'paypal', email: mine.body.data.email })).status).toBe(404);
    expect((await start(mine.body.data.number, { provider: 'paypal' }, token)).status).toBe(201);
  });

  it('refuses an amount sent by the browser', async () => {
    const placed = await placeOrder('paypal');
    const { status, body } = await start(placed.body.data.number, { provider: 'paypal', email: GUEST, amount: 1 });
    expect(status).toBe(400);
    expect(body.field).toBe('amount');
  });

  it('leaves the order waiting after a declined capture, and a new attempt can pay it', async () => {
    const number = (await placeOrder('paypal')).body.data.number;
    const first = await start(number, { provider: 'paypal', email: GUEST });
    await approveAtPaypal(first.body.data.provider_ref);
    paypal.control({ capture: 'declined' });
    expect((await complete(number, first.body.data.provider_ref)).body.data).toEqual({ status: 'failed', order_status: 'pending_payment' });
    expect((await orderRow(number))?.status).toBe('pending_payment');

    const second = await start(number, { provider: 'paypal', email: GUEST });
    await approveAtPaypal(second.body.data.provider_ref);
    expect((await complete(number, second.body.data.provider_ref)).body.data.status).toBe('paid');
  });

  it('does not mark the order paid for a pending capture or a capture of another amount', async () => {
    const pending = (await placeOrder('paypal')).body.data.number;
    const p = await start(pending, { provider: 'paypal', email: GUEST });
    await approveAtPaypal(p.body.data.provider_ref);
    paypal.control({ capture: 'pending' });
    expect((await complete(pending, p.body.data.provider_ref)).body.data).toEqual({ status: 'pending', order_status: 'pending_payment' });

    const other = (await placeOrder('paypal')).body.data.number;
    const o = await start(other, { provider: 'paypal', email: GUEST });
    await approveAtPaypal(o.body.data.provider_ref);
    paypal.control({ capture: 'other_amount' });
    expect((await complete(other, o.body.data.provider_ref)).body.data).toEqual({ status: 'failed', order_status: 'pending_payment' });
    const { rows } = await t.db.query<{ status: string; failure: string }>('select status, failure from payments where provider_ref = $1', [o.body.data.provider_ref]);
    expect(rows[0]).toMatchObject({ status: 'failed', failure: expect.stringContaining('captured 1.00') });
  });

  it('answers 504 when PayPal is too slow, and the retry captures once (same PayPal-Request-Id)', async () => {
    const number = (await placeOrder('paypal')).body.data.number;
    const started = await start(number, { provider: 'paypal', email: GUEST });
    await approveAtPaypal(started.body.data.provider_ref);
    const captures = paypal.captures();
    paypal.control({ delayMs: TIMEOUT_MS * 2 });
    const slow = await complete(number, started.body.data.provider_ref);
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('payment_timeout');
    expect((await orderRow(number))?.status).toBe('pending_payment');
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    paypal.control({ delayMs: 0 });
    expect((await complete(number, started.body.data.provider_ref)).body.data.status).toBe('paid');
    expect(paypal.captures()).toBe(captures + 1);
  });

  it('refuses to pay a bank-transfer order online', async () => {
    const number = (await placeOrder('bank_transfer')).body.data.number;
    const { status, body } = await start(number, { provider: 'paypal', email: GUEST });
    expect(status).toBe(409);
    expect(body.code).toBe('not_payable');
  });
});

describe('card', () => {
  beforeAll(turnOnlineOn);

  it('pays with a card intent confirmed in the browser and read back by the server', async () => {
    const number = (await placeOrder('card')).body.data.number;
    const started = await start(number, { provider: 'card', email: GUEST });
    expect(started.status).toBe(201);
    expect(started.body.data.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = card.intents.get(started.body.data.provider_ref);
    expect(intent).toMatchObject({ currency: 'usd', amount: Math.round(started.body.data.amount * 100), metadata: { order_number: number } });
    // Completing before the card is confirmed is not a payment.
    expect((await complete(number, started.body.data.provider_ref)).body.data.status).toBe('failed');
    expect((await confirmCard(started.body.data, '4242424242424242')).status).toBe(200);
    expect((await complete(number, started.body.data.provider_ref)).body.data).toEqual({ status: 'paid', order_status: 'paid' });
  });

  it('keeps the order waiting for a declined card, a processing one, and an intent for another amount', async () => {
    const declined = (await placeOrder('card')).body.data.number;
    const d = await start(declined, { provider: 'card', email: GUEST });
    expect((await confirmCard(d.body.data, '4000000000000002')).status).toBe(402);
    expect((await complete(declined, d.body.data.provider_ref)).body.data).toEqual({ status: 'failed', order_status: 'pending_payment' });

    const processing = (await placeOrder('card')).body.data.number;
    const p = await start(processing, { provider: 'card', email: GUEST });
    await confirmCard(p.body.data, '4000000000000259');
    expect((await complete(processing, p.body.data.provider_ref)).body.data).toEqual({ status: 'pending', order_status: 'pending_payment' });

    const other = (await placeOrder('card')).body.data.number;
    const o = await start(other, { provider: 'card', email: GUEST });
    card.control({ otherAmount: true });
    await confirmCard(o.body.data, '4242424242424242');
    expect((await complete(other, o.body.data.provider_ref)).body.data).toEqual({ status: 'failed', order_status: 'pending_payment' });
  });

  it('saves a card the customer asks to keep, pays the next order with it, and forgets it at the provider', async () => {
    const { token } = await t.login(customer.email, customer.password);
    expect((await start((await placeOrder('card')).body.data.number, { provider: 'card', email: GUEST, save_card: true })).body.field).toBe('save_card');

    const first = (await placeOrder('card', token)).body.data.number;
    const s = await start(first, { provider: 'card', save_card: true }, token);
    await confirmCard(s.body.data, '4242424242424242');
    expect((await complete(first, s.body.data.provider_ref, {}, token)).body.data.status).toBe('paid');
    const me = await t.call<Answer<UserInfo>>({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) });
    expect(me.body.data.payments).toEqual([{ id: expect.any(Number), provider: 'card', label: 'Visa •••• 4242 (12/30)' }]);
    const saved = me.body.data.payments[0]?.id as number;
    expect(me.body.data.defaultPay).toBe(saved);
    expect(JSON.stringify(me.body)).not.toMatch(/pm_|4242424242424242/);

    const second = (await placeOrder('card', token)).body.data.number;
    const reuse = await start(second, { provider: 'card', payment_reference_id: saved }, token);
    expect(reuse.body.data.client_secret).toBeNull();
    expect((await complete(second, reuse.body.data.provider_ref, {}, token)).body.data.status).toBe('paid');

    // Another customer can neither use nor delete it.
    const other = await t.call<Answer<{ token: string }>>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/register`,
      payload: { email: 'autre.lecteur@example.org', password: 'Lanterne-Bleue-1862', first_name: 'Jules', last_name: 'Verne' },
    });
    const otherToken = (await t.login('autre.lecteur@example.org', 'Lanterne-Bleue-1862')).token;
    expect(other.status).toBe(201);
    const theirs = (await placeOrder('card', otherToken)).body.data.number;
    expect((await start(theirs, { provider: 'card', payment_reference_id: saved }, otherToken)).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/me/payments/${saved}`, headers: bearer(otherToken) })).status).toBe(404);

    const methodId = [...card.methods.values()].find((method) => method.customer !== null)?.id as string;
    const removed = await t.call<Answer<UserInfo>>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/payments/${saved}`, headers: bearer(token) });
    expect(removed.body.data).toMatchObject({ payments: [], defaultPay: null });
    expect(card.methods.get(methodId)?.customer).toBeNull();
  });
});
