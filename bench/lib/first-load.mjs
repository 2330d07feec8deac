/**
 * First load of one page in a fresh browser context (empty cache, service worker blocked): every response the
 * browser fetched, its bytes as sent, and its JavaScript split by module (shell, each remote, shared libraries,
 * federation runtime) through the file's source map. gzip and brotli sizes are computed from the bodies the browser
 * received, at the levels the build precompresses with, so the figures do not depend on how the server encoded them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { APPS, ROOT } from '../../scripts/apps.mjs';

export const MODULES = ['shell', ...APPS.slice(1).map((app) => app.name), 'shared libraries', 'federation runtime'];

const APP_BY_PORT = new Map(APPS.map((app) => [String(app.port), app.name]));

/**
 * The source map of a script the store served, read from its build's `dist-maps/` (shared/build's
 * SourceMapsAsidePlugin puts them there, out of the served `dist/`); null for a file without one.
 */
function sourceMapOf(url) {
  const { port, pathname } = new URL(url);
  const app = APPS.find((candidate) => String(candidate.port) === port);
  if (!app) return null;
  const file = path.join(ROOT, app.dir, 'dist-maps', `${decodeURIComponent(pathname)}.map`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Which module a source file of a bundle belongs to. `build` is the app whose build holds the file. */
export function moduleOfSource(source, build) {
  if (
    /node_modules\/@module-federation\//.test(source) ||
    /\/webpack\/(runtime|bootstrap|startup|before-startup|container-entry|sharing)/.test(source) ||
    /\.federation\//.test(source) ||
    source.includes('_FEDERATION_RUNTIME_CORE')
  ) {
    return 'federation runtime';
  }
  // npm packages and the repository's shared/ packages (the federated singletons: store, event bus, i18n, ui…).
  if (source.includes('node_modules/') || /^webpack:\/\/[^/]+\/\.\.\/shared\//.test(source)) return 'shared libraries';
  return build;
}

/** Bytes of a generated file attributed to each module, from its source map (unmapped bytes go to the build). */
function splitBySourceMap(code, map, build) {
  const bytes = new Map();
  const add = (module, count) => count > 0 && bytes.set(module, (bytes.get(module) ?? 0) + count);
  const lines = code.split('\n');
  const segments = lines.map(() => []);
  new SourceMapConsumer(map).eachMapping((mapping) => {
    segments[mapping.generatedLine - 1]?.push([mapping.generatedColumn, mapping.source ? moduleOfSource(mapping.source, build) : build]);
  });
  lines.forEach((line, index) => {
    const marks = segments[index].sort((a, b) => a[0] - b[0]);
    if (marks.length === 0) return add(build, Buffer.byteLength(line) + 1);
    add(build, Buffer.byteLength(line.slice(0, marks[0][0])));
    marks.forEach(([column, module], i) => {
      const end = i + 1 < marks.length ? marks[i + 1][0] : line.length;
      add(module, Buffer.byteLength(line.slice(column, end)) + (i + 1 === marks.length ? 1 : 0));
    });
  });
  return bytes;
}

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const brotliSize = (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function kindOf(url, resourceType, contentType) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'API data';
  if (/\.js$/.test(pathname) || contentType.includes('javascript')) return 'JavaScript';
  if (pathname.endsWith('mf-manifest.json') || pathname.endsWith('remotes.json')) return 'federation config';
  if (resourceType === 'document') return 'document';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'images';
  return 'other';
}

/** What each finished request brought: kind, module, bytes as sent and compressed, JavaScript split by module. */
async function describe(finishedRequests, mapCache) {
  const requests = [];
  for (const request of finishedRequests) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    const headers = await response.allHeaders();
    const kind = kindOf(request.url(), request.resourceType(), headers['content-type'] ?? '');
    const body = await response.body().catch(() => Buffer.alloc(0));
    const { port } = new URL(request.url());
    const build = APP_BY_PORT.get(port) ?? 'shell';
    const entry = {
      url: request.url(),
      kind,
      build,
      transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      raw: body.length,
      gzip: gzipSize(body),
      brotli: brotliSize(body),
      modules: {},
    };
    if (kind === 'JavaScript') {
      const scriptUrl = request.url().split('?')[0];
      let map = mapCache.get(scriptUrl);
      if (map === undefined) {
        map = sourceMapOf(scriptUrl);
        mapCache.set(scriptUrl, map);
      }
      const split = map ? splitBySourceMap(body.toString('utf8'), map, build) : new Map([[build, body.length]]);
      const total = [...split.values()].reduce((sum, value) => sum + value, 0) || 1;
      for (const [module, bytes] of split) entry.modules[module] = bytes / total;
      entry.carriesRuntimeCore = Boolean(map?.sources.some((source) => source.includes('@module-federation/runtime-core/')));
      // The module that assembles the bundler runtime (a remote entry keeps only its own initContainerEntry).
      entry.carriesBundlerRuntime = Boolean(map?.sources.some((source) => source.includes('@module-federation/webpack-bundler-runtime/dist/index.js')));
    } else if (kind === 'federation config') {
      entry.modules['federation runtime'] = 1;
    }
    requests.push(entry);
  }
  return requests;
}

/**
 * Opens `url` in a new context of `browser`: the first load is what arrived until the network was idle (plus a short
 * settle); what the page fetches on its own in the next `deferredWindowMs` is reported apart as deferred.
 */
export async function measureFirstLoad(browser, url, { viewport, isMobile = false, deferredWindowMs = 5000 }) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, serviceWorkers: 'block' });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  // A short settle: fragments rendered after the first idle moment (lazy images, late sections) still count.
  await page.waitForTimeout(500);
  const firstLoadCount = finished.length;
  await page.waitForTimeout(deferredWindowMs);
  const mapCache = new Map();
  const requests = await describe(finished.slice(0, firstLoadCount), mapCache);
  const deferred = await describe(finished.slice(firstLoadCount), mapCache);
  await context.close();

  // JavaScript per module: bytes in proportion to each file's share; a request counts for the module holding most of it.
  const js = Object.fromEntries(MODULES.map((module) => [module, { raw: 0, gzip: 0, brotli: 0, requests: 0 }]));
  for (const entry of requests) {
    const shares = Object.entries(entry.modules);
    if (shares.length === 0) continue;
    for (const [module, share] of shares) {
      js[module].raw += entry.raw * share;
      js[module].gzip += entry.gzip * share;
      js[module].brotli += entry.brotli * share;
    }
    const [owner] = shares.sort((a, b) => b[1] - a[1])[0];
    js[owner].requests += 1;
  }
  for (const value of Object.values(js)) for (const key of ['raw', 'gzip', 'brotli']) value[key] = Math.round(value[key]);

  const scripts = requests.filter((entry) => entry.kind === 'JavaScript');
  const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
  const byKind = {};
  for (const entry of requests) {
    byKind[entry.kind] ??= { requests: 0, transferred: 0 };
    byKind[entry.kind].requests += 1;
    byKind[entry.kind].transferred += entry.transferred;
  }
  // The fetched files that carry a copy of the federation runtime core (the budget wants exactly one).
  const runtimeCopies = scripts.filter((entry) => entry.carriesRuntimeCore).map((entry) => entry.url);
  const bundlerRuntimeCopies = scripts.filter((entry) => entry.carriesBundlerRuntime).map((entry) => entry.url);
  const deferredScripts = deferred.filter((entry) => entry.kind === 'JavaScript');
  return {
    url,
    requests,
    deferred: { requests: deferred.length, jsRequests: deferredScripts.length, jsGzip: sum(deferredScripts, 'gzip'), files: deferredScripts.map((entry) => entry.url) },
    js,
    byKind,
    runtimeCopies,
    bundlerRuntimeCopies,
    totals: {
      requests: requests.length,
      transferred: sum(requests, 'transferred'),
      jsRequests: scripts.length,
      jsRaw: sum(scripts, 'raw'),
      jsGzip: sum(scripts, 'gzip'),
      jsBrotli: sum(scripts, 'brotli'),
    },
  };
}
