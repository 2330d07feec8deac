/**
 * Browser defences of the static servers (scripts/serve.mjs): the Content-Security-Policy of the store page and of
 * each remote's standalone page, the headers every answer carries, and the X-Forwarded-* headers the /api and /img
 * proxies send to the API.
 *
 * Written by hand rather than with @fastify/helmet: a page's policy carries that answer's nonce and depends on
 * remotes.json (read per request) and on the payment providers' addresses, so helmet would only add a layer of
 * options around the same few lines.
 */
import crypto from 'node:crypto';
import { traceparent } from './store-node.mjs';

/** A fresh nonce for one page (128 random bits). */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * A remote's standalone page as built (its index.html, for its team's own work) with `nonce` on every <script> and
 * <style> element. Its scripts are allowed by their origin anyway, but carrying it lets code that injects a <style>
 * (react-toastify, PayPal's SDK) find the page's nonce (`pageNonce()` of @bookshop/ui). Only that file goes through
 * here, never text from elsewhere; the store's pages are React's (the renderer's Document), nonce included.
 */
export function withNonce(html, nonce) {
  return html.replace(/<(script|style)\b/gi, (tag) => `${tag} nonce="${nonce}"`);
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * What the real providers' browser code needs beyond the configured addresses, from their documentation: PayPal's
 * SDK (www.paypal.com) loads from, calls and frames other *.paypal.com hosts and takes pictures from
 * *.paypalobjects.com; Stripe.js (js.stripe.com) frames its fields from *.js.stripe.com and 3-D Secure from
 * hooks.stripe.com. Only added when the configured address is the real one (the tests' fake providers need none).
 */
const PROVIDER_EXTRAS = {
  'www.paypal.com': {
    script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    style: ['https://*.paypal.com'],
    connect: ['https://*.paypal.com'],
    frame: ['https://*.paypal.com'],
    img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  'js.stripe.com': {
    script: ['https://*.js.stripe.com'],
    frame: ['https://*.js.stripe.com', 'https://hooks.stripe.com'],
    img: ['https://*.stripe.com'],
  },
};

/**
 * The payment providers' sources, by directive, from the same variables and defaults as the API
 * (api/src/payments/config.ts): the browser loads PAYPAL_SDK_URL and CARD_JS_URL, and Stripe.js calls CARD_API_URL
 * itself (card confirmation). PAYPAL_API_URL is left out: only the API calls PayPal's REST API, never the browser.
 */
export function paymentSources(env = process.env) {
  const paypalSdk = originOf(env.PAYPAL_SDK_URL || 'https://www.paypal.com/sdk/js');
  const cardJs = originOf(env.CARD_JS_URL || 'https://js.stripe.com/v3/');
  const cardApi = originOf(env.CARD_API_URL || 'https://api.stripe.com');
  const scripts = [paypalSdk, cardJs].filter(Boolean);
  const sources = { script: [...scripts], style: [], connect: [...scripts, cardApi].filter(Boolean), frame: [...scripts], img: [] };
  for (const origin of scripts) {
    const extras = PROVIDER_EXTRAS[new URL(origin).host] ?? {};
    for (const [directive, list] of Object.entries(extras)) sources[directive].push(...list);
  }
  // The origins the Payment Request API (wallets) may be used from, in their iframes: Permissions-Policy `payment`.
  sources.payment = scripts;
  for (const directive of Object.keys(sources)) sources[directive] = withoutCovered([...new Set(sources[directive])]);
  return sources;
}

/**
 * The list without the origins a wildcard of it covers (https://www.paypal.com beside https://*.paypal.com): every
 * page's header carries the policy, and a page's first answer has to fit a new connection's first round trip.
 */
function withoutCovered(sources) {
  const wildcards = sources.filter((source) => source.startsWith('https://*.')).map((source) => source.slice('https://*'.length));
  return sources.filter((source) => source.includes('*') || !source.startsWith('https://') || !wildcards.some((domain) => new URL(source).host.endsWith(domain)));
}

/**
 * Where the language choice's flags come from when FLAG_BASE_URL (the shell's build reads it too) is an address on
 * another host: its origin, for the pages' img-src. A path (the default, /flags/) is the store's own: none.
 */
export function flagSources(env = process.env) {
  const origin = originOf(env.FLAG_BASE_URL || '');
  return origin ? [origin] : [];
}

/**
 * Google sign-in's sources, from GOOGLE_CLIENT_SCRIPT_URL as the API reads it (api/src/lib/google-id-token.ts): the
 * login and register pages load that script when the shop has a Google client id. Google Identity Services then
 * frames its button and calls home under /gsi/ of the same origin, and loads its button stylesheet from there
 * (Google's CSP guide lists script-src, frame-src, connect-src and style-src); the fake's stand-in fetches its tokens
 * from its own origin the same way. Always allowed, like the payment providers: the static servers do not read
 * the company settings, and the origin is only used when the page loads the script.
 */
export function signInSources(env = process.env) {
  const client = originOf(env.GOOGLE_CLIENT_SCRIPT_URL || 'https://accounts.google.com/gsi/client');
  const list = client ? [client] : [];
  return { script: list, style: list, connect: list, frame: list, img: [] };
}

/** `a` and `b` together, directive by directive, each source once. */
export function mergeSources(a, b) {
  const merged = {};
  for (const directive of new Set([...Object.keys(a), ...Object.keys(b)])) merged[directive] = [...new Set([...(a[directive] ?? []), ...(b[directive] ?? [])])];
  return merged;
}

/** The origins of the remotes' manifests named in remotes.json (a relative address is the store's own: 'self'). */
export function remoteOrigins(config) {
  const remotes = config && typeof config === 'object' && config.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes) : [];
  return [...new Set(remotes.filter((url) => typeof url === 'string').map(originOf).filter(Boolean))];
}

/**
 * The policy of a page (the store page, or a remote's standalone page): scripts from this origin, the remotes' origins
 * and the providers (payment, Google sign-in: `providers`, by directive), and inline ones only with this response's
 * nonce; no eval. Styles the same way: a rendered page's <style> elements and the few that code injects at run time
 * (react-toastify's, PayPal's) carry the nonce (`pageNonce()` of @bookshop/ui), so no 'unsafe-inline' anywhere.
 */
export function pagePolicy({ nonce, remotes = [], providers, images = flagSources(), development = false }) {
  const list = (...sources) => sources.flat().join(' ');
  // The dev servers only (`npm run dev`, shared/build/dev-server.js; never what `npm start` serves): their source maps
  // are eval'd and style-loader injects every stylesheet as a <style> without a nonce ('unsafe-inline' counts only
  // without one).
  const styleInline = development ? "'unsafe-inline'" : `'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    // 'self' and the remotes: the shell's and remotes' chunks (script elements the federation runtime adds).
    `script-src ${list("'self'", `'nonce-${nonce}'`, development ? ["'unsafe-eval'"] : [], remotes, providers.script)}`,
    `style-src ${list("'self'", styleInline, remotes, providers.style)}`,
    // remotes.json, the remotes' manifests and the API calls; the providers' scripts call home.
    `connect-src ${list("'self'", remotes, providers.connect)}`,
    // Covers and hero artwork come through /img ('self'); the fallback cover is a data: URL; admin previews are blob:;
    // the flags from the store (/flags/) or FLAG_BASE_URL's host.
    `img-src ${list("'self'", 'data:', 'blob:', providers.img, images)}`,
    `font-src 'self'`,
    // PayPal's buttons, Stripe's card fields and Google's sign-in button are iframes of theirs; nothing else is framed.
    `frame-src ${providers.frame.length > 0 ? list(providers.frame) : "'none'"}`,
    // The service worker (shell/public/sw.js).
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The policy of every other answer (scripts, stylesheets, JSON, pictures, API answers): nothing of it is a page, but
 * a file opened on its own (an SVG picture, say) runs no inline script, and the service worker, whose script
 * answer's policy rules its own fetches, still reaches its origin.
 */
export const FILE_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Permissions-Policy: no powerful feature for anyone, but payment for the page and the providers' iframes. */
export function permissionsPolicy(payment) {
  const denied = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'serial', 'usb'];
  return [...denied.map((feature) => `${feature}=()`), `payment=(${['self', ...payment.payment.map((origin) => `"${origin}"`)].join(' ')})`].join(', ');
}

/**
 * Adds the headers every answer of `server` carries. A handler that sent a page has already set its own policy (with
 * the page's nonce); every other answer gets FILE_POLICY. HSTS only over HTTPS (`request.protocol`, which believes
 * X-Forwarded-Proto only from a trusted proxy: STORE_TRUST_PROXY).
 */
export function addSecurityHeaders(server, payment) {
  const permissions = permissionsPolicy(payment);
  server.addHook('onSend', async (request, reply) => {
    // Not on a 304: the browser would store it over the page's own policy, whose nonce its scripts carry.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) reply.header('Content-Security-Policy', FILE_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', permissions);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
  });
}

/**
 * STORE_TRUST_PROXY: the proxies in front of the static servers (a load balancer, a TLS terminator) whose
 * X-Forwarded-For, -Proto and -Host are believed, in Fastify's `trustProxy` forms: addresses or ranges
 * (`10.0.0.0/8,127.0.0.1`), `loopback`, a number of hops, or `true`. None by default: clients reach the servers
 * directly, and whatever X-Forwarded-* they send is ignored.
 */
export function storeTrustProxy(env = process.env) {
  const raw = (env.STORE_TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === 'none') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    // As a function, as the API does (trustProxyFromEnv): Fastify takes a bare number as "trust no one".
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

/**
 * The headers the /api and /img proxies send upstream: the client's address appended to X-Forwarded-For, the
 * protocol and host it asked for. `request.ips` (set when a proxy is trusted) is the chain from this server's peer
 * back to the first address not trusted, so the incoming chain is kept only as far as it is believed; with no trusted
 * proxy, any X-Forwarded-For the client sent is replaced by its socket address, so it cannot pass for someone else.
 */
export function forwardedHeaders(request, headers) {
  const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress];
  const { traceparent: _asSent, ...rest } = headers;
  const trace = traceparent(headers.traceparent);
  return {
    ...rest,
    'x-forwarded-for': chain.join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    // The request's id as this server logs it (a client's malformed one was replaced), so both logs share it.
    'x-request-id': request.id,
    ...(trace ? { traceparent: trace } : {}),
  };
}
