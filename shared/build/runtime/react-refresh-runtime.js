/**
 * Development only (`npm run dev`): what every app's bundle gets for `react-refresh/runtime` (see react-refresh.js).
 *
 * React Fast Refresh keeps its component families in its runtime, and React (the shell's, shared) learns of a runtime
 * only through the DevTools global hook, when React loads. Each app bundling its own copy of the runtime gave the page
 * five registries: a remote's, injected after React had loaded, never saw React's roots, so an edit to a remote's
 * component was applied to its module and never rendered. So the page has one runtime: the first app's bundle to run
 * (the shell's, before React) keeps its copy on `globalThis`, and every later bundle uses that one.
 *
 * Component ids are `<module id> <name>`, and module ids are paths relative to each app (`./src/app.tsx` exists in
 * several): registered in one registry, a remote's component would replace the shell's of the same id. Each bundle's
 * ids are prefixed with its app's name (`__react_refresh_library__`, the bundle's uniqueName, defined by the plugin).
 */
/* global __react_refresh_library__ */
const KEY = '__bookshopReactRefreshRuntime';

// `react-refresh` (not `react-refresh/runtime`, the request this file stands for): the same file, required unreplaced.
const runtime = globalThis[KEY] ?? (globalThis[KEY] = require('react-refresh'));
const app = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : 'app';

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${app} ${id}`),
  // Once per page: every bundle's entry asks (each under its own flag), and each call would wrap the hook again.
  injectIntoGlobalHook: (globalObject) => {
    if (runtime.injectedIntoGlobalHook) return;
    runtime.injectedIntoGlobalHook = true;
    runtime.injectIntoGlobalHook(globalObject);
  },
};
