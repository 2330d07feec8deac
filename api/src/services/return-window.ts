import type { ReturnWindow } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { shopToday } from '../lib/dates';
import { conflict } from '../lib/errors';

/**
 * The withdrawal period of an order delivered at `deliveredAt` (its last `delivered` event): L221-18 counts 14 days
 * from the day of delivery (the shop's day, in Paris, where the law applies), to the end of the last one, so a parcel delivered on the 1st may be returned until the
 * 15th included. Null while the order was never delivered.
 */
export function returnWindow(deliveredAt: Date | string | null, days: number, now: Date = new Date()): ReturnWindow | null {
  if (deliveredAt === null) return null;
  const delivered = new Date(deliveredAt);
  const lastDay = new Date(Date.parse(`${shopToday(delivered)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // Both are YYYY-MM-DD: their order as strings is their order as days.
  return { delivered_at: delivered.toISOString(), last_day: lastDay, open: shopToday(now) <= lastDay };
}

/** An order's return period from its events; null while it was never delivered. */
export async function orderReturnWindow(db: Db, orderId: number, days: number): Promise<ReturnWindow | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `select max(created_at) as at from order_events where order_id = $1 and status = 'delivered'`,
    [orderId],
  );
  return returnWindow(rows[0]?.at ?? null, days);
}

/**
 * 409 return_window_closed once the last day is over, saying which day it was; `field` names what the caller sent
 * (the order's number for a new return, the books or the photo for a change of one).
 */
export function assertReturnWindowOpen(window: ReturnWindow | null, field = 'order_number'): void {
  if (window && !window.open) {
    throw conflict('return_window_closed', `The return period ended on ${window.last_day}: a return can no longer be asked for or changed.`, field);
  }
}
