/**
 * The covers of the trade's records (issue 45, migration 039): an ONIX record names its front cover's address; the jobs
 * runner fetches it for a book without an image of its own and keeps it as the book's first image, in place of the
 * generated cover, as an upload would be kept (the bucket, or the database). A book staff gave an image keeps theirs.
 * An address that fails (unreachable, not an image, too large) is tried again later, five times at most; a record
 * naming another address starts again.
 *
 * The addresses come from files staff upload: only http(s), and only public hosts (never the shop's own network)
 * unless ONIX_COVERS_PRIVATE_HOSTS=allow (the tests' local server, a mirror inside the network), checked on the
 * address the connection itself resolves (no second resolution for DNS rebinding to answer differently); at most three
 * redirects, each checked the same way; ARTICLE_IMAGE_MAX_BYTES at most.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ARTICLE_IMAGE_MAX_BYTES, uploadImageType } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { bookImageLink, GENERATED_COVER_PREFIX } from './admin-books';
import { discardImage, withKeptImage, type ImageStore } from './images';

export interface CoverFetchSettings {
  /** Whether addresses on loopback or private networks may be fetched (ONIX_COVERS_PRIVATE_HOSTS=allow). */
  allowPrivateHosts: boolean;
  timeoutMs: number;
}

export function coverFetchSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CoverFetchSettings {
  const hosts = (env.ONIX_COVERS_PRIVATE_HOSTS ?? '').trim();
  if (hosts !== '' && hosts !== 'allow') throw new Error(`ONIX_COVERS_PRIVATE_HOSTS must be "allow" or unset, not "${hosts}".`);
  return { allowPrivateHosts: hosts === 'allow', timeoutMs: 10_000 };
}

/** Why a cover could not be fetched, said to staff. */
export class CoverFetchError extends Error {}

/** How many times an address is tried, and how long after each failure: 1 h, 4 h, 16 h, 64 h. */
const ATTEMPTS = 5;
/** How long a fetch under way keeps other runners off the book. */
const LEASE = '10 minutes';
const MAX_REDIRECTS = 3;

/** Why an address may not be fetched, or null: only public (unicast) addresses, unless allowPrivateHosts. */
function innerAddress(addresses: readonly string[]): string | undefined {
  return addresses.find((address) => ipaddr.process(address).range() !== 'unicast');
}

/**
 * The address lookup of the connection itself: the name is resolved once, and the connection goes to the addresses
 * just checked. A host whose name answers a public address to a check and a private one to the connection (DNS
 * rebinding) is thereby refused.
 */
function publicOnlyLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const inner = innerAddress(list.map((entry) => entry.address));
      if (inner) return callback(new CoverFetchError(`The host ${host} is on a private network (${inner}): only public addresses are fetched.`), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** One GET of `url` (no redirect followed), with the host checked as the settings say. */
function getOnce(url: URL, settings: CoverFetchSettings, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CoverFetchError(`Only http and https addresses are fetched, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = ipaddr.isValid(host);
  if (!settings.allowPrivateHosts && literal && innerAddress([host])) {
    throw new CoverFetchError(`The host ${host} is on a private network (${host}): only public addresses are fetched.`);
  }
  const lookup = settings.allowPrivateHosts || literal ? undefined : publicOnlyLookup(host);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      signal,
      lookup,
      headers: { accept: 'image/png, image/jpeg, image/webp' },
    });
    request.on('response', resolve);
    request.on('error', (error) =>
      reject(
        error instanceof CoverFetchError
          ? error
          : new CoverFetchError(`${url.href} could not be reached: ${(error as NodeJS.ErrnoException).code === 'ENOTFOUND' ? `the host ${host} could not be found` : error.message}`),
      ),
    );
    request.end();
  });
}

/** The picture at `link`: its bytes and type, or a CoverFetchError saying why not. */
export async function fetchCover(link: string, settings: CoverFetchSettings): Promise<{ bytes: Buffer; type: string }> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new CoverFetchError(`"${link}" is not an address.`);
  }
  const signal = AbortSignal.timeout(settings.timeoutMs);
  for (let redirects = 0; ; redirects += 1) {
    const response = await getOnce(url, settings, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects === MAX_REDIRECTS) throw new CoverFetchError(`${link} redirects more than ${MAX_REDIRECTS} times.`);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new CoverFetchError(`${url.href} answered ${status}.`);
    }
    const declared = Number(response.headers['content-length']);
    if (declared > ARTICLE_IMAGE_MAX_BYTES) {
      response.destroy();
      throw new CoverFetchError(`The picture is larger than ${ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > ARTICLE_IMAGE_MAX_BYTES) {
          response.destroy();
          throw new CoverFetchError(`The picture is larger than ${ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof CoverFetchError) throw error;
      throw new CoverFetchError(`${url.href} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const bytes = Buffer.concat(chunks);
    // The bytes decide, whatever the declared type.
    const type = uploadImageType(bytes);
    if (!type) throw new CoverFetchError(`${url.href} is not a PNG, JPEG or WebP picture.`);
    return { bytes, type };
  }
}

/** Runs `work` in a transaction whose changes leave the catalogue versions alone (migration 036): a pass moves them once. */
const quietly = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.query(`select set_config('bookshop.catalogue_import', 'on', true)`);
    return work(tx);
  });

interface DueCover {
  id: number;
  shop_id: number;
  link: string;
  has_image: boolean;
}

/** An image of book `a` that is neither the generated cover nor the one a record's cover address gave it: staff's. */
const STAFF_IMAGE = `select 1 from article_images i where i.article_id = a.id and i.link not like '${GENERATED_COVER_PREFIX}%'
  and i.link is distinct from a.onix_cover_image_link`;

/** The books whose cover is due, leased to this runner. */
function claimCovers(db: Db, limit: number): Promise<DueCover[]> {
  return quietly(db, async (tx) => {
    const { rows } = await tx.query<DueCover>(
      `update articles a set onix_cover_retry_at = now() + interval '${LEASE}',
         onix_cover_attempts = case when a.onix_cover_tried_link is distinct from a.onix_cover_link then 0 else a.onix_cover_attempts end,
         onix_cover_tried_link = a.onix_cover_link
       where a.id in (
         select id from articles
         where onix_cover_link is not null and onix_cover_fetched_link is distinct from onix_cover_link
           and (onix_cover_tried_link is distinct from onix_cover_link
                or (onix_cover_attempts < $2 and (onix_cover_retry_at is null or onix_cover_retry_at <= now())))
         order by id limit $1 for update skip locked)
       returning a.id, a.shop_id, a.onix_cover_link as link,
         exists (${STAFF_IMAGE}) as has_image`,
      [limit, ATTEMPTS],
    );
    return rows;
  });
}

/** Keeps a fetched picture as the book's cover, unless the record or staff changed the book meanwhile; true when kept. */
async function keepCover(db: Db, images: ImageStore, cover: DueCover, picture: { bytes: Buffer; type: string }): Promise<boolean> {
  let replacedObject: string | null = null;
  const kept = await withKeptImage(images, (keep) =>
    quietly(db, async (tx) => {
      const { rows } = await tx.query<{ link: string | null; has_image: boolean; fetched_image: string | null }>(
        `select a.onix_cover_link as link, exists (${STAFF_IMAGE}) as has_image, a.onix_cover_image_link as fetched_image
         from articles a where a.id = $1 for update`,
        [cover.id],
      );
      const now = rows[0];
      if (!now || now.link !== cover.link) return false;
      if (!now.has_image) {
        const stored = await keep('books', picture.bytes, picture.type);
        const { rows: files } = await tx.query<{ id: number }>(
          'insert into article_image_files (shop_id, content_type, bytes, object_key) values ($1, $2, $3, $4) returning id',
          [cover.shop_id, picture.type, stored.bytes, stored.objectKey],
        );
        const link = bookImageLink((files[0] as { id: number }).id);
        // In place of the generated cover, or of the picture an earlier address of the record gave (its file goes too):
        // without staff's images, the book has no other.
        await tx.query(`delete from article_images where article_id = $1 and (link like '${GENERATED_COVER_PREFIX}%' or link = $2)`, [
          cover.id,
          now.fetched_image,
        ]);
        const earlier = now.fetched_image === null ? null : /^\/img\/books\/(\d+)$/.exec(now.fetched_image);
        if (earlier) {
          const { rows: removed } = await tx.query<{ object_key: string | null }>(
            'delete from article_image_files where shop_id = $1 and id = $2 returning object_key',
            [cover.shop_id, Number(earlier[1])],
          );
          replacedObject = removed[0]?.object_key ?? null;
        }
        await tx.query('insert into article_images (shop_id, article_id, position, link) values ($1, $2, 0, $3)', [cover.shop_id, cover.id, link]);
        await tx.query('update articles set onix_cover_image_link = $2 where id = $1', [cover.id, link]);
      }
      await tx.query('update articles set onix_cover_fetched_link = $2, onix_cover_error = null, onix_cover_retry_at = null where id = $1', [cover.id, cover.link]);
      return !now.has_image;
    }),
  );
  // The replaced picture's object leaves the bucket once its row is gone for good.
  await discardImage(images, replacedObject);
  return kept;
}

/**
 * One pass: fetches the covers due (at most `limit`), keeps them, notes the failures, and moves the catalogue versions
 * of the shops whose books changed once, at its end.
 */
export async function fetchOnixCovers(
  db: Db,
  images: ImageStore,
  settings: CoverFetchSettings,
  { limit = 20 }: { limit?: number } = {},
): Promise<{ fetched: number; failed: number }> {
  const due = await claimCovers(db, limit);
  const changedShops = new Set<number>();
  let fetched = 0;
  let failed = 0;
  for (const cover of due) {
    if (cover.has_image) {
      // Staff gave the book its images: theirs stay, and this address is not asked again.
      await quietly(db, (tx) => tx.query('update articles set onix_cover_fetched_link = $2, onix_cover_retry_at = null where id = $1', [cover.id, cover.link]));
      continue;
    }
    try {
      const picture = await fetchCover(cover.link, settings);
      if (await keepCover(db, images, cover, picture)) {
        fetched += 1;
        changedShops.add(cover.shop_id);
      }
    } catch (error) {
      if (!(error instanceof CoverFetchError)) throw error;
      failed += 1;
      await quietly(db, (tx) =>
        tx.query(
          `update articles set onix_cover_attempts = onix_cover_attempts + 1, onix_cover_error = $2,
             onix_cover_retry_at = now() + interval '1 hour' * power(4, onix_cover_attempts)
           where id = $1`,
          [cover.id, error.message],
        ),
      );
    }
  }
  if (changedShops.size > 0) await db.query('select move_catalogue_versions($1::int[])', [[...changedShops]]);
  return { fetched, failed };
}

/** The jobs runner's part: a pass every 30 s. */
export function createOnixCoverFetcher({
  db,
  images,
  settings,
  intervalMs = 30_000,
  log,
}: {
  db: Db;
  images: ImageStore;
  settings: CoverFetchSettings;
  intervalMs?: number;
  log?: { error(message: string): void };
}): PeriodicJob<{ fetched: number; failed: number }> {
  return periodicJob('onix_covers', () => fetchOnixCovers(db, images, settings), { intervalMs, log });
}
