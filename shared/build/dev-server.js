/**
 * webpack-dev-server for one app (`npm run dev`): its browser build, from memory (nothing is written to disk), on the
 * app's usual port, with hot module replacement. What scripts/serve.mjs does for a built store is done here the dev
 * way: /api and /img proxied to the API, every page path answered with the app's page (history API fallback), CORS
 * open on a remote's files, and the static servers' security headers and Content-Security-Policy (scripts/security.mjs,
 * in its development form: eval'd source maps and style-loader's <style> elements).
 *
 * Module Federation: the store page runs the shell's bundle and each remote's entry, each with its own webpack runtime.
 * The dev server's client is in every entry, remoteEntry.js included, and a remote's client must ask its own server
 * for updates, not the page's origin: its socket address is written in (`client.webSocketURL`), and the page's
 * policy lets it connect there.
 */
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { PORTS } = require('./shared-modules');

/** Where the API listens (as scripts/apps.mjs says). */
const API_ORIGIN = `http://127.0.0.1:${Number(process.env.API_PORT ?? 4000)}`;
/** What the servers send on to the API: the store's calls and pictures, and a remote's own page's (no CORS on those). */
const PROXIED = /^\/(api|img)(\/|\?|$)/;
/** The policies of the static servers, one source for both (an ES module: imported once, when the server starts). */
const SECURITY = pathToFileURL(path.join(__dirname, '..', '..', 'scripts', 'security.mjs')).href;
/** Every dev server's socket: the store page holds the shell's client and each remote's. */
const SOCKETS = Object.values(PORTS).map((port) => `ws://localhost:${port}`);

/** The remotes' origins of the shell's remotes.json, read per request as the store's server does. */
function remotesOf(dir, security) {
  try {
    return security.remoteOrigins(JSON.parse(fs.readFileSync(path.join(dir, 'public', 'remotes.json'), 'utf8')));
  } catch {
    return [];
  }
}

/**
 * Sets the headers of scripts/security.mjs on every answer, as its addSecurityHeaders does for Fastify: the page's
 * policy on the page (HTML), FILE_POLICY on everything else, and CORS on a remote's files. Set just before the head is
 * written, once the dev server has said what the answer is.
 */
function securityHeaders({ dir, isHost }) {
  const loading = import(SECURITY);
  return async (request, response, next) => {
    const security = await loading;
    const payment = security.paymentSources();
    // The page's own socket and the remotes' are connected to from the page (HMR), besides the usual sources.
    const providers = security.mergeSources(security.mergeSources(payment, security.signInSources()), { connect: SOCKETS });
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithSecurity(...args) {
      // Not on a 304: the browser would store it over the page's own policy.
      if (response.statusCode !== 304 && !response.hasHeader('content-security-policy')) {
        const page = String(response.getHeader('content-type') ?? '').startsWith('text/html');
        const remotes = page && isHost ? remotesOf(dir, security) : [];
        // No inline script in a development page: the nonce is only there because the policy names one.
        response.setHeader('Content-Security-Policy', page ? security.pagePolicy({ nonce: security.newNonce(), remotes, providers, development: true }) : security.FILE_POLICY);
      }
      response.removeHeader('X-Powered-By'); // Express's, which the static servers do not send
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('X-Frame-Options', 'DENY');
      response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      response.setHeader('Permissions-Policy', security.permissionsPolicy(payment));
      if (!isHost && !PROXIED.test(request.url)) response.setHeader('Access-Control-Allow-Origin', '*');
      return writeHead.apply(this, args);
    };
    next();
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation name (its port: PORTS)
 * @param {string} options.dir the app folder
 */
function devServer({ name, dir }) {
  const port = PORTS[name];
  const isHost = name === 'shell';
  return {
    host: 'localhost',
    port,
    hot: true,
    // The store page is opened at http://localhost:3000 and loads the remotes from their own ports.
    allowedHosts: 'all',
    client: {
      webSocketURL: `ws://localhost:${port}/ws`,
      // Compile errors only: the page's runtime errors are its remotes' error boundaries' (and five clients would
      // each show every one).
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
    // The build copies public/ (remotes.json, sw.js, icons) like any other asset: nothing to serve from disk.
    static: false,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/img'], target: API_ORIGIN, xfwd: true }],
    setupMiddlewares: (middlewares) => [{ name: 'security-headers', middleware: securityHeaders({ dir, isHost }) }, ...middlewares],
  };
}

module.exports = { devServer };
