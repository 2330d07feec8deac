/**
 * The server build of an app (architecture page, "Rendering"): the same exposed modules for Node, in `dist/server`,
 * beside the browser build. The shell's rendering server loads a remote's server container over HTTP at run time
 * (`@module-federation/node`'s runtime plugin), so a remote deployed alone is picked up without a restart; the shell's
 * own server build is the renderer itself, which provides React, the router and the shared packages to every remote
 * (one React, one router, one set of shared packages per rendering process).
 */
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, buildVersion, manifestWithContract, reactRouterProduction, typescriptRule } = require('./shared-modules');

/**
 * @param {object} options
 * @param {string} options.name federation name
 * @param {string} options.dir the app folder
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 * @param {Record<string, string>} [options.define] the app's build-time constants, as its browser build has them
 */
function createServerConfig({ name, dir, exposes = {}, define = {} }) {
  const isHost = name === 'shell';
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: dir,
    // The shell's entry is the renderer; a remote's server build is its container only.
    entry: isHost ? { renderer: './src/server/renderer.ts' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      // A remote's server chunks are fetched from beside the remote entry the renderer loaded (no absolute public path:
      // @module-federation/node's chunk loader then resolves them against the entry's URL), so one build runs from
      // wherever it is published: its remote's origin, or a versioned folder of `npm run deploy`.
      publicPath: isHost ? 'auto' : '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: reactRouterProduction(),
    },
    module: {
      rules: [
        typescriptRule({ development: false, target: 'es2022' }),
        // Styles belong to the browser build; on the server a stylesheet import is an empty module.
        { test: /\.css$/, loader: require.resolve('./empty-module-loader.js') },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.MF_BUILD_VERSION': JSON.stringify(buildVersion(dir)), ...define }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: isHost ? {} : undefined,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        // The full react-router-dom (the renderer needs its server APIs); on a remote `import: false`, so the remote's
        // container always takes the renderer's copy.
        shared: sharedModules(() => (isHost ? {} : { import: false })),
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : manifestWithContract(),
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    // The renderer finds its own files beside it.
    node: { __dirname: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The shell's start module (src/start/start-after-first-screen.ts) on its own, beside the renderer (dist/server/start.js):
 * the renderer puts it in every rendered page as React's bootstrap script. A plain script without the federation
 * runtime or webpack's chunk loading; built after the server build, whose output folder that build empties.
 * @param {object} options
 * @param {string} options.dir the shell's folder
 */
function createStartConfig({ dir }) {
  return {
    name: 'start',
    dependencies: ['server'],
    mode: 'production',
    target: ['web', 'es2020'],
    context: dir,
    entry: { start: './src/start/start-after-first-screen.ts' },
    devtool: false,
    output: { path: path.join(dir, 'dist', 'server'), filename: '[name].js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule({ development: false, target: 'es2020' })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, createStartConfig };
