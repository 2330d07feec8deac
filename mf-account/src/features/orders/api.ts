/** The orders pages' server calls (an order, which the review and return pages read too, is in `lib/api.ts`). */
import type { ItemAnswer, ListAnswer, Order, TrackedOrder } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchMyOrders(): Promise<Order[]> {
  const { data } = await api().get<ListAnswer<Order>>('/users/me/orders');
  return data.data;
}

export async function trackOrder(number: string, email: string): Promise<TrackedOrder> {
  const { data } = await api().post<ItemAnswer<TrackedOrder>>('/orders/track', { number, email });
  return data.data;
}
