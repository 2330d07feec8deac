/** The register page's server call. */
import type { RegisterBody, SessionAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function register(body: RegisterBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/register', body);
  return data.data;
}
