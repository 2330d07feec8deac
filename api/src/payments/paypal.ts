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

interface CachedToken {
  token: Promise<string>;
  expiresAt: number;
}

/**
 * The shop's OAuth 2 client-credentials tokens, per PayPal and client id, kept in this API process (each instance
 * holds its own: one token request per instance and token lifetime). A token is reused until `TOKEN_MARGIN_SECONDS`
 * before its `expires_in`; the request under way is shared, so a burst of calls (a webhook flood) asks PayPal for one
 * token, not one each.
 */
const tokens = new Map<string, CachedToken>();

/** How long before PayPal's expiry a token is renewed: a call made with it must still reach PayPal in time. */
const TOKEN_MARGIN_SECONDS = 60;

const tokenKey = (config: PaymentConfig, credentials: Credentials) => `${config.paypal.apiUrl}|${credentials.clientId}`;

/** Asks PayPal for a token; once answered, `entry` lives until shortly before PayPal's expiry. */
async function requestToken(config: PaymentConfig, credentials: Credentials, entry: CachedToken): Promise<string> {
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
  entry.expiresAt = Date.now() + Math.max(0, (body.expires_in ?? 0) - TOKEN_MARGIN_SECONDS) * 1000;
  return body.access_token;
}

/** An OAuth 2 client-credentials token: the cached one, the one being requested, or a new one. */
function accessToken(config: PaymentConfig, credentials: Credentials): Promise<string> {
  const key = tokenKey(config, credentials);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  // Until PayPal answers, the entry lives for the request's time-out: calls meanwhile wait for the same answer.
  const entry: CachedToken = { token: Promise.resolve(''), expiresAt: Date.now() + config.timeoutMs };
  entry.token = requestToken(config, credentials, entry);
  tokens.set(key, entry);
  // A refused or failed request is not kept: the next call asks again.
  entry.token.catch(() => {
    if (tokens.get(key) === entry) tokens.delete(key);
  });
  return entry.token;
}

/** Forgets a token PayPal no longer takes (revoked, or the secret changed), so the next call asks for a new one. */
function dropToken(config: PaymentConfig, credentials: Credentials, token: string): void {
  const key = tokenKey(config, credentials);
  const cached = tokens.get(key);
  cached?.token.then(
    (held) => {
      if (held === token && tokens.get(key) === cached) tokens.delete(key);
    },
    () => undefined,
  );
}

async function paypalCall<T>(config: PaymentConfig, credentials: Credentials, path: string, requestId: string, payload: unknown) {
  const token = await accessToken(config, credentials);
  const answer = await providerCall<T>(
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
  if (answer.status === 401) dropToken(config, credentials, token);
  return answer;
}

/** A read (GET) with the shop's token. */
async function paypalRead<T>(config: PaymentConfig, credentials: Credentials, path: string) {
  const token = await accessToken(config, credentials);
  const answer = await providerCall<T>(`${config.paypal.apiUrl}${path}`, { method: 'GET', headers: { authorization: `Bearer ${token}` } }, config.timeoutMs);
  if (answer.status === 401) dropToken(config, credentials, token);
  return answer;
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

/** The signature of a webhook event, as PayPal's verification call takes it. */
export interface PaypalSignature {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

/**
 * The event's signature headers when they could be PayPal's, null otherwise: all five present, and the certificate
 * on PayPal's own domain. Checked without asking PayPal, so a request without them costs the shop nothing.
 */
export function paypalSignature(headers: PaypalWebhookHeaders, config: PaymentConfig): PaypalSignature | null {
  const fields = {
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
  };
  if (Object.values(fields).some((value) => typeof value !== 'string' || value === '' || value.length > 2048)) return null;
  // PayPal's certificates live on its own domain: an event naming any other is refused without asking PayPal.
  if (!sameDomain(fields.cert_url as string, config.paypal.apiUrl)) return null;
  return fields as PaypalSignature;
}

/**
 * Whether PayPal itself sent this webhook event: asked of PayPal (POST /v1/notifications/verify-webhook-signature)
 * with the event, its signature and the shop's webhook id, as PayPal documents. A call to PayPal (and a token, when
 * none is held): callers check `paypalSignature` and their own limits first.
 */
export async function verifyPaypalWebhook(
  config: PaymentConfig,
  credentials: Credentials,
  input: { signature: PaypalSignature; event: unknown; webhookId: string },
): Promise<boolean> {
  const { status, body } = await paypalCall<{ verification_status?: string }>(
    config,
    credentials,
    '/v1/notifications/verify-webhook-signature',
    `verify-${input.signature.transmission_id}`,
    { ...input.signature, webhook_id: input.webhookId, webhook_event: input.event },
  );
  return status === 200 && body.verification_status === 'SUCCESS';
}
