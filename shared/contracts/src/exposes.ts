import type { Article } from './entities';
import { ROUTES, type PageModuleId, type RemoteName } from './routes';

/** The fragments every remote may mount (header parts, book controls, popups), by `remote/expose` id, with their props. */
interface ExposedFragments {
  /** Header search box with its dropdown. */
  'catalog/smart-search': Record<string, never>;
  /** Three-level category tree: the drawer's expandable tree or the side menu. */
  'catalog/category-menu': { variant: 'drawer' | 'side' };
  /** Carousel of the shop's favourite books (used by the cart-added popup). */
  'catalog/favourites-carousel': Record<string, never>;
  /** Header cart icon with counter; opens the side panel on desktop, goes to /cart on mobile. */
  'cart/mini-cart': Record<string, never>;
  /**
   * Add-to-cart control for one book; reads the book by id for its current price and stock. `article`, the book as
   * the page has it, makes the control usable at once, while that read is on its way.
   */
  'cart/add-to-cart-button': { articleId: number; article?: Article };
  /** Popup shown after a book is added (listens to `cart:item-added`). */
  'cart/cart-added-popup': Record<string, never>;
  /**
   * Header profile menu with the logged-in and logged-out entries. The shell mounts it when it is needed (a session
   * held, or the first press of its own account button); `openAtStart`: mounted by that press, it opens at once.
   */
  'account/profile-menu': { openAtStart?: boolean };
  /** Add-to / remove-from wishlist control for one book; fetches what it needs by id. */
  'account/wishlist-button': { articleId: number };
}

/**
 * Every exposed module, by `remote/expose` id, with its props: the fragments, and the page of every route (no props;
 * routes.ts). A remote's exposes must satisfy this map and the shell can only mount ids listed here, so a contract
 * break is a type error.
 */
export type ExposedModules = ExposedFragments & { [Id in PageModuleId]: Record<string, never> };

export type ExposedModuleId = keyof ExposedModules;
export type { RemoteName };

/** The fragments' ids, at run time. */
const FRAGMENT_IDS = [
  'catalog/smart-search',
  'catalog/category-menu',
  'catalog/favourites-carousel',
  'cart/mini-cart',
  'cart/add-to-cart-button',
  'cart/cart-added-popup',
  'account/profile-menu',
  'account/wishlist-button',
] as const satisfies readonly (keyof ExposedFragments)[];

// A fragment added to the map but not to the list above is a type error here.
type Missing = Exclude<keyof ExposedFragments, (typeof FRAGMENT_IDS)[number]>;
export const fragmentListIsComplete: Missing extends never ? true : Missing = true;

/** Every exposed module id, at run time: the fragments and the routes' pages. */
export const EXPOSED_MODULE_IDS: readonly ExposedModuleId[] = [...FRAGMENT_IDS, ...ROUTES.map((route) => route.module)];
