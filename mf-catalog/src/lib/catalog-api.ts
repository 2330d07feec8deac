/** The catalog's calls (spec section 7). */
import type { Article, ArticleSort, Category, ItemAnswer, ListAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export interface ArticleListQuery {
  page?: number;
  page_size?: number;
  sort?: ArticleSort;
  smart_search?: string;
  favorites?: boolean;
  category_id?: number;
}

export async function fetchArticles(query: ArticleListQuery, signal?: AbortSignal): Promise<ListAnswer<Article>> {
  const { favorites, ...rest } = query;
  const params = { ...rest, ...(favorites ? { favorites: 1 } : {}) };
  const { data } = await api().get<ListAnswer<Article>>('/articles', { params, signal });
  return data;
}

export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await api().get<ItemAnswer<Article>>(`/articles/${id}`);
  return data.data;
}

/** Categories as a bare array, empty names dropped, sorted by name (the server does both; kept here as a guard). */
export async function fetchCategories(): Promise<Category[]> {
  const { data } = await api().get<Category[]>('/categories');
  return data.filter((category) => category._nom.trim() !== '').sort((a, b) => a._nom.localeCompare(b._nom, 'fr'));
}
