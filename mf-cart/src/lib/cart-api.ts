/**
 * The cart's server calls for its lines (spec section 7), which the header's mini cart makes on every page. Bearer
 * token and ecom_type come from the shared client. Checkout and payment calls are in `checkout-api.ts`.
 */
import type {
  Article,
  CartAddBody,
  ItemAnswer,
  ListAnswer,
  ServerCartEntry,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

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

export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await api().get<ItemAnswer<Article>>(`/articles/${id}`);
  return data.data;
}
