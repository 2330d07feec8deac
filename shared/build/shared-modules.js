/** What the browser and the server builds of every app agree on: ports, shared singletons, versions. */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** Local ports: the shell on 3000, each remote on its own origin. */
const PORTS = { shell: 3000, catalog: 3001, cart: 3002, account: 3003, admin: 3004 };

/** Shared packages that hold state or must exist once: singletons with the version each app was built against. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'react-toastify',
  '@bookshop/store',
  '@bookshop/event-bus',
  '@bookshop/i18n',
  '@bookshop/api-client',
  '@bookshop/ui',
];

/**
 * The `shared` block of a build: the singletons, strict about the major version, eager nowhere (the async boundary
 * loads them); `more(request)` adds to one's config (the browser's react-router-dom subset, a remote server build's
 * `import: false`).
 */
function sharedModules(more = () => ({})) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = versionOf(packageOf(request));
      return [request, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, ...more(request) }];
    }),
  );
}

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })).version;
}

/** `@bookshop/ui/x` -> `@bookshop/ui`, `react-dom/client` -> `react-dom`. */
function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * The build's version, shown on each exposed module's root as data-build and written in mf-manifest.json
 * (`metaData.buildInfo.buildVersion`, which the federation plugin reads from MF_BUILD_VERSION): MF_BUILD_VERSION when
 * set, else the commit the app was built from (`git describe`: `<tag>-<n>-g<hash>` or the short hash, `-dirty` with
 * uncommitted changes), else, outside a git checkout, the package's version. Every build called itself 0.1.0 before,
 * so two deploys of a remote could not be told apart.
 */
function buildVersion(dir) {
  if (!process.env.MF_BUILD_VERSION) {
    let described = '';
    try {
      described = execFileSync('git', ['describe', '--tags', '--always', '--dirty'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    } catch {
      // not a git checkout (an unpacked release): the package's version
    }
    // Set once for the whole build: the manifest plugin reads it from the environment.
    process.env.MF_BUILD_VERSION = described || require(path.join(dir, 'package.json')).version;
  }
  return process.env.MF_BUILD_VERSION;
}

/**
 * React Router's package points every condition at its development build (its developer warnings on); the production
 * build beside it differs only by switching them off. `react-router/dom` too: both must be made of the same files, or
 * the router is there twice.
 */
function reactRouterProduction() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * Our TypeScript and TSX, compiled by swc with React's automatic runtime; with `refresh` (the dev servers), components
 * are also marked for React Fast Refresh (react-refresh.js).
 */
function typescriptRule({ development, target, refresh = false }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development, refresh } }, target } },
    },
  };
}

/**
 * The manifest option of every build: mf-manifest.json also names the contract version the app was built against
 * (`metaData.contractVersion`, the version of @bookshop/contracts), which the shell and the rendering server check
 * before they run a remote (shared/contracts/src/contract-version.ts).
 */
function manifestWithContract() {
  const contractVersion = versionOf('@bookshop/contracts');
  return {
    additionalData: ({ stats }) => {
      stats.metaData.contractVersion = contractVersion;
      return withoutHotUpdates(stats);
    },
  };
}

const HOT_UPDATE = /\.hot-update\.(js|json)$/;

/**
 * `stats` without the dev servers' hot-update files. Under webpack-dev-server a chunk's files include the hot update
 * of its last change, and the federation plugin listed them among an exposed module's assets: a page opened after an
 * edit then loaded that old update before the remote's entry had installed its handler ("self.webpackHotUpdatecatalog
 * is not a function"). Nothing to remove from a production build.
 */
function withoutHotUpdates(value) {
  if (Array.isArray(value)) return value.filter((item) => typeof item !== 'string' || !HOT_UPDATE.test(item)).map(withoutHotUpdates);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHotUpdates(item)]));
  return value;
}

module.exports = { PORTS, sharedModules, buildVersion, manifestWithContract, reactRouterProduction, typescriptRule };
