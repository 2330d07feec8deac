/**
 * The back office's side of the catalogue: books (articles of spec section 3) listed with the unpublished ones,
 * created and edited field by field, published or withdrawn, and given uploaded images.
 *
 * Field names are the database's, plain English; each says which spec field it feeds. Money is in integer cents.
 */

/** Sort keys of GET /admin/articles (the first is the default, newest change first). */
export const ADMIN_ARTICLE_SORTS = ['updated', 'title', 'price', 'stock'] as const;
export type AdminArticleSortKey = (typeof ADMIN_ARTICLE_SORTS)[number];

/** The `status` filter of GET /admin/articles. */
export type AdminArticleStatus = 'published' | 'unpublished';

/** The `availability` filter of GET /admin/articles: out of stock is a stock below 1. */
export type AdminArticleAvailability = 'in_stock' | 'out_of_stock';

/** Language of a book's text (the article's `language`): French or English. */
export type ArticleTextLanguage = 'fr' | 'en';

/** The largest image staff may upload for a book, in bytes (2 MB); the database refuses larger ones too. */
export const ARTICLE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** How many uploaded images a book may have. */
export const ARTICLE_IMAGES_MAX = 10;

/** The bounds of a book's fields, as the book form checks them and the API enforces them. */
export const ADMIN_BOOK_LIMITS = {
  titleLength: 300,
  descriptionLength: 20_000,
  /** As typed: an ISBN with its hyphens and spaces (the EAN kept has 13 digits). */
  eanLength: 32,
  categories: 30,
  /** 100,000 euros. */
  priceCents: 10_000_000,
  weightGrams: 100_000,
  stock: 1_000_000,
  firstPublishedYear: { min: -3000, max: 2100 },
} as const;

/** An uploaded image of a book; the first one is its cover. */
export interface AdminArticleImage {
  /** Id of the image in the book (for removal and ordering). */
  id: number;
  /** Where the storefront loads it: `/img/books/{fileId}`. */
  link: string;
}

/** Every field staff set on a book (PUT /admin/articles/:id takes them all). */
export interface AdminArticleInput {
  /** designation. */
  title: string;
  /** descriptif: HTML; the server keeps only bold, italic, paragraphs, line breaks and lists. */
  description_html: string;
  /** _code_barre: EAN-13 (ISBN-13), 13 digits with a valid check digit, unique in the shop. */
  ean: string;
  language: ArticleTextLanguage;
  /** dc_collection, one of GET /collections. */
  collection_id: number | null;
  /** dc_auteur, one of GET /collaborators. */
  author_id: number | null;
  /** dc_editor, one of GET /publishers. */
  publisher_id: number | null;
  /** dc_traducteur, one of GET /collaborators. */
  translator_id: number | null;
  /** dc_illustrateur, one of GET /collaborators. */
  illustrator_id: number | null;
  /**
   * categories, of GET /categories. The book is also filed under their parent categories (the storefront filters
   * by any level); the answer gives back the chosen ones, without the parents they imply.
   */
  category_ids: number[];
  /** prixpublic, public price excluding tax, in cents. */
  price_ht_cents: number;
  /** _prix_public_ttc, public price including tax, in cents: at least the price excluding tax. */
  price_ttc_cents: number;
  /** _poids_net, in grams. */
  weight_grams: number;
  /** discount, percent (0 to 100) off the price including tax. */
  discount_percent: number;
  /** _qte_a_terme_calcule: copies in stock, 0 or more (below 1 is out of stock). */
  stock: number;
  /** The year the text first came out, when known. */
  first_published_year: number | null;
  /**
   * When this edition came out (`YYYY-MM-DD`; null: unknown), for the book law (book-law.ts). Not the year the text
   * first came out, nor `published_at` (the day the shop listed it). Left out: kept as it is (null on a new book).
   */
  published_on?: string | null;
  /**
   * The shop's last restock from the publisher or a wholesaler (`YYYY-MM-DD`, not after today; null: never or
   * unknown). A save that raises the stock is a restock and records today whatever is sent; returns put back on the
   * shelf are not restocks. Left out: kept as it is.
   */
  last_restocked_on?: string | null;
}

/** POST /admin/articles: the fields, and whether the book goes on sale at once (a draft by default). */
export interface AdminArticleCreate extends AdminArticleInput {
  published?: boolean;
}

/** A book as staff see it, published or not. */
export interface AdminArticle extends AdminArticleInput {
  id: number;
  /** The author's name, for lists. */
  author_name: string | null;
  /** Shown by the storefront (its lists, search and book page). */
  published: boolean;
  /** When the book was first published; kept when it is withdrawn. */
  published_at: string | null;
  published_on: string | null;
  last_restocked_on: string | null;
  created_at: string;
  updated_at: string;
  /** Uploaded images in order, the first being the cover. */
  images: AdminArticleImage[];
  /** The image the storefront shows first: the first uploaded one, or the generated cover when there is none. */
  cover_link: string;
  /** Shoppers waiting for a back-in-stock mail about this book, confirmed requests only (how many only: never who). */
  stock_alerts_pending: number;
  /**
   * Copies held by orders awaiting payment (bank transfer, PayPal, card): already taken from `stock`, back on sale if
   * the orders expire or are cancelled (UNPAID_COPIES_PER_TITLE, UNPAID_STOCK_SHARE bound them).
   */
  unpaid_held_copies: number;
  /** `ean` hyphenated by the official ISBN ranges (the 13 digits when no range holds them). */
  ean_hyphenated: string;
}

/** Another edition of a book's work (its text in the other language), as staff see it: published or not. */
export interface AdminEdition {
  id: number;
  title: string;
  language: ArticleTextLanguage;
  ean: string;
  ean_hyphenated: string;
  published: boolean;
}

/** POST /admin/articles/:id/editions: the book to link as another edition of the same work. */
export interface AdminEditionLink {
  article_id: number;
}

/**
 * Why a link between editions is refused (field `article_id`): the book itself (400), a book of the same language
 * (409: a work has one edition per language), a book already in another work (409: unlink it there first).
 */
export const EDITION_LINK_ERRORS = ['edition_same_book', 'edition_same_language', 'edition_other_work'] as const;
export type EditionLinkError = (typeof EDITION_LINK_ERRORS)[number];

/** PUT /admin/articles/:id/images/order: every uploaded image id of the book, in the new order. */
export interface AdminArticleImageOrder {
  image_ids: number[];
}
