import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone: it depends on its address and on the shop's public content only
     * (never on the session). It carries a strong ETag and a Cache-Control a CDN may use, and a conditional request
     * whose ETag still holds is answered 304 before the route runs. `clockMinutes`: the answer also moves with time
     * (upcoming events become past ones), so its ETag changes every that many minutes too.
     */
    publicRead?: true | { clockMinutes: number };
  }
}

/** How long a shared cache (a CDN) may keep a public answer, and (a CDN) serve it stale while it asks again. */
export interface PublicCacheSettings {
  sharedSeconds: number;
  staleSeconds: number;
  /**
   * Which API build made the answers, part of every ETag: a deploy that changes an answer's shape must not let a
   * cache keep the old one as current. API_REVISION (the deployed commit, the same on every instance); by default the
   * instance's start time.
   */
  revision: string;
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number of seconds, not "${raw}".`);
  return Number(raw);
};

/** CATALOGUE_CACHE_SECONDS (60) and CATALOGUE_STALE_SECONDS (300), API_REVISION. */
export function publicCacheFromEnv(env: NodeJS.ProcessEnv = process.env): PublicCacheSettings {
  return {
    sharedSeconds: seconds(env, 'CATALOGUE_CACHE_SECONDS', 60),
    staleSeconds: seconds(env, 'CATALOGUE_STALE_SECONDS', 300),
    revision: env.API_REVISION?.trim() || String(Date.now()),
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 wants for If-None-Match). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The public reads of a shop scope (`config: { publicRead: true }`): ETag = the shop's catalogue version (bumped in
 * the transaction of every change to public content, migration 013) and a digest of the address and the API
 * revision. The version comes with the shop, which every request reads anyway: a 304 costs no query more.
 */
export function registerPublicCache(scope: FastifyInstance, settings: PublicCacheSettings): void {
  // Browsers revalidate every time (a 304 with the ETag); shared caches keep an answer `sharedSeconds`. Serving it
  // stale while revalidating is said to CDNs only (RFC 9213's CDN-Cache-Control): in Cache-Control, browsers honour
  // stale-while-revalidate too, and a book page's buttons showed the stock of before a change for five minutes.
  const cacheControl = `public, max-age=0, s-maxage=${settings.sharedSeconds}`;
  const cdnCacheControl = `max-age=${settings.sharedSeconds}, stale-while-revalidate=${settings.staleSeconds}`;
  const etagOf = (request: FastifyRequest) => {
    const { publicRead } = request.routeOptions.config;
    const clock = typeof publicRead === 'object' ? Math.floor(Date.now() / (publicRead.clockMinutes * 60_000)) : '';
    const digest = createHash('sha256').update(`${settings.revision}\n${clock}\n${request.url}`).digest('base64url');
    return `"${request.shop.catalogueVersion}-${digest.slice(0, 22)}"`;
  };

  scope.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicRead) return;
    const etag = etagOf(request);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', cacheControl).header('cdn-cache-control', cdnCacheControl).send();
    }
  });

  // On the answer itself (not on an error: a 404 or a 503 is not kept as the address's content).
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicRead || reply.statusCode !== 200) return payload;
    reply.header('etag', etagOf(request)).header('cache-control', cacheControl).header('cdn-cache-control', cdnCacheControl);
    return payload;
  });
}

/**
 * Every answer of a signed-in call that says nothing else is kept by no cache: it is that customer's, and the
 * Authorization header alone does not stop every cache.
 */
export function registerPrivateByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
