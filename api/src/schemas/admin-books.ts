/**
 * TypeBox schemas of the admin-books contracts (`@bookshop/contracts`): the staff's view of a book, the fields they
 * send, the list query and the image order. The `Assert<Same<…>>` lines make the build fail when a schema and its
 * contract type drift apart.
 */
import { ADMIN_ARTICLE_SORTS, ADMIN_BOOK_LIMITS as LIMITS, ARTICLE_IMAGES_MAX, type AdminArticle, type AdminArticleCreate, type AdminArticleImageOrder, type AdminArticleInput, type AdminEdition, type AdminEditionLink, type AdminPreorder } from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { AdminListQuery, Id, type Assert, type Same } from './common';

const DateTime = Type.String({ format: 'date-time' });

/**
 * Nullable request values use a JSON type list rather than anyOf: with ajv's type coercion, anyOf would turn null
 * into 0 before the other branch is tried (see the admin settings schema).
 */
const NullableId = (description: string) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647, description });

/** Whole cents, up to 100,000 euros. */
const Cents = (description: string) => Type.Integer({ minimum: 0, maximum: LIMITS.priceCents, description });

/** A calendar day `YYYY-MM-DD` or null (the service checks it is a real day: 400 on its field otherwise). */
const NullableDay = (description: string) => Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const PUBLISHED_ON = "This edition's publication day, for the loi Lang (not published_at, the shop's listing day; nor the text's first year)";
const LAST_RESTOCKED_ON = 'The last restock from a publisher or wholesaler, not after today; a save raising the stock records today';

export const ArticleTextLanguageSchema = Type.Union([Type.Literal('fr'), Type.Literal('en')]);

const inputFields = {
  title: Type.String({ minLength: 1, maxLength: LIMITS.titleLength, pattern: '\\S', description: 'designation' }),
  description_html: Type.String({ maxLength: LIMITS.descriptionLength, description: 'descriptif: HTML, stored with only bold, italic, paragraphs, line breaks and lists' }),
  ean: Type.String({ maxLength: LIMITS.eanLength, description: '_code_barre: EAN-13 with a valid check digit (spaces and hyphens are taken out)' }),
  language: ArticleTextLanguageSchema,
  collection_id: NullableId('dc_collection: one of GET /collections'),
  author_id: NullableId('dc_auteur: one of GET /collaborators'),
  publisher_id: NullableId('dc_editor: one of GET /publishers'),
  translator_id: NullableId('dc_traducteur: one of GET /collaborators'),
  illustrator_id: NullableId('dc_illustrateur: one of GET /collaborators'),
  category_ids: Type.Array(Id, { maxItems: LIMITS.categories, uniqueItems: true, description: 'Of GET /categories; their parents are implied' }),
  price_ht_cents: Cents('prixpublic: public price excluding tax, in cents'),
  price_ttc_cents: Cents('_prix_public_ttc: public price including tax, in cents, at least price_ht_cents'),
  weight_grams: Type.Integer({ minimum: 0, maximum: LIMITS.weightGrams, description: '_poids_net, grams' }),
  discount_percent: Type.Integer({ minimum: 0, maximum: 100, description: 'discount, percent off the price including tax' }),
  stock: Type.Integer({ minimum: 0, maximum: LIMITS.stock, description: '_qte_a_terme_calcule: below 1 is out of stock' }),
  first_published_year: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: LIMITS.firstPublishedYear.min,
    maximum: LIMITS.firstPublishedYear.max,
    description: 'Year the text first came out',
  }),
  published_on: Type.Optional(NullableDay(`${PUBLISHED_ON}; left out: kept`)),
  last_restocked_on: Type.Optional(NullableDay(`${LAST_RESTOCKED_ON}; left out: kept`)),
};

export const AdminArticleInputSchema = Type.Object(inputFields, { additionalProperties: false });

export const AdminArticleCreateSchema = Type.Object(
  { ...inputFields, published: Type.Optional(Type.Boolean({ description: 'Put on sale at once (a draft by default)' })) },
  { additionalProperties: false },
);

export const AdminArticleImageSchema = Type.Object({ id: Type.Integer(), link: Type.String() });

export const AdminArticleSchema = Type.Object({
  id: Type.Integer(),
  ...inputFields,
  author_name: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  published_at: Type.Union([DateTime, Type.Null()]),
  published_on: NullableDay(PUBLISHED_ON),
  last_restocked_on: NullableDay(LAST_RESTOCKED_ON),
  created_at: DateTime,
  updated_at: DateTime,
  images: Type.Array(AdminArticleImageSchema),
  cover_link: Type.String(),
  stock_alerts_pending: Type.Integer({ minimum: 0, description: 'Back-in-stock requests waiting for this book (a count: never who)' }),
  unpaid_held_copies: Type.Integer({ minimum: 0, description: 'Copies held by orders awaiting payment (taken from stock until paid, cancelled or expired)' }),
  ean_hyphenated: Type.String({ description: 'ean hyphenated by the official ISBN ranges (the 13 digits when no range holds them)' }),
});

export const AdminEditionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  language: ArticleTextLanguageSchema,
  ean: Type.String(),
  ean_hyphenated: Type.String(),
  published: Type.Boolean(),
});

export const AdminEditionLinkSchema = Type.Object(
  { article_id: Type.Integer({ ...Id, description: 'The book to link as another edition of the same work' }) },
  { additionalProperties: false },
);

export const AdminArticleImageOrderSchema = Type.Object(
  { image_ids: Type.Array(Id, { maxItems: ARTICLE_IMAGES_MAX, uniqueItems: true, description: 'Every uploaded image of the book, in the new order' }) },
  { additionalProperties: false },
);

export const AdminArticleListQuery = AdminListQuery(ADMIN_ARTICLE_SORTS, {
  status: Type.Optional(Type.Union([Type.Literal('published'), Type.Literal('unpublished')])),
  availability: Type.Optional(Type.Union([Type.Literal('in_stock'), Type.Literal('out_of_stock')])),
});

/** One order waiting for copies of a title (the contract's AdminPreorder). */
export const AdminPreorderSchema = Type.Object({
  order_number: Type.String(),
  status: Type.Union([Type.Literal('pending_payment'), Type.Literal('paid')]),
  email: Type.String(),
  ordered_at: Type.String({ format: 'date-time' }),
  quantity: Type.Integer(),
  awaited: Type.Integer(),
});

export type AdminBookContractChecks = [
  Assert<Same<Static<typeof AdminPreorderSchema>, AdminPreorder>>,
  Assert<Same<Static<typeof AdminArticleInputSchema>, AdminArticleInput>>,
  Assert<Same<Static<typeof AdminArticleCreateSchema>, AdminArticleCreate>>,
  Assert<Same<Static<typeof AdminArticleSchema>, AdminArticle>>,
  Assert<Same<Static<typeof AdminArticleImageOrderSchema>, AdminArticleImageOrder>>,
  Assert<Same<Static<typeof AdminEditionSchema>, AdminEdition>>,
  Assert<Same<Static<typeof AdminEditionLinkSchema>, AdminEditionLink>>,
];
