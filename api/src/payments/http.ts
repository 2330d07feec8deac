import { ApiError } from '../lib/errors';

export interface ProviderAnswer<T> {
  status: number;
  body: T;
}

/**
 * One call to a payment provider. A provider that does not answer within `timeoutMs` is a 504 and one that is
 * unreachable or fails (5xx) a 502, so the order stays as it was and the customer may try again; 4xx answers are
 * returned for the caller to read (a decline is an answer, not an outage).
 */
export async function providerCall<T>(url: string, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // By name: the DOMException fetch rejects with may come from another realm (instanceof would miss it).
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ApiError(504, 'payment_timeout', 'The payment provider did not answer in time. Nothing was charged twice: try again.');
    }
    throw new ApiError(502, 'payment_unavailable', 'The payment provider cannot be reached. Try again in a moment.');
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new ApiError(502, 'payment_unavailable', 'The payment provider cannot be reached. Try again in a moment.');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(502, 'payment_unavailable', 'The payment provider answered something unreadable.');
  }
  return { status: response.status, body: body as T };
}

/** What the server concludes from a provider's answer about one payment of one order. */
export type ProviderVerdict = { outcome: 'completed' } | { outcome: 'pending'; reason: string } | { outcome: 'failed'; reason: string };

/**
 * What a provider answered to a refund: made (or accepted and still pending) under its own reference, or refused.
 * A refusal moved no money, so a later try may use a new request id; an outage or a time-out is thrown instead (the
 * refund may have happened: the next try must reuse the same request id).
 */
export type RefundVerdict = { outcome: 'completed' | 'pending'; ref: string } | { outcome: 'refused'; reason: string };

/** Cents to the providers' decimal string: 1234 -> "12.34". */
export const centsToDecimal = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A provider's decimal string to cents, or null when it is not a plain amount. */
export function decimalToCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [units, fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
