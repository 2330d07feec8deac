/**
 * The back office's side of the catalogue's reference lists and the site's content: the category tree,
 * collaborators, collections, publishers, events and the home hero slides. Texts go in both languages; an empty
 * English text means "show the French one".
 */

/** How deep the category tree goes: level 1 at the root, level 3 at most. */
export const MAX_CATEGORY_LEVEL = 3;

/** The longest texts of the content forms, as the forms take them and the API enforces them (trimmed). */
export const ADMIN_CONTENT_LENGTHS = {
  categoryName: 100,
  /** A collaborator's, a collection's or a publisher's name. */
  name: 200,
  /** A collaborator's biography, a collection's description. */
  text: 5000,
  eventTitle: 200,
  eventPlace: 200,
  eventDescription: 20_000,
  slideTitle: 120,
  slideSubtitle: 300,
  link: 500,
} as const;

/** One category of the tree, flat: the tree is rebuilt from `parent_id`, siblings ordered by `position`. */
export interface AdminCategoryNode {
  id: number;
  parent_id: number | null;
  level: 1 | 2 | 3;
  name_fr: string;
  name_en: string;
  /** 0-based rank among its siblings. */
  position: number;
  /** Books linked to the category (a book is linked to every level of its path, so parents count their children's). */
  book_count: number;
  child_count: number;
}

/** POST /admin/categories: at the root without `parent_id`, else one level below the parent (3 at most). */
export interface AdminCategoryCreateBody {
  name_fr: string;
  name_en?: string;
  parent_id?: number | null;
}

/** PUT /admin/categories/{id}: both names. */
export interface AdminCategoryRenameBody {
  name_fr: string;
  name_en: string;
}

/**
 * POST /admin/categories/{id}/move: under another parent (null: the root) and/or to another rank among the
 * siblings (0-based; at the end when omitted). The whole subtree moves and must still fit in 3 levels.
 */
export interface AdminCategoryMoveBody {
  parent_id: number | null;
  position?: number;
}

/** Sort keys of the collaborators, collections and publishers lists (the first is the default). */
export const ADMIN_NAMED_SORTS = ['name', 'book_count', 'id'] as const;
export type AdminNamedSort = (typeof ADMIN_NAMED_SORTS)[number];

/** An author, translator or illustrator; `book_count` counts the books they hold any role on. */
export interface AdminCollaboratorRow {
  id: number;
  name: string;
  /** Plain text. */
  biography_fr: string;
  biography_en: string;
  book_count: number;
}

export interface AdminCollaboratorBody {
  name: string;
  biography_fr?: string;
  biography_en?: string;
}

export interface AdminCollectionRow {
  id: number;
  name: string;
  /** HTML, sanitised by the server. */
  description_fr: string;
  description_en: string;
  book_count: number;
}

export interface AdminCollectionBody {
  name: string;
  description_fr?: string;
  description_en?: string;
}

export interface AdminPublisherRow {
  id: number;
  name: string;
  book_count: number;
}

export interface AdminPublisherBody {
  name: string;
}

/** Sort keys of GET /admin/events (the first is the default). */
export const ADMIN_EVENT_SORTS = ['starts_at', 'title'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];

/** The `when` filter of GET /admin/events: from now on, or before now; all of them without it. */
export type AdminEventPeriod = 'upcoming' | 'past';

/** A book as the event form shows and picks it (unpublished ones included: the storefront only shows published ones). */
export interface AdminBookRef {
  id: number;
  title: string;
  ean: string;
  /** `ean` hyphenated by the ISBN ranges. */
  ean_hyphenated: string;
  author: string | null;
  published: boolean;
}

export interface AdminEventRow {
  id: number;
  title_fr: string;
  title_en: string;
  /** HTML, sanitised by the server. */
  description_fr: string;
  description_en: string;
  /** ISO date-time. */
  starts_at: string;
  place: string;
  /** The books the event presents, by title. */
  books: AdminBookRef[];
}

export interface AdminEventBody {
  title_fr: string;
  title_en?: string;
  description_fr?: string;
  description_en?: string;
  /** ISO date-time with its offset. */
  starts_at: string;
  place?: string;
  /** The whole list of linked books (replaces the previous one). */
  book_ids?: number[];
}

/** A slide of the home hero, in its order; `image` is the generated artwork the storefront shows. */
export interface AdminHeroSlideRow {
  id: number;
  position: number;
  title_fr: string;
  title_en: string;
  subtitle_fr: string;
  subtitle_en: string;
  /** A path of the shop (`/books`) or an https address. */
  link: string;
  /** `#rrggbb` */
  color_from: string;
  color_to: string;
  image: string;
}

export interface AdminHeroSlideBody {
  title_fr: string;
  title_en?: string;
  subtitle_fr?: string;
  subtitle_en?: string;
  link: string;
  color_from: string;
  color_to: string;
}

/** POST /admin/hero-slides/{id}/move: one place earlier or later. */
export interface AdminHeroSlideMoveBody {
  direction: 'up' | 'down';
}

/** Patterns the forms check before sending (the server checks them again). */
export const CONTENT_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** A path of the shop (not `//host`, which would leave it) or an https address, without spaces. */
export const CONTENT_LINK_PATTERN = /^(\/(?!\/)\S*|https:\/\/\S+)$/;
