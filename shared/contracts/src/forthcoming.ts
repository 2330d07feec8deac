/**
 * Forthcoming titles ("À paraître", issue 45): what the trade's feed says of a title not out yet, as the shop shows it.
 * The API works it out for every book it describes (Article.forthcoming); its list filter (`forthcoming=1`) is the same
 * rule in SQL (api/src/services/articles.ts, FORTHCOMING_SQL).
 */
import { formatPublicationDate } from './dates';

/** A title announced and not out yet: the day it comes out, as precisely as its publisher said it. */
export interface ArticleForthcoming {
  /** The publication day (when only its month or year is known, the last day of it); null when no day to come is known. */
  on: string | null;
  precision: 'day' | 'month' | 'year' | null;
}

/** ONIX's PublishingStatus (list 64) of a forthcoming title. */
export const FORTHCOMING_PUBLISHING_STATUS = '02';
/** ONIX's ProductAvailability (list 65) of a title not yet available: 10, and 12 (will be printed on demand). */
export const FORTHCOMING_AVAILABILITIES: readonly string[] = ['10', '12'];

/** What a book's record says, as the import keeps it (null on the books staff entered). */
export interface PublicationFacts {
  publishing_status: string | null;
  product_availability: string | null;
  /** YYYY-MM-DD, the last day of its month or year when only those are known. */
  published_on: string | null;
  published_on_precision: 'day' | 'month' | 'year' | null;
}

/**
 * Whether a title is forthcoming on `today` (YYYY-MM-DD, the shop's day), and when it comes out: its record says it is
 * forthcoming or not yet available, and its publication day, if it has one, is still to come. A title whose day has
 * passed is out, whatever a late feed still says.
 */
export function forthcomingOf(book: PublicationFacts, today: string): ArticleForthcoming | null {
  const announced = book.publishing_status === FORTHCOMING_PUBLISHING_STATUS || FORTHCOMING_AVAILABILITIES.includes(book.product_availability ?? '');
  if (!announced) return null;
  if (book.published_on === null) return { on: null, precision: null };
  if (book.published_on <= today) return null;
  return { on: book.published_on, precision: book.published_on_precision ?? 'day' };
}

/**
 * Pre-orders (issue 45). A forthcoming title without a copy to take can still be ordered: the order's line waits for
 * its copies (OrderLine.preorder). The payment rule: **paid now**, refunded in full if the order is cancelled, and by the
 * shop if the publisher cancels the title (PublishingStatus 01). The order ships whole, once every book it waits for is
 * set aside: copies the shop receives go to the paid waiting orders first, oldest first, then to new orders (an unpaid
 * pre-order joins the queue once paid). Until then staff
 * cannot move it to "preparing".
 */
export const PREORDER_PAYMENT_RULE = 'paid_now' as const;

/**
 * What a pre-ordered line says wherever it is shown (the cart, the checkout, an order, the mails): "Précommande : paraît
 * le 12 mars 2027" ("en mars 2027" when its publisher gave the month only) / "Pre-order: comes out on 12 March 2027".
 */
export function preorderNote(forthcoming: ArticleForthcoming | null, language: 'fr' | 'eng'): string {
  const french = language !== 'eng';
  if (!forthcoming?.on) return french ? 'Précommande : date de parution à venir' : 'Pre-order: publication day to be announced';
  const date = formatPublicationDate(forthcoming.on, forthcoming.precision, language);
  const day = forthcoming.precision !== 'month' && forthcoming.precision !== 'year';
  return french ? `Précommande : paraît ${day ? 'le' : 'en'} ${date}` : `Pre-order: comes out ${day ? 'on' : 'in'} ${date}`;
}

/** ONIX's PublishingStatus (list 64) of a title its publisher cancelled: its pre-orders are cancelled and refunded. */
export const CANCELLED_PUBLISHING_STATUS = '01';

/** Whether a book can be pre-ordered now: forthcoming, with no copy for a new order. */
export const preorderable = (article: { forthcoming: ArticleForthcoming | null; stock: number }): boolean =>
  article.forthcoming !== null && article.stock <= 0;

/** One order waiting for copies of a title, as staff see them on the title's page (GET /admin/articles/{id}/preorders). */
export interface AdminPreorder {
  order_number: string;
  status: 'pending_payment' | 'paid';
  email: string;
  ordered_at: string;
  quantity: number;
  awaited: number;
}
