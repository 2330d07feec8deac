/**
 * Runtime composition: the remotes are found through `remotes.json` (served next to the shell, never compiled in) and
 * registered with the federation runtime, so moving or redeploying a remote needs no shell build.
 */
import type { ComponentType } from 'react';
import type { ExposedModuleId, ExposedModules, RemoteName } from '@bookshop/contracts';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleLoader } from '@bookshop/ui';
import { afterPageFragments } from '../routes';
import { afterPage } from './after-page';
import { contractGuard, sharedVersionGuard } from './contract-guard';
import type { PageModule } from '../route-objects';

declare global {
  interface Window {
    /** `remotes.json` as the store's server inlined it in the page (scripts/serve.mjs): one round trip less. */
    __bookshopRemotesConfig?: RemotesConfig;
  }
}

/** Shape of `remotes.json`: remote name -> URL of its `mf-manifest.json`. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
}

/** A remote that takes longer than this to load is reported as failed (spec section 8: 120 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

let config: Promise<RemotesConfig> | undefined;

function register(remotes: RemotesConfig['remotes'], force: boolean) {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

function fetchConfig(url: string): Promise<RemotesConfig> {
  return fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<RemotesConfig>;
  });
}

let guarded = false;
/**
 * Before any remote is registered: no remote built against another major of the contracts runs, and a remote's shared
 * singletons are checked against what it needs (contract-guard.ts); the latter for every federation instance, as each
 * remote's container resolves its shared modules in an instance of its own.
 */
function guardContracts() {
  if (guarded) return;
  guarded = true;
  registerPlugins([contractGuard()]);
  registerGlobalPlugins([sharedVersionGuard()]);
}

/** Reads `remotes.json` and registers every remote; called once at start, in parallel with the first render. */
export function startRemotes(url = '/remotes.json'): Promise<RemotesConfig> {
  const inlined = typeof window === 'undefined' ? undefined : window.__bookshopRemotesConfig;
  if (inlined) window.__bookshopRemotesConfig = undefined; // a Retry reads the file anew
  config ??= (inlined ? Promise.resolve(inlined) : fetchConfig(url))
    .then((loaded) => {
      guardContracts();
      register(loaded.remotes, false);
      return loaded;
    })
    .catch((error: unknown) => {
      config = undefined; // let a Retry read the config again
      throw error;
    });
  return config;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading ${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads one exposed module's component; rejects on a missing remote, a failed chunk or the time-out. The header's cart
 * and account menus and the cart popup start once the page is on screen (see after-page.ts).
 */
export async function loadExposed<Id extends ExposedModuleId>(id: Id): Promise<ComponentType<ExposedModules[Id]>> {
  if (afterPageFragments.includes(id)) await afterPage();
  await startRemotes();
  const loaded = await withTimeout(loadRemote<{ default?: ComponentType<ExposedModules[Id]> }>(id), REMOTE_LOAD_TIMEOUT_MS, id);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  return loaded.default;
}

/** Loads a server-rendered page's whole module (component, loader, error boundary) for the router. */
export async function loadPageModule(id: ExposedModuleId): Promise<PageModule> {
  await startRemotes();
  const loaded = await withTimeout(loadRemote<PageModule>(id), REMOTE_LOAD_TIMEOUT_MS, id);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  return loaded;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again (what "Retry" needs). */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const loaded = await startRemotes().catch(() => undefined);
  const entry = loaded?.remotes[name];
  if (entry) register({ [name]: entry } as RemotesConfig['remotes'], true);
}

/** The remote that owns an exposed module id. */
export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** The loader the shell installs for every RemoteSlot, its own and those inside remotes. */
export const federationLoader: ModuleLoader = {
  load: loadExposed,
  forget: (id) => forgetRemote(remoteOf(id)),
};
