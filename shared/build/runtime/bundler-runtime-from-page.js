/**
 * Remotes only: stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js`, which the federation
 * plugin's entry imports into every container. Instead of a copy of the bundler runtime in each remote entry, the
 * entry gets the page's (the shell's, or on a remote's standalone page the one in `federation-runtime-core.js`).
 * Built in per container: the runtime wrapper holding this container's instance, a fresh share scope object, and
 * `initContainerEntry`, which the shell (exposing nothing) builds without.
 * The object has the shape of the module it replaces (its default export).
 */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(`${BUNDLER_RUNTIME_GLOBAL} is missing: load this remote entry from the shell, or after federation-runtime-core.js`);
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
