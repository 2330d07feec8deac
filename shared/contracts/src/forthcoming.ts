/**
 * Forthcoming titles ("À paraître", issue 45): what the trade's feed says of a title not out yet, as the shop shows it.
 * The API works it out for every book it describes (Article.forthcoming); its list filter (`forthcoming=1`) is the same
 * rule in SQL (api/src/services/articles.ts, FORTHCOMING_SQL).
 */

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
