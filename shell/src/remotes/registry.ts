/**
 * How the shell loads the remotes' exposed modules, for its routes and for every RemoteSlot: once the remotes are
 * registered (start-remotes.ts), with a time limit (load-remote-module.ts).
 */
import type { ComponentType } from 'react';
import type { ExposedModuleId, ExposedModules, RemoteName } from '@bookshop/contracts';
import type { ModuleLoader } from '@bookshop/ui';
import { loadRemoteModule } from './load-remote-module';
import { arrivedPageModule, register, remoteOf, startRemotes } from './start-remotes';
import type { PageModule } from '../route-objects';

/** Loads one exposed module's component; rejects on a missing remote, a failed chunk or the time-out. */
export async function loadExposed<Id extends ExposedModuleId>(id: Id): Promise<ComponentType<ExposedModules[Id]>> {
  await startRemotes();
  return (await loadRemoteModule<{ default?: ComponentType<ExposedModules[Id]> }>(id)).default;
}

/** Loads a server-rendered page's whole module (component, loader, error boundary) for the router. */
export async function loadPageModule(id: ExposedModuleId): Promise<PageModule> {
  await startRemotes();
  return loadRemoteModule<PageModule>(id);
}

/** Forgets a failed remote so the next load fetches its manifest and entry again (what "Retry" needs). */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const loaded = await startRemotes().catch(() => undefined);
  const entry = loaded?.remotes[name];
  if (entry) register({ [name]: entry }, true);
}

/** The loader the shell installs for every RemoteSlot, its own and those inside remotes. */
export const federationLoader: ModuleLoader = {
  load: loadExposed,
  forget: (id) => forgetRemote(remoteOf(id)),
  loaded: (id) => (arrivedPageModule(id) as { default?: ComponentType<ExposedModules[typeof id]> } | undefined)?.default,
};
