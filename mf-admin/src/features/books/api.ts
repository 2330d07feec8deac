/** The books pages' server calls: the admin book routes (admin token required) and the shop's public lists. */
import type {
  AdminArticle,
  AdminArticleCreate,
  AdminArticleInput,
  AdminArticleSortKey,
  AdminEdition,
  AdminEditionLink,
  AdminListQuery,
  AdminPickInput,
  AdminPreorder,
  ArticlePick,
  Category,
  Collaborator,
  Collection,
  ItemAnswer,
  ListAnswer,
  LocationCopies,
  LocationStockInput,
  PagedAnswer,
  Publisher,
  ShopLocation,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The list's query: search, sort, page, and the `status` and `availability` filters as the URL holds them. */
export type BookListQuery = AdminListQuery<AdminArticleSortKey> & Record<string, string | number | undefined>;

export async function fetchBooks(query: BookListQuery): Promise<PagedAnswer<AdminArticle>> {
  const { data } = await api().get<PagedAnswer<AdminArticle>>('/admin/articles', { params: query });
  return data;
}

export async function fetchBook(id: number): Promise<AdminArticle> {
  const { data } = await api().get<ItemAnswer<AdminArticle>>(`/admin/articles/${id}`);
  return data.data;
}

/** The orders waiting for copies of a book (pre-orders), oldest first. */
export async function fetchPreorders(id: number): Promise<AdminPreorder[]> {
  const { data } = await api().get<ListAnswer<AdminPreorder>>(`/admin/articles/${id}/preorders`);
  return data.data;
}

export async function createBook(book: AdminArticleCreate): Promise<AdminArticle> {
  const { data } = await api().post<ItemAnswer<AdminArticle>>('/admin/articles', book);
  return data.data;
}

export async function saveBook(id: number, book: AdminArticleInput): Promise<AdminArticle> {
  const { data } = await api().put<ItemAnswer<AdminArticle>>(`/admin/articles/${id}`, book);
  return data.data;
}

export async function setBookPublished(id: number, published: boolean): Promise<AdminArticle> {
  const { data } = await api().post<ItemAnswer<AdminArticle>>(`/admin/articles/${id}/${published ? 'publish' : 'unpublish'}`);
  return data.data;
}

/** Sends the image itself, with the type its bytes show (the server reads them again). */
export async function addBookImage(id: number, image: Blob, type: string): Promise<AdminArticle> {
  const { data } = await api().post<ItemAnswer<AdminArticle>>(`/admin/articles/${id}/images`, image, { headers: { 'Content-Type': type } });
  return data.data;
}

export async function removeBookImage(id: number, imageId: number): Promise<AdminArticle> {
  const { data } = await api().delete<ItemAnswer<AdminArticle>>(`/admin/articles/${id}/images/${imageId}`);
  return data.data;
}

export async function reorderBookImages(id: number, imageIds: number[]): Promise<AdminArticle> {
  const { data } = await api().put<ItemAnswer<AdminArticle>>(`/admin/articles/${id}/images/order`, { image_ids: imageIds });
  return data.data;
}

/** What a book's pickers offer: the shop's collaborators, collections, publishers and categories. */
export interface BookChoices {
  collaborators: Collaborator[];
  collections: Collection[];
  publishers: Publisher[];
  categories: Category[];
}

/** The pickers' lists, in the admin's language (category names are translated). */
export async function fetchBookChoices(): Promise<BookChoices> {
  const [collaborators, collections, publishers, categories] = await Promise.all([
    api().get<ListAnswer<Collaborator>>('/collaborators'),
    api().get<ListAnswer<Collection>>('/collections'),
    api().get<ListAnswer<Publisher>>('/publishers'),
    api().get<Category[]>('/categories'),
  ]);
  return {
    collaborators: collaborators.data.data,
    collections: collections.data.data,
    publishers: publishers.data.data,
    categories: categories.data,
  };
}

/** The other editions of a book's work (its text in the other language), published or not. */
export async function fetchEditions(id: number): Promise<AdminEdition[]> {
  const { data } = await api().get<ListAnswer<AdminEdition>>(`/admin/articles/${id}/editions`);
  return data.data;
}

/** Links `otherId` as another edition of the book's work; answers the book's other editions. */
export async function linkEdition(id: number, otherId: number): Promise<AdminEdition[]> {
  const { data } = await api().post<ListAnswer<AdminEdition>>(`/admin/articles/${id}/editions`, { article_id: otherId } satisfies AdminEditionLink);
  return data.data;
}

/** Takes the book out of its work (it and the other editions stop leading to each other). */
export async function unlinkEdition(id: number): Promise<AdminEdition[]> {
  const { data } = await api().delete<ListAnswer<AdminEdition>>(`/admin/articles/${id}/editions`);
  return data.data;
}

/** A book's pick ("coup de cœur") and the shop's locations it can be signed at, read together. */
export async function fetchPickAndLocations(id: number): Promise<{ pick: ArticlePick | null; locations: ShopLocation[] }> {
  const [pick, locations] = await Promise.all([
    api().get<ItemAnswer<ArticlePick | null>>(`/admin/articles/${id}/pick`),
    api().get<ListAnswer<ShopLocation>>('/locations'),
  ]);
  return { pick: pick.data.data, locations: locations.data.data };
}

/** Writes the book's pick (new or over the old); answers it as shoppers see it. */
export async function savePick(id: number, pick: AdminPickInput): Promise<ArticlePick> {
  const { data } = await api().put<ItemAnswer<ArticlePick>>(`/admin/articles/${id}/pick`, pick);
  return data.data;
}

export async function removePick(id: number): Promise<void> {
  await api().delete(`/admin/articles/${id}/pick`);
}

/** The book's copies at each of the shop's locations (the one that ships online: its `stock`). */
export async function fetchLocationStock(id: number): Promise<LocationCopies[]> {
  const { data } = await api().get<ListAnswer<LocationCopies>>(`/admin/articles/${id}/location-stock`);
  return data.data;
}

/** Sets the copies a location that does not ship online has of the book; answers every location's copies. */
export async function saveLocationStock(id: number, locationId: number, copies: number): Promise<LocationCopies[]> {
  const body: LocationStockInput = { copies };
  const { data } = await api().put<ListAnswer<LocationCopies>>(`/admin/articles/${id}/location-stock/${locationId}`, body);
  return data.data;
}
