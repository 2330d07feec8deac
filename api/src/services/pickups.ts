/**
 * Collection at a chosen location (issue 46, migration 045; contracts in shared/contracts/src/collection.ts). An order
 * collected at a location takes its copies there when it is placed (orders.ts). Staff then move it on as any order,
 * two steps reading differently: `shipped` is "ready at the counter" (setPickupReady: a code is made, mailed to the
 * customer, and the order is kept PICKUP_HOLD_DAYS), `delivered` is "collected", against that code. An order still
 * waiting past its last day is refunded in full by the jobs runner and its books go back on that location's shelves.
 */
import { normalizePickupCode, type Language } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError } from '../lib/errors';
import { randomCode } from '../lib/random-code';
import { queueMail } from '../mail/outbox';
import { pickupUncollectedMail } from '../mail/texts';
import type { PaymentConfig } from '../payments/config';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { issueRemainingCreditNote } from './invoices';
import { loadOrder, recordOrderStatus } from './orders';
import { findOnlinePayment, recordProviderRefund, refundThroughProvider, type ProviderRefund } from './provider-refunds';
import type { Shop } from './shops';


/** An order the caller has locked becomes ready at the counter: its code made, its last day `holdDays` from now. */
export async function setPickupReady(tx: Db, orderId: number, holdDays: number): Promise<void> {
  await tx.query(
    `update orders set pickup_code = $2, pickup_ready_at = now(), pickup_hold_until = now() + make_interval(days => $3::int) where id = $1`,
    // Two groups, 40 bits: read aloud or typed at the counter, by staff who see the order it must match.
    [orderId, randomCode(2), holdDays],
  );
}

/** 422 pickup_code_wrong when staff typed a code that is not the order's (spaces, dashes and case aside). */
export function assertPickupCode(expected: string | null, typed: string | undefined): void {
  if (typed === undefined) return;
  if (expected === null || normalizePickupCode(typed) !== normalizePickupCode(expected)) {
    throw new ApiError(422, 'pickup_code_wrong', 'This is not the pickup code of this order: ask the customer for the code in their mail.', 'pickup_code');
  }
}

interface KeptPickup {
  id: number;
  number: string;
  language: Language;
  shop_id: number;
  slug: string;
  name: string;
}

/**
 * The collections still waiting past their last day: each is refunded in full (through the provider that took an
 * online payment, before anything is written, as staff's refunds are; a bank transfer is paid back by the shop; a gift
 * card gets its part back), with the credit note, its books back on the location's shelves, and a mail saying why.
 * An order whose refund the provider refuses now stays, and is tried again at the next pass. Answers the orders done.
 */
export async function returnUncollectedPickups(db: Db, config: PaymentConfig, log?: { error(message: string): void }): Promise<number> {
  const { rows } = await db.query<KeptPickup>(
    `select o.id, o.number, o.language, s.id as shop_id, s.slug, s.name from orders o join shops s on s.id = o.shop_id
     where o.status = 'shipped' and o.pickup_hold_until is not null and o.pickup_hold_until <= now()
     order by o.pickup_hold_until limit 100`,
  );
  let done = 0;
  for (const order of rows) {
    const shop: Shop = { id: order.shop_id, slug: order.slug, name: order.name };
    try {
      const payment = await findOnlinePayment(db, order.id);
      const left = payment ? payment.amount_cents - payment.refunded_cents : 0;
      const refund: ProviderRefund | null =
        payment && left > 0 ? await refundThroughProvider(db, shop.id, config, { payment, amountCents: left, purpose: 'order', returnId: null, reference: order.number }) : null;
      const written = await db.transaction(async (tx) => {
        const { rows: locked } = await tx.query<{ status: string }>('select status from orders where id = $1 for update', [order.id]);
        // Collected or refunded meanwhile (staff): the next pass sees it as it is now.
        if (locked[0]?.status !== 'shipped') return false;
        if (refund) await recordProviderRefund(tx, refund, null);
        await recordOrderStatus(tx, shop, order.id, 'refunded', { mail: false });
        await issueRemainingCreditNote(tx, order.id);
        await queueMail(tx, shop.id, pickupUncollectedMail(await loadOrder(tx, order.id), shop.name, order.language));
        return true;
      });
      if (written) done += 1;
    } catch (error) {
      // The provider refused, or is not set up: nothing was written, the order waits for the next pass.
      if (!(error instanceof ApiError)) throw error;
      log?.error(`pickups: order ${order.number} not refunded yet: ${error.message}`);
    }
  }
  return done;
}

/** The jobs runner's part: every minute, the collections kept past their last day go back on the shelves. */
export function createPickupKeeper({
  db,
  config,
  intervalMs = 60_000,
  log,
}: {
  db: Db;
  config: PaymentConfig;
  intervalMs?: number;
  log?: { error(message: string): void };
}): PeriodicJob<{ returned: number }> {
  return periodicJob('pickups', async () => ({ returned: await returnUncollectedPickups(db, config, log) }), { intervalMs, log });
}
