/** The federated store: one zustand store with slices, persisted under `root`, plus the pure rules it applies. */
import { useStore } from 'zustand';
import type { RootState } from './state';
import { rootStore } from './store';

export * from './rules';
export * from './money';
export type { PersistedState, RootState } from './state';
export { initialPersistedState } from './state';
export { createRootStore, rootStore, STORE_KEY, STORE_VERSION, type RootStore } from './store';
export { sanitizePersisted } from './validate';

/** Reads a slice of the one store from a React component. */
export function useRootStore<T>(selector: (state: RootState) => T): T {
  return useStore(rootStore, selector);
}
