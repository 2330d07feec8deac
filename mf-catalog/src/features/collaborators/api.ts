/** The collaborators pages' own calls (spec section 7). */
import type { CollaboratorDetails, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type LoaderCall } from '../../lib/api';

export async function fetchCollaborator(id: number, call: LoaderCall = {}): Promise<CollaboratorDetails> {
  return (await api().get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${id}`, options(call))).data.data;
}
