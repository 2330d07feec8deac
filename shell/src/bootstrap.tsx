import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ExposedModuleId } from '@bookshop/contracts';
import { hasStoredState, hydratingWith, rootStore } from '@bookshop/store';
import { setModuleLoader } from '@bookshop/ui';
import { mirrorPreferencesInCookies } from './features/preferences/preference-cookies';
import { checkSessionAtStart, listenForExpiredSession } from './features/session/session';
import { federationLoader, loadPageModule } from './remotes/registry';
import { createRoutes, type PageModule } from './route-objects';
import { PageUnavailable } from './features/not-found/page-failure';
import { nextTask } from './next-task';
import { renderedPageData } from './page-data';
import './shell.css';

setModuleLoader(federationLoader);
listenForExpiredSession();
void checkSessionAtStart();
mirrorPreferencesInCookies(rootStore);

if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  // A server-rendered page starts its code once its first screen is drawn, often after its load event.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * In the browser, a page's module comes from its remote through the federation runtime. When it cannot be loaded, the
 * page's usual fallback stands in (the router keeps a route's module once asked for: its Retry loads the page anew).
 */
async function browserPage(id: ExposedModuleId): Promise<PageModule> {
  try {
    return await loadPageModule(id);
  } catch (error) {
    console.error(`[shell] ${id} could not be loaded`, error);
    return { default: () => <PageUnavailable id={id} /> };
  }
}

let markHydrated: () => void = () => undefined;
/** Resolves once the server's page is hydrated: a shopper's own page shows its data only then (route-objects.tsx). */
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Rendered around the router while hydrating: its effect runs once the hydrated page is committed. */
function HydrationDone() {
  useEffect(markHydrated, []);
  return null;
}

/** The lazy routes of the page being opened, loaded before hydrating, so the first render is the server's HTML. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const routes = createRoutes({ hydrated }, browserPage);
  // A server-rendered page (the renderer's StaticRouterProvider left the router's hydration data beside it); a page
  // left to the browser has no preferences.
  const rendered = renderedPageData()?.preferences;
  if (rendered) {
    // A task apart from the one that evaluated the shell's code, and another for hydrating once the router is made:
    // each is a long task on a phone (next-task.ts).
    await nextTask();
    // The page's module and the fragments that load with it were started by the shell's first script (index.ts):
    // the route and, once hydrated, the slots find them loaded.
    await loadMatchedRoutes(routes);
    const router = createBrowserRouter(routes);
    await nextTask();
    // The shopper's store decides, but a first visit takes the page's language and currency, and a link to a page in
    // one language (?lang=eng) makes it the shopper's language from now on.
    if (!hasStoredState()) rootStore.setState({ language: rendered.language, currency: rendered.currency });
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked === 'fr' || asked === 'eng') rootStore.getState().setLanguage(asked);
    // Hydrated from what the server rendered with (nothing personal); then the shopper's cart, counters and session
    // fill in where they differ.
    hydratingWith(rendered);
    // Hydrating as a transition lets React yield to the browser every few milliseconds (as Remix's entry does): the page
    // stays responsive to a tap while it hydrates, instead of in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
          <HydrationDone />
        </StrictMode>,
        {
          // A page that could not be hydrated is rendered anew by React; where it differed is worth a report.
          onRecoverableError: (error, info) => console.error('[shell] the server page could not be hydrated as it was', error, info.componentStack),
        },
      );
    });
    return;
  }
  markHydrated();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('[shell] the store could not start', error));
