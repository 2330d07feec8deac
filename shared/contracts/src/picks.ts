/**
 * The booksellers' picks ("coups de cœur", issue 46): a few lines on a book, written by a bookseller of one of the shop's
 * locations and signed with their name and shop. The book page shows the note, the home page's "Coups de cœur" the start
 * of it, `/books?favorites=1` lists the picked books, and the book's JSON-LD carries it as a `Review`.
 */
import { isCalendarDay } from './book-law';
import type { Language } from './entities';

/** One of the shop's locations (a bookshop, or a warehouse), as shoppers and staff see it. */
export interface ShopLocation {
  id: number;
  name: string;
  /** Street, postcode and town on one line; empty until staff give it. */
  address: string;
  opening_hours_fr: string;
  opening_hours_en: string;
  /** How long after an order a collection there is ready. */
  pickup_delay_hours: number;
  /** The location that ships online orders (one per shop): its copies are a book's `stock` (collection.ts). */
  ships_online: boolean;
}

/** A location as staff see it: with how many picks are signed there (a location in use cannot be deleted). */
export interface AdminLocation extends ShopLocation {
  pick_count: number;
}

/** What staff send to create or edit a location (POST /admin/locations, PUT /admin/locations/{id}). */
export type AdminLocationInput = Omit<ShopLocation, 'id' | 'ships_online'>;

/** Lengths and bounds of a location's fields, trimmed (the database keeps the same CHECK constraints). */
export const LOCATION_LIMITS = { name: 80, address: 200, openingHours: 200, pickupDelayHours: 720 } as const;

/** Why a location cannot be saved, field by field (the API answers the first as a 400 with its field). */
export function locationProblems(input: AdminLocationInput): Array<{ field: keyof AdminLocationInput; problem: 'required' | 'too_long' | 'invalid' }> {
  const problems: ReturnType<typeof locationProblems> = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', problem: 'required' });
  else if (name.length > LOCATION_LIMITS.name) problems.push({ field: 'name', problem: 'too_long' });
  if (input.address.trim().length > LOCATION_LIMITS.address) problems.push({ field: 'address', problem: 'too_long' });
  for (const field of ['opening_hours_fr', 'opening_hours_en'] as const) {
    if (input[field].trim().length > LOCATION_LIMITS.openingHours) problems.push({ field, problem: 'too_long' });
  }
  const delay = input.pickup_delay_hours;
  if (!Number.isInteger(delay) || delay < 0 || delay > LOCATION_LIMITS.pickupDelayHours) problems.push({ field: 'pickup_delay_hours', problem: 'invalid' });
  return problems;
}

/** A book's pick, as every answer describing the book carries it. */
export interface ArticlePick {
  bookseller: string;
  /** The shop the bookseller works at. */
  location: Pick<ShopLocation, 'id' | 'name'>;
  note_fr: string;
  /** Null: the bookseller wrote in French only (English pages show the French note, marked as French). */
  note_en: string | null;
  /** The day the note was signed, YYYY-MM-DD. */
  picked_on: string;
}

/** What staff send to write or rewrite a book's pick (PUT /admin/articles/{id}/pick). */
export interface AdminPickInput {
  bookseller: string;
  location_id: number;
  note_fr: string;
  note_en: string | null;
  picked_on: string;
}

/** Lengths of a pick's fields, trimmed: a signature, and a note of a few lines. */
export const PICK_BOOKSELLER_MAX_LENGTH = 80;
export const PICK_NOTE_MIN_LENGTH = 10;
export const PICK_NOTE_MAX_LENGTH = 1000;

/** How much of a note the home page's "Coups de cœur" shows, in characters. */
export const PICK_EXCERPT_LENGTH = 140;

/** The note in the shopper's language, and the language it is written in (the French one when no English was written). */
export function pickNote(pick: ArticlePick, language: Language): { text: string; lang: 'fr' | 'en' } {
  return language === 'eng' && pick.note_en ? { text: pick.note_en, lang: 'en' } : { text: pick.note_fr, lang: 'fr' };
}

/** The start of a note, cut at a word and closed with an ellipsis when longer than `length`. */
export function pickExcerpt(note: string, length = PICK_EXCERPT_LENGTH): string {
  const text = note.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** Why a pick cannot be saved, field by field (the API answers the first as a 400 with its field); empty when it can. */
export function pickProblems(input: AdminPickInput): Array<{ field: keyof AdminPickInput; problem: 'required' | 'too_short' | 'too_long' | 'invalid' }> {
  const problems: ReturnType<typeof pickProblems> = [];
  const bookseller = input.bookseller.trim();
  if (bookseller === '') problems.push({ field: 'bookseller', problem: 'required' });
  else if (bookseller.length > PICK_BOOKSELLER_MAX_LENGTH) problems.push({ field: 'bookseller', problem: 'too_long' });
  for (const field of ['note_fr', 'note_en'] as const) {
    const note = input[field]?.trim() ?? '';
    if (note === '') {
      if (field === 'note_fr') problems.push({ field, problem: 'required' });
    } else if (note.length < PICK_NOTE_MIN_LENGTH) problems.push({ field, problem: 'too_short' });
    else if (note.length > PICK_NOTE_MAX_LENGTH) problems.push({ field, problem: 'too_long' });
  }
  if (!isCalendarDay(input.picked_on)) problems.push({ field: 'picked_on', problem: 'invalid' });
  return problems;
}
