/**
 * webpack + Module Federation config shared by the shell and every remote, so the five builds agree on sharing,
 * transpiling and output. Each app calls this with its name; a remote exposes every module of its `src/exposes/`.
 */
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');
const { StandaloneFederationRuntimePlugin } = require('./standalone-federation-runtime-plugin');
const { SingleShareRuntimePlugin } = require('./single-share-runtime-plugin');
const { SourceMapsAsidePlugin } = require('./source-maps-aside-plugin');
const { sharedModules, buildVersion, manifestWithContract, reactRouterProduction, typescriptRule } = require('./shared-modules');
const { createServerConfig, createStartConfig } = require('./server');
const { devServer } = require('./dev-server');
const { reactRefreshPlugins } = require('./react-refresh');

/**
 * The shell loads every shared library at start, each in a chunk of its own (a shared module is loaded on its own):
 * 17 scripts from one origin, some of 0.2 KB, that an HTTP/1.1 host serves six at a time, ahead of the page's
 * first-screen call and picture. In the shell's build they go in three chunks instead, the third with the shell's own
 * code and styles (and so one script and one stylesheet less); react-toastify stays apart, fetched with the first toast
 * (shared/ui/src/toasts.tsx), and axios, fetched with the first API call (shared/api-client). A remote's shared modules stay apart: the page takes them from the shell, and only the
 * remote's standalone page loads them.
 */
function shellStartChunks() {
  return {
    reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'async', enforce: true, priority: 2 },
    libraries: { test: /[\\/]node_modules[\\/](?!(react-toastify|axios)[\\/])/, name: 'libraries', chunks: 'async', enforce: true, priority: 1 },
    app: { test: /[\\/](shared[\\/](?!build[\\/]runtime)|shell[\\/]src[\\/])/, name: 'app', chunks: 'async', enforce: true },
  };
}

/**
 * Each exposed module of a remote imports the remote's stylesheet (src/catalog.css and the like). Left to the
 * defaults, every exposed module's chunk carried its own copy, and a page fetched it once per fragment: twice for the
 * home page, three times for the cart's fragments of a book page. It is one file per build instead.
 */
function remoteStyleChunk(dir) {
  const source = path.join(dir, 'src');
  const ownStylesheet = (file) => path.dirname(file) === source && file.endsWith('.css');
  return { styles: { type: 'css/mini-extract', test: (module) => ownStylesheet(module.nameForCondition() ?? ''), name: 'styles', chunks: 'all', enforce: true } };
}

/**
 * webpack's persistent cache, one per app (under its node_modules/.cache/webpack, git-ignored) and per build (browser
 * or server, production or development). A build then compiles only the modules whose files changed since the last.
 * What else makes the output: this config's files (webpack follows their requires: server.js, the plugins), the app's
 * exposed modules (the files of its src/exposes/, the cache's version) and the installed packages (webpack checks
 * their versions). The environment the config
 * reads goes in as DefinePlugin values (MF_BUILD_VERSION, FLAG_BASE_URL): webpack rebuilds the modules that use a
 * changed one by itself, so a new commit's build does not start from a cold cache.
 */
function persistentCache({ dir, build, production }) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    name: `${build}-${production ? 'production' : 'development'}`,
    buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
    version: Object.keys(exposesOf(dir)).join(','),
  };
}

/**
 * An app's exposed modules: every module of its `src/exposes/` (`./x` -> `./src/exposes/x.tsx`, the module `remote/x`
 * of the contracts' ExposedModules: a fragment, or the page of a route). The shell has none.
 */
function exposesOf(dir) {
  const folder = path.join(dir, 'src', 'exposes');
  if (!fs.existsSync(folder)) return {};
  const modules = fs.readdirSync(folder).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
  return Object.fromEntries(modules.sort().map((file) => [`./${file.slice(0, -'.tsx'.length)}`, `./src/exposes/${file}`]));
}

function hasPublicFiles(dir) {
  const folder = path.join(dir, 'public');
  return fs.existsSync(folder) && fs.readdirSync(folder).some((file) => file !== 'index.html');
}

/**
 * @param {object} options
 * @param {string} options.name federation name: shell, catalog, cart, account, admin
 * @param {string} options.dir the app folder (__dirname of its webpack.config.js)
 * @param {string} [options.title] page title of the standalone page
 * @param {Record<string, string>} [options.define] more build-time constants (DefinePlugin: expression -> JSON code),
 *   the same in the browser and the server builds, so a server-rendered page and its hydration agree
 * @param {Array<{ from: string, to: string }>} [options.copy] more files to serve beside index.html (from a package)
 */
function createConfig({ name, dir, title = 'Librairie Lumière', define = {}, copy = [] }) {
  const exposes = exposesOf(dir);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = name === 'shell';
    // A development build is served from memory by its dev server (npm run dev), never written: were it written to
    // dist/, `npm start` would take it for a fresh build and serve it.
    if (!production && !env.WEBPACK_SERVE) throw new Error(`${name}: a development build is only served (npm run dev, or npm run dev -w <app>), never written`);
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // Production maps name no file of theirs (hidden) and leave dist/ for dist-maps/ (SourceMapsAsidePlugin): the
      // public build serves none, the benchmark still reads them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      cache: persistentCache({ dir, build: 'browser', production }),
      output: {
        // In development, only the dev server's memory (see above).
        path: path.join(dir, 'dist'),
        // The shell sits at the site root; a remote's chunks load from wherever its manifest is served.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep their names (served with revalidation): webpack 5.111 cannot put [contenthash] in the
        // federation runtime's chunk (module-federation/core#5077). Every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // dist/server is the server build's (see server.js).
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // One copy of the runtime core: the plugin that hands it to the page reaches it through a CommonJS path, which
        // would otherwise add the CommonJS build beside the ES one the federation runtime imports.
        alias: {
          '@module-federation/runtime-core$': path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js'),
          // React Router's production build (see shared-modules.js).
          ...(production ? reactRouterProduction() : {}),
        },
      },
      module: {
        rules: [
          typescriptRule({ development: !production, target: 'es2020', refresh: !production }),
          // Production: styles are CSS files loaded beside their chunk (parsed in parallel, not counted as script).
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        // The build's version (MF_BUILD_VERSION, as in mf-manifest.json) is shown on each exposed module's root as
        // data-build, so anyone can see which build of a remote a page is running.
        new DefinePlugin({ 'process.env.MF_BUILD_VERSION': JSON.stringify(buildVersion(dir)), ...define }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // react-router-dom is shared as the subset the apps use (a shared module is kept whole, see the file).
          shared: sharedModules((request) => (request === 'react-router-dom' ? { import: require.resolve('./src/react-router-subset.ts') } : {})),
          shareStrategy: 'loaded-first',
          manifest: manifestWithContract(),
          dts: false,
          // One federation runtime per page: the shell bundles it and puts it on the page; a remote entry takes it
          // from there instead of carrying its own copy. The runtime core (about 16 KB gzip) goes through the
          // plugin's own option, the bundler runtime (about 4 KB gzip) through ours. Browser code only.
          experiments: isHost ? { provideExternalRuntime: true, optimization: { target: 'web' } } : { externalRuntime: true, optimization: { target: 'web' } },
          ...(isHost ? { runtimePlugins: [require.resolve('./runtime/provide-bundler-runtime.js')] } : {}),
        }),
        new SingleShareRuntimePlugin(),
        ...(production ? [] : reactRefreshPlugins()),
        new NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, require.resolve('./src/axios-fetch-adapter-stub.js')),
        ...(isHost ? [] : [new NormalModuleReplacementPlugin(/@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, require.resolve('./runtime/bundler-runtime-from-page.js'))]),
        // Every app's page is served at its origin's root (scripts/serve.mjs): absolute script paths, so a remote's own
        // page also finds its scripts on a deep link (its server answers every page path with it).
        new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), title, scriptLoading: 'defer', publicPath: '/' }),
        ...(production && isHost ? [new StartupPreloadPlugin()] : []),
        ...(isHost ? [] : [new StandaloneFederationRuntimePlugin()]),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
              // Precompressed beside each file, served as is by a static host (scripts/serve.mjs) or a CDN.
              ...[
                { algorithm: 'gzip', filename: '[path][base].gz' },
                { algorithm: 'brotliCompress', filename: '[path][base].br' },
              ].map((options) => new CompressionPlugin({ ...options, test: /\.(js|css|json|svg)$/, threshold: 1024, minRatio: 0.9 })),
              new SourceMapsAsidePlugin(),
            ]
          : []),
        // Runtime files that must stay unhashed next to index.html (remotes.json, sw.js, icons), and the app's `copy`.
        ...(hasPublicFiles(dir) || copy.length > 0
          ? [new CopyPlugin({ patterns: [...(hasPublicFiles(dir) ? [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] : []), ...copy] })]
          : []),
      ],
      ...(production
        ? {
            optimization: {
              splitChunks: { cacheGroups: isHost ? shellStartChunks() : remoteStyleChunk(dir) },
              // Scripts as webpack minifies them ('...'), and stylesheets too: a rendered page inlines them, and every
              // kilobyte over the first round trip of a new connection (about 14 KB) costs the page a round trip more.
              minimizer: ['...', new CssMinimizerPlugin()],
            },
          }
        : {}),
      ...(production ? {} : { devServer: devServer({ name, dir }), watchOptions: { ignored: /[\\/]node_modules[\\/]/ } }),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    // Production builds also make the server build of the same app (dist/server), one after the other, and for the
    // shell the start module of its rendered pages.
    if (!production) return browser;
    const server = { ...createServerConfig({ name, dir, exposes, define }), cache: persistentCache({ dir, build: 'server', production }) };
    const configs = isHost ? [browser, server, createStartConfig({ dir })] : [browser, server];
    configs.parallelism = 1;
    return configs;
  };
}

module.exports = { createConfig, exposesOf };
