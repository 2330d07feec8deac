/** The admin's session: its login (only an admin account gets in) and its logout. */
import type { LoginBody, SessionAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function adminLogin(body: LoginBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/login', body);
  return data.data;
}

/** Ends the session on the server; the panel forgets it whatever the answer (a failure is only logged). */
export async function adminLogout(): Promise<void> {
  await api()
    .get('/logout')
    .catch((error: unknown) => console.warn('[admin] logout call failed', error));
}
