/**
 * The store's Prometheus metrics (`GET /metrics` on the shell's server, scripts/serve.mjs): request latency by kind of
 * answer, render timings and failures, the rendered-page cache, and Node's own figures. The API's are
 * api/src/plugins/metrics.ts; both take METRICS_ALLOW the same way.
 */
import proxyAddr from '@fastify/proxy-addr';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * METRICS_ALLOW: who may scrape (addresses or ranges in TRUST_PROXY's syntax, `loopback` by default), judged on the
 * connection's own address, never on X-Forwarded-For, which any client may write. Throws naming the setting.
 */
export function metricsAllowFromEnv(env = process.env) {
  const raw = env.METRICS_ALLOW?.trim() || 'loopback';
  let trusted;
  try {
    trusted = proxyAddr.compile(raw.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch (error) {
    throw new Error(`METRICS_ALLOW must list addresses or ranges (10.0.0.0/8,127.0.0.1) or loopback, linklocal, uniquelocal: ${error.message} in "${raw}".`, { cause: error });
  }
  return (address) => Boolean(address) && trusted(address, 0);
}

const HEALTH = new Set(['/healthz', '/readyz', '/metrics']);
const PROXIED = /^\/(api|img)(\/|\?|$)/;

/**
 * What kind of answer a request got: `health` (the balancer's and the scraper's calls), `proxy` (/api and /img, sent on
 * to the API), `page` (the store page, rendered or not: serve.mjs marks those requests `request.page`), else `static`
 * (the built files, remotes.json, robots and sitemaps). Four kinds, whatever the addresses asked for.
 */
export function requestKind(request) {
  const path = request.url.split('?')[0];
  if (HEALTH.has(path)) return 'health';
  if (PROXIED.test(request.url)) return 'proxy';
  return request.page === true ? 'page' : 'static';
}

/** Latency buckets, in seconds: from a file out of memory to a slow render behind a slow API. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The store's metrics, in a registry of their own. `register(server)` adds the request timing and `GET /metrics`;
 * serve.mjs reports each render (`rendered`), each renderer failure (`renderFailed`) and each lookup of the rendered
 * pages kept in memory (`pageCache('hit' | 'miss' | 'not_modified')`).
 */
export function createStoreMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'store_request_duration_seconds',
    help: 'Time to answer a request, by kind (page, static, proxy, health), method and status class.',
    labelNames: ['kind', 'method', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'store_render_duration_seconds',
    help: 'Time to render a page on the server (its data from the API included).',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({ name: 'store_render_failures_total', help: 'Renders that failed: the page went to the browser to render.', registers: [registry] });
  const cache = new Counter({
    name: 'store_page_cache_total',
    help: 'Public pages looked up by their ETag: hit (sent from memory), miss (rendered), not_modified (304, nothing sent).',
    labelNames: ['result'],
    registers: [registry],
  });
  // Every result shows from the first scrape, at 0: a rate over a series that appears later misses its start.
  for (const result of ['hit', 'miss', 'not_modified']) cache.inc({ result }, 0);

  return {
    registry,
    rendered(milliseconds) {
      renders.observe(milliseconds / 1000);
    },
    renderFailed() {
      failures.inc();
    },
    pageCache(result) {
      cache.inc({ result });
    },
    /** The request timing of `server`, and its `GET /metrics` for the addresses `allow` takes (METRICS_ALLOW). */
    register(server, { allow = metricsAllowFromEnv() } = {}) {
      server.addHook('onResponse', async (request, reply) => {
        requests.observe({ kind: requestKind(request), method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
      });
      server.get('/metrics', async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!allow(request.socket.remoteAddress)) return reply.code(403).type('text/plain').send('Forbidden: this address may not read the metrics (METRICS_ALLOW).\n');
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
  };
}
