import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ExposedModuleId, ExposedModules } from '@bookshop/contracts';
import { RemoteSlot, setModuleLoader } from './remote-slot';
import { ToastHost } from './toasts';

type Importers = { [Id in ExposedModuleId]?: () => Promise<{ default: ComponentType<ExposedModules[Id]> }> };

export interface StandaloneOptions {
  /** This remote's own exposed modules, by id. Modules of other remotes show their fallback when run alone. */
  modules: Importers;
  /** Pages to route to, as the shell would. */
  routes: Array<{ path: string; id: ExposedModuleId }>;
  /** Fragments shown above the pages (for example the header parts of this remote). */
  fragments?: ExposedModuleId[];
}

/** Mounts a remote on its own page for local work (`npm run watch -w mf-x` then open its port). */
export function renderStandalone({ modules, routes, fragments = [] }: StandaloneOptions): void {
  setModuleLoader({
    load: async (id) => {
      const importer = modules[id] as (() => Promise<{ default: ComponentType<never> }>) | undefined;
      if (!importer) throw new Error(`${id} is not part of this remote`);
      return (await importer()).default as never;
    },
    forget: async () => undefined,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <div style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', borderBottom: '1px solid #ddd' }}>
          {fragments.map((id) => (
            <RemoteSlot key={id} id={id} props={{} as never} />
          ))}
        </div>
        <main style={{ padding: '1rem' }}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<RemoteSlot id={route.id} props={{} as never} kind="page" />} />
            ))}
          </Routes>
        </main>
        <ToastHost />
      </BrowserRouter>
    </StrictMode>,
  );
}
