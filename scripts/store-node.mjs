/**
 * The store as one node among several (issue 42): its request ids and log lines, its health and readiness, how it
 * drains on SIGTERM, and the settings it refuses to start with (scripts/serve.mjs uses all of it; the API takes
 * request ids by the same rule, api/src/app.ts).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import proxyAddr from '@fastify/proxy-addr';

/** A request id a balancer may send: short, and nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** W3C Trace Context: version-traceid-parentid-flags. */
const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The request's X-Request-Id when it looks like one (else a new UUID): the id every log line of it carries. */
export function requestId(header) {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** The request's traceparent when well formed, else undefined (a malformed one would break the API's tracing). */
export function traceparent(header) {
  return typeof header === 'string' && TRACEPARENT.test(header) ? header : undefined;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The Fastify options of a store server's logging: pino JSON lines at LOG_LEVEL, each with the request's id as
 * `reqId` (Fastify's own two lines per request are off: `logRequests` writes one, and not for every static file).
 */
export function loggingOptions(env = process.env) {
  const level = (env.LOG_LEVEL ?? '').trim() || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  return {
    logger: { level },
    requestIdHeader: false,
    requestIdLogLabel: 'reqId',
    genReqId: (raw) => requestId(raw.headers['x-request-id']),
    disableRequestLogging: true,
    // Draining answers the requests that still come (a balancer takes a moment to see /readyz fail): not a blanket 503.
    return503OnClosing: false,
  };
}

/**
 * A node's phase, as /readyz tells it: `starting` until its server is loaded and warmed, `ready`, then `draining`
 * from SIGTERM on. `inFlight` counts the requests being answered (not the health checks), so a drain knows when the
 * last one is done.
 */
export function createNodeState() {
  const waiting = [];
  const state = {
    phase: 'starting',
    inFlight: 0,
    started() {
      state.inFlight += 1;
    },
    finished() {
      state.inFlight -= 1;
      if (state.inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
    },
    /** Resolves once no request is in flight. */
    idle() {
      return state.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
  return state;
}

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * `/healthz` (the process answers) and `/readyz` (200 when the node takes traffic, else 503 with the reason), the
 * answer's X-Request-Id, and one log line per page, error or failed request (`isPage(request)` says which answers are
 * pages): a static file served well is logged at debug only, or every page would bring a dozen lines.
 */
export function observeNode(server, node, { isPage = () => false } = {}) {
  server.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  server.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (node.phase === 'ready') return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'unavailable', reason: node.phase });
  });
  server.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (HEALTH_PATHS.has(request.url.split('?')[0])) return;
    node.started();
    // 'close' comes once whatever happens (sent, failed, or the client went away): the count never drifts.
    reply.raw.once('close', () => node.finished());
  });
  server.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : isPage(request) || status >= 400 ? 'info' : 'debug';
    // The path without its query: a query may hold a token (a password reset link is a page).
    request.log[level]({ method: request.method, path: request.url.split('?')[0], route: request.routeOptions.url, status, durationMs: Number(reply.elapsedTime.toFixed(1)) }, 'answered');
  });
}

/**
 * On SIGTERM (or SIGINT): /readyz answers 503 `draining` at once, requests still coming are answered, and once none
 * is in flight the servers close and the process exits 0. Past `graceMs` it exits 1 whatever is left.
 */
export function drainOnSignal(servers, nodes, { graceMs, log, exit = (code) => process.exit(code), afterClose = async () => {} }) {
  let draining = false;
  const drain = async (signal) => {
    if (draining) return;
    draining = true;
    for (const node of nodes) node.phase = 'draining';
    log.info({ signal, graceMs }, 'draining');
    const deadline = setTimeout(() => {
      log.error({ inFlight: nodes.reduce((sum, node) => sum + node.inFlight, 0) }, `requests still in flight after SHUTDOWN_GRACE_MS (${graceMs} ms): exiting`);
      exit(1);
    }, graceMs);
    await Promise.all(nodes.map((node) => node.idle()));
    await Promise.all(servers.map((server) => server.close()));
    // The traces of the last requests are still buffered by the exporter: sent before the process leaves.
    await afterClose().catch((error) => log.error({ err: error }, 'telemetry flush failed'));
    clearTimeout(deadline);
    log.info('drained');
    exit(0);
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}

/** SHUTDOWN_GRACE_MS: how long a draining node may take (10 s by default). */
export function shutdownGraceMs(env = process.env) {
  const raw = (env.SHUTDOWN_GRACE_MS ?? '').trim();
  if (raw === '') return 10_000;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`SHUTDOWN_GRACE_MS must be a number of milliseconds, 1 or more (got "${env.SHUTDOWN_GRACE_MS}")`);
  return Number(raw);
}

/** Whether a listen host is this machine's loopback only ('localhost', 127.0.0.0/8, ::1): nothing else can reach it. */
export function isLoopbackHost(host) {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./i.test(bare);
  return false;
}

/**
 * Asks the API's /readyz whether the shop still has its demo accounts (whose passwords the README prints), until it
 * answers or `deadlineMs` passes. Resolves when there are none; throws (the store must not start) when there are, or
 * when the API never said.
 */
export async function refuseWithDemoAccounts({ host, apiOrigin, deadlineMs = 60_000, fetch = globalThis.fetch }) {
  const until = Date.now() + deadlineMs;
  let last = 'no answer';
  while (Date.now() < until) {
    let demoAccounts;
    try {
      const answer = await fetch(`${apiOrigin}/readyz`, { signal: AbortSignal.timeout(2000) });
      demoAccounts = (await answer.json().catch(() => null))?.demoAccounts;
      last = `answered ${answer.status} without demoAccounts`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (demoAccounts === false) return;
    if (demoAccounts === true) {
      throw new Error(
        `STORE_HOST=${host} is reachable from other machines, and the shop still has its demo accounts (their passwords are in the README): ` +
          'create your own administrator with `npm run admin:create -- --email you@example.com`, delete the demo accounts ' +
          '(client@librairie-lumiere.fr, admin@librairie-lumiere.fr) or use a database seeded without SEED_DEMO, then start the store again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `STORE_HOST=${host} is reachable from other machines, and the API at STORE_API_ORIGIN=${apiOrigin} did not say within ${deadlineMs / 1000} s ` +
      `whether the shop still has its demo accounts (${apiOrigin}/readyz: ${last}): the store does not start without knowing.`,
  );
}

/** A trust setting as Fastify applies it (lib/request.js), as a function of an address and its hop. */
function trustFunction(trust) {
  if (typeof trust === 'function') return trust;
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  return proxyAddr.compile(String(trust).split(',').map((value) => value.trim()));
}

/** TRUST_PROXY as the API reads it (api/src/app.ts, trustProxyFromEnv): null when unset (the API's own environment decides). */
function apiTrust(env) {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '') return null;
  if (raw === 'false' || raw === 'none') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return (_address, hop) => hop < Number(raw);
  return raw;
}

/** Addresses the API may see the store's calls come from: loopback when it is on this machine, else the interfaces'. */
function storeAddresses(apiOrigin) {
  if (isLoopbackHost(new URL(apiOrigin).hostname)) return ['127.0.0.1', '::1'];
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal)
    .map((entry) => entry.address);
}

/** A balancer address each STORE_TRUST_PROXY entry stands for (an address, a range's first, loopback's). */
function balancerSamples(storeTrust) {
  if (typeof storeTrust !== 'string') return [];
  return storeTrust
    .split(',')
    .map((value) => value.trim())
    .map((value) => (value === 'loopback' ? '127.0.0.1' : value.split('/')[0]))
    .filter((value) => net.isIP(value));
}

/**
 * Why the store's and the API's proxy trust contradict each other in this environment, or null. The store's /api
 * proxy and renderer stand in front of the API, which must trust them (and, when the store trusts a balancer, the
 * balancer's hop too), or it counts every shopper as one address and its per-client limits hold the whole shop.
 * `storeTrust` is STORE_TRUST_PROXY as the store applies it (security.mjs, storeTrustProxy).
 */
export function proxyTrustConflict({ env = process.env, storeTrust, apiOrigin }) {
  const stated = (env.TRUST_PROXY ?? '').trim();
  let api = apiTrust(env);
  if (api === null) {
    // Unset: the API's default (loopback) is only known to apply when it runs on this machine.
    if (!isLoopbackHost(new URL(apiOrigin).hostname)) return null;
    api = 'loopback';
  }
  const apiTrusts = trustFunction(api);
  const storeSetting = `STORE_TRUST_PROXY=${(env.STORE_TRUST_PROXY ?? '').trim() || 'none'}`;
  const apiSetting = `TRUST_PROXY=${stated || 'loopback (the default)'}`;
  const own = storeAddresses(apiOrigin);
  if (own.length > 0 && !own.some((address) => apiTrusts(address, 0))) {
    return (
      `${apiSetting} trusts none of the store's addresses toward the API at STORE_API_ORIGIN=${apiOrigin} (${own.join(', ')}), while the store ` +
      `(${storeSetting}) passes every shopper's address on in X-Forwarded-For: the API would count every shopper as the store. ` +
      "Set TRUST_PROXY to the store nodes' addresses or ranges (or a hop count)."
    );
  }
  if (storeTrust === false) return null;
  // What the store passes on is "shopper, balancer": the API must believe the balancer's entry (hop 1) as well.
  const samples = balancerSamples(storeTrust);
  const hopOnly = typeof api === 'function' || api === true;
  const untrusted = samples.length > 0 ? samples.filter((address) => !apiTrusts(address, 1)) : hopOnly && !apiTrusts('0.0.0.0', 1) ? ['its hop'] : [];
  if (untrusted.length === 0) return null;
  return (
    `${storeSetting} has the store believe a balancer in front of it, but ${apiSetting} does not trust that balancer (${untrusted.join(', ')}) ` +
    "in the chain the store passes on: the API would count every shopper as the balancer. Add the balancer's addresses to TRUST_PROXY " +
    '(or count one more hop), or clear STORE_TRUST_PROXY.'
  );
}
