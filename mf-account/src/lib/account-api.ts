/** The account remote's server calls. */
import type { ListAnswer, LoginBody, RegisterBody, ServerFavorite, SessionAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function login(body: LoginBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/login', body);
  return data.data;
}

export async function register(body: RegisterBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/register', body);
  return data.data;
}

export async function logout(): Promise<void> {
  await api().get('/logout');
}

export async function fetchFavorites(userId: number): Promise<ServerFavorite[]> {
  const { data } = await api().get<ListAnswer<ServerFavorite>>(`/users/${userId}/favorite`);
  return data.data;
}
