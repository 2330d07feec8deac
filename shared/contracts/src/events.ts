/** The typed event map of the bus: `owner:fact`, facts not requests. */
import type { RemoteRefusal, SharedVersionMismatch } from './contract-version';
import type { Currency, Language } from './entities';

export interface EventMap {
  /** The cart's line count or total changed (total in euro, stock-less lines excluded). */
  'cart:changed': { count: number; total: number };
  /** A book was added to the cart (opens the cart-added popup). */
  'cart:item-added': { articleId: number; quantity: number };
  /** A user logged in (cart and favourites are then reloaded from the server). */
  'session:logged-in': { userId: number };
  /** The user logged out on purpose. */
  'session:logged-out': Record<string, never>;
  /** The server refused the token (401) or the start-up session check failed. */
  'session:expired': Record<string, never>;
  /** The shopper chose another language. */
  'preferences:language-changed': { language: Language };
  /** The shopper chose another currency. */
  'preferences:currency-changed': { currency: Currency };
  /** A remote was not run: its manifest names a contract of another major than the shell's (or none). */
  'federation:remote-refused': RemoteRefusal;
  /** A remote needs a shared singleton in a version the page does not provide (it runs with the page's copy). */
  'federation:shared-mismatch': SharedVersionMismatch;
}

export type EventName = keyof EventMap;
