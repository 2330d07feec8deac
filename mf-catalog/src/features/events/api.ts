/** The events pages' own calls (spec section 7). */
import type { ItemAnswer, ListAnswer, ShopEvent, ShopEventDetails } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type LoaderCall } from '../../lib/api';

export async function fetchEvents(when: 'upcoming' | 'past', call: LoaderCall = {}): Promise<ShopEvent[]> {
  return (await api().get<ListAnswer<ShopEvent>>('/events', options(call, { when }))).data.data;
}

export async function fetchEvent(id: number, call: LoaderCall = {}): Promise<ShopEventDetails> {
  return (await api().get<ItemAnswer<ShopEventDetails>>(`/events/${id}`, options(call))).data.data;
}
