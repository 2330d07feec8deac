/** The account's gift cards (GET /users/me/gift-cards). */
import type { GiftCard, ListAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchMyGiftCards(): Promise<GiftCard[]> {
  const { data } = await api().get<ListAnswer<GiftCard>>('/users/me/gift-cards');
  return data.data;
}
