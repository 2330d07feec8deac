import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError } from '../lib/errors';
import type { Rate } from '../limits';

/**
 * Counters of recent attempts, kept in the database so every API instance on one PostgreSQL counts together (an
 * in-memory limiter would give each instance its own allowance). A counter is one row per bucket and key, counted up
 * in one atomic statement: parallel attempts each get their own number, so a burst gets no more than the limit.
 */

export interface Hit {
  /** The attempt's number within its window (1 for the first). */
  count: number;
  /** Whether it is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends and the counter starts again. */
  retryAfterSeconds: number;
}

/** Keys hold client addresses and emails: only their digest is stored. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Counts one attempt of `key` in `bucket` and answers whether it is within `rate`. */
export async function hit(db: Db, bucket: string, key: string, rate: Rate): Promise<Hit> {
  const { rows } = await db.query<{ hits: number; seconds: number }>(
    `insert into rate_limit_counters as c (bucket, key, hits, window_ends_at)
     values ($1, $2, 1, now() + make_interval(mins => $3))
     on conflict (bucket, key) do update set
       hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
       window_ends_at = case when c.window_ends_at <= now() then now() + make_interval(mins => $3) else c.window_ends_at end
     returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as seconds`,
    [bucket, digest(key), rate.minutes],
  );
  const row = rows[0] as { hits: number; seconds: number };
  return { count: row.hits, allowed: row.hits <= rate.max, retryAfterSeconds: row.seconds };
}

/** Takes one attempt back (an order that was refused does not count against its client). */
export async function unhit(db: Db, bucket: string, key: string): Promise<void> {
  await db.query('update rate_limit_counters set hits = hits - 1 where bucket = $1 and key = $2 and hits > 0', [bucket, digest(key)]);
}

/**
 * Holds `key` in `bucket` for `minutes` from now (a hold still running longer is kept): a counter whose window is the
 * hold, which `heldSeconds` reads.
 */
export async function hold(db: Db, bucket: string, key: string, minutes: number): Promise<void> {
  await db.query(
    `insert into rate_limit_counters as c (bucket, key, hits, window_ends_at)
     values ($1, $2, 1, now() + make_interval(mins => $3))
     on conflict (bucket, key) do update set
       hits = c.hits + 1,
       window_ends_at = greatest(c.window_ends_at, now() + make_interval(mins => $3))`,
    [bucket, digest(key), minutes],
  );
}

/** Seconds until the hold of `key` in `bucket` ends; 0 when it is not held. */
export async function heldSeconds(db: Db, bucket: string, key: string): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `select ceil(extract(epoch from window_ends_at - now()))::int as seconds
     from rate_limit_counters where bucket = $1 and key = $2 and window_ends_at > now()`,
    [bucket, digest(key)],
  );
  return rows[0]?.seconds ?? 0;
}

/** Forgets the counter (a successful sign-in clears its client's failures). */
export async function reset(db: Db, bucket: string, key: string): Promise<void> {
  await db.query('delete from rate_limit_counters where bucket = $1 and key = $2', [bucket, digest(key)]);
}

/** Deletes counters whose window ended: they would only start again from 1. */
export async function sweepCounters(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with gone as (delete from rate_limit_counters where window_ends_at < now() returning 1) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/** 429 with the time to wait, in whole minutes in the message and in seconds in `Retry-After`. */
export function tooMany(code: string, message: (minutes: number) => string, hitOrSeconds: Hit | number, field?: string): ApiError {
  const seconds = typeof hitOrSeconds === 'number' ? hitOrSeconds : hitOrSeconds.retryAfterSeconds;
  const error = new ApiError(429, code, message(Math.max(1, Math.ceil(seconds / 60))), field);
  error.retryAfterSeconds = seconds;
  return error;
}

/** Counts an attempt and throws 429 `code` when it is over the limit. */
export async function assertWithin(db: Db, bucket: string, key: string, rate: Rate, code: string, message: (minutes: number) => string, field?: string): Promise<Hit> {
  const counted = await hit(db, bucket, key, rate);
  if (!counted.allowed) throw tooMany(code, message, counted, field);
  return counted;
}
