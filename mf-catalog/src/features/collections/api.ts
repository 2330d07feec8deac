/** The collections pages' own calls (spec section 7). */
import type { CollectionDetails, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type LoaderCall } from '../../lib/api';

export async function fetchCollection(id: number, call: LoaderCall = {}): Promise<CollectionDetails> {
  return (await api().get<ItemAnswer<CollectionDetails>>(`/collections/${id}`, options(call))).data.data;
}
