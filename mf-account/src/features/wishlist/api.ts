/**
 * The wishlist's server calls, which a book page's wishlist button makes: only these, so that the book page loads no
 * other feature's calls.
 */
import type { Article, FavoriteAddBody, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** Adds a book to the customer's wishlist (idempotent on the server); answers the favourite's id. */
export async function addFavorite(body: FavoriteAddBody): Promise<number> {
  const { data } = await api().post<ItemAnswer<{ id: number }>>('/favorites', body);
  return data.data.id;
}

export async function deleteFavorite(favoriteId: number): Promise<void> {
  await api().delete(`/favorites/${favoriteId}`);
}

/** A book, for the wishlist button to add it with what the wishlist shows. */
export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await api().get<ItemAnswer<Article>>(`/articles/${id}`);
  return data.data;
}
