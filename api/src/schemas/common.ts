import { CONTROL_CHARACTERS, ONE_LINE_TEXT_PATTERN, PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@bookshop/contracts';
import { Type, type TProperties, type TSchema } from 'typebox';

/** `{statusCode, code, message, field?}`: the contract's ApiErrorBody, used for every 4xx and 5xx answer. */
export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ApiError' },
);

/** Response entries every route shares, so the OpenAPI document shows the error shape too. */
export const errorResponses = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema };

/** `{data: T}` */
export const Item = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** `{data: T[]}` */
export const List = <T extends TSchema>(schema: T) => Type.Object({ data: Type.Array(schema) });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const IdParams = Type.Object({ id: Id });

/** `ecom_type` names the shop; the shop plugin checks it against the path. */
export const EcomTypeQuery = Type.Object({ ecom_type: Type.Optional(Type.String()) });

/** A required one-line text (a name, a city…): 1 to `max` characters, not only spaces, no control characters. */
export const Text = (max: number) =>
  Type.String({ minLength: 1, maxLength: max, pattern: `^[^${CONTROL_CHARACTERS}]*[^\\s${CONTROL_CHARACTERS}][^${CONTROL_CHARACTERS}]*$` });

/**
 * First or last name, as accounts, addresses and deliveries take it: letters, spaces, apostrophes, hyphens and dots
 * only (PERSON_NAME_PATTERN, the forms' rule too), so no name can carry a sentence or a link into the shop's mails.
 * Names stored before this rule are not checked again until they are changed (no database constraint).
 */
export const Name = Type.String({
  minLength: 1,
  maxLength: PERSON_NAME_MAX_LENGTH,
  pattern: PERSON_NAME_PATTERN.source,
  description: 'Letters (any script, with accents), spaces, apostrophes, hyphens and dots; at least one letter',
});

export const Phone = Type.String({ pattern: PHONE_PATTERN.source, description: 'Digits, spaces, dots, dashes, parentheses; may start with +' });

/**
 * The fields of a postal address a customer sends (address book and checkout delivery alike); texts are trimmed by
 * the services, the country is checked against GET /countries.
 */
export const PostalAddressFields = {
  first_name: Name,
  last_name: Name,
  phone: Phone,
  address: Text(200),
  address_extra: Type.String({ maxLength: 200, default: '', pattern: ONE_LINE_TEXT_PATTERN.source }),
  city: Text(100),
  // Surrounding spaces allowed: the service trims them.
  postal_code: Type.String({ pattern: `^\\s*${POSTAL_CODE_PATTERN.source.slice(1, -1)}\\s*$` }),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2 code, one of GET /countries' }),
};

export const LanguageSchema = Type.Union([Type.Literal('fr'), Type.Literal('eng')]);
export const CurrencySchema = Type.Union([Type.Literal('eur'), Type.Literal('usd')]);

/** Shop reference lists with translated names take `lang` (fr by default). */
export const LocalizedQuery = Type.Object({
  ecom_type: Type.Optional(Type.String()),
  lang: Type.Optional(LanguageSchema),
});

/** Compile-time check that a schema's static type is exactly a contract type. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;

/** An order number as the shop prints it (see newOrderNumber). */
export const OrderNumber = Type.String({ pattern: '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$' });
export const OrderNumberParams = Type.Object({ number: OrderNumber });

/**
 * Query of the admin lists: a search text, a sort key of the route's own (an enum of column names), a direction,
 * and the page. `sortKeys` is the route's allowed sort keys, the first being the default.
 */
export function AdminListQuery<const K extends string, E extends TProperties = Record<never, never>>(sortKeys: readonly [K, ...K[]], extra?: E) {
  const base = {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Search text' })),
    // An enum rather than a union of literals built from an array: its static type stays the union of the keys.
    sort: Type.Optional(Type.Unsafe<K>({ type: 'string', enum: [...sortKeys], default: sortKeys[0] })),
    dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  };
  // One flat property map (not an intersection), so the static type compares equal to the contracts' query types.
  const properties = { ...base, ...extra } as { [P in keyof (typeof base & E)]: (typeof base & E)[P] };
  return Type.Object(properties);
}

/**
 * `{data: T[], total, page, page_size}`: one page of an admin list and the number of rows over all pages; a list that
 * counts up to LIST_COUNT_LIMIT only (the books) says `total_exact: false` past it.
 */
export const Paged = <T extends TSchema>(schema: T) =>
  Type.Object({
    data: Type.Array(schema),
    total: Type.Integer(),
    total_exact: Type.Optional(Type.Boolean()),
    page: Type.Integer(),
    page_size: Type.Integer(),
  });

/** The LIMIT/OFFSET of a page (1-based), with its defaults. */
export function pageWindow(query: { page?: number; page_size?: number }): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
