/** Request and answer shapes of the API (spec section 7 plus the calls the spec leaves out). */
import type { Article, CompanySettings, Currency, Language, PaymentMethod, ShippingAddress, UserInfo } from './entities';

/** `data.data` lists; paginated lists also report the total. */
export interface ListAnswer<T> {
  data: T[];
  total?: number;
  /**
   * False when the list holds more than `total`: a large catalogue's lists count up to a limit (a server setting) and
   * say "more than" beyond it, and their pages stop there too (narrow the list to reach the rest).
   */
  total_exact?: boolean;
  page?: number;
  page_size?: number;
}

/** One page of an admin list: the rows, and how many there are over all pages. */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
  /** False when the list holds more than `total` (the staff's book list counts up to LIST_COUNT_LIMIT only). */
  total_exact?: boolean;
  page: number;
  page_size: number;
}

/** Query of the admin lists: search text, one of the list's sort keys, direction, page (1-based). */
export interface AdminListQuery<SortKey extends string = string> {
  q?: string;
  sort?: SortKey;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** `data.data` single items. */
export interface ItemAnswer<T> {
  data: T;
}

/** Every error the API answers: HTTP status, a stable code, a message, and the failing field when there is one. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  field?: string;
}

export type ArticleSort = 'newest' | 'price_asc' | 'price_desc' | 'best_sales' | 'title';

/** Query of GET /articles. */
export interface ArticleQuery {
  ecom_type?: string;
  /** Translated names in 'fr' (default) or 'eng'. */
  lang?: 'fr' | 'eng';
  smart_search?: string;
  /** A flag: present means "the shop's favourite picks". */
  favorites?: 1;
  page?: number;
  page_size?: number;
  sort?: ArticleSort;
  /** Any of these categories (sent as repeated parameters). */
  category_id?: number[];
  collection_id?: number[];
  collaborator_id?: number;
  /** With collaborator_id: only the books where they hold this role. */
  role?: 'author' | 'translator' | 'illustrator';
  /** The books this collaborator wrote, translated, illustrated (the three combine, and with the rest). */
  author_id?: number;
  translator_id?: number;
  illustrator_id?: number;
  publisher_id?: number[];
  /** Euro, inclusive, on the discounted price including tax. */
  min_price?: number;
  max_price?: number;
  in_stock?: 1;
  /** Only the books one of the shop's locations has copies of (GET /locations), "available at <shop>". */
  available_at?: number;
  /** Only the titles not out yet (À paraître). */
  forthcoming?: 1;
}

export interface RegisterBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  language?: Language;
  currency?: Currency;
}

export interface LoginBody {
  email: string;
  password: string;
  /** The token of the link mailed to the owner of an account whose sign-ins were under attack: lifts the waits. */
  unlock?: string;
}

/** Answer of POST /auth/login, POST /auth/register and POST /auth/google. */
export interface SessionAnswer {
  data: { token: string; user: UserInfo };
}

/** The providers a customer may sign in with besides a password. */
export type SignInProvider = 'google';

/**
 * Answer of POST /auth/google/nonce: a single-use nonce for the provider's ID token, valid `expires_in` seconds,
 * with the shop's client id and the provider script the page loads.
 */
export interface GoogleSignInStart {
  nonce: string;
  expires_in: number;
  client_id: string;
  script_url: string;
}

/** POST /auth/google: the provider's ID token; language and currency apply to an account it creates. */
export interface GoogleSignInBody {
  credential: string;
  /** The nonce the page asked for; when given, the token must carry this one. */
  nonce?: string;
  language?: Language;
  currency?: Currency;
}

/** A provider account linked to the customer's account. */
export interface LinkedIdentity {
  id: number;
  provider: SignInProvider;
  /** The email the provider vouched for when it was linked. */
  email: string;
  /** ISO date-time. */
  linked_at: string;
}

/** GET /users/me/sign-in-methods: whether the account has a password, and its linked provider accounts. */
export interface SignInMethods {
  password: boolean;
  identities: LinkedIdentity[];
}

export interface CartAddBody {
  user_id: number;
  article_id: number;
  quantity: number;
}

export interface FavoriteAddBody {
  user_id: number;
  article_id: number;
}

export type UserUpdateBody = { language: Language } | { currency: Currency };

export interface IsLoggedInAnswer {
  is_logged_in: boolean;
}

export type CompanySettingsUpdate = Partial<CompanySettings> & { compare_enabled?: boolean };

export type ArticleListAnswer = ListAnswer<Article>;

/** `GET /articles/batch?id=…`: each book asked for, in the order asked, or null when it is not on sale (any more). */
export interface ArticleBatchAnswer {
  data: Array<{ id: number; article: Article | null }>;
}

/** How many books: exact, or at least `count` (`exact` false, shown "100+"). */
export interface BoundedCount {
  count: number;
  exact: boolean;
}

/** The books of one category or publisher among the list's. */
export interface FacetValueCount extends BoundedCount {
  id: number;
}

/** A facet's values that hold books of the list. */
export interface FacetCounts {
  values: FacetValueCount[];
  /**
   * True: every value was counted, and one left out holds none of the list's books. False: the list was too large to
   * count in time, so the values are counted over its first books (each at least that many) and one left out may
   * hold some.
   */
  complete: boolean;
}

/**
 * `GET /articles/facets`, with the filters of `GET /articles`: what each filter of the /books panel would give. A
 * filter's own choice does not narrow its counts (choosing a second category adds its books), the other filters do.
 */
export interface ArticleFacets {
  categories: FacetCounts;
  publishers: FacetCounts;
  /**
   * The list without an availability filter, with the in-stock one, and with the forthcoming one (titles not out yet),
   * each counted like a list's total (up to the list count limit).
   */
  availability: { all: BoundedCount; in_stock: BoundedCount; forthcoming: BoundedCount };
  /** The list with the booksellers' picks only (`favorites`), counted like a list's total. */
  picks: BoundedCount;
}

export interface ArticleFacetsAnswer {
  data: ArticleFacets;
}

/** `GET /catalogue-version`: the version of the shop's public content, which every change to it moves on. */
export interface CatalogueVersion {
  /** A bigint, as text. */
  version: string;
}

/** One book and how many copies, as the checkout sends them (prices never: the server has them). */
export interface CheckoutLine {
  article_id: number;
  quantity: number;
}

export interface QuoteBody {
  lines: CheckoutLine[];
  delivery_method: string;
  /**
   * For a delivery method without address: the location the order is collected at (one of GET /locations; the online
   * location when left out). The order draws on that location's copies (400 on this field for an unknown one).
   */
  pickup_location_id?: number;
}

/**
 * POST /orders, with an `Idempotency-Key` header. `email` is the guest's (a customer's order uses their account's
 * email); `shipping` may be omitted for a delivery method that needs no address.
 */
export interface CheckoutBody extends QuoteBody {
  email?: string;
  shipping?: ShippingAddress;
  /** The shop's means: `gift_card` is the server's, for an order a card pays whole (`gift_card_code`). */
  payment_method: Exclude<PaymentMethod, 'gift_card'>;
  currency?: Currency;
  language?: Language;
  /** A coupon code: the server checks and prices it (422 `coupon_*`, field coupon_code, when it is refused). */
  coupon_code?: string;
  /**
   * A gift card's code: it pays what it can of the total (422 `gift_card_*`, field gift_card_code, when refused); the
   * rest is paid by `payment_method`. A card that pays it all makes the order paid at once (payment method gift_card).
   */
  gift_card_code?: string;
}

/** POST /orders/{number}/payments: a guest proves the order is theirs with its email; a customer with the bearer. */
export interface PaymentStartBody {
  provider: 'paypal' | 'card';
  email?: string;
  /** Card only, customers only: keep the card at the provider for next time. */
  save_card?: boolean;
  /** Card only: pay with this saved card (one of UserInfo.payments). */
  payment_reference_id?: number;
}

export interface ReviewBody {
  order_number: string;
  article_id: number;
  rating: number;
  comment?: string;
}

/** A return/refund request: up to 3 books of a delivered order, quantities not above those bought. */
export interface ReturnBody {
  order_number: string;
  items: CheckoutLine[];
  reason: string;
}

/** What the sitemap lists besides the store's fixed pages, each kind at its own pages' address. */
export type SitemapKind = 'books' | 'collaborators' | 'collections' | 'events' | 'categories';

/** A sitemap file holds at most this many addresses (the sitemaps protocol's limit). */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** GET /sitemap: how many of each kind there are, and when the latest of them changed. */
export interface SitemapSection {
  kind: SitemapKind;
  count: number;
  /** ISO date-time of the latest change, or null when the data does not say. */
  lastmod: string | null;
}

/** GET /sitemap/{kind}?page=: one file's worth of ids, by id, with when each changed. */
export interface SitemapEntry {
  id: number;
  lastmod: string | null;
}
