/**
 * The server calls of back-in-stock requests and newsletter subscriptions: the mailed links' pages and the customer's
 * list (which the profile page's loader reads).
 */
import type { ItemAnswer, ListAnswer, MyStockAlert, NewsletterConfirmAnswer, StockAlertCancelAnswer, StockAlertConfirmAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

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
