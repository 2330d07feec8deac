/**
 * The account remote's calls for the session and the wishlist, which the header's account menu and a book page's
 * wishlist button make: kept apart from `account-api.ts` so that those pages do not load the account pages' calls.
 */
import type {
  Article,
  CompanySettings,
  FavoriteAddBody,
  GoogleSignInBody,
  GoogleSignInStart,
  ItemAnswer,
  ListAnswer,
  LoginBody,
  RegisterBody,
  ServerFavorite,
  SessionAnswer,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function login(body: LoginBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/login', body);
  return data.data;
}

export async function register(body: RegisterBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/register', body);
  return data.data;
}

/** The shop's Google client id (company settings), or null when it offers no Google sign-in. */
export async function fetchGoogleClientId(): Promise<string | null> {
  const { data } = await api().get<ItemAnswer<CompanySettings>>('/company-settings');
  return data.data.google_client_id ?? null;
}

/** A single-use nonce for a Google sign-in, with the client id and the script to load. */
export async function startGoogleSignIn(): Promise<GoogleSignInStart> {
  const { data } = await api().post<ItemAnswer<GoogleSignInStart>>('/auth/google/nonce', {});
  return data.data;
}

/** Signs in with the ID token Google gave the page (an account is created or linked on the server as needed). */
export async function googleSignIn(body: GoogleSignInBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/google', body);
  return data.data;
}

export async function logout(): Promise<void> {
  await api().get('/logout');
}

export async function fetchFavorites(userId: number): Promise<ServerFavorite[]> {
  const { data } = await api().get<ListAnswer<ServerFavorite>>(`/users/${userId}/favorite`);
  return data.data;
}

/** Adds a book to the customer's wishlist (idempotent on the server); answers the favourite's id. */
export async function addFavorite(body: FavoriteAddBody): Promise<number> {
  const { data } = await api().post<ItemAnswer<{ id: number }>>('/favorites', body);
  return data.data.id;
}

export async function deleteFavorite(favoriteId: number): Promise<void> {
  await api().delete(`/favorites/${favoriteId}`);
}

/** A book, for the wishlist button to add it with what the wishlist shows. */
export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await api().get<ItemAnswer<Article>>(`/articles/${id}`);
  return data.data;
}
