import { useEffect } from 'react';
import { emit, on } from '@bookshop/event-bus';
import { cartCount, cartTotal, rootStore } from '@bookshop/store';
import { mergeGuestCartIntoServer, revalidateGuestCart } from './cart-server-sync';

/**
 * Keeps the cart in step with the session, once per page (mounted by the header's mini cart): with a held session at
 * start, finish any merge a left page interrupted and reload from the server; for a guest, check the lines against
 * the catalogue; merge the guest cart at login; and announce every change as `cart:changed`.
 */
export function useCartSync(): void {
  useEffect(() => {
    void mergeGuestCartIntoServer();
    void revalidateGuestCart();
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
