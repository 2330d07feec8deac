/**
 * The typed event map of the bus: `owner:fact`, facts not requests, and only those someone listens to (a changed cart,
 * language or currency reaches every module through the store they render from).
 */
export interface EventMap {
  /** A book was added to the cart (opens the cart-added popup). */
  'cart:item-added': { articleId: number; quantity: number };
  /** A user logged in (cart and favourites are then reloaded from the server). */
  'session:logged-in': { userId: number };
  /** The server refused the token of a call (401): the shell ends the session and says so. */
  'session:expired': Record<string, never>;
  /**
   * The shopper pressed a cart icon the cart remote does not draw (the shell's sticky nav): the header's mini cart
   * answers as to its own icon (the panel on desktop, /cart on a phone).
   */
  'header:cart-icon-pressed': Record<string, never>;
}

export type EventName = keyof EventMap;
