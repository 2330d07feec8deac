/** The shape of the one store: data persisted under `root`, and the actions of each slice. */
import type { CartLine, Currency, Favorite, Language, ReturnRefundItem, SearchFilters, UserInfo } from '@bookshop/contracts';

/** What survives a reload (localStorage key `root`, version 1). */
export interface PersistedState {
  // session slice
  user: UserInfo | null;
  token: string | null;
  // cart slice
  cart: CartLine[];
  // favorites slice
  favorites: Favorite[];
  // compare slice: article ids
  compare: number[];
  // returnRefund slice
  returnRefund: ReturnRefundItem[];
  // preferences slice
  language: Language;
  currency: Currency;
  /** usd_rate from company settings; null when the shop has none. */
  currencyRate: number | null;
  /**
   * The shop's compare switch (company settings); null until they have been read once. Persisted, so a returning
   * visitor's header is laid out right before they arrive again (a shop without compare shifts nothing).
   */
  isCompareEnabled: boolean | null;
  // searchData slice
  searchData: SearchFilters;
  // selection slice: the selected category and the expanded state of each category node
  selectedCategoryId: number | null;
  expandedCategories: Record<string, boolean>;
}

export const initialPersistedState: PersistedState = {
  user: null,
  token: null,
  cart: [],
  favorites: [],
  compare: [],
  returnRefund: [],
  language: 'fr',
  currency: 'eur',
  currencyRate: null,
  isCompareEnabled: null,
  searchData: {},
  selectedCategoryId: null,
  expandedCategories: {},
};

export interface SessionActions {
  /** Holds a logged-in user and their bearer token. */
  setSession: (user: UserInfo, token: string) => void;
  /** Updates the held user (after a profile change). */
  setUser: (user: UserInfo) => void;
  /** Removes the user: also empties compare, favorites and cart (spec section 4). */
  clearUser: () => void;
}

export interface CartActions {
  /** Adds a book (a new line or more of an existing one), clamped to stock. */
  addToCart: (line: CartLine, quantity: number) => void;
  /** Sets one line's quantity, clamped to its stock. */
  setQuantity: (articleId: number, quantity: number) => void;
  /** Records the server's id for a line saved on the server. */
  setCartId: (articleId: number, cartId: number) => void;
  removeFromCart: (articleId: number) => void;
  /** Replaces the whole cart (reload from the server after login). */
  replaceCart: (lines: CartLine[]) => void;
  resetCart: () => void;
}

export interface FavoritesActions {
  replaceFavorites: (favorites: Favorite[]) => void;
  addFavorite: (favorite: Favorite) => void;
  removeFavorite: (articleId: number) => void;
}

export interface CompareActions {
  setCompare: (articleIds: number[]) => void;
}

export interface ReturnRefundActions {
  setReturnRefund: (items: ReturnRefundItem[]) => void;
}

export interface PreferencesActions {
  setLanguage: (language: Language) => void;
  setCurrency: (currency: Currency) => void;
  /** Applies company settings: usd_rate and the compare switch. */
  applyCompanySettings: (usdRate: number | null, isCompareEnabled: boolean) => void;
}

export interface SearchDataActions {
  /** Selecting a value adds it; selecting it again removes it; an emptied filter is deleted. */
  toggleSearchFilter: (name: string, value: string | number) => void;
  clearSearchFilters: () => void;
}

export interface SelectionActions {
  selectCategory: (categoryId: number | null) => void;
  /** Opens (or closes) these branches of the category tree. */
  setCategoriesExpanded: (categoryIds: readonly number[], expanded: boolean) => void;
}

export type RootState = PersistedState &
  SessionActions &
  CartActions &
  FavoritesActions &
  CompareActions &
  ReturnRefundActions &
  PreferencesActions &
  SearchDataActions &
  SelectionActions;

/** A shopper is logged in: a user and their token (a shopper's own page and its client loader ask the same). */
export const isLoggedIn = (state: Pick<PersistedState, 'user' | 'token'>): boolean => Boolean(state.user && state.token);

/** Staff are logged in: an admin user with an email and a token (the admin panel, its pages and their loaders ask the same). */
export const isStaff = (state: Pick<PersistedState, 'user' | 'token'>): boolean => Boolean(state.token && state.user?.role === 'admin' && state.user.email);
