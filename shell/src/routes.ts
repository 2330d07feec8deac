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
}

export const routes: readonly RouteEntry[] = [
  { path: '/', module: 'catalog/home-page' },
  { path: '/books', module: 'catalog/books-page' },
  { path: '/bookdetails/:id', module: 'catalog/book-details-page' },
  { path: '/compare', module: 'catalog/compare-page', requiresLogin: true, feature: 'compare' },
  { path: '/cart', module: 'cart/cart-page' },
  { path: '/login', module: 'account/login-page' },
  { path: '/register', module: 'account/register-page' },
  { path: '/wishlist', module: 'account/wishlist-page', requiresLogin: true },
  { path: '/admin-panel/*', module: 'admin/app' },
];

/** Admin paths show neither the storefront header nor its footer. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin-panel' || pathname.startsWith('/admin-panel/');
}
