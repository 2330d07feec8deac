/** The book page's own calls (spec section 7). */
import type { ListAnswer, Review } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** A book's reviews by the customers who bought it, newest first. */
export async function fetchReviews(articleId: number): Promise<Review[]> {
  const { data } = await api().get<ListAnswer<Review>>(`/articles/${articleId}/reviews`);
  return data.data;
}
