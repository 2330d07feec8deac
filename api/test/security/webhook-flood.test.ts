/**
 * Attack replayed: any body carrying PayPal's five signature headers and a certificate URL on PayPal's domain made the
 * shop ask PayPal for an OAuth token (a burst missed the cache together, one request each) and then to verify the
 * signature: a flood of forged events became a flood of calls at PayPal under the shop's credentials, until PayPal
 * rate-limited the shop and its real payments with it. Now a burst shares one token request, events that name nothing
 * the shop acts on (or were handled already) are answered without asking PayPal, and the verification calls a client
 * can cause are counted beforehand (PAYPAL_WEBHOOK_LIMIT), events PayPal vouches for given back.
 */
import '../native-modules';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody, ItemAnswer, Order, PaymentStart } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';
import { startFakeCard, type FakeCard } from '../fakes/card';
import { fakePaymentConfig } from '../fakes/config';
import { startFakePaypal, type FakePaypal } from '../fakes/paypal';

let t: TestContext;
let paypal: FakePaypal;
let card: FakeCard;
const LIMIT = DEFAULT_LIMITS.paypalWebhooksPerClient.max;
const WEBHOOK = `${SHOP_PATH}/webhooks/paypal`;

beforeAll(async () => {
  paypal = await startFakePaypal();
  card = await startFakeCard();
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS, payments: fakePaymentConfig(paypal, card, 2000) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  paypal.webhooks.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${WEBHOOK}`;
  // Online payment is offered once both providers' public keys are set.
  await t.db.query('update company_settings set paypal_client_id = $1, card_public_key = $2', [paypal.clientId, card.publishableKey]);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await card.close();
});

/** The headers of a forged event: well-formed, with a certificate URL on the (fake) PayPal's own host. */
const forgedHeaders = () => ({
  'content-type': 'application/json',
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': `${paypal.url}/fake/certs/1`,
  'paypal-transmission-id': randomUUID(),
  'paypal-transmission-sig': 'Zm9yZ2Vk',
  'paypal-transmission-time': new Date().toISOString(),
});
const approval = (resourceId = `PP${randomUUID().slice(0, 8).toUpperCase()}`) => ({
  id: `WH-${randomUUID().replace(/-/g, '').slice(0, 24)}`,
  event_type: 'CHECKOUT.ORDER.APPROVED',
  resource: { id: resourceId, status: 'APPROVED' },
});
const send = (event: unknown, remoteAddress: string) =>
  t.call<ItemAnswer<unknown> & ApiErrorBody & { handled?: string }>({ method: 'POST', url: WEBHOOK, payload: JSON.stringify(event), headers: forgedHeaders(), remoteAddress });

it('a burst of forged events asks PayPal for one token and at most PAYPAL_WEBHOOK_LIMIT verifications', async () => {
  const answers = await Promise.all(Array.from({ length: LIMIT + 20 }, () => send(approval(), '203.0.113.9')));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 400)).toHaveLength(LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  expect(answers.find((answer) => answer.status === 400)?.body).toMatchObject({ code: 'invalid_signature' });
  expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({ code: 'too_many_requests' });
  expect(paypal.verifications()).toBe(LIMIT);
  expect(paypal.tokenRequests()).toBe(1);
  // Another client is still heard, with the token already held.
  expect((await send(approval(), '198.51.100.9')).body).toMatchObject({ statusCode: 400, code: 'invalid_signature' });
  expect(paypal.verifications()).toBe(LIMIT + 1);
  expect(paypal.tokenRequests()).toBe(1);
});

it('answers events that change nothing, and malformed ones, without asking PayPal', async () => {
  const asked = paypal.verifications();
  const other = { id: 'WH-0123456789ABCDEF', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { id: 'PP-D-1' } };
  expect((await send(other, '192.0.2.31')).body).toEqual({ handled: 'nothing' });
  // An approval without the order it approves, a capture without its order, a refund without the amount.
  expect((await send({ ...approval(), resource: {} }, '192.0.2.31')).body).toEqual({ handled: 'nothing' });
  expect((await send({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1' } }, '192.0.2.31')).body).toEqual({ handled: 'nothing' });
  expect((await send({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'REF1', custom_id: 'X' } }, '192.0.2.31')).body).toEqual({ handled: 'nothing' });
  const badId = await send({ ...approval(), id: 'WH-<script>' }, '192.0.2.31');
  expect(badId.body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'id' });
  const badType = await send({ ...approval(), event_type: 42 }, '192.0.2.31');
  expect(badType.body).toMatchObject({ statusCode: 400, field: 'event_type' });
  const badResource = await send({ ...approval(), resource: 'PP1' }, '192.0.2.31');
  expect(badResource.body).toMatchObject({ statusCode: 400, field: 'resource' });
  expect(paypal.verifications()).toBe(asked);
});

it('never counts the events PayPal vouches for, and answers a replayed one without asking PayPal again', async () => {
  // A genuine payment: PayPal's own deliveries reach the shop from 127.0.0.1, as the flood below does.
  const { rows } = await t.db.query<{ id: number }>("update articles set stock = 50 where ean = '9782070409228' returning id");
  const placed = await t.call<ItemAnswer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': 'webhook-flood-genuine' },
    remoteAddress: '192.0.2.50',
    payload: { lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }], delivery_method: 'shop_pickup', email: 'genuine@example.fr', payment_method: 'paypal' },
  });
  const started = await t.call<ItemAnswer<PaymentStart>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders/${placed.body.data.number}/payments`,
    remoteAddress: '192.0.2.50',
    payload: { provider: 'paypal', email: 'genuine@example.fr' },
  });
  await fetch(`${paypal.url}/fake/orders/${started.body.data.provider_ref}/approve`, { method: 'POST' });
  const deliveries = (await paypal.webhooks.settle()).slice(-2);
  expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);

  const asked = paypal.verifications();
  const replayed = await paypal.webhooks.resend(deliveries[0] as NonNullable<(typeof deliveries)[0]>);
  expect(replayed.status).toBe(200);
  expect(paypal.verifications()).toBe(asked);

  // The two genuine events were given back: forged ones from the same address still get the whole allowance.
  const forged = [];
  for (let i = 0; i <= LIMIT; i += 1) forged.push((await send(approval(), '127.0.0.1')).status);
  expect(forged.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
  expect(forged[LIMIT]).toBe(429);
  expect(paypal.tokenRequests()).toBe(1);
});
