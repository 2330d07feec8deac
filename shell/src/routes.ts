/**
 * The route table: path -> page of its owning remote (architecture page). Static, so routing never waits for any
 * remote; each page loads on its own when its route is visited.
 */
import type { ExposedModuleId } from '@bookshop/contracts';

export interface RouteEntry {
  path: string;
  module: ExposedModuleId;
  /** Needs a logged-in user, else redirect to /login. */
  requiresLogin?: boolean;
  /** Exists only while this company-settings feature is on (else the 404 page). */
  feature?: 'compare';
  /**
   * A public page (architecture page, "Rendering"): rendered whole on the server, listed in the sitemap, open to
   * crawlers. Its exposed module is a route module (a component, and its `loader` when it has data), loaded by the
   * router itself. The other pages are a shopper's own or the staff's: the server renders the frame around them, the
   * browser the page.
   */
  publicPage?: true;
}

export const routes: readonly RouteEntry[] = [
  { path: '/', module: 'catalog/home-page', publicPage: true },
  { path: '/books', module: 'catalog/books-page', publicPage: true },
  { path: '/bookdetails/:id', module: 'catalog/book-details-page', publicPage: true },
  { path: '/collaborators', module: 'catalog/collaborators-page', publicPage: true },
  { path: '/collaborator/:id/details', module: 'catalog/collaborator-details-page', publicPage: true },
  { path: '/collections', module: 'catalog/collections-page', publicPage: true },
  { path: '/collection-details/:id', module: 'catalog/collection-details-page', publicPage: true },
  { path: '/events', module: 'catalog/events-page', publicPage: true },
  { path: '/eventdetails/:eventId', module: 'catalog/event-details-page', publicPage: true },
  { path: '/about-us', module: 'catalog/about-page', publicPage: true },
  { path: '/legal-information', module: 'catalog/legal-page', publicPage: true },
  { path: '/contactus', module: 'catalog/contact-page', publicPage: true },
  { path: '/accessibility', module: 'catalog/accessibility-page', publicPage: true },
  { path: '/compare', module: 'catalog/compare-page', requiresLogin: true, feature: 'compare' },
  { path: '/cart', module: 'cart/cart-page' },
  { path: '/checkout', module: 'cart/checkout-page' },
  { path: '/order-success', module: 'cart/order-success-page' },
  { path: '/checkout-result', module: 'cart/checkout-result-page' },
  { path: '/login', module: 'account/login-page' },
  { path: '/register', module: 'account/register-page' },
  { path: '/wishlist', module: 'account/wishlist-page', requiresLogin: true },
  { path: '/verify-email', module: 'account/verify-email-page' },
  { path: '/resetpasswordemail', module: 'account/reset-request-page' },
  { path: '/reset-password', module: 'account/reset-password-page' },
  { path: '/accountprofile', module: 'account/profile-page', requiresLogin: true },
  { path: '/ordertracking', module: 'account/orders-page', requiresLogin: true },
  { path: '/followorder/:orderId', module: 'account/follow-order-page', requiresLogin: true },
  { path: '/track-order', module: 'account/track-order-page' },
  { path: '/review/:orderId', module: 'account/review-page', requiresLogin: true },
  { path: '/add_refund_return/:order_id', module: 'account/add-return-page', requiresLogin: true },
  { path: '/edit_refund_return', module: 'account/edit-return-page', requiresLogin: true },
  { path: '/refund_return', module: 'account/returns-page', requiresLogin: true },
  { path: '/refund_return/:returnId', module: 'account/return-detail-page', requiresLogin: true },
  { path: '/stock-alert-cancel', module: 'account/stock-alert-cancel-page' },
  // The double opt-in links of back-in-stock requests and the newsletter (/confirm/stock-alert, /confirm/newsletter).
  { path: '/confirm/:request', module: 'account/confirm-request-page' },
  { path: '/admin-panel/*', module: 'admin/app' },
];

/**
 * The remote fragments that wait for the page: the header's cart and account menus and the cart popup, on every
 * storefront page, and a book's wishlist button. They are loaded once the page is on screen (`remotes/after-page.ts`),
 * and a server-rendered page does not fetch their files with its own. They bring the account remote's entry (the cart's
 * comes with a book's add-to-cart button), which on a slow phone would share the bandwidth and the processor with the
 * page's first screen, and with the code that makes the add-to-cart button answer: without them on the line it
 * answered about 0.1 s sooner on the phone profile. The header's search box, from the remote of most pages, loads with
 * the page. `routes.test.ts` checks what the header mounts.
 */
export const afterPageFragments: readonly ExposedModuleId[] = ['cart/mini-cart', 'account/profile-menu', 'cart/cart-added-popup', 'account/wishlist-button'];

/**
 * Whether a page is off in the company settings (compare unknown counts as off): it is then the 404 page, in the
 * browser and on the server, which answers it with HTTP 404.
 */
export function featureOff(route: RouteEntry, compareEnabled: boolean | null): boolean {
  return route.feature === 'compare' && !compareEnabled;
}

/** Admin paths show neither the storefront header nor its footer. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin-panel' || pathname.startsWith('/admin-panel/');
}
