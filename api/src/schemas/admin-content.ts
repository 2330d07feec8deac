/**
 * TypeBox schemas of the admin content calls (`@bookshop/contracts` admin-content), checked against the contract
 * types by the `Assert<Same<…>>` lines at the end. Texts may carry surrounding spaces: the services trim them, and
 * required ones must hold something else than spaces.
 */
import * as Contracts from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { CategoryLevelSchema } from './entities';
import { AdminListQuery, Id, Paged, Text, type Assert, type Same } from './common';

/** A nullable id in a request: a JSON type list, because with ajv's coercion an anyOf would turn null into 0. */
const NullableId = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647 });
/** An optional translation: empty means "show the French text". */
const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const LENGTHS = Contracts.ADMIN_CONTENT_LENGTHS;
const Color = Type.String({ pattern: Contracts.CONTENT_COLOR_PATTERN.source, description: '#rrggbb' });
const Link = Type.String({ maxLength: LENGTHS.link, pattern: Contracts.CONTENT_LINK_PATTERN.source, description: 'A path of the shop (/books) or https://…' });

export const AdminCategoryNodeSchema = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  level: CategoryLevelSchema,
  name_fr: Type.String(),
  name_en: Type.String(),
  position: Type.Integer(),
  book_count: Type.Integer(),
  child_count: Type.Integer(),
});

/** Every category mutation answers the whole tree: a move changes the levels of a subtree, a delete the ranks. */
export const CategoryTreeAnswer = Type.Object({ data: Type.Array(AdminCategoryNodeSchema) });

export const AdminCategoryCreateBodySchema = Type.Object(
  { name_fr: Text(LENGTHS.categoryName), name_en: OptionalText(LENGTHS.categoryName), parent_id: Type.Optional(NullableId) },
  { additionalProperties: false },
);

export const AdminCategoryRenameBodySchema = Type.Object(
  { name_fr: Text(LENGTHS.categoryName), name_en: Type.String({ maxLength: LENGTHS.categoryName }) },
  { additionalProperties: false },
);

export const AdminCategoryMoveBodySchema = Type.Object(
  { parent_id: NullableId, position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })) },
  { additionalProperties: false },
);

export const NamedListQuery = AdminListQuery(Contracts.ADMIN_NAMED_SORTS);

export const AdminCollaboratorRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  biography_fr: Type.String(),
  biography_en: Type.String(),
  book_count: Type.Integer(),
});

export const AdminCollaboratorBodySchema = Type.Object(
  { name: Text(LENGTHS.name), biography_fr: OptionalText(LENGTHS.text), biography_en: OptionalText(LENGTHS.text) },
  { additionalProperties: false },
);

export const AdminCollectionRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description_fr: Type.String(),
  description_en: Type.String(),
  book_count: Type.Integer(),
});

export const AdminCollectionBodySchema = Type.Object(
  { name: Text(LENGTHS.name), description_fr: OptionalText(LENGTHS.text), description_en: OptionalText(LENGTHS.text) },
  { additionalProperties: false },
);

export const AdminPublisherRowSchema = Type.Object({ id: Type.Integer(), name: Type.String(), book_count: Type.Integer() });

export const AdminPublisherBodySchema = Type.Object({ name: Text(LENGTHS.name) }, { additionalProperties: false });

export const EventListQuery = AdminListQuery(Contracts.ADMIN_EVENT_SORTS, {
  when: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('past')], { description: 'All events without it' })),
});

export const AdminBookRefSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  ean: Type.String(),
  ean_hyphenated: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
});

export const AdminEventRowSchema = Type.Object({
  id: Type.Integer(),
  title_fr: Type.String(),
  title_en: Type.String(),
  description_fr: Type.String(),
  description_en: Type.String(),
  starts_at: Type.String({ format: 'date-time' }),
  place: Type.String(),
  books: Type.Array(AdminBookRefSchema),
});

/** At most this many books per event: an event presents a few books, not a catalogue. */
export const MAX_EVENT_BOOKS = 50;

export const AdminEventBodySchema = Type.Object(
  {
    title_fr: Text(LENGTHS.eventTitle),
    title_en: OptionalText(LENGTHS.eventTitle),
    description_fr: OptionalText(LENGTHS.eventDescription),
    description_en: OptionalText(LENGTHS.eventDescription),
    starts_at: Type.String({ format: 'date-time', description: 'ISO date-time with its offset' }),
    place: OptionalText(LENGTHS.eventPlace),
    book_ids: Type.Optional(Type.Array(Id, { maxItems: MAX_EVENT_BOOKS })),
  },
  { additionalProperties: false },
);

export const BookLookupQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200, description: 'Words of the title or the author, or an ISBN/EAN' }),
});

export const AdminHeroSlideRowSchema = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  title_fr: Type.String(),
  title_en: Type.String(),
  subtitle_fr: Type.String(),
  subtitle_en: Type.String(),
  link: Type.String(),
  color_from: Type.String(),
  color_to: Type.String(),
  image: Type.String(),
});

export const AdminHeroSlideBodySchema = Type.Object(
  {
    title_fr: Text(LENGTHS.slideTitle),
    title_en: OptionalText(LENGTHS.slideTitle),
    subtitle_fr: OptionalText(LENGTHS.slideSubtitle),
    subtitle_en: OptionalText(LENGTHS.slideSubtitle),
    link: Link,
    color_from: Color,
    color_to: Color,
  },
  { additionalProperties: false },
);

export const AdminHeroSlideMoveBodySchema = Type.Object(
  { direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) },
  { additionalProperties: false },
);

/** `{data: {id}}`: what a delete answers. */
export const DeletedAnswer = Type.Object({ data: Type.Object({ id: Type.Integer() }) });

export const PagedCollaborators = Paged(AdminCollaboratorRowSchema);
export const PagedCollections = Paged(AdminCollectionRowSchema);
export const PagedPublishers = Paged(AdminPublisherRowSchema);
export const PagedEvents = Paged(AdminEventRowSchema);

export type AdminContentContractChecks = [
  Assert<Same<Static<typeof AdminCategoryNodeSchema>, Contracts.AdminCategoryNode>>,
  Assert<Same<Static<typeof AdminCategoryCreateBodySchema>, Contracts.AdminCategoryCreateBody>>,
  Assert<Same<Static<typeof AdminCategoryRenameBodySchema>, Contracts.AdminCategoryRenameBody>>,
  Assert<Same<Static<typeof AdminCategoryMoveBodySchema>, Contracts.AdminCategoryMoveBody>>,
  Assert<Same<Static<typeof AdminCollaboratorRowSchema>, Contracts.AdminCollaboratorRow>>,
  Assert<Same<Static<typeof AdminCollaboratorBodySchema>, Contracts.AdminCollaboratorBody>>,
  Assert<Same<Static<typeof AdminCollectionRowSchema>, Contracts.AdminCollectionRow>>,
  Assert<Same<Static<typeof AdminCollectionBodySchema>, Contracts.AdminCollectionBody>>,
  Assert<Same<Static<typeof AdminPublisherRowSchema>, Contracts.AdminPublisherRow>>,
  Assert<Same<Static<typeof AdminPublisherBodySchema>, Contracts.AdminPublisherBody>>,
  Assert<Same<Static<typeof AdminBookRefSchema>, Contracts.AdminBookRef>>,
  Assert<Same<Static<typeof AdminEventRowSchema>, Contracts.AdminEventRow>>,
  Assert<Same<Static<typeof AdminEventBodySchema>, Contracts.AdminEventBody>>,
  Assert<Same<Static<typeof AdminHeroSlideRowSchema>, Contracts.AdminHeroSlideRow>>,
  Assert<Same<Static<typeof AdminHeroSlideBodySchema>, Contracts.AdminHeroSlideBody>>,
  Assert<Same<Static<typeof AdminHeroSlideMoveBodySchema>, Contracts.AdminHeroSlideMoveBody>>,
  Assert<Same<Static<typeof PagedEvents>, Contracts.PagedAnswer<Contracts.AdminEventRow>>>,
  Assert<Same<NonNullable<Static<typeof EventListQuery>['when']>, Contracts.AdminEventPeriod>>,
  Assert<Same<NonNullable<Static<typeof NamedListQuery>['sort']>, Contracts.AdminNamedSort>>,
  Assert<Same<NonNullable<Static<typeof EventListQuery>['sort']>, Contracts.AdminEventSort>>,
];
