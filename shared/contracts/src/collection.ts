/**
 * Stock per location and collection at a chosen shop (issue 46, migration 045). One location ships the online orders
 * (`ships_online`): its copies are a book's `stock`. The others keep their own copies; an order collected at one of
 * them draws on those, is held there once ready (`PICKUP_HOLD_DAYS`), and is handed over against its pickup code.
 */
import type { ShopLocation } from './picks';

/** How many copies of a book one location has (the book page's "En stock à Lumière Opéra (3)"). */
export interface LocationCopies {
  location_id: number;
  name: string;
  copies: number;
  /** The location that ships online orders: its copies are the book's `stock`. */
  ships_online: boolean;
}

/** A location a cart may be collected at, and whether it has every copy the cart asks for now. */
export interface PickupOption {
  location: ShopLocation;
  /** Each of the cart's books this location lacks copies of, with how many it has (the quote's `problems` shape). */
  short: Array<{ article_id: number; available: number }>;
}

/** An order collected at a location, as its customer and staff see it. */
export interface OrderPickup {
  location: Pick<ShopLocation, 'id' | 'name' | 'address' | 'opening_hours_fr' | 'opening_hours_en'>;
  /** The code the customer shows at the counter: given once the order is ready (null before), shown to its owner only. */
  code: string | null;
  /** When staff set it aside at the counter; null until then. */
  ready_at: string | null;
  /** The last day it is kept; past it the books go back on the shelves and the order is refunded. Null until ready. */
  hold_until: string | null;
}

/** A pickup code as the customer may type or read it: upper case, without spaces or dashes. */
export function normalizePickupCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * PUT /admin/articles/{id}/location-stock/{locationId}: the copies a location that does not ship online has (0 to
 * ADMIN_BOOK_LIMITS.stock, as the book form's stock).
 */
export interface LocationStockInput {
  copies: number;
}
