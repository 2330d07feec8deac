/**
 * Cart operations (spec section 4): the store changes at once; for a logged-in customer the server is then told, and
 * if it refuses, the toast of spec section 8 shows and the cart is reloaded from the server, so the UI never shows a
 * state the server does not hold. A guest's cart lives only in the store.
 */
import type { Article, CartLine } from '@bookshop/contracts';
import { emit } from '@bookshop/event-bus';
import { t } from '@bookshop/i18n';
import { orderableCopies } from '@bookshop/contracts';
import { clampQuantity, isAtStockCap, isOutOfStock, isQuantityLocked, rootStore } from '@bookshop/store';
import { notify } from '@bookshop/ui';
import { noteAdd } from '../popup/unseen-add';
import { addServerLine, deleteServerLine, updateServerLine } from './api';
import { lineFromArticle } from './cart-line';
import { cartActionMessages } from './cart-action-messages';
import { customerId, reloadCart } from './cart-server-sync';

/** After a refused change: say so, then show the server's truth again. */
async function refused(message: keyof typeof cartActionMessages.fr, error: unknown) {
  console.warn('[cart] server refused a change', error);
  notify.error(t(cartActionMessages, message));
  await reloadCart();
}

export type AddResult = 'added' | 'at-cap' | 'out-of-stock' | 'failed';

/** Adds a book (a new line or one more of an existing line), clamped to the line's cap (stock, LINE_QUANTITY_MAX). */
export async function addToCart(article: Article, quantity = 1): Promise<AddResult> {
  const store = rootStore.getState();
  // A title not out yet is pre-ordered: any number of copies, up to a line's cap.
  if (isOutOfStock(orderableCopies(article))) return 'out-of-stock';
  const existing = store.cart.find((line) => line._id === article.id);
  if (existing && isAtStockCap(existing.quantity, orderableCopies(article))) {
    notify.info(t(cartActionMessages, 'noMoreStock'));
    return 'at-cap';
  }
  store.addToCart(lineFromArticle(article), quantity);
  const userId = customerId();
  if (userId !== null) {
    try {
      const saved = await addServerLine({ user_id: userId, article_id: article.id, quantity });
      rootStore.getState().setCartId(article.id, saved.id);
      rootStore.getState().setQuantity(article.id, saved.quantity);
    } catch (error) {
      await refused('failedAdd', error);
      return 'failed';
    }
  }
  notify.success(t(cartActionMessages, 'addedToCart'));
  noteAdd(article.id);
  emit('cart:item-added', { articleId: article.id, quantity });
  return 'added';
}

/** When each line's quantity last changed: a change within 1000 ms of the previous one is ignored. */
const lastQuantityChange = new Map<number, number>();

/** Sets a line's quantity (stepper or typed), clamped to 1..the line's cap; ignored while the line is locked. */
export async function changeQuantity(line: CartLine, wanted: number, now = Date.now()): Promise<void> {
  if (isQuantityLocked(lastQuantityChange.get(line._id), now)) return;
  const next = clampQuantity(wanted, orderableCopies(line));
  if (next === line.quantity) {
    if (wanted > line.quantity) notify.info(t(cartActionMessages, 'noMoreStock'));
    return;
  }
  lastQuantityChange.set(line._id, now);
  rootStore.getState().setQuantity(line._id, next);
  if (customerId() === null || line.cart_id === null) return;
  try {
    const saved = await updateServerLine(line.cart_id, next);
    rootStore.getState().setQuantity(line._id, saved.quantity);
    notify.success(t(cartActionMessages, 'updated'));
  } catch (error) {
    await refused(next < line.quantity ? 'failedDecrement' : 'failedUpdate', error);
  }
}

/** Deletes a line. */
export async function removeLine(line: CartLine): Promise<void> {
  rootStore.getState().removeFromCart(line._id);
  if (customerId() !== null && line.cart_id !== null) {
    try {
      await deleteServerLine(line.cart_id);
    } catch (error) {
      await refused('failedDelete', error);
      return;
    }
  }
  notify.success(t(cartActionMessages, 'removed'));
}
