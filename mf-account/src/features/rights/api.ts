/** The server calls of the customer's personal data: download and deletion (GDPR). */
import type { AccountDeletionBody, PersonalDataExport } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** Everything the shop holds about the signed-in customer (the server sends it as an attachment; the page saves it). */
export async function fetchPersonalData(): Promise<PersonalDataExport> {
  const { data } = await api().get<PersonalDataExport>('/users/me/personal-data');
  return data;
}

/** Deletes the signed-in customer's account for good, after their password or a fresh Google sign-in. */
export async function deleteAccount(body: AccountDeletionBody): Promise<void> {
  await api().post('/users/me/delete', body);
}
