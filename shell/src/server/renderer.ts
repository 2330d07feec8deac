/**
 * Entry of the shell's server build (dist/server/renderer.js), required by the store's server (scripts/serve.mjs).
 * Async boundary: the shared modules are negotiated before any of them runs, as in the browser entry.
 */
export const loadRenderer = () => import('./render');
