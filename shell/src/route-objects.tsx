/**
 * The router's route table, the same on the server and in the browser (architecture page, "Rendering"): the frame
 * (`App`, with the company settings as its loader) around every page of `routes.ts`. Every page is a lazy route whose
 * module comes from its remote (its component, its `loader`, its `ErrorBoundary`, a shopper's own page its
 * `Skeleton`); the server and the browser each say how such a module is loaded, and what stands in when it cannot be.
 */
import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { ExposedModuleId } from '@bookshop/contracts';
import { App, PrivatePage, ShellNotFoundPage } from './app';
import { loadShopFrame } from './features/company/company-settings';
import { isbnRedirectLoader } from './features/isbn/isbn-redirect';
import { routes, type RouteEntry } from './routes';
import { PageFailure } from './features/not-found/page-failure';

/** What a remote's exposed page module gives the router. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  /** A shopper's own page: what the server renders in its place (its heading, placeholders of its size). */
  Skeleton?: ComponentType;
}

/** The route properties a page module becomes. */
export type PageRoute = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'>;

/** Marks the 404 route: the server answers it with HTTP 404. */
export interface RouteHandle {
  notFound?: boolean;
}

/** A page's loader or component failed: the 404 page for an answer of 404, else a message with a retry. */
function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ShellNotFoundPage />;
  return <PageFailure error={error} />;
}

/**
 * The route a page module becomes: its own error boundary, or the shell's; a shopper's own page behind PrivatePage
 * (its skeleton until hydrated, then the login check).
 */
export function pageRoute(page: PageModule, entry: RouteEntry): PageRoute {
  const Component = entry.publicPage ? page.default : () => <PrivatePage route={entry} Page={page.default} Skeleton={page.Skeleton} />;
  return { Component, loader: page.loader, ErrorBoundary: page.ErrorBoundary ?? PageErrorBoundary };
}

/** /isbn/{isbn}: a book by its ISBN (the route redirects to its page). */
export const ISBN_PATH = '/isbn/:isbn';

/**
 * `loadFrame`: the root route's loader. The browser reads the company settings each page load; the rendering server
 * keeps them per catalogue version (server/shop-frames.ts).
 */
export function createRoutes(loadPage: (id: ExposedModuleId) => Promise<PageModule>, loadFrame: LoaderFunction = loadShopFrame): RouteObject[] {
  const pages: RouteObject[] = routes.map((route) => {
    const where = route.path === '/' ? { index: true as const } : { path: route.path };
    return { ...where, id: route.module, lazy: async () => pageRoute(await loadPage(route.module), route) };
  });
  // No page of its own: its loader always redirects to the book page, or is the 404 page.
  const isbn: RouteObject = { path: ISBN_PATH, id: 'isbn', loader: isbnRedirectLoader, ErrorBoundary: PageErrorBoundary };
  const notFound: RouteObject = { path: '*', Component: ShellNotFoundPage, handle: { notFound: true } satisfies RouteHandle };
  return [
    {
      id: 'root',
      path: '/',
      Component: App,
      loader: loadFrame,
      // Read once per page load, not on every navigation; again when the page is read again where it is: in another
      // language (its texts are in the page's), or on a retry after a failure.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
      children: [...pages, isbn, notFound],
    },
  ];
}
