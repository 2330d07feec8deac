/** The account remote's server calls that several features make (each feature's own are in its `api.ts`). */
import type { GoogleSignInStart, ItemAnswer, Order, SignInMethods } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchSignInMethods(): Promise<SignInMethods> {
  const { data } = await api().get<ItemAnswer<SignInMethods>>('/users/me/sign-in-methods');
  return data.data;
}

export async function fetchMyOrder(number: string): Promise<Order> {
  const { data } = await api().get<ItemAnswer<Order>>(`/orders/${encodeURIComponent(number)}`);
  return data.data;
}

/** A single-use nonce for a Google sign-in, with the client id and the script to load. */
export async function startGoogleSignIn(): Promise<GoogleSignInStart> {
  const { data } = await api().post<ItemAnswer<GoogleSignInStart>>('/auth/google/nonce', {});
  return data.data;
}
