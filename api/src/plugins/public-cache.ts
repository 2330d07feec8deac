import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { surrogateKeyHeaderFrom, surrogateKeyHeaders, type SurrogateKeyHeader } from '@bookshop/contracts';

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
   * cache keep the old one as current. API_REVISION (the deployed commit) when set, else a digest of the code and
   * migrations (codeRevision): the same on every node of one release, so a 304 holds whichever node answers.
   */
  revision: string;
  /** The header the answers' surrogate keys go in (CDN_KEY_HEADER, @bookshop/contracts' surrogate-keys.ts). */
  keyHeader: SurrogateKeyHeader;
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number of seconds, not "${raw}".`);
  return Number(raw);
};

/** What makes the API's answers, as it loads them: its code and migrations, and the contracts package. */
export const CODE_ROOTS = [path.resolve(__dirname, '../..', 'src'), path.resolve(__dirname, '../..', 'migrations'), path.dirname(require.resolve('@bookshop/contracts/package.json'))];

/**
 * A digest of every file under `roots` (paths relative to each root, and contents; tests and node_modules left out),
 * so two nodes of one release agree and any change to what answers are made of gives new validators.
 */
export function codeRevision(roots: string[] = CODE_ROOTS): string {
  const hash = createHash('sha256');
  roots.forEach((root, index) => {
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(path.sep).includes('node_modules') && !/\.test\.tsx?$/.test(file))
      .sort();
    for (const file of files) hash.update(`${index}/${file.split(path.sep).join('/')}\0`).update(readFileSync(path.join(root, file))).update('\0');
  });
  return hash.digest('base64url').slice(0, 16);
}

/** Computed once per process: reading ~200 files takes a few milliseconds, at start rather than per app. */
let ownRevision: string | undefined;

/**
 * CATALOGUE_CACHE_SECONDS (60) and CATALOGUE_STALE_SECONDS (300), API_REVISION (default: codeRevision()),
 * CDN_KEY_HEADER (Surrogate-Key).
 */
export function publicCacheFromEnv(env: NodeJS.ProcessEnv = process.env): PublicCacheSettings {
  return {
    sharedSeconds: seconds(env, 'CATALOGUE_CACHE_SECONDS', 60),
    staleSeconds: seconds(env, 'CATALOGUE_STALE_SECONDS', 300),
    revision: env.API_REVISION?.trim() || (ownRevision ??= codeRevision()),
    keyHeader: surrogateKeyHeaderFrom(env.CDN_KEY_HEADER),
  };
}

/**
 * Surrogate keys (issue 42, "Caches"): the names a CDN files an answer under, so that a purge of a name drops every
 * answer that carries it (migration 034 writes the purges, services/cdn-purge.ts sends them). `shop-<id>` is on every
 * public answer and page of a shop, `book-<id>` on every one that shows that book (its stock changes with each sale).
 */
export const shopKey = (shopId: number) => `shop-${shopId}`;

/**
 * More book keys than this and the answer carries none, and tells CDNs to revalidate it each time (a 304 while the
 * ETag holds): Fastly and Cloudflare take at most 16 KB of keys per answer, and an answer without the key of a book it
 * shows would outlive that book's sales.
 */
export const MAX_BOOK_KEYS = 500;

/** The ids of the books an answer shows: every object in it with a book's stock (the article shape). */
export function bookIdsIn(payload: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(payload)) {
    for (const item of payload) bookIdsIn(item, found);
  } else if (payload !== null && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    if (typeof record.id === 'number' && '_qte_a_terme_calcule' in record) found.add(record.id);
    for (const value of Object.values(record)) if (value !== null && typeof value === 'object') bookIdsIn(value, found);
  }
  return found;
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

  // The books an answer shows, read from what the route returned before it is serialized.
  const booksOf = new WeakMap<FastifyRequest, Set<number>>();
  scope.addHook('preSerialization', async (request, reply, payload) => {
    if (request.routeOptions.config.publicRead && reply.statusCode === 200) booksOf.set(request, bookIdsIn(payload));
    return payload;
  });

  // On the answer itself (not on an error: a 404 or a 503 is not kept as the address's content). A 304 carries no
  // keys: a cache keeps the stored answer's (RFC 9111 updates only the headers a 304 sends), which still hold, as the
  // ETag does.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicRead || reply.statusCode !== 200) return payload;
    const books = booksOf.get(request) ?? new Set<number>();
    const tooMany = books.size > MAX_BOOK_KEYS;
    const keys = [shopKey(request.shop.id), ...(tooMany ? [] : [...books].sort((a, b) => a - b).map((id) => `book-${id}`))];
    reply
      .header('etag', etagOf(request))
      .header('cache-control', tooMany ? 'public, no-cache' : cacheControl)
      .header('cdn-cache-control', tooMany ? 'no-cache' : cdnCacheControl)
      .headers(surrogateKeyHeaders(settings.keyHeader, keys));
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
