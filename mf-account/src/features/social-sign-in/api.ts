/** The Google sign-in's server calls (its nonce, shared with the account deletion, is in `lib/api.ts`). */
import type { CompanySettings, GoogleSignInBody, ItemAnswer, SessionAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The shop's Google client id (company settings), or null when it offers no Google sign-in. */
export async function fetchGoogleClientId(): Promise<string | null> {
  const { data } = await api().get<ItemAnswer<CompanySettings>>('/company-settings');
  return data.data.google_client_id ?? null;
}

/** Signs in with the ID token Google gave the page (an account is created or linked on the server as needed). */
export async function googleSignIn(body: GoogleSignInBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/google', body);
  return data.data;
}
