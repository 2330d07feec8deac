/**
 * Static hosting of the built apps, as a CDN would do it: the shell at http://localhost:3000 (with /api and /img
 * proxied to the API, so the store and its API share one origin), each remote on its own origin with CORS.
 * Usage: `node scripts/serve.mjs` (all) or `node scripts/serve.mjs catalog` (one app); `npm run store` is
 * `node scripts/serve.mjs shell`, the store role of several machines (its settings: docs/security-headers-and-store-settings.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import { LRUCache } from 'lru-cache';
import { API_ORIGIN, APPS, DEPLOY_DIR, RELEASES_PORT, ROOT, isVersionName, storeSettings } from './apps.mjs';
import { liveRemotes } from './release-store.mjs';
import { addSecurityHeaders, forwardedHeaders, mergeSources, newNonce, pagePolicy, paymentSources, remoteOrigins, signInSources, storeTrustProxy, withNonce } from './security.mjs';
import { createNodeState, drainOnSignal, isLoopbackHost, loggingOptions, observeNode, proxyTrustConflict, refuseWithDemoAccounts, shutdownGraceMs, traceparent } from './store-node.mjs';
import { createStoreMetrics } from './store-metrics.mjs';
import { startStoreTelemetry } from './store-telemetry.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * A small file of the store's (index.html, remotes.json), read again only once it changed: every page asks for both,
 * several times, and one stat costs less than reading them anew. A release replaces remotes.json (a new file, so a new
 * inode and time); a rebuild rewrites index.html.
 */
const readFiles = new Map();
async function readFresh(file) {
  const { ino, mtimeMs, size } = await fs.promises.stat(file);
  const known = readFiles.get(file);
  if (known && known.ino === ino && known.mtimeMs === mtimeMs && known.size === size) return known.text;
  const text = await fs.promises.readFile(file, 'utf8');
  readFiles.set(file, { ino, mtimeMs, size, text });
  return text;
}

/**
 * The remotes config the store runs (`remotesConfig.read(root)`): DEPLOY_DIR/remotes.json once a release was made,
 * else the shell's; with RELEASES_BUCKET, the bucket's live state, polled, so a release reaches every store node.
 */
const remotesConfig = liveRemotes({ readFile: readFresh });

/**
 * The app's page as built (index.html, rendered in the browser), and for the store the origins of the remotes its
 * remotes.json names (for the page's Content-Security-Policy). Both files are looked at on every request (readFresh),
 * so a changed remotes.json (a release promoted or rolled back, scripts/release.mjs) counts from the next page load.
 */
async function builtPage(root, isShell) {
  const html = await readFresh(path.join(root, 'index.html'));
  if (!isShell) return { html, remotes: [] };
  try {
    return { html, remotes: remoteOrigins(JSON.parse(await remotesConfig.read(root))) };
  } catch {
    return { html, remotes: [] }; // no or a broken remotes.json: the page shows the remotes' fallbacks
  }
}

/**
 * The shell's rendering server (its server build, dist/server/renderer.js: shell/src/server/renderer.ts, whose
 * `loadRenderer` makes a `StoreRenderer`), or null when the shell's dist/ has none: then every page is rendered in
 * the browser.
 * @returns {Promise<import('../shell/src/server/renderer').StoreRenderer | null>}
 */
async function loadRenderer(root, apiOrigin) {
  const file = path.join(root, 'server', 'renderer.js');
  if (!fs.existsSync(file)) return null;
  /** @type {typeof import('../shell/src/server/renderer')} */
  const entry = createRequire(import.meta.url)(file);
  return entry.loadRenderer({
    apiBaseUrl: `${apiOrigin}/api/gmp`,
    readRemotesConfig: () =>
      remotesConfig
        .read(root)
        .then(JSON.parse)
        .catch(() => null),
  });
}

/**
 * The public pages this server rendered, kept in memory by their ETag (RENDERED_PAGES_MB, 32 by default; 0 keeps
 * none). The ETag names everything a page is made of (the shell's build, the API's catalogue version, the remotes'
 * builds, address, language, currency, the clock to five minutes), so a kept page is exactly the one a render would
 * give, and an admin's change leaves it behind at once. A second shopper of the same page then gets it without a
 * render, with a nonce of its own: only the nonce differs between two renders of one version of a page.
 */
function renderedPages(env = process.env) {
  const megabytes = /^\d+$/.test(env.RENDERED_PAGES_MB ?? '') ? Number(env.RENDERED_PAGES_MB) : 32;
  if (megabytes === 0) return null;
  return new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (page) => Buffer.byteLength(page.body) });
}

/**
 * How long a shared cache (a CDN) may serve a server-rendered page (PAGE_CACHE_SECONDS, 60 by default), and serve it
 * stale while it asks again (PAGE_STALE_SECONDS, 300). Browsers always ask again (max-age=0): a page's nonce is then
 * shared by the shoppers of one cached copy, which the README weighs.
 */
function pageCacheControl(env = process.env) {
  const seconds = (name, fallback) => (/^\d+$/.test(env[name] ?? '') ? Number(env[name]) : fallback);
  const shared = seconds('PAGE_CACHE_SECONDS', 60);
  // Serving a page stale while revalidating is said to CDNs only (CDN-Cache-Control, RFC 9213): browsers honour
  // stale-while-revalidate in Cache-Control too, and would show a page of before a change.
  return { cacheControl: `public, max-age=0, s-maxage=${shared}`, cdnCacheControl: `max-age=${shared}, stale-while-revalidate=${seconds('PAGE_STALE_SECONDS', 300)}` };
}

/**
 * The store's public address (PUBLIC_URL, as the API's mails use it): the absolute links of a rendered page (canonical,
 * alternates, structured data, sitemaps) are made from it, never from the request's Host header, which a client
 * chooses and a shared cache would then serve to everyone.
 */
function publicOrigin(env = process.env) {
  return new URL(env.PUBLIC_URL || 'http://localhost:3000').origin;
}

/** What the renderer's own API calls carry on of the request: its id and trace context (the API logs them). */
const traceOf = (request) => ({ requestId: request.id, traceparent: traceparent(request.headers.traceparent) });

/** The page rendered on the server, or null: whatever goes wrong there, the page is rendered in the browser. */
async function renderPage(renderer, request, nonce, catalogueVersion, metrics) {
  try {
    const page = await renderer.render({ url: `${publicOrigin()}${request.url}`, cookie: request.headers.cookie, nonce, catalogueVersion, ...traceOf(request) });
    return page.kind === 'browser' ? null : page;
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed, the page is rendered in the browser');
    metrics?.renderFailed();
    return null;
  }
}

/**
 * A public page's ETag: the shell's page as built and what the renderer says the page is made of (the API's catalogue
 * version, the remotes' builds, address, language, currency, clock), with that catalogue version (the render then uses
 * the shop frame kept for it). Null when the API cannot tell its version.
 */
async function pageEtag(renderer, request, html) {
  if (!['GET', 'HEAD'].includes(request.method)) return null;
  const version = await renderer.pageVersion({ url: `${publicOrigin()}${request.url}`, cookie: request.headers.cookie, ...traceOf(request) });
  if (version === null) return null;
  const etag = `"${createHash('sha256').update(`${html}\n${version.key}`).digest('base64url').slice(0, 27)}"`;
  return { etag, catalogueVersion: version.catalogue, surrogateKeys: version.surrogateKeys, keyHeader: version.keyHeader, variant: version.variant };
}

/**
 * A public page's surrogate keys (a CDN purge of one of them drops the page): the shop's, from the catalogue version's
 * answer, and those of the API answers the render used (`book-<id>` of each book it shows). Null when it cannot name
 * them all (no catalogue version, an answer no CDN may keep): the page then goes out for no shared cache to keep.
 */
function pageSurrogateKeys(version, page) {
  if (!version?.surrogateKeys?.length || !Array.isArray(page.surrogateKeys)) return null;
  return [...new Set([...version.surrogateKeys, ...page.surrogateKeys])].sort();
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 wants for If-None-Match). */
function etagMatches(header, etag) {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Hashed chunks never change under their name; everything else (entries, manifests, config, html) is revalidated. */
function cacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** What the servers send on to the API (/api and /img): the store's calls and pictures, and a remote's own page's. */
const PROXIED = /^\/(api|img)(\/|\?|$)/;

/**
 * A request's path as the file system would read it: without its query, decoded once as the static server decodes it
 * (so `%2e%2e`, an encoded `/` or `\` count as such), `\` taken as a separator (as Windows and some CDNs do), in
 * segments after the leading slash. Null when it cannot be decoded or holds a NUL: no file has such a name.
 */
function fileSegments(url) {
  let decoded;
  try {
    decoded = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded.replaceAll('\\', '/').split('/').slice(1);
}

/** Whether a path steps out of where it is (a `.` or `..` segment): it never names a file of the served folder. */
const climbs = (segments) => segments.some((segment) => segment === '.' || segment === '..');

/**
 * Answers 404 before any file is looked for. The static plugin refuses such paths too, but with a 403 (which tells the
 * path means something), and only as well as its installed version does: this check is ours.
 */
function notFound(reply) {
  return reply.code(404).type('text/plain').send('Not found');
}

/**
 * Before the store listens: a setting that contradicts another, or a store open to other machines while the shop has
 * its demo accounts, stops it with the reason (thrown).
 */
async function checkStoreStart({ host, apiOrigin }) {
  const conflict = proxyTrustConflict({ storeTrust: storeTrustProxy(), apiOrigin });
  if (conflict) throw new Error(conflict);
  if (!isLoopbackHost(host)) await refuseWithDemoAccounts({ host, apiOrigin });
}

/**
 * Starts the static server of one app (its built `dist`); resolves once it listens.
 * `extra` ({ prefix, root }) serves one more folder from the shell (the benchmark's static page); `apiOrigin` is where
 * /api and /img go: from the shell for the store, and from each remote for its own standalone page. The store (the
 * shell) listens on STORE_HOST and reaches the API at STORE_API_ORIGIN unless told otherwise.
 * The server's readiness is `server.node` (createNodeState): ready once it listens, its renderer warmed.
 */
export async function serveApp(app, { host, extra, apiOrigin } = {}) {
  const root = path.join(ROOT, app.dir, 'dist');
  const isShell = app.name === 'shell';
  // Settings and the refusals first: what is wrong with them is said whatever else is missing.
  const settings = isShell ? storeSettings() : null;
  host ??= settings?.host ?? 'localhost';
  apiOrigin ??= settings?.apiOrigin ?? API_ORIGIN;
  if (isShell) await checkStoreStart({ host, apiOrigin });
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${app.dir}/dist is not built: run npm run build`);
  // X-Forwarded-* from the client are believed only from a configured proxy (STORE_TRUST_PROXY, none by default).
  const server = Fastify({ ...loggingOptions(), trustProxy: storeTrustProxy() });
  const node = createNodeState();
  server.decorate('node', node);
  server.decorateRequest('page', false);
  observeNode(server, node, { isPage: (request) => request.page });
  // The store's Prometheus figures at /metrics (METRICS_ALLOW); the remotes' servers stand in for a CDN and have none.
  const metrics = isShell ? createStoreMetrics() : null;
  metrics?.register(server);
  const payment = paymentSources();
  // What the pages may load from the payment providers and from Google's sign-in.
  const providers = mergeSources(payment, signInSources());
  const renderer = isShell ? await loadRenderer(root, apiOrigin) : null;
  const pages = renderer ? renderedPages() : null;

  addSecurityHeaders(server, payment);
  // A path out of dist/ (after decoding) is no file of this app; the API's paths are the API's to answer.
  server.addHook('onRequest', async (request, reply) => {
    const segments = PROXIED.test(request.url) ? [] : fileSegments(request.url);
    if (segments && climbs(segments)) return notFound(reply);
  });
  if (!isShell) {
    // The store's origin fetches a remote's manifest and first-screen.json: its files are open to any origin. Not
    // the API's answers it proxies for its own standalone page: those are for that page only.
    server.addHook('onSend', async (request, reply) => {
      if (!PROXIED.test(request.url)) reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  // What is not already compressed goes out in the encoding the browser takes: the store page (put together per
  // request) and the few files the build leaves as they are. The built files and the API's answers come compressed.
  // Brotli at 6 rather than the plugin's 4: 1.5 ms for a 90 KB rendered page, 8 % smaller, and a rendered book page
  // then fits in the first round trip of a new connection (about 14 KB).
  await server.register(fastifyCompress, {
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  for (const prefix of ['/api', '/img']) {
    await server.register(fastifyProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // The API counts its per-client limits by the shopper's address, not this server's (X-Forwarded-For).
      replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    });
  }
  if (isShell && extra) {
    // The benchmark's static pages carry their stylesheet inline, as a server-rendered page would (and no script).
    const benchPage = (reply, filePath) => {
      cacheHeaders(reply, filePath);
      reply.header('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    };
    await server.register(fastifyStatic, { ...extra, setHeaders: benchPage, cacheControl: false, decorateReply: false });
  }
  // preCompressed: the build writes .br and .gz beside each file; the one the browser accepts is sent as is.
  await server.register(fastifyStatic, { root, setHeaders: cacheHeaders, cacheControl: false, wildcard: true, preCompressed: true, index: false });

  /**
   * The app's page (the store page, or a remote's standalone page), read per request: a fresh nonce on its scripts
   * and in its Content-Security-Policy, which names the remotes of the store page's remotes.json.
   */
  const sendPage = async (request, reply) => {
    request.page = true;
    const { html, remotes } = await builtPage(root, isShell);
    // /index.html is the page rendered in the browser (what a health check or a CDN origin asks for).
    const rendered = renderer && request.url !== '/index.html';
    // Read before rendering, so a change committed meanwhile can only make the tag older than the page, never newer.
    const version = rendered ? await pageEtag(renderer, request, html) : null;
    const etag = version?.etag ?? null;
    const { cacheControl, cdnCacheControl } = pageCacheControl();
    // A public page is the same for every shopper with the same language and currency cookies: a CDN may keep it a
    // short while, and revalidate it with its ETag. `Vary: Cookie` for browsers and caches that know nothing of the
    // two cookies; a CDN keys on those two instead (X-Bookshop-Variant, the renderer's `<language>-<currency>`).
    // `keys`: its surrogate keys, none on a 304 (a cache keeps the stored page's, RFC 9111).
    const publicHeaders = (keys) => {
      reply.header('Cache-Control', cacheControl).header('CDN-Cache-Control', cdnCacheControl).header('Vary', 'Cookie').header('X-Bookshop-Variant', version.variant);
      // In the one header the API writes its answers' keys in (CDN_KEY_HEADER): the CDN reads it and takes it off.
      if (keys) reply.header(version.keyHeader.name, keys.join(version.keyHeader.separator));
    };
    if (etag && etagMatches(request.headers['if-none-match'], etag)) {
      // No Content-Security-Policy here: the browser keeps the one stored with the page, which names its nonce.
      publicHeaders();
      metrics?.pageCache('not_modified');
      return reply.code(304).header('ETag', etag).send();
    }
    const nonce = newNonce();
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pagePolicy({ nonce, remotes, providers }))
      .type('text/html; charset=utf-8');
    const kept = etag ? pages?.get(etag) : undefined;
    if (etag && pages) metrics?.pageCache(kept ? 'hit' : 'miss');
    if (kept) {
      publicHeaders(kept.keys);
      return reply.header('ETag', etag).header('Server-Timing', 'render;desc="kept"').send(kept.body.replaceAll(kept.nonce, nonce));
    }
    const started = performance.now();
    const page = rendered ? await renderPage(renderer, request, nonce, version?.catalogueVersion, metrics) : null;
    if (rendered) metrics?.rendered(performance.now() - started);
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page?.kind === 'page') {
      reply.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      // A shopper's own page (its frame, the page itself is the browser's) is never kept, nor a page that cannot name
      // its surrogate keys (its ETag is never sent either, so no 304 can ever renew it in a cache).
      const keys = page.publicPage ? pageSurrogateKeys(version, page) : null;
      if (keys) publicHeaders(keys);
      if (keys && page.status === 200 && etag) {
        reply.header('ETag', etag);
        pages?.set(etag, { body: page.html, nonce, keys });
      }
      return reply.code(page.status).send(page.html);
    }
    // Left to the browser: the renderer's page without markup, with the nonce on its scripts; without a renderer, the
    // page as built (a remote's standalone page takes the nonce on its scripts, for the code that injects a <style>).
    const browserPage = renderer ? await renderer.browserPage({ url: `${publicOrigin()}${request.url}`, cookie: request.headers.cookie, nonce }).catch(() => null) : null;
    return reply.send(browserPage ?? (isShell ? html : withNonce(html, nonce)));
  };
  // The store's page addresses go to the page directly; any other goes to a file first, then to the page (404).
  for (const pagePath of new Set(['/', '/index.html', ...(renderer?.pagePaths ?? [])])) server.get(pagePath, sendPage);
  if (isShell) {
    // The remotes the store runs: the promoted releases' (the release store's live config) once there are any.
    server.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('application/json').send(await remotesConfig.read(root)));
  }
  if (renderer) {
    // For search engines: what to crawl and the sitemaps (the renderer writes them from the API's data).
    const sendText = (make) => async (request, reply) => {
      const file = await make(publicOrigin(), request.ip, request.params);
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      return reply.code(file.status).header('Cache-Control', 'public, max-age=3600').type(file.type).send(file.body);
    };
    server.get('/robots.txt', sendText((origin) => renderer.robotsTxt(origin)));
    server.get('/sitemap.xml', sendText((origin, client) => renderer.sitemapIndex(origin, client)));
    server.get('/sitemaps/:file', sendText((origin, client, { file }) => (file.endsWith('.xml') ? renderer.sitemapFile(origin, client, file.slice(0, -4)) : null)));
  }

  // Single-page apps: unknown page paths get the page and the router shows the page (or the 404 page). A remote's
  // own page (for its team's local work) routes like the shell, so a reload on one of its pages works too.
  server.setNotFoundHandler((request, reply) => {
    if (['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0])) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  // 'localhost' binds the loopback of both IP stacks, so http://localhost works whichever one it resolves to.
  await server.listen({ port: app.port, host, listenTextResolver: (address) => `${app.name} listening at ${address}` });
  // Ready once the renderer has loaded the remotes' server containers (its first page would otherwise wait for them),
  // or has tried: a page it cannot render goes to the browser anyway.
  if (renderer) {
    const warmed = renderer.pageVersion({ url: `${publicOrigin()}/` }).catch(() => null);
    Promise.race([warmed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).then(() => {
      if (node.phase === 'starting') node.phase = 'ready';
    });
  } else node.phase = 'ready';
  return server;
}

const REMOTE_DIRS = new Set(APPS.slice(1).map((app) => app.dir));

/**
 * Whether decoded path segments name a file inside a deployed version, `<remote>/<version>/<file…>`: a known remote, a
 * version by the name rule (not a half-copied one, `.partial-`), then plain names only (none empty, `.` or `..`).
 * The release history, the store's remotes.json and the lock beside the versions are never among them.
 */
function isReleaseFile(segments) {
  if (!segments || segments.length < 3) return false;
  const [remote, version, ...file] = segments;
  return REMOTE_DIRS.has(remote) && isVersionName(version) && !version.includes('.partial-') && file.every((name) => name !== '') && !climbs(file);
}

/**
 * The deployed releases (DEPLOY_DIR: `<remote>/<version>/…`, written by `npm run deploy`), as a CDN in front of that
 * folder would serve them: open to any origin, the files inside a version only (not the release history beside them).
 * `port` and `root` are for tests (a free port, a folder of their own).
 */
export async function serveReleases({ host = 'localhost', port = RELEASES_PORT, root = DEPLOY_DIR } = {}) {
  fs.mkdirSync(root, { recursive: true });
  const server = Fastify({ ...loggingOptions(), trustProxy: storeTrustProxy() });
  const node = createNodeState();
  server.decorate('node', node);
  addSecurityHeaders(server, paymentSources());
  // Checked on the request as sent (decoded and split as the file system would), before routing: anything but a file
  // of a version is 404 without a file being looked for.
  observeNode(server, node);
  server.addHook('onRequest', async (request, reply) => {
    if (!['/healthz', '/readyz'].includes(request.url) && !isReleaseFile(fileSegments(request.url))) return notFound(reply);
  });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await server.register(fastifyStatic, {
    root,
    setHeaders: cacheHeaders,
    cacheControl: false,
    preCompressed: true,
    index: false,
    // The same rule on the path the plugin is about to send (already decoded and normalised by it).
    allowedPath: (pathName) => isReleaseFile(pathName.split('/').slice(1)),
  });
  await server.listen({ port, host, listenTextResolver: (address) => `releases (${root}) listening at ${address}` });
  node.phase = 'ready';
  return server;
}

/** Starts every app's static server, and the releases'. */
export async function serveAll(options) {
  return Promise.all([...APPS.map((app) => serveApp(app, options)), serveReleases()]);
}

/**
 * A node of the command line (`npm run store` is the shell's alone): its servers, drained on SIGTERM within
 * SHUTDOWN_GRACE_MS (/readyz fails at once, the requests in flight are answered, then they close and the process exits).
 */
export async function serveNode(apps, { releases = false, telemetry = null } = {}) {
  const graceMs = shutdownGraceMs();
  const servers = await Promise.all([...apps.map((app) => serveApp(app)), ...(releases ? [serveReleases()] : [])]);
  drainOnSignal(servers, servers.map((server) => server.node), { graceMs, log: servers[0].log, afterClose: async () => telemetry?.shutdown() });
  return servers;
}

// Run as a script (not imported, nor evaluated with `node -e`, where there is no script path).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv[2];
  const apps = only ? APPS.filter((app) => app.name === only || app.dir === only) : APPS;
  if (apps.length === 0 && only !== 'releases') {
    console.error(`Unknown app "${only}". Known: ${APPS.map((app) => app.name).join(', ')}, releases`);
    process.exit(2);
  }
  try {
    // Before the servers load, so their first requests are traced (OTEL_EXPORTER_OTLP_ENDPOINT; nothing loads without it).
    const telemetry = await startStoreTelemetry();
    await serveNode(apps, { releases: !only || only === 'releases', telemetry });
  } catch (error) {
    console.error(`serve.mjs ${only ?? ''} did not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
