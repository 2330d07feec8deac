import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';

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
  const router = createMemoryRouter(
    [
      { path, Component, loader, ErrorBoundary, HydrateFallback: () => null },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
