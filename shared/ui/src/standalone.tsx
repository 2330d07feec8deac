import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { ExposedModuleId, ExposedModules } from '@bookshop/contracts';
import { RemoteSlot, setModuleLoader } from './remote-slot';
import { ToastHost } from './toasts';

/** An exposed module as its remote builds it: a component, and for a page its route's loader and error boundary. */
interface ExposedModule<Id extends ExposedModuleId> {
  default: ComponentType<ExposedModules[Id]>;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

type Importers = { [Id in ExposedModuleId]?: () => Promise<ExposedModule<Id>> };

export interface StandaloneOptions {
  /** This remote's own exposed modules, by id. Modules of other remotes show their fallback when run alone. */
  modules: Importers;
  /** Pages to route to, as the shell would (its route modules: component, loader, error boundary). */
  routes: Array<{ path: string; id: ExposedModuleId }>;
  /** Fragments shown above the pages (for example the header parts of this remote). */
  fragments?: ExposedModuleId[];
}

/** Mounts a remote on its own page for local work (`npm run watch -w mf-x` then open its port). */
export function renderStandalone({ modules, routes, fragments = [] }: StandaloneOptions): void {
  const importerOf = (id: ExposedModuleId) => {
    const importer = modules[id] as (() => Promise<ExposedModule<ExposedModuleId>>) | undefined;
    if (!importer) throw new Error(`${id} is not part of this remote`);
    return importer;
  };
  setModuleLoader({
    load: async (id) => (await importerOf(id)()).default as never,
    forget: async () => undefined,
  });
  const Layout = () => (
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
  const pages: RouteObject[] = routes.map(({ path, id }) => ({
    ...(path === '/' ? { index: true } : { path }),
    lazy: async () => {
      const page = await importerOf(id)();
      return { Component: page.default as ComponentType, loader: page.loader, ...(page.ErrorBoundary ? { ErrorBoundary: page.ErrorBoundary } : {}) };
    },
  }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter([{ path: '/', Component: Layout, children: pages }])} />
    </StrictMode>,
  );
}
