/** The "Prévenez-moi" block's own call (spec section 7). */
import type { ItemAnswer, StockAlertAnswer, StockAlertBody } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/**
 * "Prévenez-moi": asks to be mailed when an out-of-stock book is back. A signed-in shopper's request goes to their
 * account's email (the session's bearer token is sent); a guest's to `email`.
 */
export async function requestStockAlert(articleId: number, body: StockAlertBody): Promise<StockAlertAnswer> {
  return (await api().post<ItemAnswer<StockAlertAnswer>>(`/articles/${articleId}/stock-alerts`, body)).data.data;
}
