/**
 * Server calls several features make: the payment's outcome, asked by the payment when the provider answers and by
 * the checkout's result page when that answer was lost (spec section 7).
 */
import type { ItemAnswer, PaymentOutcome } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The server asks the provider how the payment ended; only its answer counts. */
export async function completePayment(number: string, providerRef: string, email: string | null): Promise<PaymentOutcome> {
  const { data } = await api().post<ItemAnswer<PaymentOutcome>>(
    `/orders/${encodeURIComponent(number)}/payments/${encodeURIComponent(providerRef)}/complete`,
    email ? { email } : {},
  );
  return data.data;
}
