/**
 * Puts this build's bundler runtime on the page for the remote entries to take (see `bundler-runtime-from-page.js`).
 * Used as a federation runtime plugin by the shell, and by the remotes' standalone `federation-runtime.js`.
 * Only its functions are handed over: they keep no state of their own, each call gets the container's
 * `__webpack_require__`. The per-container parts (share scopes, the runtime instance) stay in each container.
 * `initContainerEntry` is added by hand: the shell exposes nothing, so its build of the bundler runtime leaves it out,
 * but every remote entry needs it.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

export function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
}

/** The shell's runtime plugin: the global is in place before the shell's federation instance starts loading remotes. */
export default function provideBundlerRuntimePlugin() {
  return {
    name: 'provide-bundler-runtime-plugin',
    beforeInit(args) {
      provideBundlerRuntime();
      return args;
    },
  };
}
