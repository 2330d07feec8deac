import type { Db } from '../db/db';
import { periodicJob } from '../plugins/metrics';

/**
 * The CDN purge job (issue 42, "Caches"): sends the purge requests that catalogue changes write in their own
 * transaction (migration 034) to CDN_PURGE_URL, as `POST {"keys": [...]}` with CDN_PURGE_TOKEN as a bearer token.
 * The keys are those the answers carry (plugins/public-cache.ts, in the header CDN_KEY_HEADER names); a small adapter
 * at that URL (docs/several-machines.md, "A CDN in front") turns them into the CDN's own purge call.
 */

/** At most this many rows per pass, and so per POST (Fastly's bulk purge takes 256 keys). */
const BATCH = 200;
/** How long a claimed row is left to its sender before another pass may take it again (a sender that died). */
const LEASE_SECONDS = 60;
/**
 * Retry delays after a failed purge, in seconds; then every 10 minutes. Shorter than the mail's: until it succeeds
 * the CDN serves what the shop changed, for as long as the answers' s-maxage lets it.
 */
export const RETRY_SECONDS = [5, 15, 60, 300];
/** A purge call that takes longer is a failure (retried): the pass must end, to release its rows. */
const CALL_TIMEOUT_MS = 10_000;

export interface CdnPurgeSettings {
  /** Where the keys go; unset: no CDN, the requests are dropped. */
  url?: string;
  token?: string;
}

/** CDN_PURGE_URL (an http(s) address; unset: no CDN in front) and CDN_PURGE_TOKEN (sent as `Bearer <token>`). */
export function cdnPurgeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CdnPurgeSettings {
  const url = env.CDN_PURGE_URL?.trim() || undefined;
  const token = env.CDN_PURGE_TOKEN?.trim() || undefined;
  if (url) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw new Error(`CDN_PURGE_URL must be an http:// or https:// address, not "${url}".`);
  }
  if (token && !url) throw new Error('CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not: set the purge address too, or leave both unset (no CDN).');
  return { url, token };
}

interface ClaimedPurge {
  id: string;
  key: string;
  attempts: number;
}

export interface CdnPurger {
  /** Sends (or, without a URL, drops) what is due now; answers how many rows it handled. One pass at a time. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  /** Where purges go, for the start-up log. */
  readonly destination: string;
}

export function createCdnPurger({
  db,
  url,
  token,
  intervalMs = 2000,
  log,
}: CdnPurgeSettings & { db: Db; intervalMs?: number; log?: { info(message: string): void; error(message: string): void } }): CdnPurger {
  /**
   * Without a CDN the requests are still written (a trigger cannot read this process's settings, and a node whose
   * setting differs must not lose them) and dropped here: one delete per pass, on a table that holds at most one
   * waiting row per changed book.
   */
  async function drop(): Promise<number> {
    const { rows } = await db.query('delete from cdn_purges returning id');
    return rows.length;
  }

  async function send(): Promise<number> {
    // Claim in one short statement with a lease, call the CDN outside any transaction (as the mailer does): a sender
    // that dies lets the lease run out and the keys are purged again (at least once, never lost; a purge twice is harmless).
    const { rows } = await db.query<ClaimedPurge>(
      `update cdn_purges set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       where id in (
         select id from cdn_purges where done_at is null and next_attempt_at <= now()
         order by id limit ${BATCH} for update skip locked
       )
       returning id::text, key, attempts`,
    );
    // Done rows are kept an hour for whoever looks into a purge, then cleared with the next pass.
    await db.query(`delete from cdn_purges where done_at < now() - interval '1 hour'`);
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    const keys = [...new Set(rows.map((row) => row.key))].sort();
    try {
      const answer = await fetch(url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ keys }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      // The answer's body is not needed: read it so the connection can be reused.
      const body = await answer.text();
      if (!answer.ok) throw new Error(`the purge address answered ${answer.status}${body ? `: ${body.slice(0, 200)}` : ''}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.query(
        `update cdn_purges set last_error = $2,
           next_attempt_at = now() + make_interval(secs => coalesce(($3::int[])[attempts], 600))
         where id = any($1::bigint[])`,
        [ids, message.slice(0, 500), RETRY_SECONDS],
      );
      log?.error(`CDN purge of ${keys.length} key(s) failed, retried later: ${message}`);
      return 0;
    }
    await db.query('update cdn_purges set done_at = now(), last_error = null where id = any($1::bigint[])', [ids]);
    return rows.length;
  }

  const periodic = periodicJob('cdn_purge', url ? send : drop, { intervalMs, log });
  const purger: CdnPurger = {
    destination: url ? new URL(url).host : 'nowhere (CDN_PURGE_URL unset: purge requests are dropped)',
    flush: periodic.run,
    start: periodic.start,
    stop: periodic.stop,
  };
  return purger;
}
