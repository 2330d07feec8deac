/** The gift cards page's server calls (admin token required). */
import type { AdminGiftCard, AdminListQuery, GiftCardCancelBody, PagedAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchGiftCards(query: AdminListQuery<'created_at'> & Record<string, string | number | undefined>): Promise<PagedAnswer<AdminGiftCard>> {
  const { data } = await api().get<PagedAnswer<AdminGiftCard>>('/admin/gift-cards', { params: query });
  return data;
}

export async function cancelGiftCard(id: number, reason: string): Promise<void> {
  await api().post(`/admin/gift-cards/${id}/cancel`, { reason } satisfies GiftCardCancelBody);
}
