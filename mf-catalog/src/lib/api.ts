/** The catalog's calls (spec section 7) that several features make; each feature's own are in its `api.ts`. */
import type {
  Article,
  ArticleQuery,
  Category,
  CategoryDetails,
  Collaborator,
  Collection,
  CompanySettings,
  ItemAnswer,
  Language,
  ListAnswer,
} from '@bookshop/contracts';
import { api, requestLanguage } from '@bookshop/api-client';

/** The query of GET /articles as the catalog builds it (`favorites` as a boolean, sent as the API's flag). */
export type ArticleListQuery = Omit<ArticleQuery, 'favorites' | 'ecom_type' | 'lang'> & { favorites?: boolean };

/**
 * How a read is made: by a route loader, in the page's language (`requestLanguage`: on the server the page's, in the
 * browser the shopper's) and cancelled with its navigation; elsewhere in the shopper's language, as the client sets it.
 */
export interface LoaderCall {
  language?: Language;
  signal?: AbortSignal;
}

/** The call of a route loader: its request's language and signal. */
export function fromRequest(request: Request): LoaderCall {
  return { language: requestLanguage(request), signal: request.signal };
}

/** A read's axios options: its parameters, in `language` when given, cancelled by `signal`. */
export function options({ language, signal }: LoaderCall, params: Record<string, unknown> = {}) {
  return { params: language ? { ...params, lang: language } : params, signal };
}

export async function fetchArticles(query: ArticleListQuery, call: LoaderCall = {}): Promise<ListAnswer<Article>> {
  const { favorites, ...rest } = query;
  const { data } = await api().get<ListAnswer<Article>>('/articles', options(call, { ...rest, ...(favorites ? { favorites: 1 } : {}) }));
  return data;
}

export async function fetchArticle(id: number, call: LoaderCall = {}): Promise<Article> {
  return (await api().get<ItemAnswer<Article>>(`/articles/${id}`, options(call))).data.data;
}

/** Categories as a bare array, empty names dropped, sorted by name (the server does both; kept here as a guard). */
export async function fetchCategories(call: LoaderCall = {}): Promise<Category[]> {
  const { data } = await api().get<Category[]>('/categories', options(call));
  return data.filter((category) => category._nom.trim() !== '').sort((a, b) => a._nom.localeCompare(b._nom, 'fr'));
}

/** One category with its path from the root (`path`: each step's id and name), for a breadcrumb. */
export async function fetchCategory(id: number, call: LoaderCall = {}): Promise<CategoryDetails> {
  return (await api().get<ItemAnswer<CategoryDetails>>(`/categories/${id}`, options(call))).data.data;
}

export async function fetchCollaborators(call: LoaderCall = {}): Promise<Collaborator[]> {
  return (await api().get<ListAnswer<Collaborator>>('/collaborators', options(call))).data.data;
}

export async function fetchCollections(call: LoaderCall = {}): Promise<Collection[]> {
  return (await api().get<ListAnswer<Collection>>('/collections', options(call))).data.data;
}

export async function fetchCompanySettings(call: LoaderCall = {}): Promise<CompanySettings> {
  return (await api().get<ItemAnswer<CompanySettings>>('/company-settings', options(call))).data.data;
}
