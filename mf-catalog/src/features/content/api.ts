/** The content pages' own calls (spec section 7). */
import type { ContentPage, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type LoaderCall } from '../../lib/api';

export async function fetchContentPage(slug: ContentPage['slug'], call: LoaderCall = {}): Promise<ContentPage> {
  return (await api().get<ItemAnswer<ContentPage>>(`/pages/${slug}`, options(call))).data.data;
}
