/**
 * Pure rules of spec sections 4, 5 and 9: no state, no I/O, so every module, the API and every test can rely on them.
 * The store applies them to its state, the forms check them first, and the API enforces them.
 */
import type { CartLine } from './entities';
import type { ArticleForthcoming } from './forthcoming';

/** At most this many books side by side on /compare. */
export const COMPARE_LIMIT = 3;
/** At most this many items in one return/refund request. */
export const RETURN_REFUND_LIMIT = 3;
/** After a quantity change, further changes of that line are blocked this long. */
export const QUANTITY_LOCK_MS = 1000;
/** Book descriptions are cut at this many characters wherever they are shown (search results, book page, cart popup). */
export const DESCRIPTION_LIMIT = 5000;

/** True when a book can no longer be bought: stock below 1. */
export function isOutOfStock(stock: number): boolean {
  return stock < 1;
}

/**
 * The most copies of one book a line may hold, in the cart (the store and the API's cart) as in an order: one value
 * for both, so a cart never holds what checkout refuses (order_lines' CHECK says the same).
 */
export const LINE_QUANTITY_MAX = 99;

/** The largest quantity a line of a book with this stock may hold: the stock, at most LINE_QUANTITY_MAX, at least 1. */
export function lineQuantityCap(stock: number): number {
  return Math.min(Math.max(stock, 1), LINE_QUANTITY_MAX);
}

/**
 * The copies a line of a book may order: its stock, or, for a title not out yet, as many as a line holds (a pre-order
 * waits for the copies it does not find: PREORDER_PAYMENT_RULE in forthcoming.ts). The stock-based rules below take it
 * in place of the stock wherever a book is ordered.
 */
export function orderableCopies(book: { _qte_a_terme_calcule: number; forthcoming?: ArticleForthcoming | null }): number {
  return book.forthcoming ? LINE_QUANTITY_MAX : book._qte_a_terme_calcule;
}

/**
 * A wanted quantity brought within the rules: at least 1 and at most lineQuantityCap. A line whose stock fell below 1
 * keeps quantity 1 (it stays visible with its badge and leaves the total).
 */
export function clampQuantity(wanted: number, stock: number): number {
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.max(1, Math.min(whole, lineQuantityCap(stock)));
}

/** A typed quantity: non-digits stripped, then clamped; nothing left means 1. */
export function parseTypedQuantity(typed: string, stock: number): number {
  const digits = typed.replace(/\D+/g, '');
  return clampQuantity(digits === '' ? 1 : Number(digits), stock);
}

/**
 * A typed quantity has fewer digits than this, or it is refused ('Please enter less than four numbers!', spec section
 * 5: the message names the bound). A shorter one is clamped like any other (spec section 4), so what the field applies
 * has at most two digits: LINE_QUANTITY_MAX.
 */
export const TYPED_QUANTITY_MAX_DIGITS = 4;

/** Whether a typed quantity has too many digits to be taken (four or more, once non-digits are stripped). */
export function isTypedQuantityTooLong(typed: string): boolean {
  return typed.replace(/\D+/g, '').length >= TYPED_QUANTITY_MAX_DIGITS;
}

/** Whether a quantity change made at `lastChangeAt` still blocks another one at `now`. */
export function isQuantityLocked(lastChangeAt: number | undefined, now: number): boolean {
  return lastChangeAt !== undefined && now - lastChangeAt < QUANTITY_LOCK_MS;
}

/**
 * Whether the + control is at its cap (and shows 'No more items in stock'): the stock, or LINE_QUANTITY_MAX below a
 * larger stock. The name stays: remotes deployed on their own call it through the shared store.
 */
export function isAtStockCap(quantity: number, stock: number): boolean {
  return quantity >= lineQuantityCap(stock);
}

/** Price including tax after the percent discount. */
export function discountedPrice(priceTtc: number, discountPercent: number): number {
  return priceTtc - (priceTtc * discountPercent) / 100;
}

/** Lines that count in the total: orderable (in stock, or pre-ordered) and still in the catalogue. */
export function countsInTotal(line: CartLine): boolean {
  return !isOutOfStock(orderableCopies(line)) && !line.removed;
}

/** Cart total in euro (discounts applied; out-of-stock and removed lines excluded), rounded to cents. */
export function cartTotal(lines: readonly CartLine[]): number {
  const total = lines
    .filter(countsInTotal)
    .reduce((sum, line) => sum + discountedPrice(line.price_ttc, line.discount) * line.quantity, 0);
  return Math.round(total * 100) / 100;
}

/** Number of books in the cart (sum of quantities), as the header counter and 'You bought N items' show it. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Adds a book to the cart lines: a new line, or more of an existing one; the result is clamped to stock. */
export function addToLines(lines: readonly CartLine[], added: CartLine, quantity: number): CartLine[] {
  const existing = lines.find((line) => line._id === added._id);
  if (!existing) return [...lines, { ...added, quantity: clampQuantity(quantity, added._qte_a_terme_calcule) }];
  return lines.map((line) =>
    line._id === added._id
      ? { ...line, ...added, cart_id: line.cart_id ?? added.cart_id, quantity: clampQuantity(line.quantity + quantity, added._qte_a_terme_calcule) }
      : line,
  );
}

export type LimitedAdd<T> = { ok: true; list: T[] } | { ok: false; reason: 'login-required' | 'limit-reached' | 'already-there' };

/** Adds to the compare list: login required, at most 3. */
export function addToCompare(list: readonly number[], articleId: number, loggedIn: boolean): LimitedAdd<number> {
  if (!loggedIn) return { ok: false, reason: 'login-required' };
  if (list.includes(articleId)) return { ok: false, reason: 'already-there' };
  if (list.length >= COMPARE_LIMIT) return { ok: false, reason: 'limit-reached' };
  return { ok: true, list: [...list, articleId] };
}

/** One item chosen for a return/refund request. */
export interface ReturnRefundItem {
  articleId: number;
  quantity: number;
}

/** Adds to the return/refund list: at most 3 items. */
export function addToReturnRefund(list: readonly ReturnRefundItem[], item: ReturnRefundItem): LimitedAdd<ReturnRefundItem> {
  if (list.some((entry) => entry.articleId === item.articleId)) return { ok: false, reason: 'already-there' };
  if (list.length >= RETURN_REFUND_LIMIT) return { ok: false, reason: 'limit-reached' };
  return { ok: true, list: [...list, item] };
}

/** Search filters: filter name -> selected values. */
export type SearchFilters = Record<string, Array<string | number>>;

/** Selecting a value adds it to its filter; selecting it again removes it; an emptied filter is deleted. */
export function toggleFilter(filters: SearchFilters, name: string, value: string | number): SearchFilters {
  const current = filters[name] ?? [];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  const { [name]: _removed, ...others } = filters;
  return next.length === 0 ? others : { ...others, [name]: next };
}

/** Cuts a text to `max` characters and marks the cut with `suffix`. */
export function truncate(text: string, max: number, suffix = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${suffix}` : text;
}
