/** The review and return pages' server calls: the customer's (bearer) and a visitor's return (the lookup's token). */
import type { ItemAnswer, ListAnswer, OwnReview, ReturnBody, ReturnRequest, ReviewBody } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchMyReviews(): Promise<OwnReview[]> {
  const { data } = await api().get<ListAnswer<OwnReview>>('/users/me/reviews');
  return data.data;
}

export async function sendReview(body: ReviewBody): Promise<OwnReview> {
  const { data } = await api().post<ItemAnswer<OwnReview>>('/reviews', body);
  return data.data;
}

export async function fetchMyReturns(): Promise<ReturnRequest[]> {
  const { data } = await api().get<ListAnswer<ReturnRequest>>('/users/me/returns');
  return data.data;
}

export async function fetchMyReturn(id: number): Promise<ReturnRequest> {
  const { data } = await api().get<ItemAnswer<ReturnRequest>>(`/returns/${id}`);
  return data.data;
}

/** Creates a return, or changes one still `requested` when `id` is given. */
export async function saveReturn(body: ReturnBody, id?: number): Promise<ReturnRequest> {
  const { data } = id === undefined
    ? await api().post<ItemAnswer<ReturnRequest>>('/returns', body)
    : await api().put<ItemAnswer<ReturnRequest>>(`/returns/${id}`, { items: body.items, reason: body.reason });
  return data.data;
}

/** Attaches a photo to a return still `requested` (replacing any earlier one): its bytes and type; the server checks the content. */
export async function uploadReturnPhoto(id: number, file: Blob): Promise<ReturnRequest> {
  const { data } = await api().put<ItemAnswer<ReturnRequest>>(`/returns/${id}/photo`, file, { headers: { 'Content-Type': file.type } });
  return data.data;
}

export async function removeReturnPhoto(id: number): Promise<ReturnRequest> {
  const { data } = await api().delete<ItemAnswer<ReturnRequest>>(`/returns/${id}/photo`);
  return data.data;
}

/** A return's photo as a blob: it is served only with the bearer token, which an `<img src>` cannot send. */
export async function fetchReturnPhoto(id: number): Promise<Blob> {
  const { data } = await api().get<Blob>(`/returns/${id}/photo`, { responseType: 'blob' });
  return data;
}

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
