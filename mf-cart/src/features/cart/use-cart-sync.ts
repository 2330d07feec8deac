import { useEffect } from 'react';
import { emit, on } from '@bookshop/event-bus';
import { cartCount, cartTotal, rootStore } from '@bookshop/store';
import { mergeGuestCartIntoServer, reloadCart } from './cart-actions';

/**
 * Keeps the cart in step with the session, once per page (mounted by the header's mini cart): reload from the server
 * when a held session is present at start, merge the guest cart at login, and announce every change as `cart:changed`.
 */
export function useCartSync(): void {
  useEffect(() => {
    void reloadCart();
    const offLogin = on('session:logged-in', () => void mergeGuestCartIntoServer());
    const offStore = rootStore.subscribe((state, previous) => {
      if (state.cart !== previous.cart) emit('cart:changed', { count: cartCount(state.cart), total: cartTotal(state.cart) });
    });
    return () => {
      offLogin();
      offStore();
    };
  }, []);
}
