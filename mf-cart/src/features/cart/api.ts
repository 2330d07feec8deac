/**
 * The cart's server calls for its lines (spec section 7), which the header's mini cart makes on every page. Bearer
 * token and ecom_type come from the shared client.
 */
import type {
  Article,
  ArticleBatchAnswer,
  CartAddBody,
  ItemAnswer,
  ListAnswer,
  ServerCartEntry,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The most books one check asks for (the API's limit). */
const BATCH_LIMIT = 100;

/** The books of a guest's cart as on sale now, by id; null for one no longer on sale. One call per 100 books. */
export async function fetchBooksOnSale(ids: number[]): Promise<Map<number, Article | null>> {
  const books = new Map<number, Article | null>();
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const { data } = await api().get<ArticleBatchAnswer>('/articles/batch', { params: { id: ids.slice(start, start + BATCH_LIMIT) } });
    for (const entry of data.data) books.set(entry.id, entry.article);
  }
  return books;
}

export async function fetchServerCart(userId: number): Promise<ServerCartEntry[]> {
  const { data } = await api().get<ListAnswer<ServerCartEntry>>(`/users/${userId}/cart`);
  return data.data;
}

/** Adds to the server cart (the server adds to an existing line and clamps to stock). */
export async function addServerLine(body: CartAddBody): Promise<{ id: number; quantity: number }> {
  const { data } = await api().post<ItemAnswer<{ id: number; quantity: number }>>('/cart', body);
  return data.data;
}

export async function updateServerLine(cartId: number, quantity: number): Promise<{ id: number; quantity: number }> {
  const { data } = await api().put<ItemAnswer<{ id: number; quantity: number }>>(`/cart/${cartId}`, { quantity });
  return data.data;
}

export async function deleteServerLine(cartId: number): Promise<void> {
  await api().delete(`/cart/${cartId}`);
}
