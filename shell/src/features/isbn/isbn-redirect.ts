/**
 * /isbn/{isbn}: the address a catalogue, a library record or a barcode scan names a book by. The route's loader asks
 * the API which book on sale has that ISBN (ISBN-13 or ISBN-10, hyphenated or not) and answers a permanent redirect
 * to its page: the store's server sends it as a 301 with its Location (render.tsx), the browser follows it on an
 * in-app link. An unknown or invalid ISBN is the store's 404 page, with HTTP 404.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Article, ItemAnswer } from '@bookshop/contracts';
import { api, ApiError } from '@bookshop/api-client';

export async function isbnRedirectLoader({ params, request }: LoaderFunctionArgs): Promise<never> {
  let articleId: number;
  try {
    const { data: answer } = await api().get<ItemAnswer<Article>>(`/articles/isbn/${encodeURIComponent(params.isbn ?? '')}`, { signal: request.signal });
    articleId = answer.data.id;
  } catch (error) {
    // 400: not an ISBN at all; 404: no book on sale has it. Either way this address names no page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
  // The query goes along: /isbn/…?lang=eng lands on the English address of the book page.
  throw redirect(`/bookdetails/${articleId}${new URL(request.url).search}`, 301);
}
