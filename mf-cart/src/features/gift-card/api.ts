/** The gift card purchase's server call (the ways to pay are the checkout's: ../checkout/api.ts). */
import type { GiftCardPurchaseBody, ItemAnswer, Order } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** Places the card's order; the same key sent again (a retry after a lost answer) gives back the same order. */
export async function purchaseGiftCard(body: GiftCardPurchaseBody, idempotencyKey: string): Promise<Order> {
  const { data } = await api().post<ItemAnswer<Order>>('/gift-cards/purchase', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data.data;
}
