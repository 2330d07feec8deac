/**
 * Back-in-stock alerts ("Prévenez-moi") and newsletter subscriptions, both double opt-in: the bodies and answers the
 * forms, the confirm and cancel pages and the API share.
 */
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

/**
 * The answer (202), the same whatever the email's state: new, asked before, confirmed or not, past the mail limit.
 * Telling them apart would tell anyone who waits for which book. A guest's request (or one from an account whose
 * email is not confirmed) is mailed a confirmation link and only a confirmed request is mailed at restock.
 */
export interface StockAlertAnswer {
  requested: true;
}

/** POST /stock-alerts/confirm: the token of the link in the confirmation mail (single-use). */
export interface StockAlertConfirmBody {
  token: string;
}

/** `{confirmed: true}`; a used, replaced or unknown token is a 400 `invalid_token` on `token`. */
export interface StockAlertConfirmAnswer {
  confirmed: true;
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

/** The storefront page the confirmation mail's link opens (its `token` in the query); it confirms on a button press. */
export const STOCK_ALERT_CONFIRM_PATH = '/confirm/stock-alert';

/** POST /newsletter. `language`: the confirmation mail's language (French by default). */
export interface NewsletterBody {
  email: string;
  ecom_type?: string;
  language?: Language;
}

/**
 * The answer (202), the same for a new, a known, a confirmed or an unconfirmed email: nobody learns who subscribes.
 * An email not confirmed yet is mailed a confirmation link (at most NEWSLETTER_MAIL_LIMIT an hour).
 */
export interface NewsletterAnswer {
  requested: true;
}

/** POST /newsletter/confirm: the token of the confirmation mail's link (single-use). */
export interface NewsletterConfirmBody {
  token: string;
}

/** `{confirmed: true}`; a used, replaced or unknown token is a 400 `invalid_token` on `token`. */
export interface NewsletterConfirmAnswer {
  confirmed: true;
}

/** The storefront page the newsletter confirmation mail's link opens (its `token` in the query). */
export const NEWSLETTER_CONFIRM_PATH = '/confirm/newsletter';
