/** The catalog's calls (spec section 7). */
import type {
  Article,
  ArticleFacets,
  ArticleFacetsAnswer,
  ArticleQuery,
  Category,
  CategoryDetails,
  Collaborator,
  CollaboratorDetails,
  Collection,
  CollectionDetails,
  CompanySettings,
  ContactMessageBody,
  ContentPage,
  Review,
  Publisher,
  WebsiteSection,
  ItemAnswer,
  Language,
  ListAnswer,
  ShopEvent,
  ShopEventDetails,
  StockAlertAnswer,
  StockAlertBody,
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

function options({ language, signal }: LoaderCall, params: Record<string, unknown> = {}) {
  return { params: language ? { ...params, lang: language } : params, signal };
}

export async function fetchArticles(query: ArticleListQuery, call: LoaderCall = {}): Promise<ListAnswer<Article>> {
  const { favorites, ...rest } = query;
  const { data } = await api().get<ListAnswer<Article>>('/articles', options(call, { ...rest, ...(favorites ? { favorites: 1 } : {}) }));
  return data;
}

/** The query of GET /articles/facets: a list's search and filters, without its page and order. */
export type ArticleFacetsQuery = Omit<ArticleListQuery, 'page' | 'page_size' | 'sort'>;

/** How many books each filter of the /books panel would give for the list `query` describes. */
export async function fetchArticleFacets(query: ArticleFacetsQuery, call: LoaderCall = {}): Promise<ArticleFacets> {
  const { favorites, ...rest } = query;
  const { data } = await api().get<ArticleFacetsAnswer>('/articles/facets', options(call, { ...rest, ...(favorites ? { favorites: 1 } : {}) }));
  return data.data;
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

export async function fetchCollaborator(id: number, call: LoaderCall = {}): Promise<CollaboratorDetails> {
  return (await api().get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${id}`, options(call))).data.data;
}

export async function fetchPublishers(call: LoaderCall = {}): Promise<Publisher[]> {
  return (await api().get<ListAnswer<Publisher>>('/publishers', options(call))).data.data;
}

export async function fetchCollections(call: LoaderCall = {}): Promise<Collection[]> {
  return (await api().get<ListAnswer<Collection>>('/collections', options(call))).data.data;
}

export async function fetchCollection(id: number, call: LoaderCall = {}): Promise<CollectionDetails> {
  return (await api().get<ItemAnswer<CollectionDetails>>(`/collections/${id}`, options(call))).data.data;
}

export async function fetchEvents(when: 'upcoming' | 'past', call: LoaderCall = {}): Promise<ShopEvent[]> {
  return (await api().get<ListAnswer<ShopEvent>>('/events', options(call, { when }))).data.data;
}

export async function fetchEvent(id: number, call: LoaderCall = {}): Promise<ShopEventDetails> {
  return (await api().get<ItemAnswer<ShopEventDetails>>(`/events/${id}`, options(call))).data.data;
}

export async function fetchContentPage(slug: ContentPage['slug'], call: LoaderCall = {}): Promise<ContentPage> {
  return (await api().get<ItemAnswer<ContentPage>>(`/pages/${slug}`, options(call))).data.data;
}

export async function fetchCompanySettings(call: LoaderCall = {}): Promise<CompanySettings> {
  return (await api().get<ItemAnswer<CompanySettings>>('/company-settings', options(call))).data.data;
}

export async function sendContactMessage(body: ContactMessageBody): Promise<number> {
  return (await api().post<ItemAnswer<{ id: number }>>('/contact', body)).data.data.id;
}

/** The home hero's slides (website section `home-hero`). */
export async function fetchHeroSlides(call: LoaderCall = {}): Promise<WebsiteSection['hero_sections']> {
  const { data } = await api().get<ListAnswer<WebsiteSection>>('/website-sections', options(call, { section_id: 'home-hero' }));
  return data.data[0]?.hero_sections ?? [];
}

/** A book's reviews by the customers who bought it, newest first. */
export async function fetchReviews(articleId: number): Promise<Review[]> {
  const { data } = await api().get<ListAnswer<Review>>(`/articles/${articleId}/reviews`);
  return data.data;
}

/**
 * "Prévenez-moi": asks to be mailed when an out-of-stock book is back. A signed-in shopper's request goes to their
 * account's email (the session's bearer token is sent); a guest's to `email`.
 */
export async function requestStockAlert(articleId: number, body: StockAlertBody): Promise<StockAlertAnswer> {
  return (await api().post<ItemAnswer<StockAlertAnswer>>(`/articles/${articleId}/stock-alerts`, body)).data.data;
}
