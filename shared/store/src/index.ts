/** The federated store: one zustand store with slices, persisted under `root`. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RootState } from './state';
import { createPageStore, rootStore, type PagePreferences, type RootStore } from './store';

/**
 * The pure rules the store applies live in `@bookshop/contracts`, where the API applies them too. They are re-exported
 * here only because some 30 modules of the remotes and the shell still import them from the store; new code imports
 * them from the contracts.
 */
export {
  COMPARE_LIMIT,
  RETURN_REFUND_LIMIT,
  QUANTITY_LOCK_MS,
  DESCRIPTION_LIMIT,
  isOutOfStock,
  clampQuantity,
  parseTypedQuantity,
  TYPED_QUANTITY_MAX_DIGITS,
  isTypedQuantityTooLong,
  isQuantityLocked,
  isAtStockCap,
  discountedPrice,
  countsInTotal,
  cartTotal,
  cartCount,
  addToLines,
  addToCompare,
  addToReturnRefund,
  toggleFilter,
  truncate,
  convertFromEuro,
  formatNumber,
  formatMoney,
  formatShopPrice,
  type LimitedAdd,
  type ReturnRefundItem,
  type SearchFilters,
} from '@bookshop/contracts';
export type { PersistedState, RootState } from './state';
export { initialPersistedState, isLoggedIn, isStaff } from './state';
export { createPageStore, createRootStore, hasStoredState, rootStore, STORE_KEY, STORE_VERSION, type PagePreferences, type RootStore } from './store';
export { sanitizePersisted } from './validate';

/**
 * The store components read. In the browser it is the one `rootStore`; the rendering server gives each request a store
 * of its own (the shopper's language and currency, nothing personal), since one process renders for every shopper.
 */
export const RootStoreContext = createContext<RootStore>(rootStore);

/** What the server-rendered page in this browser was drawn with: its markup is hydrated from it (see `hydratingWith`). */
let renderedState: RootState | undefined;

/**
 * Called once before hydrating a server-rendered page, with the preferences the server rendered it with. While React
 * hydrates, every `useRootStore` reads this state (nothing personal, the page's language and currency), so the first
 * render is the server's HTML; once hydrated, React compares each reader's slice with the shopper's own store and
 * re-renders only those that differ (the cart counter, the account menu), not every reader of the store.
 */
export function hydratingWith(preferences: PagePreferences): void {
  renderedState = createPageStore(preferences).getState();
}

/**
 * Reads a slice of the store from a React component. zustand's `useStore` with the server snapshot made explicit: on
 * the server it is the request's page store, in the browser while hydrating the state the page was rendered with.
 */
export function useRootStore<T>(selector: (state: RootState) => T): T {
  const store = useContext(RootStoreContext);
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store === rootStore && renderedState ? renderedState : store.getInitialState()),
  );
}
