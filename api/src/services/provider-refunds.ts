import type { Db } from '../db/db';
import { ApiError, conflict } from '../lib/errors';
import { refundCardPayment } from '../payments/card';
import type { PaymentConfig } from '../payments/config';
import type { RefundVerdict } from '../payments/http';
import { paypalCaptureId, refundPaypalCapture } from '../payments/paypal';

/** An order's completed online payment, and how much of it went back already (pending or completed refunds). */
export interface OnlinePayment {
  id: number;
  provider: 'paypal' | 'card';
  provider_ref: string;
  request_id: string;
  amount_cents: number;
  refunded_cents: number;
}

/** A refund the provider made (or accepted): to be written as a payment_refunds row with the change it pays for. */
export interface ProviderRefund {
  paymentId: number;
  provider: 'paypal' | 'card';
  ref: string;
  amountCents: number;
  requestId: string;
  status: 'pending' | 'completed';
}

const PROVIDER_NAMES = { paypal: 'PayPal', card: 'The card provider' } as const;

/** The order's completed online payment, or null when it was not paid online (bank transfer, or unpaid). */
export async function findOnlinePayment(db: Db, orderId: number): Promise<OnlinePayment | null> {
  const { rows } = await db.query<OnlinePayment>(
    `select p.id, p.provider, p.provider_ref, p.request_id, p.amount_cents,
       coalesce((select sum(f.amount_cents) from payment_refunds f where f.payment_id = p.id and f.status in ('pending', 'completed')), 0)::int as refunded_cents
     from payments p where p.order_id = $1 and p.status = 'completed'`,
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Sends money back through the provider that took the payment, before anything is written. The request id is the
 * payment's, what the refund is for (`purpose`: a return, the whole order) and the number of refusals so far: a call
 * whose answer was lost (time-out, outage) is repeated with the same id and never refunds twice, while a try after a
 * refusal (no money moved) gets a new one. A refusal is kept as a failed refund and answered 409 refund_refused.
 */
export async function refundThroughProvider(
  db: Db,
  shopId: number,
  config: PaymentConfig,
  input: { payment: OnlinePayment; amountCents: number; purpose: string; returnId: number | null; reference: string },
): Promise<ProviderRefund> {
  const { payment, amountCents } = input;
  if (amountCents <= 0) throw conflict('refund_refused', 'Nothing is left to refund on this payment.', 'refund');
  const prefix = `${payment.request_id}-refund-${input.purpose}-`;
  const { rows: refusals } = await db.query<{ n: number }>(
    "select count(*)::int as n from payment_refunds where payment_id = $1 and status = 'failed' and starts_with(request_id, $2)",
    [payment.id, prefix],
  );
  const requestId = `${prefix}${(refusals[0]?.n ?? 0) + 1}`;
  let target = payment.provider_ref;
  let verdict: RefundVerdict;
  if (payment.provider === 'paypal') {
    const { rows } = await db.query<{ paypal_client_id: string }>('select paypal_client_id from company_settings where shop_id = $1', [shopId]);
    const clientId = rows[0]?.paypal_client_id ?? '';
    if (!clientId || !config.paypal.clientSecret) {
      throw new ApiError(503, 'payment_unavailable', 'PayPal is not set up on this server: the refund cannot be made through it now.', 'refund');
    }
    const credentials = { clientId, clientSecret: config.paypal.clientSecret };
    target = await paypalCaptureId(config, credentials, payment.provider_ref);
    verdict = await refundPaypalCapture(config, credentials, { captureId: target, amountCents, requestId, reference: input.reference });
  } else {
    verdict = await refundCardPayment(config, { paymentIntent: payment.provider_ref, amountCents, requestId });
  }
  if (verdict.outcome === 'refused') {
    // The refused attempt names what was to be refunded (the capture or intent): there is no refund to name.
    await db.query(
      `insert into payment_refunds (payment_id, return_id, provider_ref, amount_cents, request_id, status)
       values ($1, $2, $3, $4, $5, 'failed') on conflict (request_id) do nothing`,
      [payment.id, input.returnId, target, amountCents, requestId],
    );
    throw conflict('refund_refused', `${PROVIDER_NAMES[payment.provider]} refused the refund (${verdict.reason}). Nothing has changed.`, 'refund');
  }
  return { paymentId: payment.id, provider: payment.provider, ref: verdict.ref, amountCents, requestId, status: verdict.outcome };
}

/** Writes a refund the provider made, with the change it pays for (in that change's transaction). */
export async function recordProviderRefund(tx: Db, refund: ProviderRefund, returnId: number | null): Promise<void> {
  // The provider's webhook may have told of this refund first (payment-webhooks.ts): the row becomes the shop's.
  await tx.query(
    `insert into payment_refunds (payment_id, return_id, provider_ref, amount_cents, request_id, status) values ($1, $2, $3, $4, $5, $6)
     on conflict (payment_id, provider_ref) where status <> 'failed'
     do update set return_id = excluded.return_id, request_id = excluded.request_id, status = excluded.status`,
    [refund.paymentId, returnId, refund.ref, refund.amountCents, refund.requestId, refund.status],
  );
}
