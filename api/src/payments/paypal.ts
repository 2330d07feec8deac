import { ApiError } from '../lib/errors';
import { PAYMENT_CURRENCY, type PaymentConfig } from './config';
import { centsToDecimal, decimalToCents, providerCall, type ProviderVerdict, type RefundVerdict } from './http';

/**
 * PayPal Orders v2, as the server uses it: create with the server's total, capture, and read what was captured;
 * Payments v2 to refund a capture.
 */

interface Credentials {
  clientId: string;
  clientSecret: string;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** An OAuth 2 client-credentials token, reused until a minute before it expires. */
async function accessToken(config: PaymentConfig, credentials: Credentials): Promise<string> {
  const key = `${config.paypal.apiUrl}|${credentials.clientId}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const { status, body } = await providerCall<{ access_token?: string; expires_in?: number }>(
    `${config.paypal.apiUrl}/v1/oauth2/token`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    },
    config.timeoutMs,
  );
  if (status !== 200 || !body.access_token) {
    throw new ApiError(502, 'payment_unavailable', 'PayPal refused the shop\'s credentials: check the client id and secret.');
  }
  tokens.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 });
  return body.access_token;
}

async function paypalCall<T>(config: PaymentConfig, credentials: Credentials, path: string, requestId: string, payload: unknown) {
  const token = await accessToken(config, credentials);
  return providerCall<T>(
    `${config.paypal.apiUrl}${path}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        // PayPal's idempotency: the same id answers the first call's result instead of acting twice.
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(payload),
    },
    config.timeoutMs,
  );
}

/** A read (GET) with the shop's token. */
async function paypalRead<T>(config: PaymentConfig, credentials: Credentials, path: string) {
  const token = await accessToken(config, credentials);
  return providerCall<T>(`${config.paypal.apiUrl}${path}`, { method: 'GET', headers: { authorization: `Bearer ${token}` } }, config.timeoutMs);
}

/** A 4xx answer that is not a verdict on the request itself: the shop's credentials, a rate limit, a concurrent duplicate. */
const NOT_A_VERDICT = new Set([401, 403, 409, 429]);

interface PaypalAmount {
  currency_code?: string;
  value?: string;
}
interface PaypalCapture {
  id?: string;
  status?: string;
  amount?: PaypalAmount;
  custom_id?: string;
}
interface PaypalOrder {
  id?: string;
  status?: string;
  purchase_units?: Array<{ reference_id?: string; custom_id?: string; payments?: { captures?: PaypalCapture[] } }>;
  details?: Array<{ issue?: string; description?: string }>;
  message?: string;
}

/** Creates the PayPal order for our order `reference` and amount; answers PayPal's order id. */
export async function createPaypalOrder(
  config: PaymentConfig,
  credentials: Credentials,
  input: { reference: string; amountCents: number; requestId: string },
): Promise<string> {
  const amount = { currency_code: PAYMENT_CURRENCY, value: centsToDecimal(input.amountCents) };
  const { status, body } = await paypalCall<PaypalOrder>(config, credentials, '/v2/checkout/orders', input.requestId, {
    intent: 'CAPTURE',
    purchase_units: [{ reference_id: input.reference, custom_id: input.reference, invoice_id: input.reference, amount }],
  });
  if ((status !== 200 && status !== 201) || !body.id) {
    throw new ApiError(502, 'payment_unavailable', `PayPal did not create the payment (${body.message ?? status}).`);
  }
  return body.id;
}

/**
 * Captures a PayPal order and checks what was captured: status, amount, currency and our reference must all match,
 * or the order is not paid (a capture for another amount is a failure to look into, never a payment).
 */
export async function capturePaypalOrder(
  config: PaymentConfig,
  credentials: Credentials,
  input: { paypalOrderId: string; reference: string; amountCents: number; requestId: string },
): Promise<ProviderVerdict> {
  const { status, body } = await paypalCall<PaypalOrder>(
    config,
    credentials,
    `/v2/checkout/orders/${encodeURIComponent(input.paypalOrderId)}/capture`,
    input.requestId,
    {},
  );
  if (status === 422 || status === 400 || status === 404) {
    const issue = body.details?.[0]?.issue ?? body.message ?? 'refused';
    return { outcome: 'failed', reason: issue };
  }
  if (status !== 200 && status !== 201) return { outcome: 'failed', reason: `capture answered ${status}` };
  const unit = body.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!unit || !capture) return { outcome: 'failed', reason: 'no capture in the answer' };
  if ((unit.reference_id ?? capture.custom_id) !== input.reference) return { outcome: 'failed', reason: 'capture for another order' };
  if (capture.amount?.currency_code !== PAYMENT_CURRENCY) return { outcome: 'failed', reason: `captured in ${capture.amount?.currency_code}` };
  if (decimalToCents(capture.amount?.value) !== input.amountCents) {
    return { outcome: 'failed', reason: `captured ${capture.amount?.value} instead of ${centsToDecimal(input.amountCents)}` };
  }
  if (capture.status === 'COMPLETED') return { outcome: 'completed' };
  if (capture.status === 'PENDING') return { outcome: 'pending', reason: 'capture pending at PayPal' };
  return { outcome: 'failed', reason: `capture ${capture.status ?? 'unknown'}` };
}

/**
 * The capture that paid a PayPal order (GET /v2/checkout/orders/{id}, purchase_units[0].payments.captures[0]): refunds
 * are made on it. 409 refund_refused when PayPal holds none (the order was never captured).
 */
export async function paypalCaptureId(config: PaymentConfig, credentials: Credentials, paypalOrderId: string): Promise<string> {
  const { status, body } = await paypalRead<PaypalOrder>(config, credentials, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  if (status !== 200) throw new ApiError(502, 'payment_unavailable', `PayPal did not answer the payment (${body.message ?? status}).`);
  const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture?.id) throw new ApiError(409, 'refund_refused', 'PayPal holds no capture for this payment: nothing can be refunded through it.', 'refund');
  return capture.id;
}

interface PaypalRefund {
  id?: string;
  status?: string;
  status_details?: { reason?: string };
  details?: Array<{ issue?: string; description?: string }>;
  message?: string;
}

/**
 * Refunds part or all of a capture, in the payment currency. The same `requestId` (PayPal-Request-Id) answers the
 * first refund again instead of refunding twice, so a call whose answer was lost is repeated with it.
 */
export async function refundPaypalCapture(
  config: PaymentConfig,
  credentials: Credentials,
  input: { captureId: string; amountCents: number; requestId: string; reference: string },
): Promise<RefundVerdict> {
  const { status, body } = await paypalCall<PaypalRefund>(
    config,
    credentials,
    `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`,
    input.requestId,
    { amount: { currency_code: PAYMENT_CURRENCY, value: centsToDecimal(input.amountCents) }, note_to_payer: `Return of order ${input.reference}` },
  );
  if (NOT_A_VERDICT.has(status)) throw new ApiError(502, 'payment_unavailable', `PayPal did not take the refund (${status}). Try again in a moment.`);
  if (status !== 200 && status !== 201) return { outcome: 'refused', reason: body.details?.[0]?.issue ?? body.message ?? `refund answered ${status}` };
  if (!body.id) return { outcome: 'refused', reason: 'no refund in the answer' };
  if (body.status === 'COMPLETED') return { outcome: 'completed', ref: body.id };
  if (body.status === 'PENDING') return { outcome: 'pending', ref: body.id };
  return { outcome: 'refused', reason: `refund ${body.status ?? 'unknown'}${body.status_details?.reason ? ` (${body.status_details.reason})` : ''}` };
}

/** Whether two URLs are on the same domain (the last two labels of the host; the whole host for an address). */
function sameDomain(a: string, b: string): boolean {
  const domain = (url: string) => {
    try {
      const { protocol, hostname } = new URL(url);
      if (protocol !== 'https:' && protocol !== 'http:') return null;
      return /^[\d.]+$|:/.test(hostname) ? hostname : hostname.split('.').slice(-2).join('.');
    } catch {
      return null;
    }
  };
  const first = domain(a);
  return first !== null && first === domain(b);
}

/** The headers PayPal signs a webhook event with. */
export interface PaypalWebhookHeaders {
  'paypal-auth-algo'?: string;
  'paypal-cert-url'?: string;
  'paypal-transmission-id'?: string;
  'paypal-transmission-sig'?: string;
  'paypal-transmission-time'?: string;
}

/**
 * Whether PayPal itself sent this webhook event: asked of PayPal (POST /v1/notifications/verify-webhook-signature)
 * with the event, its signature headers and the shop's webhook id, as PayPal documents. Missing headers are a no.
 */
export async function verifyPaypalWebhook(
  config: PaymentConfig,
  credentials: Credentials,
  input: { headers: PaypalWebhookHeaders; event: unknown; webhookId: string },
): Promise<boolean> {
  const { headers } = input;
  const fields = {
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
  };
  if (Object.values(fields).some((value) => typeof value !== 'string' || value === '')) return false;
  // PayPal's certificates live on its own domain: an event naming any other is refused without asking PayPal, so
  // forged events cannot make the shop call PayPal at will.
  if (!sameDomain(fields.cert_url as string, config.paypal.apiUrl)) return false;
  const { status, body } = await paypalCall<{ verification_status?: string }>(
    config,
    credentials,
    '/v1/notifications/verify-webhook-signature',
    `verify-${fields.transmission_id}`,
    { ...fields, webhook_id: input.webhookId, webhook_event: input.event },
  );
  return status === 200 && body.verification_status === 'SUCCESS';
}
