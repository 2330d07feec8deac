/** The /books page's own calls (spec section 7): its filter panel's counts, publishers and bookshops. */
import type { ArticleFacets, ArticleFacetsAnswer, ListAnswer, Publisher, ShopLocation } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type ArticleListQuery, type LoaderCall } from '../../lib/api';

/** The query of GET /articles/facets: a list's search and filters, without its page and order. */
export type ArticleFacetsQuery = Omit<ArticleListQuery, 'page' | 'page_size' | 'sort'>;

/** How many books each filter of the /books panel would give for the list `query` describes. */
export async function fetchArticleFacets(query: ArticleFacetsQuery, call: LoaderCall = {}): Promise<ArticleFacets> {
  const { favorites, ...rest } = query;
  const { data } = await api().get<ArticleFacetsAnswer>('/articles/facets', options(call, { ...rest, ...(favorites ? { favorites: 1 } : {}) }));
  return data.data;
}

/** The shop's bookshops, for the "available at" filter. */
export async function fetchLocations(call: LoaderCall = {}): Promise<ShopLocation[]> {
  return (await api().get<ListAnswer<ShopLocation>>('/locations', options(call))).data.data;
}

export async function fetchPublishers(call: LoaderCall = {}): Promise<Publisher[]> {
  return (await api().get<ListAnswer<Publisher>>('/publishers', options(call))).data.data;
}
