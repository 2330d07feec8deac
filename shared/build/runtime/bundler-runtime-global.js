/**
 * The global through which the page's one copy of the federation bundler runtime (the functions a container calls to
 * load remotes and consume shared modules) reaches every remote entry, as `_FEDERATION_RUNTIME_CORE` does for the
 * runtime core. Written by `provide-bundler-runtime.js`, read by `bundler-runtime-from-page.js`.
 */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
