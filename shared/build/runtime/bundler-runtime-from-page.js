/**
 * Remotes only: stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js`, which the federation
 * plugin's entry imports into every container. Instead of a copy of the bundler runtime in each remote entry, the
 * entry gets the page's (the shell's, or on a remote's standalone page the one in `federation-runtime.js`).
 * Built in per container: the runtime wrapper holding this container's instance, and a fresh share scope object.
 * The object has the shape of the module it replaces (its default export). Of the runtime wrapper, a container's
 * bundler runtime calls only `init` and `getRemoteEntry` (webpack-bundler-runtime's init.js and
 * getSharedFallbackGetter.js); the rest (`loadRemote` and the like, with the table of error texts they assert with) is
 * for the host's own code, which the shell has.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(`${BUNDLER_RUNTIME_GLOBAL} is missing: load this remote entry from the shell, or after federation-runtime.js`);
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
