/** The catalog's calls (spec section 7). */
import type {
  Article,
  ArticleQuery,
  Category,
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
  ListAnswer,
  ShopEvent,
  ShopEventDetails,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The query of GET /articles as the catalog builds it (`favorites` as a boolean, sent as the API's flag). */
export type ArticleListQuery = Omit<ArticleQuery, 'favorites' | 'ecom_type' | 'lang'> & { favorites?: boolean };

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

export async function fetchCollaborators(): Promise<Collaborator[]> {
  return (await api().get<ListAnswer<Collaborator>>('/collaborators')).data.data;
}

export async function fetchCollaborator(id: number): Promise<CollaboratorDetails> {
  return (await api().get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${id}`)).data.data;
}

export async function fetchPublishers(): Promise<Publisher[]> {
  return (await api().get<ListAnswer<Publisher>>('/publishers')).data.data;
}

export async function fetchCollections(): Promise<Collection[]> {
  return (await api().get<ListAnswer<Collection>>('/collections')).data.data;
}

export async function fetchCollection(id: number): Promise<CollectionDetails> {
  return (await api().get<ItemAnswer<CollectionDetails>>(`/collections/${id}`)).data.data;
}

export async function fetchEvents(when: 'upcoming' | 'past'): Promise<ShopEvent[]> {
  return (await api().get<ListAnswer<ShopEvent>>('/events', { params: { when } })).data.data;
}

export async function fetchEvent(id: number): Promise<ShopEventDetails> {
  return (await api().get<ItemAnswer<ShopEventDetails>>(`/events/${id}`)).data.data;
}

export async function fetchContentPage(slug: ContentPage['slug']): Promise<ContentPage> {
  return (await api().get<ItemAnswer<ContentPage>>(`/pages/${slug}`)).data.data;
}

export async function fetchCompanySettings(): Promise<CompanySettings> {
  return (await api().get<ItemAnswer<CompanySettings>>('/company-settings')).data.data;
}

export async function sendContactMessage(body: ContactMessageBody): Promise<number> {
  return (await api().post<ItemAnswer<{ id: number }>>('/contact', body)).data.data.id;
}

/** The home hero's slides (website section `home-hero`). */
export async function fetchHeroSlides(): Promise<WebsiteSection['hero_sections']> {
  const { data } = await api().get<ListAnswer<WebsiteSection>>('/website-sections', { params: { section_id: 'home-hero' } });
  return data.data[0]?.hero_sections ?? [];
}

/** A book's reviews by the customers who bought it, newest first. */
export async function fetchReviews(articleId: number): Promise<Review[]> {
  const { data } = await api().get<ListAnswer<Review>>(`/articles/${articleId}/reviews`);
  return data.data;
}
