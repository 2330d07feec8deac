/** The server calls of the customer's rights: guest returns (with the lookup's token), and GDPR download and deletion. */
import type { AccountDeletionBody, ItemAnswer, PersonalDataExport, ReturnBody, ReturnRequest } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** A visitor's return of the order their lookup's token proves (no session). */
export async function createGuestReturn(token: string, body: Pick<ReturnBody, 'items' | 'reason'>): Promise<ReturnRequest> {
  const { data } = await api().post<ItemAnswer<ReturnRequest>>('/guest-returns', body, { headers: { 'X-Return-Token': token } });
  return data.data;
}

/** Attaches a photo to a guest's return while it is `requested`: its bytes and type; the server checks the content. */
export async function uploadGuestReturnPhoto(token: string, id: number, file: Blob): Promise<ReturnRequest> {
  const { data } = await api().put<ItemAnswer<ReturnRequest>>(`/guest-returns/${id}/photo`, file, {
    headers: { 'Content-Type': file.type, 'X-Return-Token': token },
  });
  return data.data;
}

/** Everything the shop holds about the signed-in customer (the server sends it as an attachment; the page saves it). */
export async function fetchPersonalData(): Promise<PersonalDataExport> {
  const { data } = await api().get<PersonalDataExport>('/users/me/personal-data');
  return data;
}

/** Deletes the signed-in customer's account for good, after their password or a fresh Google sign-in. */
export async function deleteAccount(body: AccountDeletionBody): Promise<void> {
  await api().post('/users/me/delete', body);
}
