/**
 * The shell's rules about its routes. The route table itself (path -> page module) is the contracts' `ROUTES`, the
 * one declaration the remotes' exposes and standalone pages follow too.
 */
import type { RouteDeclaration } from '@bookshop/contracts';

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
