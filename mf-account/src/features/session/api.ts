/**
 * The session's server calls, which the header's account menu makes on every page: only these, so that the menu loads
 * no other feature's calls.
 */
import type { ListAnswer, ServerFavorite } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function logout(): Promise<void> {
  await api().get('/logout');
}

export async function fetchFavorites(userId: number): Promise<ServerFavorite[]> {
  const { data } = await api().get<ListAnswer<ServerFavorite>>(`/users/${userId}/favorite`);
  return data.data;
}
