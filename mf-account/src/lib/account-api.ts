/** The account remote's server calls, but those of the session and the wishlist (`session-api.ts`). */
import type {
  AddressInput,
  Country,
  ItemAnswer,
  ListAnswer,
  MyStockAlert,
  Order,
  ReturnBody,
  ReturnRequest,
  OwnReview,
  ReviewBody,
  SignInMethods,
  NewsletterConfirmAnswer,
  StockAlertCancelAnswer,
  StockAlertConfirmAnswer,
  TrackedOrder,
  UserInfo,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/**
 * Confirms the email of a mailed link. The held session's bearer goes with it (api() adds it): without a session of
 * that account the API hands the account to the mailbox's owner (`cleared`: password, sessions and details removed,
 * a link mailed to choose a password).
 */
export async function verifyEmail(token: string): Promise<{ email: string; cleared: boolean }> {
  const { data } = await api().post<ItemAnswer<{ verified: true; email: string; cleared: boolean }>>('/auth/verify-email', { token });
  return data.data;
}

export async function resendVerification(): Promise<void> {
  await api().post('/auth/resend-verification', {});
}

/** Answers the same whether the email has an account or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api().post('/auth/password-reset-request', { email });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api().post('/auth/password-reset', { token, password });
}

export async function fetchMe(): Promise<UserInfo> {
  const { data } = await api().get<ItemAnswer<UserInfo>>('/users/me');
  return data.data;
}

export async function updateProfile(userId: number, changes: { first_name: string; last_name: string; phone: string | null }): Promise<UserInfo> {
  const { data } = await api().put<ItemAnswer<UserInfo>>(`/users/${userId}`, changes);
  return data.data;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api().put('/users/me/password', { current_password: currentPassword, new_password: newPassword });
}

export async function fetchSignInMethods(): Promise<SignInMethods> {
  const { data } = await api().get<ItemAnswer<SignInMethods>>('/users/me/sign-in-methods');
  return data.data;
}

/** Unlinks a Google account (409 password_required while the account has no password). */
export async function unlinkSignInMethod(id: number): Promise<SignInMethods> {
  const { data } = await api().delete<ItemAnswer<SignInMethods>>(`/users/me/sign-in-methods/${id}`);
  return data.data;
}

export async function fetchCountries(): Promise<Country[]> {
  const { data } = await api().get<ListAnswer<Country>>('/countries');
  return data.data;
}

/** The address book calls answer the whole user, with its addresses and defaultAdd. */
export async function saveAddress(address: AddressInput, id?: number): Promise<UserInfo> {
  const { data } = id === undefined
    ? await api().post<ItemAnswer<UserInfo>>('/users/me/addresses', address)
    : await api().put<ItemAnswer<UserInfo>>(`/users/me/addresses/${id}`, address);
  return data.data;
}

export async function makeDefaultAddress(id: number): Promise<UserInfo> {
  const { data } = await api().put<ItemAnswer<UserInfo>>(`/users/me/addresses/${id}/default`, {});
  return data.data;
}

export async function deleteAddress(id: number): Promise<UserInfo> {
  const { data } = await api().delete<ItemAnswer<UserInfo>>(`/users/me/addresses/${id}`);
  return data.data;
}

/** The saved-card calls answer the whole user, with its payments and defaultPay (cards are saved at checkout only). */
export async function makeDefaultPayment(id: number): Promise<UserInfo> {
  const { data } = await api().put<ItemAnswer<UserInfo>>(`/users/me/payments/${id}/default`, {});
  return data.data;
}

/** Forgets a saved card, at the card provider first: a 502/504 leaves it saved. */
export async function deletePayment(id: number): Promise<UserInfo> {
  const { data } = await api().delete<ItemAnswer<UserInfo>>(`/users/me/payments/${id}`);
  return data.data;
}

export async function fetchMyOrders(): Promise<Order[]> {
  const { data } = await api().get<ListAnswer<Order>>('/users/me/orders');
  return data.data;
}

export async function fetchMyOrder(number: string): Promise<Order> {
  const { data } = await api().get<ItemAnswer<Order>>(`/orders/${encodeURIComponent(number)}`);
  return data.data;
}

export async function trackOrder(number: string, email: string): Promise<TrackedOrder> {
  const { data } = await api().post<ItemAnswer<TrackedOrder>>('/orders/track', { number, email });
  return data.data;
}

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

/** Sends the picture itself (its bytes and type); the server checks the content. */
export async function uploadAvatar(file: Blob): Promise<UserInfo> {
  const { data } = await api().put<ItemAnswer<UserInfo>>('/users/me/avatar', file, { headers: { 'Content-Type': file.type } });
  return data.data;
}

export async function removeAvatar(): Promise<UserInfo> {
  const { data } = await api().delete<ItemAnswer<UserInfo>>('/users/me/avatar');
  return data.data;
}

/** The cancel link of a back-in-stock mail: answers the same whether the request was still there or not. */
export async function cancelStockAlert(token: string): Promise<void> {
  await api().post<ItemAnswer<StockAlertCancelAnswer>>('/stock-alerts/cancel', { token });
}

/** The confirmation link of a back-in-stock request (single-use: 400 invalid_token once used or replaced). */
export async function confirmStockAlert(token: string): Promise<void> {
  await api().post<ItemAnswer<StockAlertConfirmAnswer>>('/stock-alerts/confirm', { token });
}

/** The confirmation link of a newsletter subscription (single-use: 400 invalid_token once used or replaced). */
export async function confirmNewsletter(token: string): Promise<void> {
  await api().post<ItemAnswer<NewsletterConfirmAnswer>>('/newsletter/confirm', { token });
}

/** The customer's back-in-stock requests still waiting, newest first. */
export async function fetchMyStockAlerts(): Promise<MyStockAlert[]> {
  return (await api().get<ListAnswer<MyStockAlert>>('/users/me/stock-alerts')).data.data;
}

export async function deleteMyStockAlert(id: number): Promise<void> {
  await api().delete(`/users/me/stock-alerts/${id}`);
}
