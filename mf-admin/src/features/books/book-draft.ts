/**
 * The book form's values as typed (text), their checks (the server's, made first for a quick answer) and the way
 * back and forth to what the API takes and answers: prices typed in euros travel in cents.
 */
import {
  ADMIN_BOOK_LIMITS,
  bookDiscountCapPercent,
  eanFromIsbn,
  isCalendarDay,
  type AdminArticle,
  type AdminArticleCreate,
  type ArticleTextLanguage,
  type BookLawDates,
  type Language,
} from '@bookshop/contracts';
import { shopDay } from '@bookshop/i18n';
import type { BooksMessageKey } from './messages';

export interface BookDraft {
  title: string;
  description_html: string;
  ean: string;
  language: ArticleTextLanguage;
  /** Picker values: an id, or '' for none. */
  collection_id: string;
  author_id: string;
  publisher_id: string;
  translator_id: string;
  illustrator_id: string;
  category_ids: number[];
  /** Euros, with a dot or a comma. */
  price_ht: string;
  price_ttc: string;
  weight_grams: string;
  discount_percent: string;
  stock: string;
  first_published_year: string;
  /** This edition's publication day, `YYYY-MM-DD` as a date input gives it; '' for unknown. */
  published_on: string;
  /** The last restock from a supplier, `YYYY-MM-DD`; '' for never or unknown. */
  last_restocked_on: string;
  /** Creation only: put on sale at once. */
  published: boolean;
}

export type DraftField = keyof BookDraft;
/** The fields typed or picked as free text (the language has its own two values). */
export type DraftTextField = Exclude<{ [K in DraftField]: BookDraft[K] extends string ? K : never }[DraftField], 'language'>;
export type DraftErrors = Partial<Record<DraftField, BooksMessageKey>>;

export const emptyDraft = (): BookDraft => ({
  title: '',
  description_html: '',
  ean: '',
  language: 'fr',
  collection_id: '',
  author_id: '',
  publisher_id: '',
  translator_id: '',
  illustrator_id: '',
  category_ids: [],
  price_ht: '',
  price_ttc: '',
  weight_grams: '0',
  discount_percent: '0',
  stock: '0',
  first_published_year: '',
  published_on: '',
  last_restocked_on: '',
  published: false,
});

/** What the form knows beyond its values: today, and the stock the book had when loaded (null: a new book). */
export interface DraftContext {
  today: string;
  savedStock: number | null;
}

/**
 * The loi Lang's dates as the book will have them once saved: more copies than it had (or copies on a new book) is a
 * supplier restock, which the server dates today whatever the form says (a stock not typed as a number yet is none).
 */
export function lawDatesOf(draft: BookDraft, context: DraftContext): BookLawDates & { restockedNow: boolean } {
  const stock = wholeOf(draft.stock, 0, ADMIN_BOOK_LIMITS.stock);
  const restockedNow = stock !== null && stock > (context.savedStock ?? 0);
  return {
    published_on: draft.published_on === '' ? null : draft.published_on,
    last_restocked_on: restockedNow ? context.today : draft.last_restocked_on === '' ? null : draft.last_restocked_on,
    restockedNow,
  };
}

/** The most this book may be discounted once saved (5 %, or 100 % when the loi Lang exempts it), for the form's hint. */
export const draftDiscountCap = (draft: BookDraft, context: DraftContext): number => bookDiscountCapPercent(lawDatesOf(draft, context), context.today);

/** Cents as the form shows them: two decimals, with the decimal mark of the admin's language. */
export function eurosText(cents: number, language: Language): string {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/**
 * Euros typed with at most two decimals (dot or comma) as whole cents, computed on the digits, up to the API's largest
 * price; null otherwise.
 */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= ADMIN_BOOK_LIMITS.priceCents ? cents : null;
}

function wholeOf(text: string, min: number, max: number): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

const idText = (id: number | null) => (id === null ? '' : String(id));
const idOf = (text: string) => (text === '' ? null : Number(text));

/** The form's values for a saved book. */
export function draftOf(book: AdminArticle, language: Language): BookDraft {
  return {
    title: book.title,
    description_html: book.description_html,
    ean: book.ean,
    language: book.language,
    collection_id: idText(book.collection_id),
    author_id: idText(book.author_id),
    publisher_id: idText(book.publisher_id),
    translator_id: idText(book.translator_id),
    illustrator_id: idText(book.illustrator_id),
    category_ids: book.category_ids,
    price_ht: eurosText(book.price_ht_cents, language),
    price_ttc: eurosText(book.price_ttc_cents, language),
    weight_grams: String(book.weight_grams),
    discount_percent: String(book.discount_percent),
    stock: String(book.stock),
    first_published_year: book.first_published_year === null ? '' : String(book.first_published_year),
    published_on: book.published_on ?? '',
    last_restocked_on: book.last_restocked_on ?? '',
    published: book.published,
  };
}

/**
 * The book the form describes, or the message of each field to correct (in the form's order). The discount is held to
 * the loi Lang (book-law.ts in the contracts, the rule the server applies) on the dates the book will have.
 */
export function readDraft(
  draft: BookDraft,
  context: DraftContext = { today: shopDay(), savedStock: null },
): { book: AdminArticleCreate; errors?: undefined } | { book?: undefined; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'titleRequired';
  // An ISBN-10 is taken too, and kept as its 13 digits.
  const ean = eanFromIsbn(draft.ean);
  if (ean === null) errors.ean = 'eanInvalid';
  const years = ADMIN_BOOK_LIMITS.firstPublishedYear;
  const year = draft.first_published_year.trim() === '' ? null : wholeOf(draft.first_published_year, years.min, years.max);
  if (year === null && draft.first_published_year.trim() !== '') errors.first_published_year = 'yearInvalid';
  const priceHt = centsOf(draft.price_ht);
  const priceTtc = centsOf(draft.price_ttc);
  if (priceHt === null) errors.price_ht = 'priceInvalid';
  if (priceTtc === null) errors.price_ttc = 'priceInvalid';
  else if (priceHt !== null && priceTtc < priceHt) errors.price_ttc = 'ttcBelowHt';
  const discount = wholeOf(draft.discount_percent, 0, 100);
  if (discount === null) errors.discount_percent = 'discountInvalid';
  const weight = wholeOf(draft.weight_grams, 0, ADMIN_BOOK_LIMITS.weightGrams);
  if (weight === null) errors.weight_grams = 'weightInvalid';
  const stock = wholeOf(draft.stock, 0, ADMIN_BOOK_LIMITS.stock);
  if (stock === null) errors.stock = 'stockInvalid';
  if (draft.published_on !== '' && (!isCalendarDay(draft.published_on) || draft.published_on < '1450-01-01')) errors.published_on = 'publishedOnInvalid';
  if (draft.last_restocked_on !== '' && (!isCalendarDay(draft.last_restocked_on) || draft.last_restocked_on > context.today)) {
    errors.last_restocked_on = 'restockedOnInvalid';
  }
  const law = lawDatesOf(draft, context);
  if (discount !== null && !errors.published_on && !errors.last_restocked_on && discount > bookDiscountCapPercent(law, context.today)) {
    errors.discount_percent = law.restockedNow ? 'discountOverLawRestock' : 'discountOverLaw';
  }
  if (Object.keys(errors).length > 0 || ean === null || priceHt === null || priceTtc === null || discount === null || weight === null || stock === null) {
    return { errors };
  }
  return {
    book: {
      title,
      description_html: draft.description_html,
      ean,
      language: draft.language,
      collection_id: idOf(draft.collection_id),
      author_id: idOf(draft.author_id),
      publisher_id: idOf(draft.publisher_id),
      translator_id: idOf(draft.translator_id),
      illustrator_id: idOf(draft.illustrator_id),
      category_ids: draft.category_ids,
      price_ht_cents: priceHt,
      price_ttc_cents: priceTtc,
      weight_grams: weight,
      discount_percent: discount,
      stock,
      first_published_year: year,
      published_on: draft.published_on === '' ? null : draft.published_on,
      last_restocked_on: draft.last_restocked_on === '' ? null : draft.last_restocked_on,
      published: draft.published,
    },
  };
}

/** The form field a server error names (`category_ids.0` is the categories), and what to tell the admin there. */
export function serverFieldError(field: string, code: string): { field: DraftField; message: BooksMessageKey } | null {
  const name = field.split('.')[0] ?? '';
  switch (name) {
    case 'title':
      return { field: 'title', message: 'titleRequired' };
    case 'ean':
      return { field: 'ean', message: code === 'ean_taken' ? 'eanTaken' : 'eanInvalid' };
    case 'description_html':
      return { field: 'description_html', message: 'descriptionTooLong' };
    case 'price_ht_cents':
      return { field: 'price_ht', message: 'priceInvalid' };
    case 'price_ttc_cents':
      return { field: 'price_ttc', message: 'ttcBelowHt' };
    case 'discount_percent':
      return { field: 'discount_percent', message: code === 'book_discount_law' ? 'discountOverLaw' : 'discountInvalid' };
    case 'published_on':
      return { field: 'published_on', message: 'publishedOnInvalid' };
    case 'last_restocked_on':
      return { field: 'last_restocked_on', message: 'restockedOnInvalid' };
    case 'weight_grams':
      return { field: 'weight_grams', message: 'weightInvalid' };
    case 'stock':
      return { field: 'stock', message: 'stockInvalid' };
    case 'first_published_year':
      return { field: 'first_published_year', message: 'yearInvalid' };
    case 'author_id':
    case 'translator_id':
    case 'illustrator_id':
    case 'publisher_id':
    case 'collection_id':
    case 'category_ids':
    case 'language':
      return { field: name, message: 'choiceUnknown' };
    default:
      return null;
  }
}
