/**
 * A key for one attempt at placing an order (the checkout's, a gift card's): a retry after a lost answer sends it again
 * and gets the same order back; an attempt the server refused takes a new one.
 */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
