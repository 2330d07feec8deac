/** The login page's server call. */
import type { LoginBody, SessionAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function login(body: LoginBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/login', body);
  return data.data;
}
