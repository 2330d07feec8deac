/**
 * React Fast Refresh for the development servers (`npm run dev`): an edited component is swapped in place, its state
 * kept, in the store page as on a remote's own page. swc marks the components (`jsc.transform.react.refresh`, see
 * typescriptRule); @pmmmwh/react-refresh-webpack-plugin registers them and applies each hot update.
 *
 * Across Module Federation, every app's bundle takes the one runtime of the page (runtime/react-refresh-runtime.js
 * says why), and each remote's hot updates come from its own dev server, whose client the remote entry carries
 * (dev-server.js).
 */
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

const NAME = 'OneReactRefreshRuntimePlugin';
const WRAPPER = require.resolve('./runtime/react-refresh-runtime.js');
/** How the plugin's files ask for the runtime: by name, and (its loader) by the resolved file's path. */
const RUNTIME_REQUESTS = new Set(['react-refresh/runtime', require.resolve('react-refresh').replace(/\\/g, '/')]);

/** Every request of `react-refresh/runtime` gets the page's one runtime instead, but the wrapper's own. */
class OneReactRefreshRuntimePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        if (RUNTIME_REQUESTS.has(data.request) && data.contextInfo.issuer !== WRAPPER) data.request = WRAPPER;
      });
    });
  }
}

function reactRefreshPlugins() {
  return [
    new ReactRefreshPlugin({
      // Compile errors are shown by the dev server's own overlay; runtime errors by the remotes' error boundaries.
      overlay: false,
      // Not the build's own files (the runtime wrapper must not be instrumented with a require of itself).
      exclude: [/node_modules/, /[\\/]shared[\\/]build[\\/]/],
    }),
    new OneReactRefreshRuntimePlugin(),
  ];
}

module.exports = { reactRefreshPlugins };
