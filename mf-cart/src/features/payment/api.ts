/** The payment's server call: the provider's order or intent for a placed order (spec section 7). */
import type { ItemAnswer, PaymentStart, PaymentStartBody } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** Asks the server for the provider's order or intent for this order's total (a guest proves it with the email). */
export async function startPayment(number: string, body: PaymentStartBody): Promise<PaymentStart> {
  const { data } = await api().post<ItemAnswer<PaymentStart>>(`/orders/${encodeURIComponent(number)}/payments`, body);
  return data.data;
}
