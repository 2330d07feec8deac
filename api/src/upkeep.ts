import type { Db } from './db/db';
import { periodicJob } from './plugins/metrics';
import { releaseForthcomingTitles } from './services/articles';
import { expireUnpaidOrders } from './services/orders';
import { sweepCounters } from './services/throttle';

export interface Upkeep {
  /**
   * One pass: cancels the unpaid orders whose time ran out, deletes ended attempt counters, and on a day a
   * forthcoming title comes out moves its shop's catalogue versions (articles.ts, releaseForthcomingTitles).
   */
  run(): Promise<{ expiredOrders: number; sweptCounters: number; releasedShops: number }>;
  /** Runs a pass every interval from now on. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The periodic work besides mail, run by the worker, or by an API process unless JOBS=off. Several may run it: each
 * step takes its rows with `skip locked` or deletes idempotently, so processes on one PostgreSQL share the work
 * instead of repeating it.
 */
export function createUpkeep({ db, intervalMs = 60_000, log }: { db: Db; intervalMs?: number; log?: { error(message: string): void } }): Upkeep {
  return periodicJob(
    'upkeep',
    async () => ({ expiredOrders: await expireUnpaidOrders(db), sweptCounters: await sweepCounters(db), releasedShops: await releaseForthcomingTitles(db) }),
    { intervalMs, log },
  );
}
