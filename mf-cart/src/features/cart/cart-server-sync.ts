/**
 * The cart's reconciliation with the server for a logged-in customer: reload the server's cart, and merge a guest's
 * lines into it. The header's mini cart runs it on every page (`use-cart-sync.ts`), so it is kept apart from the
 * cart's other operations (`cart-actions.ts`), which only the pages that change the cart load.
 */
import { rootStore } from '@bookshop/store';
import { addServerLine, fetchBooksOnSale, fetchServerCart } from './api';
import { lineFromServer, refreshedLine } from './cart-line';

/** The logged-in customer's id, or null for a guest (whose cart lives only in the store). */
export function customerId(): number | null {
  const { user, token } = rootStore.getState();
  return user && token ? user.id : null;
}

/** Replaces the cart with the server's. Returns false when the server could not be read. */
export async function reloadCart(): Promise<boolean> {
  const userId = customerId();
  if (userId === null) return true;
  try {
    rootStore.getState().replaceCart((await fetchServerCart(userId)).map(lineFromServer));
    return true;
  } catch (error) {
    console.warn('[cart] reload failed', error);
    return false;
  }
}

/**
 * At login, and at start with a held session: the guest's lines (those without a server id) are added to the
 * customer's server cart (the server adds quantities and clamps them to stock), then the cart is reloaded. Each line
 * takes its server id as soon as it is added, so a page left in the middle of a merge finishes it at the next start
 * without adding any line twice, and no line is lost.
 */
export async function mergeGuestCartIntoServer(): Promise<void> {
  const userId = customerId();
  if (userId === null) return;
  const guestLines = rootStore.getState().cart.filter((line) => line.cart_id === null);
  for (const line of guestLines) {
    try {
      const saved = await addServerLine({ user_id: userId, article_id: line._id, quantity: line.quantity });
      rootStore.getState().setCartId(line._id, saved.id);
    } catch (error) {
      // A book that can no longer be bought is dropped by the reload below; the others still merge.
      console.warn('[cart] a guest line could not be merged', line._id, error);
    }
  }
  await reloadCart();
}

/**
 * A guest's cart lives in the browser, where prices and stock go stale: at start and before checkout its lines are
 * checked against the catalogue in one call, so a changed price shows, and a book gone or sold out gets its badge.
 * A customer's cart is the server's (`reloadCart`). Returns false when the catalogue could not be read (the lines
 * stay as they were; the checkout's quote still prices from the server).
 */
export async function revalidateGuestCart(): Promise<boolean> {
  if (customerId() !== null) return true;
  const ids = rootStore.getState().cart.map((line) => line._id);
  if (ids.length === 0) return true;
  try {
    const books = await fetchBooksOnSale(ids);
    // Lines added or removed meanwhile are left as the shopper made them.
    const current = rootStore.getState().cart;
    rootStore.getState().replaceCart(current.map((line) => (books.has(line._id) ? refreshedLine(line, books.get(line._id) ?? null) : line)));
    return true;
  } catch (error) {
    console.warn('[cart] the guest cart could not be checked', error);
    return false;
  }
}
