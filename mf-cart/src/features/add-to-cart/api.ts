/** The add-to-cart button's server call: the book it is for, read by id (spec section 7). */
import type { Article, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await api().get<ItemAnswer<Article>>(`/articles/${id}`);
  return data.data;
}
