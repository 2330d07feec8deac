import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../lib/errors';
import { PAYMENT_CURRENCY, type PaymentConfig } from './config';
import { providerCall, type ProviderVerdict, type RefundVerdict } from './http';

/**
 * The card provider, spoken in Stripe's protocol (form-encoded requests, bearer secret key, Idempotency-Key):
 * payment intents created and read by the server, customers and payment methods for saved cards.
 */

export interface CardIntent {
  id: string;
  client_secret?: string;
  status?: string;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  payment_method?: string | { id: string; card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number } } | null;
}

interface ProviderErrorBody {
  error?: { message?: string; code?: string; decline_code?: string; payment_intent?: CardIntent };
}

async function cardCall<T>(config: PaymentConfig, path: string, form: Record<string, string> | null, idempotencyKey?: string) {
  if (!config.card.secretKey) throw new ApiError(503, 'payment_unavailable', 'Card payment is not set up on this server.');
  return providerCall<T & ProviderErrorBody>(
    `${config.card.apiUrl}${path}`,
    {
      method: form ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${config.card.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    },
    config.timeoutMs,
  );
}

/**
 * A payment intent for our order `reference` and amount. With `customer` and `saveCard`, the card is kept by the
 * provider for next time; with `paymentMethod` (a saved card) the intent is confirmed at once.
 */
export async function createCardIntent(
  config: PaymentConfig,
  input: { reference: string; amountCents: number; requestId: string; customer?: string; saveCard?: boolean; paymentMethod?: string },
): Promise<CardIntent> {
  const form: Record<string, string> = {
    amount: String(input.amountCents),
    currency: PAYMENT_CURRENCY.toLowerCase(),
    'payment_method_types[]': 'card',
    'metadata[order_number]': input.reference,
    description: `Order ${input.reference}`,
  };
  if (input.customer) form.customer = input.customer;
  if (input.saveCard) form.setup_future_usage = 'on_session';
  if (input.paymentMethod) {
    form.payment_method = input.paymentMethod;
    form.confirm = 'true';
  }
  const { status, body } = await cardCall<CardIntent>(config, '/v1/payment_intents', form, input.requestId);
  // A saved card that is declined still leaves an intent: the outcome is read from it like any other.
  if (status === 402 && body.error?.payment_intent?.id) return body.error.payment_intent;
  if (status !== 200 || !body.id) throw new ApiError(502, 'payment_unavailable', `The card provider did not create the payment (${body.error?.message ?? status}).`);
  return body;
}

export async function retrieveCardIntent(config: PaymentConfig, intentId: string): Promise<CardIntent> {
  const { status, body } = await cardCall<CardIntent>(config, `/v1/payment_intents/${encodeURIComponent(intentId)}?expand[]=payment_method`, null);
  if (status === 404) throw new ApiError(404, 'not_found', 'Payment not found.');
  if (status !== 200 || !body.id) throw new ApiError(502, 'payment_unavailable', `The card provider did not answer the payment (${status}).`);
  return body;
}

/** The provider's customer for a shop customer, to attach saved cards to. */
export async function createCardCustomer(config: PaymentConfig, input: { email: string; userId: number; requestId: string }): Promise<string> {
  const { status, body } = await cardCall<{ id?: string }>(
    config,
    '/v1/customers',
    { email: input.email, 'metadata[user_id]': String(input.userId) },
    input.requestId,
  );
  if (status !== 200 || !body.id) throw new ApiError(502, 'payment_unavailable', 'The card provider did not keep the customer.');
  return body.id;
}

/** Forgets a saved card at the provider; a card the provider no longer knows is forgotten already. */
export async function detachCardPaymentMethod(config: PaymentConfig, paymentMethod: string): Promise<void> {
  const { status } = await cardCall<{ id?: string }>(config, `/v1/payment_methods/${encodeURIComponent(paymentMethod)}/detach`, {});
  if (status !== 200 && status !== 404) throw new ApiError(502, 'payment_unavailable', 'The card provider did not forget the card.');
}

/**
 * Refunds part or all of a succeeded payment intent, in its currency. The same `requestId` (Idempotency-Key) answers
 * the first refund again instead of refunding twice, so a call whose answer was lost is repeated with it.
 */
export async function refundCardPayment(config: PaymentConfig, input: { paymentIntent: string; amountCents: number; requestId: string }): Promise<RefundVerdict> {
  const { status, body } = await cardCall<{ id?: string; status?: string; failure_reason?: string }>(
    config,
    '/v1/refunds',
    { payment_intent: input.paymentIntent, amount: String(input.amountCents) },
    input.requestId,
  );
  // Not a verdict on the refund: the shop's key, a rate limit, or the same key still being worked on.
  if (status === 401 || status === 403 || status === 409 || status === 429) {
    throw new ApiError(502, 'payment_unavailable', `The card provider did not take the refund (${status}). Try again in a moment.`);
  }
  if (status !== 200 || !body.id) return { outcome: 'refused', reason: body.error?.code ?? body.error?.message ?? `refund answered ${status}` };
  if (body.status === 'succeeded') return { outcome: 'completed', ref: body.id };
  if (body.status === 'pending' || body.status === 'requires_action') return { outcome: 'pending', ref: body.id };
  return { outcome: 'refused', reason: `refund ${body.status ?? 'unknown'}${body.failure_reason ? ` (${body.failure_reason})` : ''}` };
}

/** What an intent says about our order: paid only when it succeeded for exactly our amount, currency and order. */
export function readCardIntent(intent: CardIntent, expected: { reference: string; amountCents: number }): ProviderVerdict {
  if (intent.metadata?.order_number !== expected.reference) return { outcome: 'failed', reason: 'payment for another order' };
  if (intent.currency !== PAYMENT_CURRENCY.toLowerCase()) return { outcome: 'failed', reason: `paid in ${intent.currency}` };
  if (intent.amount !== expected.amountCents) return { outcome: 'failed', reason: `amount ${intent.amount} instead of ${expected.amountCents}` };
  switch (intent.status) {
    case 'succeeded':
      return { outcome: 'completed' };
    case 'processing':
      return { outcome: 'pending', reason: 'processing at the card provider' };
    case 'requires_action':
      return { outcome: 'failed', reason: 'card authentication not completed' };
    default:
      return { outcome: 'failed', reason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status ?? 'unknown' };
  }
}

/** "Visa •••• 4242 (12/30)" from the provider's card details. */
export function cardLabel(intent: CardIntent): string | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card?.last4) return null;
  const brand = (method.card.brand ?? 'card').replace(/^\w/, (letter) => letter.toUpperCase());
  const expiry = method.card.exp_month && method.card.exp_year ? ` (${String(method.card.exp_month).padStart(2, '0')}/${String(method.card.exp_year).slice(-2)})` : '';
  return `${brand} •••• ${method.card.last4}${expiry}`;
}

/**
 * Whether a webhook payload was signed by the card provider (Stripe's scheme: `Stripe-Signature: t=…,v1=…`, the v1
 * being an HMAC-SHA256 of `t.payload` under the webhook secret) within `toleranceSeconds` of now, so an old event
 * replayed later is refused too.
 */
export function verifyCardSignature(payload: string, header: string | undefined, secret: string, toleranceSeconds: number, now = Date.now()): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
