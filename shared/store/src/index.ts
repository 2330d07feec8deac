/** The federated store: one zustand store with slices, persisted under `root`, plus the pure rules it applies. */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RootState } from './state';
import { rootStore, type RootStore } from './store';

export * from './rules';
export * from './money';
export type { PersistedState, RootState } from './state';
export { initialPersistedState } from './state';
export { createPageStore, createRootStore, hasStoredState, rootStore, STORE_KEY, STORE_VERSION, type PagePreferences, type RootStore } from './store';
export { sanitizePersisted } from './validate';

/**
 * The store components read. In the browser it is the one `rootStore`; the rendering server gives each request a store
 * of its own (the shopper's language and currency, nothing personal), since one process renders for every shopper.
 */
export const RootStoreContext = createContext<RootStore>(rootStore);

/** Reads a slice of the store from a React component. */
export function useRootStore<T>(selector: (state: RootState) => T): T {
  return useStore(useContext(RootStoreContext), selector);
}
