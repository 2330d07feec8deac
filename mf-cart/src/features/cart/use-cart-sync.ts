import { useEffect } from 'react';
import { on } from '@bookshop/event-bus';
import { mergeGuestCartIntoServer, revalidateGuestCart } from './cart-server-sync';

/**
 * Keeps the cart in step with the session, once per page (mounted by the header's mini cart): with a held session at
 * start, finish any merge a left page interrupted and reload from the server; for a guest, check the lines against
 * the catalogue; and merge the guest cart at login.
 */
export function useCartSync(): void {
  useEffect(() => {
    void mergeGuestCartIntoServer();
    void revalidateGuestCart();
    return on('session:logged-in', () => void mergeGuestCartIntoServer());
  }, []);
}
