/** The one zustand store, made of slices, persisted once on the combined store. */
import { createStore, type StateCreator } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { addToLines, clampQuantity, orderableCopies, toggleFilter } from '@bookshop/contracts';
import { initialPersistedState, type PersistedState, type RootState } from './state';
import { sanitizePersisted } from './validate';

/** localStorage key and version of the persisted store (spec section 9). */
export const STORE_KEY = 'root';
export const STORE_VERSION = 1;

type Slice<T> = StateCreator<RootState, [], [], T>;

const sessionSlice: Slice<Pick<RootState, 'user' | 'token' | 'setSession' | 'setUser' | 'clearUser'>> = (set) => ({
  user: null,
  token: null,
  setSession: (user, token) => set({ user, token }),
  setUser: (user) => set({ user }),
  clearUser: () => set({ user: null, token: null, compare: [], favorites: [], cart: [] }),
});

const cartSlice: Slice<Pick<RootState, 'cart' | 'addToCart' | 'setQuantity' | 'setCartId' | 'removeFromCart' | 'replaceCart' | 'resetCart'>> = (set) => ({
  cart: [],
  addToCart: (line, quantity) => set((s) => ({ cart: addToLines(s.cart, line, quantity) })),
  setQuantity: (articleId, quantity) =>
    set((s) => ({
      cart: s.cart.map((line) => (line._id === articleId ? { ...line, quantity: clampQuantity(quantity, orderableCopies(line)) } : line)),
    })),
  setCartId: (articleId, cartId) =>
    set((s) => ({ cart: s.cart.map((line) => (line._id === articleId ? { ...line, cart_id: cartId } : line)) })),
  removeFromCart: (articleId) => set((s) => ({ cart: s.cart.filter((line) => line._id !== articleId) })),
  replaceCart: (lines) => set({ cart: lines }),
  resetCart: () => set({ cart: [] }),
});

const favoritesSlice: Slice<Pick<RootState, 'favorites' | 'replaceFavorites' | 'addFavorite' | 'removeFavorite'>> = (set) => ({
  favorites: [],
  replaceFavorites: (favorites) => set({ favorites }),
  addFavorite: (favorite) => set((s) => ({ favorites: [...s.favorites.filter((f) => f._favid !== favorite._favid), favorite] })),
  removeFavorite: (articleId) => set((s) => ({ favorites: s.favorites.filter((f) => f._favid !== articleId) })),
});

const compareSlice: Slice<Pick<RootState, 'compare' | 'setCompare'>> = (set) => ({
  compare: [],
  setCompare: (compare) => set({ compare }),
});

const returnRefundSlice: Slice<Pick<RootState, 'returnRefund' | 'setReturnRefund'>> = (set) => ({
  returnRefund: [],
  setReturnRefund: (returnRefund) => set({ returnRefund }),
});

const preferencesSlice: Slice<
  Pick<RootState, 'language' | 'currency' | 'currencyRate' | 'isCompareEnabled' | 'setLanguage' | 'setCurrency' | 'applyCompanySettings'>
> = (set) => ({
  language: 'fr',
  currency: 'eur',
  currencyRate: null,
  isCompareEnabled: null,
  setLanguage: (language) => set({ language }),
  setCurrency: (currency) => set({ currency }),
  applyCompanySettings: (currencyRate, isCompareEnabled) => set({ currencyRate, isCompareEnabled }),
});

const searchDataSlice: Slice<Pick<RootState, 'searchData' | 'toggleSearchFilter' | 'clearSearchFilters'>> = (set) => ({
  searchData: {},
  toggleSearchFilter: (name, value) => set((s) => ({ searchData: toggleFilter(s.searchData, name, value) })),
  clearSearchFilters: () => set({ searchData: {} }),
});

const selectionSlice: Slice<Pick<RootState, 'selectedCategoryId' | 'expandedCategories' | 'selectCategory' | 'setCategoriesExpanded'>> = (set) => ({
  selectedCategoryId: null,
  expandedCategories: {},
  selectCategory: (selectedCategoryId) => set({ selectedCategoryId }),
  setCategoriesExpanded: (categoryIds, expanded) =>
    set((s) => {
      // Only open branches are kept: a closed one is the default, and the stored state stays small.
      const next = { ...s.expandedCategories };
      for (const id of categoryIds) {
        if (expanded) next[id] = true;
        else delete next[id];
      }
      return { expandedCategories: next };
    }),
});

/** localStorage that never throws: unreadable JSON or a blocked storage reads as "nothing stored". */
const safeLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      const raw = globalThis.localStorage?.getItem(name) ?? null;
      if (raw !== null) JSON.parse(raw);
      return raw;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch {
      // Storage full or blocked: the session goes on in memory.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      // Nothing to remove.
    }
  },
};

function persistedPart(state: RootState): PersistedState {
  const keys = Object.keys(initialPersistedState) as Array<keyof PersistedState>;
  return Object.fromEntries(keys.map((key) => [key, state[key]])) as unknown as PersistedState;
}

/** Whether this browser has ever kept the store (a first visit has not: its preferences come from the page). */
export function hasStoredState(): boolean {
  return safeLocalStorage.getItem(STORE_KEY) !== null;
}

/** Keeps nothing: the store of one server-rendered page (see `createPageStore`). */
const noStorage: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Creates the store (the app uses the single `rootStore`; tests may create their own). */
export function createRootStore(storage: StateStorage = safeLocalStorage, initial: Partial<PersistedState> = {}) {
  return createStore<RootState>()(
    persist(
      (...a) => ({
        ...sessionSlice(...a),
        ...cartSlice(...a),
        ...favoritesSlice(...a),
        ...compareSlice(...a),
        ...returnRefundSlice(...a),
        ...preferencesSlice(...a),
        ...searchDataSlice(...a),
        ...selectionSlice(...a),
        ...initial,
      }),
      {
        name: STORE_KEY,
        version: STORE_VERSION,
        // localStorage is read synchronously when the store is created, so the spec's 5000 ms rehydrate time-out
        // (a redux-persist setting for asynchronous storages) can never be reached and needs no timer here.
        storage: createJSONStorage(() => storage),
        partialize: persistedPart,
        // Version 1 is the first; data of an unknown version is sanitised like any other stored data.
        migrate: (persisted) => sanitizePersisted(persisted),
        // Validating merge: whatever was stored, only well-shaped fields reach the state. Nothing stored keeps the
        // first state (a page store's preferences), not the defaults.
        merge: (persisted, current) => (persisted === undefined || persisted === null ? current : { ...current, ...sanitizePersisted(persisted) }),
      },
    ),
  );
}

export type RootStore = ReturnType<typeof createRootStore>;

/** What a server-rendered page is rendered with: the shopper's language and currency and the shop's settings. */
export type PagePreferences = Pick<PersistedState, 'language' | 'currency' | 'currencyRate' | 'isCompareEnabled'>;

/**
 * A store of one server-rendered page: the preferences it was rendered with and nothing personal, never read from or
 * written to localStorage. The rendering server makes one per request; the browser hydrates with one made from the
 * same preferences, so its first render is the server's HTML, then switches to `rootStore`.
 */
export function createPageStore(preferences: PagePreferences): RootStore {
  // Its initial state, not a later one: that is what React reads on the server and while hydrating.
  return createRootStore(noStorage, preferences);
}

/** The one store of the storefront (a federation singleton, so the shell and every remote see the same state). */
export const rootStore: RootStore = createRootStore();
