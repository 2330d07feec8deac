import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and at once in a page rendered in the browser alone).
 * What differs per shopper (the cart, the session, anything from localStorage) renders a placeholder of its final size
 * until then, so the first client render matches the server's HTML and personal data never enters it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
