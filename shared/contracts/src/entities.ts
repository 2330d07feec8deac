/** Entities of spec section 3, as the API answers them and the client keeps them. */
import type { OrderCoupon } from './coupons';
import type { ArticleForthcoming } from './forthcoming';
import type { ArticlePick } from './picks';
import type { GiftCard, OrderGiftCard, OrderGiftCardPurchase } from './gift-cards';
import type { LocationCopies, OrderPickup, PickupOption } from './collection';

/** Language codes of the store: French by default, English as 'eng'. */
export type Language = 'fr' | 'eng';
/** Currencies the store shows prices in. */
export type Currency = 'eur' | 'usd';

/** A collaborator as referenced from an article (author, translator, illustrator). */
export interface CollaboratorRef {
  id: number;
  _nom: string;
}

/** A collaborator with the roles they hold across the catalogue. */
export interface Collaborator extends CollaboratorRef {
  biography: string | null;
  roles: CollaboratorRole[];
}

export type CollaboratorRole = 'author' | 'translator' | 'illustrator';

export interface Collection {
  id: number;
  nom: string;
  description: string | null;
}

export interface Publisher {
  id: number;
  title: string;
}

/** A node of the 3-level category tree. */
export interface Category {
  id: number;
  _nom: string;
  niveau: 1 | 2 | 3;
  /** Parent category id; null on level 1. */
  b_usr_articletheme_id: number | null;
  /** Path of names from the root, for example "Littérature > Romans > Classiques". */
  chemin: string;
}

/** One step of a category's path: a category by id and name. */
export type CategoryStep = Pick<Category, 'id' | '_nom'>;

/** One category as GET /categories/{id} answers it: with its path as steps, for a breadcrumb that links each one. */
export interface CategoryDetails extends Category {
  /** The categories from the level-1 root down to this one (the last step), as `chemin` names them. */
  path: CategoryStep[];
}

export interface ArticleImage {
  link: string;
}

/** A book as the server describes it. */
export interface Article {
  id: number;
  designation: string;
  /** HTML description (sanitised by the server). */
  descriptif: string;
  /** EAN-13 / ISBN-13, digits only. */
  _code_barre: string;
  dc_collection: Collection | null;
  dc_auteur: CollaboratorRef | null;
  dc_editor: Publisher | null;
  dc_traducteur: CollaboratorRef | null;
  dc_illustrateur: CollaboratorRef | null;
  /** Every level of the book's categories, each with its parent: the book page's breadcrumb needs no other call. */
  categories: Pick<Category, 'id' | '_nom' | 'niveau' | 'b_usr_articletheme_id'>[];
  /** Public price excluding tax, in euro. */
  prixpublic: number;
  /** Public price including tax, in euro. */
  _prix_public_ttc: number;
  /** Net weight in grams. */
  _poids_net: number;
  /** Discount in percent, applied to the price including tax. */
  discount: number;
  /** Available stock; below 1 is out of stock. */
  _qte_a_terme_calcule: number;
  articleimage: ArticleImage[];
  average_rate: number;
  article_stock: number;
  bestseller_count: number;
  /** Language of the text: 'fr' or 'en'. */
  language: string;
  /** When the shop put the book on sale (first publication in the catalogue; the "newest" order). */
  published_at: string | null;
  /** The year the text first came out, when known. */
  first_published_year: number | null;
  /**
   * The ISBN-13 hyphenated by the official ranges of the ISBN agency (978-2-07-036822-8), as the store shows it; the
   * 13 digits as they are when no range holds them. Worked out by the API: the range table stays out of the browser.
   */
  isbn_hyphenated: string;
  /** The other editions of the same work on sale (its text in the other language), by language; empty for most books. */
  editions: ArticleEdition[];
  /** Set while the title is announced and not out yet ("À paraître"), with its day (forthcoming.ts); null otherwise. */
  forthcoming: ArticleForthcoming | null;
  /** The form the book is sold in (the trade's record says it; null when unknown). */
  product_form: ProductForm | null;
  page_count: number | null;
  /**
   * The edition's publication day, YYYY-MM-DD (when only its month or year is known, the last day of it), and how much
   * of it to show; null when unknown.
   */
  published_on: string | null;
  published_on_precision: 'day' | 'month' | 'year' | null;
  /** The booksellers' pick on the book ("coup de cœur", picks.ts), or null. */
  pick: ArticlePick | null;
  /**
   * One book's answer only (GET /articles/{id}, /isbn/{isbn}): its copies at each of the shop's locations, in the order
   * staff gave them ("En stock à Lumière Opéra (3), à commander à Lumière Bastille"). Lists leave it out.
   */
  locations?: LocationCopies[];
}

/** A book's form as shoppers are told it: ONIX's product forms (list 150) gathered as the shop names them. */
export type ProductForm = 'hardback' | 'paperback' | 'pocket' | 'digital' | 'other';

/** Another edition of a book's work (the same text in another language), as the book page links it. */
export interface ArticleEdition {
  id: number;
  designation: string;
  /** Language of that edition's text: 'fr' or 'en'. */
  language: string;
}

/** A cart line as the client keeps it. */
export interface CartLine {
  /** Article id. */
  _id: number;
  /** Server cart-line id; null while the line is only on the client. */
  cart_id: number | null;
  title: string;
  author: string;
  image: string;
  /** Public price excluding tax. */
  price: number;
  /** Public price including tax. */
  price_ttc: number;
  /** Discount in percent. */
  discount: number;
  quantity: number;
  /** Available stock. */
  _qte_a_terme_calcule: number;
  /** ISBN. */
  _code_barre: string;
  /** The ISBN hyphenated (Article.isbn_hyphenated); lines kept from before it existed have only `_code_barre`. */
  isbn_hyphenated?: string;
  description: string;
  weight: number;
  average_rate: number;
  /** The article was removed from the catalogue. */
  removed: boolean;
  article_stock: number;
  note: string;
  /** Set while the title is not out yet (Article.forthcoming): the line is a pre-order. Absent on lines of before. */
  forthcoming?: ArticleForthcoming | null;
}

/** A wishlist entry as the client keeps it. */
export interface Favorite {
  /** Server favourite id. */
  id: number;
  /** Article id. */
  _favid: number;
  favtitle: string;
  favauthor: string;
  favimage: string;
  favprice: number;
  favdescription: string;
  favquantity: number;
  discount: number;
  weight: number;
  price_ttc: number;
  removed: boolean;
  article_stock: number;
  _code_barre: string;
}

/**
 * A cart entry as the server keeps it: the book as on sale now, or, once the book is unpublished, only that it is no
 * longer for sale (its current record may announce a title the shop has not published: it is not sent).
 */
export type ServerCartEntry =
  | { id: number; article_id: number; quantity: number; removed: false; article: Article; discount: number }
  | { id: number; article_id: number; quantity: number; removed: true };

/** A favourite as the server keeps it: the book as on sale now, or only that it is no longer for sale. */
export type ServerFavorite = { id: number; article_id: number; removed: false; article: Article } | { id: number; article_id: number; removed: true };

/** A delivery address of the user's address book. */
export interface Address {
  id: number;
  /** The customer's own name for it ("Home", "Office"). */
  title: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  /** Building, floor, company… ('' when none). */
  address_extra: string;
  city: string;
  postal_code: string;
  /** ISO 3166 alpha-2 code, one of GET /countries. */
  country: string;
}

/** What a customer sends to create or replace an address. */
export type AddressInput = Omit<Address, 'id'> & { is_default?: boolean };

export interface PaymentReference {
  id: number;
  provider: string;
  label: string;
}

export type UserRole = 'customer' | 'admin';

/** The logged-in user as the server answers it (never with secrets). */
export interface UserInfo {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  image: string | null;
  language: Language;
  currency: Currency;
  role: UserRole;
  phone: string | null;
  /** Whether the email address was confirmed through the link mailed at sign-up. */
  email_verified: boolean;
  addresses: Address[];
  payments: PaymentReference[];
  defaultAdd: number | null;
  defaultPay: number | null;
}

/** One entry of company settings' website_config; type 43 switches the compare feature. */
export interface WebsiteConfigEntry {
  lookup_config_type: number;
  is_exist: boolean;
}

/** The config type whose presence enables /compare. */
export const COMPARE_CONFIG_TYPE = 43;

/**
 * What a company icon (fav_icon, dark_icon, light_icon) may be: an http(s) address or a path of the shop's (`/img/…`),
 * never `javascript:` or `data:`. The API refuses anything else; the storefront drops anything else it reads.
 */
export const ICON_LINK_PATTERN = '^(https?://|/)[^\\s]*$';

export interface CompanySettings {
  website_config: WebsiteConfigEntry[];
  usd_rate: number | null;
  fav_icon: string | null;
  dark_icon: string | null;
  light_icon: string | null;
  email: string;
  phone: string;
  facebook: string;
  youtube: string;
  twitter: string;
  linkedin: string;
  insta: string;
  about_en: string;
  about_fr: string;
  help_en: string;
  help_fr: string;
  libraries_en: string;
  libraries_fr: string;
  copyrights_en: string;
  copyrights_fr: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  /** PayPal client id (public); online payment is offered only when it and `card_public_key` are both set. */
  paypal_client_id: string;
  /** The card provider's publishable key (public). */
  card_public_key: string;
  /** Whether customers may pay by bank transfer (the offline method). */
  offline_payment: boolean;
  /** Account holder, IBAN and BIC shown to customers who pay by transfer. */
  bank_transfer_details: string;
  /** Google client id (public); null: no social sign-in, and the login and register pages load no provider script. */
  google_client_id: string | null;
  /** The seller as invoices name it (legal mentions, public anyway): the legal name, form and share capital. */
  legal_name: string;
  legal_form: string;
  share_capital: string;
  /** The registered office (France). */
  street_address: string;
  postal_code: string;
  city: string;
  /** 14 digits (its first 9 are the SIREN), empty until set. */
  siret: string;
  /** Intra-community VAT number (FR + key + SIREN), empty until set. */
  vat_number: string;
}

export interface Country {
  id: number;
  code: string;
  name_fr: string;
  name_en: string;
}

export interface SocieteConfigEntry {
  config_module_nomtech: string;
  valeur: string;
}

export interface HeroSlide {
  image1: string;
  title: string;
  subtitle: string;
  link: string;
}

export interface WebsiteSection {
  id: number;
  section_id: string;
  hero_sections: HeroSlide[];
}

export interface NewsletterSubscription {
  email: string;
  ecom_type: string;
}

/** A bookshop event (reading, signing, workshop), in the shopper's language. */
export interface ShopEvent {
  id: number;
  title: string;
  /** HTML (sanitised by the server). */
  description: string;
  /** ISO date-time. */
  starts_at: string;
  place: string;
}

/** An event with the books it presents. */
export interface ShopEventDetails extends ShopEvent {
  books: Article[];
}

/** A collaborator's page: who they are and their books by role. */
export interface CollaboratorDetails extends Collaborator {
  books: Record<CollaboratorRole, Article[]>;
}

/** A collection's page: what it is and how many books it holds (the books come from GET /articles?collection_id=). */
export interface CollectionDetails extends Collection {
  book_count: number;
}

/** Company texts for the content pages (/about-us, /legal-information), HTML sanitised by the server. */
export interface ContentPage {
  slug: 'about-us' | 'legal-information';
  title: string;
  html: string;
}

/** A message sent from /contactus. */
export interface ContactMessageBody {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A way to receive an order (GET /delivery-methods); prices in euro including tax. */
export interface DeliveryMethod {
  code: string;
  name: string;
  description: string;
  price: number;
  /** From this amount of books (euro) the delivery costs `free_price` instead; null when it never does. */
  free_from: number | null;
  free_price: number;
  /** False for a collection at one of the shop's locations (`pickup_location_id`): no delivery address is asked. */
  needs_address: boolean;
}

export type OrderStatus = 'pending_payment' | 'paid' | 'preparing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
/** How an order is paid; `gift_card` is set by the server on an order a gift card paid whole (the checkout offers the others). */
export type PaymentMethod = 'bank_transfer' | 'paypal' | 'card' | 'gift_card';

/** One book of an order or a quote, priced by the server. Amounts in euro. */
export interface OrderLine {
  article_id: number;
  title: string;
  author: string;
  ean: string;
  /** `ean` hyphenated by the official ISBN ranges (the 13 digits when no range holds them), as the store shows it. */
  isbn_hyphenated: string;
  /** Public price including tax, before the discount. */
  unit_price_ttc: number;
  discount: number;
  /** What one copy costs after the discount. */
  unit_price: number;
  quantity: number;
  line_total: number;
  /**
   * A pre-order (issue 45): present while the line waits for copies of a forthcoming title (PREORDERS in the contracts'
   * forthcoming.ts). In a quote: what the order would wait for.
   */
  preorder?: OrderLinePreorder;
}

/** What a line still waits for: copies of a title not out yet, and its day. */
export interface OrderLinePreorder {
  /** Copies not yet set aside for the order (1 to `quantity`); the others came from the shop's stock. */
  awaited: number;
  /** When the title comes out, as its record says (null: once it has, or when no day is known). */
  forthcoming: ArticleForthcoming | null;
}

/** The delivery address of an order (empty strings for a collection at the shop). */
export type ShippingAddress = Omit<Address, 'id' | 'title'>;

export interface OrderEvent {
  status: OrderStatus;
  at: string;
}

/** An order as its customer sees it. Amounts in euro; `currency` and `usd_rate` are those chosen at checkout. */
export interface Order {
  number: string;
  status: OrderStatus;
  email: string;
  created_at: string;
  currency: Currency;
  usd_rate: number | null;
  payment_method: PaymentMethod;
  delivery_method: string;
  items_total: number;
  delivery_price: number;
  total: number;
  lines: OrderLine[];
  shipping: ShippingAddress;
  events: OrderEvent[];
  /** Where to send a bank transfer, while a bank-transfer order waits for its payment; null otherwise. */
  bank_transfer_details: string | null;
  /** While the order awaits its payment: when it is cancelled if still unpaid (its books go back on sale); null otherwise. */
  expires_at: string | null;
  /** The coupon code used and what it took off (already out of `total`); null without one. */
  coupon: OrderCoupon | null;
  /** What a gift card paid of `total` (a payment, not a discount); null without one. */
  gift_card: OrderGiftCard | null;
  /** What is left to pay by the order's payment method: `total` less the gift card's part. */
  amount_due: number;
  /** The legal return period of a delivered order; null until it is delivered. */
  return_window: ReturnWindow | null;
  /** Where and how the order is collected, for a delivery method without address; null for a delivery. */
  pickup: OrderPickup | null;
  /** The gift card an order of no book buys (POST /gift-cards/purchase); null for an order of books. */
  gift_card_purchase: OrderGiftCardPurchase | null;
}

/** What POST /orders/quote answers: the server's prices for the cart and a delivery method. */
export interface CheckoutQuote {
  lines: OrderLine[];
  items_total: number;
  delivery_price: number;
  /** After the coupon's discount, when there is one. */
  total: number;
  /** The coupon checked with POST /coupons/check and what it takes off; null for a plain quote. */
  coupon: OrderCoupon | null;
  /**
   * Books that cannot be ordered as asked (unknown, no longer sold, not enough stock, or more copies than an order
   * awaiting payment may hold: `unpaid_copies_limit`, `available` being how many it may hold now, 0 when orders
   * awaiting payment hold all they may).
   */
  problems: Array<{ article_id: number; code: 'not_found' | 'out_of_stock' | 'unpaid_copies_limit'; available: number }>;
  /**
   * For a delivery method without address: the locations the cart may be collected at, each with the books it lacks
   * copies of (the `problems` above are those of `pickup_location_id`, or of the online location); null otherwise.
   */
  pickup_locations: PickupOption[] | null;
}

/** How the checkout may take payment (GET /payment-options). Online payment is in US dollars. */
export interface PaymentOptions {
  /** Bank transfer is offered. */
  offline: boolean;
  /** PayPal and card are offered: both public keys are set and the server holds the secrets. */
  online: boolean;
  /** The PayPal JavaScript SDK to load, with the shop's client id; null when online payment is off. */
  paypal: { client_id: string; sdk_url: string } | null;
  /** The card provider's browser script and publishable key; null when online payment is off. */
  card: { public_key: string; js_url: string } | null;
  currency: 'USD';
}

/**
 * A started online payment (POST /orders/{number}/payments): the provider's order or intent for the server's amount.
 * PayPal buttons approve `provider_ref`; card fields confirm `client_secret`.
 */
export interface PaymentStart {
  provider: 'paypal' | 'card';
  provider_ref: string;
  /** The card intent's client secret (null for PayPal and for a saved card, confirmed by the server already). */
  client_secret: string | null;
  /** In US dollars, as the provider will charge it. */
  amount: number;
  currency: 'USD';
}

/** What the server concluded after asking the provider (POST /orders/{number}/payments/{ref}/complete). */
export interface PaymentOutcome {
  status: 'paid' | 'pending' | 'failed';
  /** The order's status after it. */
  order_status: OrderStatus;
}

/** What a visitor sees of an order from its number and email (POST /orders/track): its progress, nothing personal. */
export interface TrackedOrder {
  number: string;
  status: OrderStatus;
  created_at: string;
  delivery_method: string;
  /** Collected at one of the shop's bookshops: its steps read "ready to collect" and "collected". */
  collection: boolean;
  item_count: number;
  events: OrderEvent[];
  return_window: ReturnWindow | null;
  /**
   * Present once the order is delivered: what a visitor who proved the order number and email may return, and the
   * open return they already asked for (a visitor asks for one at a time).
   */
  guest_return: GuestReturnOffer | null;
}

/**
 * The withdrawal period of a delivered order (droit de rétractation, Code de la consommation L221-18): returns may be
 * asked until the end of `last_day` (Paris time), `RETURN_WINDOW_DAYS` (14) days after the day of delivery.
 */
export interface ReturnWindow {
  delivered_at: string;
  /** YYYY-MM-DD, the last day a return may be asked for. */
  last_day: string;
  /** Whether today (Paris time) is on or before `last_day`. */
  open: boolean;
}

/** What /track-order may offer a visitor for a delivered order (POST /guest-returns). */
export interface GuestReturnOffer {
  /**
   * Proves the order number and email for a short while (`expires_at`): sent with the guest's return and its photo,
   * so those calls need neither a session nor another lookup. Null when the period is over or a return is open.
   */
  token: string | null;
  expires_at: string | null;
  /** The books of the order, as the return form lists them. */
  lines: Array<{ article_id: number; title: string; quantity: number }>;
  /** The guest's return still being handled (requested, approved or received), if any. */
  open_return: ReturnRequest | null;
}

/** A customer's review of a book they bought and received (shown on the book page). */
export interface Review {
  id: number;
  article_id: number;
  rating: number;
  comment: string;
  /** First name and the initial of the last name: nothing more of the reviewer is shown. */
  author_name: string;
  created_at: string;
}

/** One of the customer's own reviews (GET /users/me/reviews): with the order it was written from, never shown publicly. */
export interface OwnReview extends Review {
  order_number: string;
}

export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

/** A return/refund request on a delivered order (at most 3 books). */
export interface ReturnRequest {
  id: number;
  order_number: string;
  status: ReturnStatus;
  reason: string;
  created_at: string;
  items: Array<{ article_id: number; title: string; quantity: number; unit_price: number }>;
  events: Array<{ status: ReturnStatus; at: string }>;
  /** Whether the customer attached a photo: GET /returns/{id}/photo, for the owner and the shop's admins only. */
  photo: boolean;
}

/**
 * Everything the shop holds about a customer (GET /users/me/personal-data, GDPR art. 15 and 20), downloaded as a JSON
 * file. Only the account's own records: orders placed from it, its returns, reviews, wishlist, and the newsletter and
 * contact messages of its email.
 */
export interface PersonalDataExport {
  exported_at: string;
  shop: string;
  profile: {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    language: Language;
    currency: Currency;
    email_verified: boolean;
    created_at: string;
    /** Whether a profile picture is kept (the picture itself is at /img/{image} while the account exists). */
    image: string | null;
  };
  sign_in: { password: boolean; identities: Array<{ provider: string; email: string; linked_at: string }> };
  addresses: Address[];
  saved_cards: Array<{ provider: string; label: string; is_default: boolean; created_at: string }>;
  orders: Order[];
  returns: ReturnRequest[];
  reviews: OwnReview[];
  wishlist: Array<{ article_id: number; title: string; added_at: string }>;
  cart: Array<{ article_id: number; title: string; quantity: number }>;
  newsletter: { subscribed: boolean; since: string | null };
  contact_messages: Array<{ subject: string; message: string; created_at: string }>;
  /** Back-in-stock requests, asked signed in or as a guest with the account's email (notified_at: when the mail left). */
  stock_alerts: Array<{ article_id: number; title: string; asked_at: string; notified_at: string | null }>;
  /** Sign-in sessions: when each started and ends (the shop keeps no address or browser of them). */
  sessions: Array<{ created_at: string; expires_at: string; revoked_at: string | null; current: boolean }>;
  /** The account's gift cards, with their codes, balances and uses. */
  gift_cards: GiftCard[];
}

/** POST /users/me/delete: the account's password, or for an account without one a fresh Google sign-in. */
export type AccountDeletionBody = { password: string } | { credential: string; nonce: string };
