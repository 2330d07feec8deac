/**
 * The shell's rules about its routes. The route table itself (path -> page module) is the contracts' `ROUTES`, the
 * one declaration the remotes' exposes and standalone pages follow too.
 */
import type { ExposedModuleId, RouteDeclaration } from '@bookshop/contracts';

/**
 * The remote fragments that wait for the page: the header's cart and account menus and the cart popup, on every
 * storefront page, and a book's wishlist button. They are loaded once the page is on screen (`remotes/after-page.ts`),
 * and a server-rendered page does not fetch their files with its own. They bring the account remote's entry (the cart's
 * comes with a book's add-to-cart button), which on a slow phone would share the bandwidth and the processor with the
 * page's first screen, and with the code that makes the add-to-cart button answer: without them on the line it
 * answered about 0.1 s sooner on the phone profile. The header's search box, from the remote of most pages, loads with
 * the page. `routes.test.tsx` checks what the frame mounts.
 */
export const afterPageFragments: readonly ExposedModuleId[] = ['cart/mini-cart', 'account/profile-menu', 'cart/cart-added-popup', 'account/wishlist-button'];

/**
 * Whether a page is off in the company settings (compare unknown counts as off): it is then the 404 page, in the
 * browser and on the server, which answers it with HTTP 404.
 */
export function featureOff(route: RouteDeclaration, compareEnabled: boolean | null): boolean {
  return route.feature === 'compare' && !compareEnabled;
}

/** Admin paths show neither the storefront header nor its footer. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin-panel' || pathname.startsWith('/admin-panel/');
}
