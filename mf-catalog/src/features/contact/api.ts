/** The contact page's own calls (spec section 7). */
import type { ContactMessageBody, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function sendContactMessage(body: ContactMessageBody): Promise<number> {
  return (await api().post<ItemAnswer<{ id: number }>>('/contact', body)).data.data.id;
}
