/**
 * The profile page's server calls: the user's record, details, password, sign-in methods, address book, saved cards,
 * picture (the sign-in methods' read, shared with the account deletion, is in `lib/api.ts`).
 */
import type { AddressInput, Country, ItemAnswer, ListAnswer, SignInMethods, UserInfo } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

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

/** Sends the picture itself (its bytes and type); the server checks the content. */
export async function uploadAvatar(file: Blob): Promise<UserInfo> {
  const { data } = await api().put<ItemAnswer<UserInfo>>('/users/me/avatar', file, { headers: { 'Content-Type': file.type } });
  return data.data;
}

export async function removeAvatar(): Promise<UserInfo> {
  const { data } = await api().delete<ItemAnswer<UserInfo>>('/users/me/avatar');
  return data.data;
}
