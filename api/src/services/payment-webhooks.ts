import type { Db } from '../db/db';
import { ApiError, badRequest } from '../lib/errors';
import { verifyCardSignature } from '../payments/card';
import type { PaymentConfig } from '../payments/config';
import { decimalToCents } from '../payments/http';
import { paypalSignature, verifyPaypalWebhook, type PaypalWebhookHeaders } from '../payments/paypal';
import type { Rate } from '../limits';
import { settlePayment, type PayableOrder } from './payments';
import type { Shop } from './shops';
import { assertWithin, unhit } from './throttle';

/**
 * Payment providers' webhooks: an order paid by a shopper who closed the tab before coming back becomes paid, and a
 * refund made in the provider's dashboard is recorded. An event is believed only once its signature checks out
 * (400 invalid_signature otherwise, and nothing changes); even then, a payment event is only a reason to ask the
 * provider (settlePayment), never taken at its word. Each event id is acted on once.
 */

export type WebhookResult = { handled: 'paid' | 'refund' | 'nothing' | 'duplicate' };

const invalidSignature = () => new ApiError(400, 'invalid_signature', 'The event\'s signature does not check out.');

/** The order and payment a provider reference belongs to, in this shop. */
async function findPayment(db: Db, shopId: number, provider: 'paypal' | 'card', providerRef: string) {
  const { rows } = await db.query<PayableOrder & { payment_id: number }>(
    `select o.id, o.number, o.status, o.payment_method, o.user_id, o.email, o.total_cents, o.gift_card_cents, o.usd_rate, p.id as payment_id
     from payments p join orders o on o.id = p.order_id
     where o.shop_id = $1 and p.provider = $2 and p.provider_ref = $3`,
    [shopId, provider, providerRef],
  );
  return rows[0] ?? null;
}

/** The completed payment of an order, by the order's number (the reference the shop gave the provider). */
async function findPaidPayment(db: Db, shopId: number, provider: 'paypal' | 'card', where: { number?: string; providerRef?: string }) {
  const { rows } = await db.query<{ payment_id: number }>(
    `select p.id as payment_id from payments p join orders o on o.id = p.order_id
     where o.shop_id = $1 and p.provider = $2 and p.status = 'completed' and (o.number = $3 or p.provider_ref = $4)`,
    [shopId, provider, where.number ?? null, where.providerRef ?? null],
  );
  return rows[0]?.payment_id ?? null;
}

async function alreadyHandled(db: Db, provider: 'paypal' | 'card', eventId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from webhook_events where provider = $1 and event_id = $2', [provider, eventId]);
  return rows.length > 0;
}

async function markHandled(db: Db, provider: 'paypal' | 'card', eventId: string, eventType: string): Promise<void> {
  await db.query('insert into webhook_events (provider, event_id, event_type) values ($1, $2, $3) on conflict do nothing', [provider, eventId, eventType]);
}

/**
 * A refund the provider made: recorded once, whether the shop asked for it (its own row is already there, under the
 * same provider reference) or someone used the provider's dashboard.
 */
async function recordRefund(db: Db, paymentId: number, refundRef: string, amountCents: number, eventId: string, status: 'pending' | 'completed') {
  await db.query(
    `insert into payment_refunds (payment_id, return_id, provider_ref, amount_cents, request_id, status)
     values ($1, null, $2, $3, $4, $5)
     on conflict (payment_id, provider_ref) where status <> 'failed' do update set status = excluded.status`,
    [paymentId, refundRef, amountCents, `webhook-${eventId}`, status],
  );
}

interface PaypalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    invoice_id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

/** PayPal's event ids: `WH-` and letters, digits and dashes. */
const PAYPAL_EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const PAYPAL_EVENT_TYPE = /^[A-Z0-9_.]{1,128}$/;

const invalidEvent = (field: string) => badRequest(`The event's ${field} is missing or malformed.`, field);

/**
 * The PayPal order an approval or a completed capture names, and whether a refund names what the shop would record:
 * read from the event as sent, before anything is verified. An event that names nothing the shop acts on is answered
 * without asking PayPal.
 */
function paypalEventTarget(event: PaypalEvent): { paypalOrderId: string | null; refund: boolean } {
  const resource = event.resource ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' && value.length <= 256 ? value : null);
  // The buyer approved (the shop captures), or the capture happened but the shop never heard the answer.
  const paypalOrderId =
    event.event_type === 'CHECKOUT.ORDER.APPROVED' ? text(resource.id)
    : event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? text(resource.supplementary_data?.related_ids?.order_id)
    : null;
  const refund =
    event.event_type === 'PAYMENT.CAPTURE.REFUNDED' && text(resource.id) !== null && text(resource.custom_id ?? resource.invoice_id) !== null && text(resource.amount?.value) !== null;
  return { paypalOrderId, refund };
}

/** The per-client allowance of PayPal verification calls (PAYPAL_WEBHOOK_LIMIT) of the request's client. */
export interface WebhookClient {
  key: string;
  rate: Rate;
}

const PAYPAL_WEBHOOK_BUCKET = 'paypalWebhooksPerClient';

/**
 * A PayPal webhook event, its signature checked by PayPal with the shop's webhook id. Asking PayPal costs a call
 * there (and a token when none is held), which a flood of forged events would multiply until PayPal rate-limits the
 * shop: so the event's shape, its signature headers and its id are checked first, and what still needs PayPal's word
 * is counted against `client` before PayPal is asked, an event PayPal vouches for given back (PayPal's own deliveries
 * never use up the allowance).
 */
export async function handlePaypalWebhook(
  db: Db,
  shop: Shop,
  config: PaymentConfig,
  headers: PaypalWebhookHeaders,
  event: PaypalEvent,
  client: WebhookClient,
): Promise<WebhookResult> {
  const { rows } = await db.query<{ paypal_client_id: string }>('select paypal_client_id from company_settings where shop_id = $1', [shop.id]);
  const clientId = rows[0]?.paypal_client_id ?? '';
  if (!config.paypal.webhookId || !config.paypal.clientSecret || !clientId) {
    throw new ApiError(503, 'payment_unavailable', 'PayPal webhooks are not set up on this server (PAYPAL_WEBHOOK_ID).');
  }
  const signature = paypalSignature(headers, config);
  if (!signature) throw invalidSignature();
  if (typeof event.id !== 'string' || !PAYPAL_EVENT_ID.test(event.id)) throw invalidEvent('id');
  if (typeof event.event_type !== 'string' || !PAYPAL_EVENT_TYPE.test(event.event_type)) throw invalidEvent('event_type');
  if (event.resource !== undefined && (event.resource === null || typeof event.resource !== 'object' || Array.isArray(event.resource))) {
    throw invalidEvent('resource');
  }
  const eventId = event.id;
  const type = event.event_type;
  const resource = event.resource ?? {};
  const { paypalOrderId, refund } = paypalEventTarget(event);
  // Nothing to act on, or acted on already: PayPal's word would change nothing, so it is not asked for.
  if (!paypalOrderId && !refund) return { handled: 'nothing' };
  if (await alreadyHandled(db, 'paypal', eventId)) return { handled: 'duplicate' };

  await assertWithin(db, PAYPAL_WEBHOOK_BUCKET, client.key, client.rate, 'too_many_requests', (minutes) =>
    `Too many webhook events from your connection. Please try again in ${minutes} minutes.`,
  );
  const credentials = { clientId, clientSecret: config.paypal.clientSecret };
  if (!(await verifyPaypalWebhook(config, credentials, { signature, event, webhookId: config.paypal.webhookId }))) throw invalidSignature();
  await unhit(db, PAYPAL_WEBHOOK_BUCKET, client.key);

  let handled: WebhookResult['handled'] = 'nothing';
  if (paypalOrderId) {
    const found = await findPayment(db, shop.id, 'paypal', paypalOrderId);
    if (found && (await settlePayment(db, shop, config, found, paypalOrderId)).status === 'paid') handled = 'paid';
  }
  if (refund && resource.id) {
    // A refund carries the capture's custom_id: the order number the shop gave PayPal.
    const paymentId = await findPaidPayment(db, shop.id, 'paypal', { number: resource.custom_id ?? resource.invoice_id });
    const cents = decimalToCents(resource.amount?.value);
    if (paymentId !== null && cents !== null && cents > 0) {
      await recordRefund(db, paymentId, resource.id, cents, eventId, resource.status === 'COMPLETED' ? 'completed' : 'pending');
      handled = 'refund';
    }
  }
  await markHandled(db, 'paypal', eventId, type);
  return { handled };
}

interface CardEvent {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; object?: string; payment_intent?: string; amount?: number; status?: string } };
}

/** A card provider webhook event (its raw payload, signed with the webhook secret). */
export async function handleCardWebhook(db: Db, shop: Shop, config: PaymentConfig, payload: string, signature: string | undefined): Promise<WebhookResult> {
  if (!config.card.webhookSecret) throw new ApiError(503, 'payment_unavailable', 'Card webhooks are not set up on this server (CARD_WEBHOOK_SECRET).');
  if (!verifyCardSignature(payload, signature, config.card.webhookSecret, config.card.webhookToleranceSeconds)) throw invalidSignature();
  let event: CardEvent;
  try {
    event = JSON.parse(payload) as CardEvent;
  } catch {
    throw invalidSignature();
  }
  const eventId = event.id ?? '';
  const type = event.type ?? '';
  const object = event.data?.object ?? {};
  if (!eventId) throw invalidSignature();
  if (await alreadyHandled(db, 'card', eventId)) return { handled: 'duplicate' };

  let handled: WebhookResult['handled'] = 'nothing';
  if (type === 'payment_intent.succeeded' && object.id) {
    const found = await findPayment(db, shop.id, 'card', object.id);
    if (found && (await settlePayment(db, shop, config, found, object.id)).status === 'paid') handled = 'paid';
  }
  if ((type === 'refund.created' || type === 'refund.updated') && object.id && object.payment_intent) {
    const paymentId = await findPaidPayment(db, shop.id, 'card', { providerRef: object.payment_intent });
    if (paymentId !== null && Number.isInteger(object.amount) && (object.amount as number) > 0 && object.status !== 'failed' && object.status !== 'canceled') {
      await recordRefund(db, paymentId, object.id, object.amount as number, eventId, object.status === 'succeeded' ? 'completed' : 'pending');
      handled = 'refund';
    }
  }
  await markHandled(db, 'card', eventId, type);
  return { handled };
}
