import type { AddressInfo } from 'node:net';
import type { AdminOrderDetail, ApiErrorBody, ItemAnswer, Order, PaymentStart } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from './helpers';
import { startFakeCard, type FakeCard } from './fakes/card';
import { fakePaymentConfig } from './fakes/config';
import { startFakePaypal, type FakePaypal } from './fakes/paypal';

/**
 * The providers' webhooks against the local fakes, which send them as PayPal and the card provider do: a shopper who
 * closes the tab after paying still gets a paid order, a refund made in the provider's dashboard is recorded, and a
 * forged, altered or stale event changes nothing.
 */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [, admin] = DEMO_USERS;

let t: TestContext;
let paypal: FakePaypal;
let card: FakeCard;
let adminToken: string;
let keys = 0;

beforeAll(async () => {
  paypal = await startFakePaypal();
  card = await startFakeCard();
  t = await setupApp(undefined, { payments: fakePaymentConfig(paypal, card, 2000) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SHOP_PATH}/webhooks`;
  paypal.webhooks.url = `${base}/paypal`;
  card.webhooks.url = `${base}/card`;
  adminToken = (await t.login(admin.email, admin.password)).token;
  await t.call({
    method: 'PUT',
    url: `${SHOP_PATH}/admin/company-settings`,
    payload: { paypal_client_id: paypal.clientId, card_public_key: card.publishableKey },
    headers: bearer(adminToken),
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await card.close();
});

/** A guest's order to pay online, and its payment started with `provider`. */
/** The numbers of the order's invoices. */
async function invoicesOf(number: string): Promise<string[]> {
  const { rows } = await t.db.query<{ number: string }>(
    "select d.number from invoices d join orders o on o.id = d.order_id where o.number = $1 and d.kind = 'invoice'",
    [number],
  );
  return rows.map((row) => row.number);
}

async function startedPayment(provider: 'paypal' | 'card', email: string) {
  const { rows } = await t.db.query<{ id: number }>("update articles set stock = 50 where ean = '9782070409228' returning id");
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `webhook-test-${(keys += 1)}` },
    payload: { lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }], delivery_method: 'shop_pickup', email, payment_method: provider },
  });
  const started = await t.call<Answer<PaymentStart>>({ method: 'POST', url: `${SHOP_PATH}/orders/${placed.body.data.number}/payments`, payload: { provider, email } });
  return { number: placed.body.data.number, start: started.body.data };
}

const statusOf = async (number: string) => ((await t.db.query<{ status: string }>('select status from orders where number = $1', [number])).rows[0] as { status: string }).status;
const adminOrder = async (number: string) =>
  (await t.call<Answer<AdminOrderDetail>>({ url: `${SHOP_PATH}/admin/orders/${number}`, headers: bearer(adminToken) })).body.data;
const paidMails = async (email: string) => (await mailsTo(t.db, email)).filter((mail) => /paiement reçu/.test(mail.subject));

const confirmCard = (start: PaymentStart) =>
  fetch(`${card.url}/v1/payment_intents/${start.provider_ref}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${card.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: start.client_secret ?? '', 'payment_method_data[card][number]': '4242424242424242' }).toString(),
  });

describe('PayPal', () => {
  it('pays an order whose shopper approved at PayPal and closed the tab: the shop captures on the webhook, once', async () => {
    const { number, start } = await startedPayment('paypal', 'closed-tab@example.fr');
    const captures = paypal.captures();
    await fetch(`${paypal.url}/fake/orders/${start.provider_ref}/approve`, { method: 'POST' });
    const deliveries = await paypal.webhooks.settle();
    expect(deliveries.map((delivery) => [delivery.event.event_type, delivery.status]).slice(-2)).toEqual([
      ['CHECKOUT.ORDER.APPROVED', 200],
      ['PAYMENT.CAPTURE.COMPLETED', 200],
    ]);
    expect(await statusOf(number)).toBe('paid');
    expect(paypal.captures()).toBe(captures + 1);
    expect(await paidMails('closed-tab@example.fr')).toHaveLength(1);
  });

  it('acts on an event once, however often it comes', async () => {
    const { number, start } = await startedPayment('paypal', 'twice@example.fr');
    await fetch(`${paypal.url}/fake/orders/${start.provider_ref}/approve`, { method: 'POST' });
    const [approved] = (await paypal.webhooks.settle()).filter((delivery) => delivery.event.resource && (delivery.event.resource as { id?: string }).id === start.provider_ref);
    const again = await paypal.webhooks.resend(approved as NonNullable<typeof approved>);
    expect(again.status).toBe(200);
    expect(await statusOf(number)).toBe('paid');
    expect(await paidMails('twice@example.fr')).toHaveLength(1);
  });

  it('answers 400 to an event with a wrong signature, or altered after signing, and changes nothing', async () => {
    const { number, start } = await startedPayment('paypal', 'forged@example.fr');
    // The buyer approves but nothing is delivered yet: the events are then replayed altered.
    paypal.webhooks.url = null;
    await fetch(`${paypal.url}/fake/orders/${start.provider_ref}/approve`, { method: 'POST' });
    const [approved] = (await paypal.webhooks.settle()).slice(-1);
    paypal.webhooks.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SHOP_PATH}/webhooks/paypal`;
    const delivery = approved as NonNullable<typeof approved>;
    const wrongSignature = await paypal.webhooks.resend(delivery, { ...delivery.headers, 'paypal-transmission-sig': 'AAAA' });
    const noHeaders = await paypal.webhooks.resend(delivery, { 'content-type': 'application/json' });
    const altered = await paypal.webhooks.resend({ ...delivery, body: delivery.body.replace('"status":"APPROVED"', '"status":"COMPLETED"') });
    expect(altered.body).not.toBe(delivery.body);
    // A certificate elsewhere than PayPal's domain is refused before PayPal is even asked.
    const asked = paypal.verifications();
    const foreignCertificate = await paypal.webhooks.resend(delivery, { ...delivery.headers, 'paypal-cert-url': 'https://evil.example/cert.pem' });
    expect(paypal.verifications()).toBe(asked);
    expect([wrongSignature.status, noHeaders.status, altered.status, foreignCertificate.status]).toEqual([400, 400, 400, 400]);
    expect(await statusOf(number)).toBe('pending_payment');
    const { rows } = await t.db.query('select 1 from webhook_events where event_id = $1', [delivery.event.id]);
    expect(rows).toEqual([]);
  });

  it('records a refund made in PayPal\'s dashboard on the order\'s payment, once', async () => {
    const { number, start } = await startedPayment('paypal', 'dashboard@example.fr');
    await fetch(`${paypal.url}/fake/orders/${start.provider_ref}/approve`, { method: 'POST' });
    await paypal.webhooks.settle();
    const captureId = paypal.orders.get(start.provider_ref)?.purchase_units[0]?.payments?.captures[0]?.id;
    await fetch(`${paypal.url}/fake/dashboard/refund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ capture_id: captureId, value: '2.00' }) });
    const [refunded] = (await paypal.webhooks.settle()).slice(-1);
    expect(refunded?.status).toBe(200);
    await paypal.webhooks.resend(refunded as NonNullable<typeof refunded>);
    const [payment] = (await adminOrder(number)).payments;
    expect(payment?.refunds).toEqual([expect.objectContaining({ amount: 2, status: 'completed', return_id: null })]);
  });
});

describe('card', () => {
  it('pays an order whose shopper paid by card and closed the tab, on payment_intent.succeeded', async () => {
    const { number, start } = await startedPayment('card', 'card-closed@example.fr');
    await confirmCard(start);
    const [succeeded] = (await card.webhooks.settle()).slice(-1);
    expect([succeeded?.event.type, succeeded?.status]).toEqual(['payment_intent.succeeded', 200]);
    expect(await statusOf(number)).toBe('paid');
    expect(await paidMails('card-closed@example.fr')).toHaveLength(1);
    expect(await invoicesOf(number)).toEqual([expect.stringMatching(/^FA-\d{6}$/)]);
    expect((await card.webhooks.resend(succeeded as NonNullable<typeof succeeded>)).status).toBe(200);
    expect(await paidMails('card-closed@example.fr')).toHaveLength(1);
    // The webhook made the order paid, and issued its invoice, once.
    expect(await invoicesOf(number)).toHaveLength(1);
  });

  it('refuses a wrong signature, a payload altered after signing, and an event older than the tolerance', async () => {
    const { number, start } = await startedPayment('card', 'card-forged@example.fr');
    card.webhooks.url = null;
    await confirmCard(start);
    const [succeeded] = (await card.webhooks.settle()).slice(-1);
    card.webhooks.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SHOP_PATH}/webhooks/card`;
    const delivery = succeeded as NonNullable<typeof succeeded>;
    const signature = delivery.headers['stripe-signature'] as string;
    const stale = Math.floor(Date.now() / 1000) - 301;
    const answers = await Promise.all([
      card.webhooks.resend(delivery, { ...delivery.headers, 'stripe-signature': signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000') }),
      card.webhooks.resend({ ...delivery, body: delivery.body.replace('"succeeded"', '"succeeded" ') }),
      card.webhooks.resend(delivery, { ...delivery.headers, 'stripe-signature': signature.replace(/t=\d+/, `t=${stale}`) }),
      card.webhooks.resend(delivery, { 'content-type': 'application/json' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await statusOf(number)).toBe('pending_payment');
  });

  it('records a refund made in the provider\'s dashboard, and the shop\'s own refund once', async () => {
    const { number, start } = await startedPayment('card', 'card-refund@example.fr');
    await confirmCard(start);
    await card.webhooks.settle();
    await fetch(`${card.url}/fake/dashboard/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: start.provider_ref, amount: '300' }).toString(),
    });
    await card.webhooks.settle();
    expect((await adminOrder(number)).payments[0]?.refunds).toEqual([expect.objectContaining({ amount: 3, status: 'completed' })]);
    // The shop cancels the order: its refund of the rest is told by webhook too, and recorded once.
    const cancelled = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status: 'cancelled' }, headers: bearer(adminToken) });
    expect(cancelled.status).toBe(200);
    await card.webhooks.settle();
    const refunds = (await adminOrder(number)).payments[0]?.refunds ?? [];
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBeCloseTo(start.amount, 2);
  });
});
