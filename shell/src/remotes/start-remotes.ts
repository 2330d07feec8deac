/**
 * Runtime composition: the remotes are found through `remotes.json` (served next to the shell, never compiled in) and
 * registered with the federation runtime, so moving or redeploying a remote needs no shell build.
 * This part runs in the shell's first script (index.ts), before the shared libraries have arrived: it imports no shared
 * module. On a server-rendered page the remotes' entries and the page's modules arrive well before react-dom, the
 * largest file; started here, they are run while react-dom is still on its way, not after it (registry.ts loads them
 * for the slots and routes, and finds them loaded).
 */
import type { ExposedModuleId, RemoteName } from '@bookshop/contracts';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderedPageData, type RemotesConfig } from '../page-data';
import { contractGuard, sharedVersionGuard } from './contract-guard';

let config: Promise<RemotesConfig> | undefined;

/** The page's modules that startPageModules has seen arrive, as the runtime gave them. */
const arrived = new Map<ExposedModuleId, unknown>();

/** The remote that owns an exposed module id. */
export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

export function register(remotes: Partial<RemotesConfig['remotes']>, force: boolean) {
  // A remote registered anew (a Retry) is loaded anew: what arrived of it before is not handed out any more.
  if (force) for (const id of arrived.keys()) if (remoteOf(id) in remotes) arrived.delete(id);
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

/** Whether the page's own copy of `remotes.json` was used: a Retry reads the file anew. */
let pageConfigUsed = false;

/**
 * Reads `remotes.json` (a server-rendered page has it in its data: one round trip less) and registers every remote;
 * called once at start, in parallel with the first render.
 */
export function startRemotes(url = '/remotes.json'): Promise<RemotesConfig> {
  const inPage = pageConfigUsed ? null : renderedPageData()?.remotes;
  pageConfigUsed = true;
  config ??= (inPage ? Promise.resolve(inPage) : fetchConfig(url))
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

/**
 * Starts loading the modules a server-rendered page listed (its own, and the fragments that load with it). A failure
 * is left to the route or slot that asks for the module next: it reports it, and its Retry loads it anew.
 */
export function startPageModules(ids: readonly ExposedModuleId[] = renderedPageData()?.modules ?? []): void {
  if (ids.length === 0) return;
  startRemotes().then(
    () =>
      ids.forEach(
        (id) =>
          void loadRemote(id).then(
            (loaded) => arrived.set(id, loaded),
            () => undefined,
          ),
      ),
    () => undefined,
  );
}

/** A module of the page's that has arrived (see startPageModules), or undefined: not listed, not yet there, or failed. */
export function arrivedPageModule(id: ExposedModuleId): unknown {
  return arrived.get(id);
}
