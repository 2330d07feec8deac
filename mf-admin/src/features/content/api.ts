/** The content pages' server calls (categories, named lists, events, hero slides); admins only, the server checks. */
import type {
  AdminBookRef,
  AdminCategoryCreateBody,
  AdminCategoryMoveBody,
  AdminCategoryNode,
  AdminCategoryRenameBody,
  AdminCollaboratorBody,
  AdminCollaboratorRow,
  AdminCollectionBody,
  AdminCollectionRow,
  AdminEventBody,
  AdminEventRow,
  AdminHeroSlideBody,
  AdminHeroSlideRow,
  AdminListQuery,
  AdminPublisherBody,
  AdminPublisherRow,
  ItemAnswer,
  ListAnswer,
  PagedAnswer,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

// --- Category tree: every change answers the whole tree.

export async function fetchCategoryTree(): Promise<AdminCategoryNode[]> {
  const { data } = await api().get<ListAnswer<AdminCategoryNode>>('/admin/categories');
  return data.data;
}

export async function createCategory(body: AdminCategoryCreateBody): Promise<AdminCategoryNode[]> {
  const { data } = await api().post<ListAnswer<AdminCategoryNode>>('/admin/categories', body);
  return data.data;
}

export async function renameCategory(id: number, body: AdminCategoryRenameBody): Promise<AdminCategoryNode[]> {
  const { data } = await api().put<ListAnswer<AdminCategoryNode>>(`/admin/categories/${id}`, body);
  return data.data;
}

export async function moveCategory(id: number, body: AdminCategoryMoveBody): Promise<AdminCategoryNode[]> {
  const { data } = await api().post<ListAnswer<AdminCategoryNode>>(`/admin/categories/${id}/move`, body);
  return data.data;
}

export async function deleteCategory(id: number): Promise<AdminCategoryNode[]> {
  const { data } = await api().delete<ListAnswer<AdminCategoryNode>>(`/admin/categories/${id}`);
  return data.data;
}

// --- Collaborators, collections, publishers: the same calls under their own path.

/** Each named list's row and body, by its path segment. */
export interface NamedLists {
  collaborators: { row: AdminCollaboratorRow; body: AdminCollaboratorBody };
  collections: { row: AdminCollectionRow; body: AdminCollectionBody };
  publishers: { row: AdminPublisherRow; body: AdminPublisherBody };
}
export type NamedListName = keyof NamedLists;

export async function fetchNamed<N extends NamedListName>(list: N, query: AdminListQuery): Promise<PagedAnswer<NamedLists[N]['row']>> {
  const { data } = await api().get<PagedAnswer<NamedLists[N]['row']>>(`/admin/${list}`, { params: query });
  return data;
}

export async function createNamed<N extends NamedListName>(list: N, body: NamedLists[N]['body']): Promise<NamedLists[N]['row']> {
  const { data } = await api().post<ItemAnswer<NamedLists[N]['row']>>(`/admin/${list}`, body);
  return data.data;
}

export async function updateNamed<N extends NamedListName>(list: N, id: number, body: NamedLists[N]['body']): Promise<NamedLists[N]['row']> {
  const { data } = await api().put<ItemAnswer<NamedLists[N]['row']>>(`/admin/${list}/${id}`, body);
  return data.data;
}

export async function deleteNamed(list: NamedListName, id: number): Promise<void> {
  await api().delete(`/admin/${list}/${id}`);
}

// --- Events.

export async function fetchEvents(query: AdminListQuery & { when?: string }): Promise<PagedAnswer<AdminEventRow>> {
  const { data } = await api().get<PagedAnswer<AdminEventRow>>('/admin/events', { params: query });
  return data;
}

export async function createEvent(body: AdminEventBody): Promise<AdminEventRow> {
  const { data } = await api().post<ItemAnswer<AdminEventRow>>('/admin/events', body);
  return data.data;
}

export async function updateEvent(id: number, body: AdminEventBody): Promise<AdminEventRow> {
  const { data } = await api().put<ItemAnswer<AdminEventRow>>(`/admin/events/${id}`, body);
  return data.data;
}

export async function deleteEvent(id: number): Promise<void> {
  await api().delete(`/admin/events/${id}`);
}

/** Books an event may present: by ISBN, or words of the title or the author. */
export async function lookupBooks(q: string): Promise<AdminBookRef[]> {
  const { data } = await api().get<ListAnswer<AdminBookRef>>('/admin/events/book-lookup', { params: { q } });
  return data.data;
}

// --- Home hero slides.

export async function fetchHeroSlides(): Promise<AdminHeroSlideRow[]> {
  const { data } = await api().get<ListAnswer<AdminHeroSlideRow>>('/admin/hero-slides');
  return data.data;
}

export async function createHeroSlide(body: AdminHeroSlideBody): Promise<AdminHeroSlideRow> {
  const { data } = await api().post<ItemAnswer<AdminHeroSlideRow>>('/admin/hero-slides', body);
  return data.data;
}

export async function updateHeroSlide(id: number, body: AdminHeroSlideBody): Promise<AdminHeroSlideRow> {
  const { data } = await api().put<ItemAnswer<AdminHeroSlideRow>>(`/admin/hero-slides/${id}`, body);
  return data.data;
}

/** Moves a slide one place; answers the new order. */
export async function moveHeroSlide(id: number, direction: 'up' | 'down'): Promise<AdminHeroSlideRow[]> {
  const { data } = await api().post<ListAnswer<AdminHeroSlideRow>>(`/admin/hero-slides/${id}/move`, { direction });
  return data.data;
}

export async function deleteHeroSlide(id: number): Promise<void> {
  await api().delete(`/admin/hero-slides/${id}`);
}
