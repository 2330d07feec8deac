import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';

export interface RouteUnderTest {
  /** The route's path, as the shell declares it (`/bookdetails/:id`). */
  path: string;
  /** The address opened. */
  at: string;
  Component: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/**
 * Renders a page as the router does: its loader first, then the page with the loader's data (or its error boundary).
 * Other paths answer a plain "elsewhere: <path>", so a test sees where a link or a navigation went.
 */
export function renderRoute({ path, at, Component, loader, ErrorBoundary }: RouteUnderTest) {
  return renderRoutes([{ path, Component, loader, ErrorBoundary }], at);
}

/**
 * Renders several pages as the router does (each with its loader), opened at `at`, inside `around` when given (the
 * toasts' host, say). Other paths answer a plain "elsewhere".
 */
export function renderRoutes(pages: RouteObject[], at: string, around?: ReactNode) {
  const Frame = () => (
    <>
      {around}
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ Component: Frame, HydrateFallback: () => null, children: [...pages, { path: '*', Component: () => <p>elsewhere</p> }] }], {
    initialEntries: [at],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
