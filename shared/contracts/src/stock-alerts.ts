/** Back-in-stock alerts ("Prévenez-moi"): the bodies and answers the book page, the cancel page and the API share. */
import type { Language } from './entities';

/**
 * POST /articles/:id/stock-alerts, on a book out of stock. A guest gives `email`; a signed-in customer's request
 * goes to their account's email whatever the body says (the server never takes an identity from the browser).
 * `language`: the mail's language for a guest (a customer's is their account's).
 */
export interface StockAlertBody {
  email?: string;
  language?: Language;
}

/** `requested`: a new request; `already_requested`: this email already waits for this book (nothing changed). */
export type StockAlertStatus = 'requested' | 'already_requested';

/** The answer: what happened, and the address the mail will go to. */
export interface StockAlertAnswer {
  status: StockAlertStatus;
  email: string;
}

/** POST /stock-alerts/cancel: the token of the link in the back-in-stock mail. */
export interface StockAlertCancelBody {
  token: string;
}

/**
 * Always `{cancelled: true}`, whether the request was still there, already cancelled or never existed: the link is
 * idempotent and tells nothing about anybody's requests.
 */
export interface StockAlertCancelAnswer {
  cancelled: true;
}

/** A customer's own request, as their account lists it (GET /users/me/stock-alerts). */
export interface MyStockAlert {
  id: number;
  article_id: number;
  title: string;
  created_at: string;
}

/** The storefront page the mail's cancel link opens (its `token` in the query). */
export const STOCK_ALERT_CANCEL_PATH = '/stock-alert-cancel';
