/**
 * TypeBox schemas of the contract entities (`@bookshop/contracts`). They validate and serialise the answers (the
 * serialiser drops any property not listed, so no secret can leak), and the `Assert<Same<…>>` lines make the build
 * fail when a schema and its contract type drift apart.
 */
import type * as Contracts from '@bookshop/contracts';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { CurrencySchema, LanguageSchema, type Assert, type Same } from './common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CollaboratorRefSchema = Type.Object({ id: Type.Integer(), _nom: Type.String() });

export const CollaboratorRoleSchema = Type.Union([
  Type.Literal('author'),
  Type.Literal('translator'),
  Type.Literal('illustrator'),
]);

export const CollaboratorSchema = Type.Object({
  id: Type.Integer(),
  _nom: Type.String(),
  biography: Nullable(Type.String()),
  roles: Type.Array(CollaboratorRoleSchema),
});

export const CollectionSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  description: Nullable(Type.String()),
});

export const PublisherSchema = Type.Object({ id: Type.Integer(), title: Type.String() });

export const CategoryLevelSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  _nom: Type.String(),
  niveau: CategoryLevelSchema,
  b_usr_articletheme_id: Nullable(Type.Integer()),
  chemin: Type.String(),
});

export const CategoryDetailsSchema = Type.Object({
  ...CategorySchema.properties,
  path: Type.Array(Type.Object({ id: Type.Integer(), _nom: Type.String() })),
});

export const ArticleEditionSchema = Type.Object({ id: Type.Integer(), designation: Type.String(), language: Type.String() });

/** A forthcoming title's day (the contract's ArticleForthcoming). */
const ArticleForthcomingSchema = Type.Object({
  on: Nullable(Type.String({ format: 'date', description: 'The publication day (the last day of its month or year when only those are known)' })),
  precision: Nullable(Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('year')])),
});

/** A bookseller's pick on a book (the contract's ArticlePick). */
export const ArticlePickSchema = Type.Object({
  bookseller: Type.String(),
  location: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'The shop the bookseller works at' }),
  note_fr: Type.String(),
  note_en: Nullable(Type.String({ description: 'Null: written in French only' })),
  picked_on: Type.String({ format: 'date' }),
});

/** One of the shop's locations (the contract's ShopLocation). */
export const ShopLocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String({ description: 'Empty until staff give it' }),
  opening_hours_fr: Type.String(),
  opening_hours_en: Type.String(),
  pickup_delay_hours: Type.Integer({ minimum: 0, description: 'How long after an order a collection there is ready' }),
  ships_online: Type.Boolean({ description: 'Ships the online orders (one per shop): its copies are a book\'s stock' }),
});

/** A location's copies of a book (the contract's LocationCopies). */
export const LocationCopiesSchema = Type.Object({
  location_id: Type.Integer(),
  name: Type.String(),
  copies: Type.Integer(),
  ships_online: Type.Boolean(),
});

/** An order's collection (the contract's OrderPickup). */
export const OrderPickupSchema = Type.Object({
  location: Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), opening_hours_fr: Type.String(), opening_hours_en: Type.String() }),
  code: Nullable(Type.String({ description: 'Shown at the counter; given once ready, to the order\'s owner only' })),
  ready_at: Nullable(Type.String()),
  hold_until: Nullable(Type.String({ description: 'Past it the books go back on the shelves and the order is refunded' })),
});

/** A location as staff see it (the contract's AdminLocation). */
export const AdminLocationSchema = Type.Object({ ...ShopLocationSchema.properties, pick_count: Type.Integer({ description: 'Picks signed there' }) });

/** What staff send to create or edit a location (the contract's AdminLocationInput); bounds checked by locationProblems. */
export const AdminLocationInputSchema = Type.Object(
  {
    name: Type.String({ maxLength: 400 }),
    address: Type.String({ maxLength: 1000 }),
    opening_hours_fr: Type.String({ maxLength: 1000 }),
    opening_hours_en: Type.String({ maxLength: 1000 }),
    pickup_delay_hours: Type.Number(),
  },
  { additionalProperties: false },
);

/** What staff send to write a book's pick (the contract's AdminPickInput); its lengths are checked by pickProblems. */
export const AdminPickInputSchema = Type.Object(
  {
    bookseller: Type.String({ maxLength: 400 }),
    location_id: Type.Integer({ minimum: 1 }),
    note_fr: Type.String({ maxLength: 4000 }),
    note_en: Nullable(Type.String({ maxLength: 4000 })),
    picked_on: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today or before' }),
  },
  { additionalProperties: false },
);

export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  designation: Type.String(),
  descriptif: Type.String(),
  _code_barre: Type.String(),
  dc_collection: Nullable(CollectionSchema),
  dc_auteur: Nullable(CollaboratorRefSchema),
  dc_editor: Nullable(PublisherSchema),
  dc_traducteur: Nullable(CollaboratorRefSchema),
  dc_illustrateur: Nullable(CollaboratorRefSchema),
  categories: Type.Array(Type.Object({ id: Type.Integer(), _nom: Type.String(), niveau: CategoryLevelSchema, b_usr_articletheme_id: Nullable(Type.Integer()) })),
  prixpublic: Type.Number(),
  _prix_public_ttc: Type.Number(),
  _poids_net: Type.Number(),
  discount: Type.Number(),
  _qte_a_terme_calcule: Type.Integer(),
  articleimage: Type.Array(Type.Object({ link: Type.String() })),
  average_rate: Type.Number(),
  article_stock: Type.Integer(),
  bestseller_count: Type.Integer(),
  language: Type.String(),
  published_at: Nullable(Type.String({ format: 'date-time' })),
  first_published_year: Nullable(Type.Integer()),
  isbn_hyphenated: Type.String({ description: 'The ISBN-13 hyphenated by the official ISBN ranges (the 13 digits when no range holds them)' }),
  editions: Type.Array(ArticleEditionSchema, { description: 'The other editions of the same work on sale (its text in the other language)' }),
  /** Set while the title is announced and not out yet ("À paraître"); null otherwise. */
  forthcoming: Nullable(ArticleForthcomingSchema),
  product_form: Nullable(
    Type.Union([Type.Literal('hardback'), Type.Literal('paperback'), Type.Literal('pocket'), Type.Literal('digital'), Type.Literal('other')], {
      description: 'The form the book is sold in, when known',
    }),
  ),
  page_count: Nullable(Type.Integer({ minimum: 1 })),
  published_on: Nullable(Type.String({ format: 'date', description: "The edition's publication day (the last day of its month or year when only those are known)" })),
  published_on_precision: Nullable(Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('year')])),
  pick: Nullable(ArticlePickSchema),
  locations: Type.Optional(Type.Array(LocationCopiesSchema, { description: 'One book only (GET /articles/{id}, /isbn/{isbn}): its copies at each location' })),
});

export const ArticleListSchema = Type.Object({
  data: Type.Array(ArticleSchema),
  total: Type.Integer({ description: 'How many books the list holds, or the count limit when total_exact is false' }),
  total_exact: Type.Boolean({ description: 'False: the list holds more than total (pages stop at the count limit too)' }),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

export const ArticleBatchSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      article: Type.Union([ArticleSchema, Type.Null()], { description: 'Null: not on sale (unpublished since, or no such book)' }),
    }),
  ),
});

const BoundedCountSchema = Type.Object({
  count: Type.Integer({ description: 'How many books, or at least that many when exact is false ("100+")' }),
  exact: Type.Boolean(),
});

const FacetCountsSchema = Type.Object({
  values: Type.Array(Type.Object({ id: Type.Integer(), ...BoundedCountSchema.properties }), {
    description: 'The values that hold books of the list',
  }),
  complete: Type.Boolean({
    description: 'True: a value left out holds none. False: counted over the first books of a list too large to count in time',
  }),
});

export const ArticleFacetsSchema = Type.Object({
  categories: FacetCountsSchema,
  publishers: FacetCountsSchema,
  availability: Type.Object(
    { all: BoundedCountSchema, in_stock: BoundedCountSchema, forthcoming: BoundedCountSchema },
    { description: 'The list without an availability filter, with the in-stock one and with the forthcoming one, each counted up to the list count limit' },
  ),
  picks: Type.Object(BoundedCountSchema.properties, { description: "The list with the booksellers' picks only (favorites), counted up to the list count limit" }),
});

const REMOVED_LINE = 'The book is no longer for sale (unpublished since): the line answers nothing more of it';

export const ServerCartEntrySchema = Type.Union([
  Type.Object({
    id: Type.Integer(),
    article_id: Type.Integer(),
    quantity: Type.Integer(),
    removed: Type.Literal(false),
    article: ArticleSchema,
    discount: Type.Number(),
  }),
  Type.Object({ id: Type.Integer(), article_id: Type.Integer(), quantity: Type.Integer(), removed: Type.Literal(true) }, { description: REMOVED_LINE }),
]);

export const ServerFavoriteSchema = Type.Union([
  Type.Object({ id: Type.Integer(), article_id: Type.Integer(), removed: Type.Literal(false), article: ArticleSchema }),
  Type.Object({ id: Type.Integer(), article_id: Type.Integer(), removed: Type.Literal(true) }, { description: REMOVED_LINE }),
]);

export const AddressSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  address_extra: Type.String(),
  city: Type.String(),
  postal_code: Type.String(),
  country: Type.String(),
});

const PaymentReferenceSchema = Type.Object({ id: Type.Integer(), provider: Type.String(), label: Type.String() });

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  image: Nullable(Type.String()),
  language: LanguageSchema,
  currency: CurrencySchema,
  role: Type.Union([Type.Literal('customer'), Type.Literal('admin')]),
  phone: Nullable(Type.String()),
  email_verified: Type.Boolean(),
  addresses: Type.Array(AddressSchema),
  payments: Type.Array(PaymentReferenceSchema),
  defaultAdd: Nullable(Type.Integer()),
  defaultPay: Nullable(Type.Integer()),
});

export const SessionSchema = Type.Object({ data: Type.Object({ token: Type.String(), user: UserInfoSchema }) });

export const LinkedIdentitySchema = Type.Object({
  id: Type.Integer(),
  provider: Type.Literal('google'),
  email: Type.String(),
  linked_at: Type.String({ format: 'date-time' }),
});

export const SignInMethodsSchema = Type.Object({ password: Type.Boolean(), identities: Type.Array(LinkedIdentitySchema) });

export const WebsiteConfigEntrySchema = Type.Object({ lookup_config_type: Type.Integer(), is_exist: Type.Boolean() });

export const CompanySettingsSchema = Type.Object({
  website_config: Type.Array(WebsiteConfigEntrySchema),
  usd_rate: Nullable(Type.Number()),
  fav_icon: Nullable(Type.String()),
  dark_icon: Nullable(Type.String()),
  light_icon: Nullable(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  facebook: Type.String(),
  youtube: Type.String(),
  twitter: Type.String(),
  linkedin: Type.String(),
  insta: Type.String(),
  about_en: Type.String(),
  about_fr: Type.String(),
  help_en: Type.String(),
  help_fr: Type.String(),
  libraries_en: Type.String(),
  libraries_fr: Type.String(),
  copyrights_en: Type.String(),
  copyrights_fr: Type.String(),
  primary_color: Type.String(),
  secondary_color: Type.String(),
  accent_color: Type.String(),
  paypal_client_id: Type.String(),
  card_public_key: Type.String(),
  offline_payment: Type.Boolean(),
  bank_transfer_details: Type.String(),
  google_client_id: Nullable(Type.String()),
  legal_name: Type.String(),
  legal_form: Type.String(),
  share_capital: Type.String(),
  street_address: Type.String(),
  postal_code: Type.String(),
  city: Type.String(),
  siret: Type.String(),
  vat_number: Type.String(),
});

export const CountrySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name_fr: Type.String(),
  name_en: Type.String(),
});

export const SocieteConfigEntrySchema = Type.Object({ config_module_nomtech: Type.String(), valeur: Type.String() });

export const HeroSlideSchema = Type.Object({
  image1: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  link: Type.String(),
});

export const WebsiteSectionSchema = Type.Object({
  id: Type.Integer(),
  section_id: Type.String(),
  hero_sections: Type.Array(HeroSlideSchema),
});

export const DeliveryMethodSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  free_from: Nullable(Type.Number()),
  free_price: Type.Number(),
  needs_address: Type.Boolean(),
});

export const OrderStatusSchema = Type.Union(
  [
    Type.Literal('pending_payment'),
    Type.Literal('paid'),
    Type.Literal('preparing'),
    Type.Literal('shipped'),
    Type.Literal('delivered'),
    Type.Literal('cancelled'),
    Type.Literal('refunded'),
  ],
  { description: 'pending_payment -> paid -> preparing -> shipped -> delivered; cancelled and refunded put the stock back once' },
);
/** How an order is paid (the contract's PaymentMethod); gift_card is the server's, for an order a gift card paid whole. */
export const PaymentMethodSchema = Type.Union([Type.Literal('bank_transfer'), Type.Literal('paypal'), Type.Literal('card'), Type.Literal('gift_card')]);
/** What a checkout may ask to pay with: the shop's means (a gift card comes with gift_card_code). */
export const CheckoutPaymentMethodSchema = Type.Union([Type.Literal('bank_transfer'), Type.Literal('paypal'), Type.Literal('card')]);

/** What a gift card paid of an order (the contract's OrderGiftCard). */
const OrderGiftCardSchema = Type.Object({ code_end: Type.String({ description: 'The end of its code only' }), amount: Type.Number() });

export const OrderLineSchema = Type.Object({
  article_id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  ean: Type.String(),
  isbn_hyphenated: Type.String({ description: 'ean hyphenated by the official ISBN ranges (the 13 digits when no range holds them)' }),
  unit_price_ttc: Type.Number(),
  discount: Type.Number(),
  unit_price: Type.Number(),
  quantity: Type.Integer(),
  line_total: Type.Number(),
  preorder: Type.Optional(
    Type.Object(
      { awaited: Type.Integer({ minimum: 1 }), forthcoming: Nullable(ArticleForthcomingSchema) },
      { description: 'A pre-order: the copies the line still waits for, and when the title comes out' },
    ),
  ),
});

export const ShippingAddressSchema = Type.Omit(AddressSchema, ['id', 'title']);

/** What a coupon took off an order or a quote, in euro (the books' part capped by French book law). */
export const OrderCouponSchema = Type.Object({
  code: Type.String(),
  books_discount: Type.Number(),
  delivery_discount: Type.Number(),
});

/** The legal return period of a delivered order (L221-18): until the end of last_day, Paris time. */
export const ReturnWindowSchema = Type.Object({
  delivered_at: Type.String(),
  last_day: Type.String({ description: 'YYYY-MM-DD, RETURN_WINDOW_DAYS after the day of delivery' }),
  open: Type.Boolean(),
});

export const OrderSchema = Type.Object({
  number: Type.String(),
  status: OrderStatusSchema,
  email: Type.String(),
  created_at: Type.String(),
  currency: CurrencySchema,
  usd_rate: Nullable(Type.Number()),
  payment_method: PaymentMethodSchema,
  delivery_method: Type.String(),
  items_total: Type.Number(),
  delivery_price: Type.Number(),
  total: Type.Number(),
  lines: Type.Array(OrderLineSchema),
  shipping: ShippingAddressSchema,
  events: Type.Array(Type.Object({ status: OrderStatusSchema, at: Type.String() })),
  bank_transfer_details: Nullable(Type.String()),
  expires_at: Nullable(Type.String({ description: 'While unpaid: when the order is cancelled if still unpaid' })),
  coupon: Nullable(OrderCouponSchema),
  gift_card: Nullable(OrderGiftCardSchema),
  amount_due: Type.Number({ description: 'What is left to pay by the payment method: total less the gift card' }),
  return_window: Nullable(ReturnWindowSchema),
  pickup: Nullable(OrderPickupSchema),
  gift_card_purchase: Nullable(
    Type.Object({
      amount: Type.Number(),
      recipient: Nullable(Type.Object({ name: Type.String(), email: Type.String(), send_on: Type.String({ description: 'YYYY-MM-DD' }) })),
      code_end: Nullable(Type.String({ description: 'The end of the card\'s code once issued (paid)' })),
      sent_at: Nullable(Type.String()),
    }),
  ),
});

/** A review as anyone may read it: no order number (half of what /orders/track asks). */
export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  article_id: Type.Integer(),
  rating: Type.Integer(),
  comment: Type.String(),
  author_name: Type.String(),
  created_at: Type.String(),
});

/** One of the customer's own reviews, with the order it was written from. */
export const OwnReviewSchema = Type.Object({ ...ReviewSchema.properties, order_number: Type.String() });

export const ReturnStatusSchema = Type.Union(
  [Type.Literal('requested'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('received'), Type.Literal('refunded')],
  { description: 'requested -> approved or rejected; approved -> received -> refunded' },
);

export const ReturnRequestSchema = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  status: ReturnStatusSchema,
  reason: Type.String(),
  created_at: Type.String(),
  items: Type.Array(Type.Object({ article_id: Type.Integer(), title: Type.String(), quantity: Type.Integer(), unit_price: Type.Number() })),
  events: Type.Array(Type.Object({ status: ReturnStatusSchema, at: Type.String() })),
  photo: Type.Boolean({ description: 'a photo is attached: GET /returns/{id}/photo (owner and admins only)' }),
});

export const PaymentOptionsSchema = Type.Object({
  offline: Type.Boolean(),
  online: Type.Boolean(),
  paypal: Nullable(Type.Object({ client_id: Type.String(), sdk_url: Type.String() })),
  card: Nullable(Type.Object({ public_key: Type.String(), js_url: Type.String() })),
  currency: Type.Literal('USD'),
});

export const PaymentStartSchema = Type.Object({
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('card')]),
  provider_ref: Type.String(),
  client_secret: Nullable(Type.String()),
  amount: Type.Number(),
  currency: Type.Literal('USD'),
});

export const PaymentOutcomeSchema = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('pending'), Type.Literal('failed')]),
  order_status: OrderStatusSchema,
});

export const TrackedOrderSchema = Type.Object({
  number: Type.String(),
  status: OrderStatusSchema,
  created_at: Type.String(),
  delivery_method: Type.String(),
  collection: Type.Boolean({ description: 'Collected at one of the shop\'s bookshops' }),
  item_count: Type.Integer(),
  events: Type.Array(Type.Object({ status: OrderStatusSchema, at: Type.String() })),
  return_window: Nullable(ReturnWindowSchema),
  guest_return: Nullable(
    Type.Object({
      token: Nullable(Type.String({ description: 'X-Return-Token of POST /guest-returns and its photo; null when none can be asked' })),
      expires_at: Nullable(Type.String()),
      lines: Type.Array(Type.Object({ article_id: Type.Integer(), title: Type.String(), quantity: Type.Integer() })),
      open_return: Nullable(ReturnRequestSchema),
    }),
  ),
});

export const CheckoutQuoteSchema = Type.Object({
  lines: Type.Array(OrderLineSchema),
  items_total: Type.Number(),
  delivery_price: Type.Number(),
  total: Type.Number(),
  coupon: Nullable(OrderCouponSchema),
  problems: Type.Array(
    Type.Object({
      article_id: Type.Integer(),
      code: Type.Union([Type.Literal('not_found'), Type.Literal('out_of_stock'), Type.Literal('unpaid_copies_limit')]),
      available: Type.Integer(),
    }),
  ),
  pickup_locations: Nullable(
    Type.Array(Type.Object({ location: ShopLocationSchema, short: Type.Array(Type.Object({ article_id: Type.Integer(), available: Type.Integer() })) })),
  ),
});

export const ShopEventSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String({ description: 'Sanitised HTML' }),
  starts_at: Type.String({ format: 'date-time' }),
  place: Type.String(),
});

export const ShopEventDetailsSchema = Type.Object({
  ...ShopEventSchema.properties,
  books: Type.Array(ArticleSchema, { description: 'The published books the event presents, by title' }),
});

export const CollaboratorDetailsSchema = Type.Object({
  ...CollaboratorSchema.properties,
  books: Type.Object(
    {
      author: Type.Array(ArticleSchema),
      translator: Type.Array(ArticleSchema),
      illustrator: Type.Array(ArticleSchema),
    },
    { description: 'Published books by role, by title, at most 48 per role' },
  ),
});

export const CollectionDetailsSchema = Type.Object({
  ...CollectionSchema.properties,
  book_count: Type.Integer({ description: 'Published books of the collection (listed by GET /articles?collection_id=)' }),
});

export const ContentPageSchema = Type.Object({
  slug: Type.Union([Type.Literal('about-us'), Type.Literal('legal-information')]),
  title: Type.String(),
  html: Type.String({ description: 'Sanitised HTML' }),
});

/** The route trims the texts before this schema checks them: the lengths are those of the trimmed texts. */
export const ContactMessageBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_NAME_MAX_LENGTH }),
    email: Type.String({ format: 'email', maxLength: CONTACT_EMAIL_MAX_LENGTH }),
    subject: Type.String({ minLength: 1, maxLength: CONTACT_SUBJECT_MAX_LENGTH }),
    message: Type.String({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: CONTACT_MESSAGE_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

export type ContractChecks = [
  Assert<Same<Static<typeof CollaboratorSchema>, Contracts.Collaborator>>,
  Assert<Same<Static<typeof ShopLocationSchema>, Contracts.ShopLocation>>,
  Assert<Same<Static<typeof AdminLocationSchema>, Contracts.AdminLocation>>,
  Assert<Same<Static<typeof AdminLocationInputSchema>, Contracts.AdminLocationInput>>,
  Assert<Same<Static<typeof ArticlePickSchema>, Contracts.ArticlePick>>,
  Assert<Same<Static<typeof AdminPickInputSchema>, Contracts.AdminPickInput>>,
  Assert<Same<Static<typeof CollectionSchema>, Contracts.Collection>>,
  Assert<Same<Static<typeof PublisherSchema>, Contracts.Publisher>>,
  Assert<Same<Static<typeof CategorySchema>, Contracts.Category>>,
  Assert<Same<Static<typeof CategoryDetailsSchema>, Contracts.CategoryDetails>>,
  Assert<Same<Static<typeof ArticleSchema>, Contracts.Article>>,
  Assert<Same<Static<typeof ArticleListSchema>, Required<Contracts.ArticleListAnswer>>>,
  Assert<Same<Static<typeof ArticleFacetsSchema>, Contracts.ArticleFacets>>,
  Assert<Same<Static<typeof ArticleBatchSchema>, Contracts.ArticleBatchAnswer>>,
  Assert<Same<Static<typeof ServerCartEntrySchema>, Contracts.ServerCartEntry>>,
  Assert<Same<Static<typeof ServerFavoriteSchema>, Contracts.ServerFavorite>>,
  Assert<Same<Static<typeof UserInfoSchema>, Contracts.UserInfo>>,
  Assert<Same<Static<typeof AddressSchema>, Contracts.Address>>,
  Assert<Same<Static<typeof DeliveryMethodSchema>, Contracts.DeliveryMethod>>,
  Assert<Same<Static<typeof OrderSchema>, Contracts.Order>>,
  Assert<Same<Static<typeof CheckoutQuoteSchema>, Contracts.CheckoutQuote>>,
  Assert<Same<Static<typeof TrackedOrderSchema>, Contracts.TrackedOrder>>,
  Assert<Same<Static<typeof ReviewSchema>, Contracts.Review>>,
  Assert<Same<Static<typeof OwnReviewSchema>, Contracts.OwnReview>>,
  Assert<Same<Static<typeof ReturnRequestSchema>, Contracts.ReturnRequest>>,
  Assert<Same<Static<typeof SessionSchema>, Contracts.SessionAnswer>>,
  Assert<Same<Static<typeof SignInMethodsSchema>, Contracts.SignInMethods>>,
  Assert<Same<Static<typeof CompanySettingsSchema>, Contracts.CompanySettings>>,
  Assert<Same<Static<typeof CountrySchema>, Contracts.Country>>,
  Assert<Same<Static<typeof SocieteConfigEntrySchema>, Contracts.SocieteConfigEntry>>,
  Assert<Same<Static<typeof WebsiteSectionSchema>, Contracts.WebsiteSection>>,
  Assert<Same<Static<typeof ShopEventSchema>, Contracts.ShopEvent>>,
  Assert<Same<Static<typeof ShopEventDetailsSchema>, Contracts.ShopEventDetails>>,
  Assert<Same<Static<typeof CollaboratorDetailsSchema>, Contracts.CollaboratorDetails>>,
  Assert<Same<Static<typeof CollectionDetailsSchema>, Contracts.CollectionDetails>>,
  Assert<Same<Static<typeof ContentPageSchema>, Contracts.ContentPage>>,
  Assert<Same<Static<typeof ContactMessageBodySchema>, Contracts.ContactMessageBody>>,
];
