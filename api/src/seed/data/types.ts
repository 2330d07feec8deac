/** Shapes of the hand-written seed data (a realistic bilingual bookshop; no internet, no fetched assets). */

export interface SeedCategoryNode {
  /** French name (the store's default language). */
  name: string;
  /** English name. */
  name_en: string;
  children?: SeedCategoryNode[];
}

export interface SeedCollaborator {
  /** Display name, for example "Victor Hugo". */
  name: string;
  biography_fr: string;
  biography_en: string;
}

export interface SeedCollection {
  name: string;
  description_fr: string;
  description_en: string;
}

export interface SeedBook {
  title: string;
  /** Language of this edition's text. */
  language: 'fr' | 'en';
  /** Names must appear in `collaborators`. */
  author: string;
  translator?: string;
  illustrator?: string;
  /** Must appear in `publishers`. */
  publisher: string;
  /** Must appear in `collections` by name. */
  collection?: string;
  /** French names of a level-1 > level-2 > level-3 path of `categoryTree`. */
  categoryPath: [string, string, string];
  /** Year of first publication of the work (public domain). */
  year: number;
  /** 2-4 sentences of original text, in the edition's language; simple HTML (<p>, <em>, <strong>). */
  descriptionHtml: string;
  /** Public price including tax, euro, 2 decimals. */
  priceTtc: number;
  /** Discount percent (0 for most). */
  discount: number;
  /** Stock; some 0, some 1-3. */
  stock: number;
  weightGrams: number;
  /** A valid ISBN-13, digits only (check digit correct). */
  isbn13: string;
  bestsellerCount: number;
}

/** One of the shop's locations (the first is the shop itself: every new shop gets it, demo or not). */
export interface SeedLocation {
  name: string;
  address: string;
  opening_hours_fr: string;
  opening_hours_en: string;
  pickup_delay_hours: number;
}

/** A bookseller's pick ("coup de cœur") on a book of the demo catalogue. */
export interface SeedPick {
  /** Must appear in `books`. */
  isbn13: string;
  bookseller: string;
  /** Must appear in `locations` by name. */
  location: string;
  note_fr: string;
  note_en?: string;
  /** How many days before the seed the note was signed. */
  daysAgo: number;
}

export interface SeedEvent {
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  /** ISO date-time in 2026/2027. */
  starts_at: string;
  place: string;
  /** ISBNs of linked books (from `books`). */
  bookIsbns: string[];
}

export interface SeedHeroSlide {
  title_fr: string;
  title_en: string;
  subtitle_fr: string;
  subtitle_en: string;
  /** Internal link, for example "/books" or "/collections". */
  link: string;
  /** Two hex colours for the generated slide artwork. */
  colors: [string, string];
}

export interface SeedCountry {
  code: string;
  name_fr: string;
  name_en: string;
}

export interface SeedCompanyTexts {
  about_fr: string;
  about_en: string;
  help_fr: string;
  help_en: string;
  libraries_fr: string;
  libraries_en: string;
  copyrights_fr: string;
  copyrights_en: string;
  legal_fr: string;
  legal_en: string;
}
