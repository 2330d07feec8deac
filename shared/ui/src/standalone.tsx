import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { pagesWithin, TOP_ROUTES, type ExposedModuleId, type ExposedModules, type PageModuleId, type RemoteName, type RouteDeclaration } from '@bookshop/contracts';
import { markPageSettled } from './after-page';
import { RemoteSlot, setModuleLoader } from './remote-slot';
import { ToastHost } from './toasts';

/** An exposed module as its remote builds it: a component, and for a page its route's loader and error boundary. */
interface ExposedModule<Id extends ExposedModuleId> {
  default: ComponentType<ExposedModules[Id]>;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

export interface StandaloneOptions {
  /** The remote run alone: it routes to its pages of the route table, as the shell would. */
  remote: RemoteName;
  /**
   * One of the remote's exposed modules by its file in src/exposes/ (`books-page`): the bootstrap's webpack context of
   * that folder. Modules of other remotes show their fallback when run alone.
   */
  load: (file: string) => Promise<unknown>;
  /** Fragments shown above the pages (for example the header parts of this remote). */
  fragments?: ExposedModuleId[];
}

/** Mounts a remote on its own page for local work (`npm run watch -w mf-x` then open its port). */
export function renderStandalone({ remote, load, fragments = [] }: StandaloneOptions): void {
  const importerOf = (id: ExposedModuleId) => {
    const [owner, file] = id.split('/');
    if (owner !== remote || !file) throw new Error(`${id} is not part of this remote`);
    return () => load(file) as Promise<ExposedModule<ExposedModuleId>>;
  };
  setModuleLoader({
    load: async (id) => (await importerOf(id)()).default as never,
    forget: async () => undefined,
  });
  const Layout = () => {
    // The router shows the layout once the first page's module has arrived: what waits for the page may load.
    useEffect(markPageSettled, []);
    return (
      <>
        <div style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', borderBottom: '1px solid #ddd' }}>
          {fragments.map((id) => (
            <RemoteSlot key={id} id={id} props={{} as never} />
          ))}
        </div>
        <main style={{ padding: '1rem' }}>
          <Outlet />
        </main>
        <ToastHost />
      </>
    );
  };
  const route = ({ path, module }: RouteDeclaration & { module: PageModuleId }): RouteObject => {
    const inside = pagesWithin(module);
    return {
      ...(path === '/' ? { index: true } : { path }),
      lazy: async () => {
        const page = await importerOf(module)();
        return { Component: page.default as ComponentType, loader: page.loader, ...(page.ErrorBoundary ? { ErrorBoundary: page.ErrorBoundary } : {}) };
      },
      // A layout's pages inside it (the admin panel's frame), as the shell nests them.
      ...(inside.length > 0 ? { children: inside.map(route) } : {}),
    } as RouteObject;
  };
  const pages = TOP_ROUTES.filter((page) => page.module.startsWith(`${remote}/`)).map(route);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter([{ path: '/', Component: Layout, children: pages }])} />
    </StrictMode>,
  );
}
