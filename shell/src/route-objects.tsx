/**
 * The router's route table, the same on the server and in the browser (architecture page, "Rendering"): the frame
 * (`App`, with the company settings as its loader) around every page of the contracts' `ROUTES`. Every page is a lazy
 * route whose module comes from its remote (its component, its `loader`, its `ErrorBoundary`, a shopper's own page its
 * `Skeleton`); the server and the browser each say how such a module is loaded, and what stands in when it cannot be.
 */
import { useEffect, type ComponentType } from 'react';
import { isRouteErrorResponse, redirect, useLoaderData, useRouteError, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { pagesWithin, TOP_ROUTES, type ExposedModuleId, type PageModuleId, type RouteDeclaration } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { markPageSettled } from '@bookshop/ui';
import { App, mayRead, PrivatePage } from './app';
import { loadShopFrame } from './features/company/company-settings';
import { isbnRedirectLoader } from './features/isbn/isbn-redirect';
import { NotFoundPage } from './features/not-found/not-found-page';
import { PageFailure } from './features/not-found/page-failure';

/** What a remote's exposed page module gives the router. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  /**
   * A shopper's own page: what the server renders in its place (its heading, placeholders of its size). It may be the
   * page itself (`Skeleton = default`): `useLoaderData()` is then undefined until the route's client loader answered
   * (null when it read nothing), and React keeps the nodes the server drew.
   */
  Skeleton?: ComponentType;
}

/** The route properties a page module becomes. */
export type PageRoute = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary' | 'HydrateFallback'>;

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
 * A page's component (its error, its skeleton) that tells, once committed, that the page is on screen: the fragments
 * that wait for the page may load (@bookshop/ui's after-page.ts). An effect, so nothing on the server.
 */
function settled(Page: ComponentType): ComponentType {
  return function SettledPage() {
    useEffect(markPageSettled, []);
    return <Page />;
  };
}

/** The shell's own 404 page. */
const ShellNotFoundPage = settled(NotFoundPage);

/**
 * Where the routes run: a shopper's own page is its skeleton on the server, and loads its data in the browser, where
 * `hydrated` resolves once a server-rendered page is hydrated (at once for a page rendered in the browser alone).
 */
export type RouteSide = 'server' | { hydrated: Promise<void> };

/**
 * The route a page module becomes, with its own error boundary or the shell's. A public page is the same on both sides.
 * A shopper's own page is its skeleton on the server; in the browser its loader is a client loader (the router runs it
 * at start, as the server gave no data for the route, and the skeleton stands as the `HydrateFallback` meanwhile),
 * which reads nothing for a shopper who must log in first (or staff's, for anyone else); then the page, behind the login. Its answer waits for the
 * hydration: a loader done before React's first render (one without a read is done at once) would have that render
 * draw the page where the server drew the skeleton.
 */
export function pageRoute(page: PageModule, entry: RouteDeclaration, side: RouteSide): PageRoute {
  const ErrorBoundary = settled(page.ErrorBoundary ?? PageErrorBoundary);
  if (entry.publicPage) return { Component: settled(page.default), loader: page.loader, ErrorBoundary };
  // One component before and after the data (its loader's answer is never undefined: null when it reads nothing), so
  // React keeps what the server drew where the skeleton and the page agree. It counts as on screen with its skeleton.
  const Private = settled(function PrivateRoute() {
    const data: unknown = useLoaderData();
    return <PrivatePage route={entry} Page={page.default} Skeleton={page.Skeleton} loaded={data !== undefined} />;
  });
  if (side === 'server') return { Component: Private, ErrorBoundary };
  const { loader } = page;
  const read = (args: LoaderFunctionArgs) => (loader && mayRead(entry, rootStore.getState()) ? loader(args) : null);
  return {
    Component: Private,
    loader: async (args) => (await Promise.all([read(args), side.hydrated]))[0],
    HydrateFallback: Private,
    ErrorBoundary,
  };
}

/** /isbn/{isbn}: a book by its ISBN (the route redirects to its page). */
export const ISBN_PATH = '/isbn/:isbn';

/**
 * `loadFrame`: the root route's loader. The browser reads the company settings each page load; the rendering server
 * keeps them per catalogue version (server/shop-frames.ts).
 */
export function createRoutes(side: RouteSide, loadPage: (id: ExposedModuleId) => Promise<PageModule>, loadFrame: LoaderFunction = loadShopFrame): RouteObject[] {
  const route = (page: RouteDeclaration & { module: PageModuleId }): RouteObject => {
    const where = page.path === '/' ? { index: true as const } : { path: page.path };
    const lazy = async () => pageRoute(await loadPage(page.module), page, side);
    const inside = pagesWithin(page.module);
    if (inside.length === 0) return { ...where, id: page.module, lazy };
    // A layout (the admin panel's frame): its own address goes to its first page, an address below it that names none
    // is the 404 page inside it.
    const first = inside[0]?.path ?? '/';
    const children: RouteObject[] = [{ index: true, loader: () => redirect(first) }, ...inside.map(route), { path: '*', Component: ShellNotFoundPage, handle: { notFound: true } satisfies RouteHandle }];
    return { path: page.path, id: page.module, lazy, children };
  };
  const pages = TOP_ROUTES.map(route);
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
