/**
 * Pre-orders of forthcoming titles (issue 45; the rule in shared/contracts/src/forthcoming.ts, migration 042): the copies
 * a title receives go to the orders waiting for them, oldest first, and a title its publisher cancels takes its waiting
 * orders with it, cancelled and refunded.
 *
 * Both run in the jobs runner (job `preorders`, every 15 s), and a staff change of a book's stock sets its copies aside
 * at once (admin-books.ts). An order is placed waiting (orders.ts, servedLine); while any order waits for a title, a
 * new order takes none of its copies, so the oldest are served first whatever the moment the copies arrive.
 */
import { CANCELLED_PUBLISHING_STATUS, type AdminPreorder, type Language } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { ApiError, notFound } from '../lib/errors';
import { queueMail } from '../mail/outbox';
import { preorderCancelledMail } from '../mail/texts';
import type { PaymentConfig } from '../payments/config';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { issueRemainingCreditNote } from './invoices';
import { loadOrder, recordOrderStatus, setAsideAwaitedCopies, WAITING_STATUSES } from './orders';
import { findOnlinePayment, recordProviderRefund, refundThroughProvider, type ProviderRefund } from './provider-refunds';
import type { Shop } from './shops';

/**
 * One pass over the titles with copies and paid waiting orders (a book whose stock rose outside the book form: a
 * cancelled order's copies back on sale, a return; or a waiting order paid since): each in its own transaction.
 */
export async function setAsideAllAwaitedCopies(db: Db): Promise<number> {
  const { rows } = await db.query<{ article_id: number }>(
    `select distinct l.article_id from order_lines l join orders o on o.id = l.order_id join articles a on a.id = l.article_id
     where l.copies_awaited > 0 and o.status = 'paid' and a.stock > 0
     order by l.article_id`,
  );
  let given = 0;
  for (const row of rows) given += await db.transaction((tx) => setAsideAwaitedCopies(tx, row.article_id));
  return given;
}

interface CancelledPreorder {
  id: number;
  number: string;
  status: 'pending_payment' | 'paid';
  language: Language;
  shop_id: number;
  slug: string;
  name: string;
  title: string;
}

/**
 * Cancels the orders waiting for a title its publisher cancelled (the record's PublishingStatus 01): an unpaid one is
 * cancelled, a paid one refunded in full (through the provider that took an online payment, before anything is
 * written, as staff's refunds are; a bank transfer is paid back by the shop), with the credit note, the books it took
 * back on sale, and a mail saying why. An order whose refund the provider refuses or cannot make now stays, and is
 * tried again at the next pass. Answers the orders cancelled.
 */
export async function cancelPreordersOfCancelledTitles(db: Db, config: PaymentConfig, log?: { error(message: string): void }): Promise<number> {
  const { rows } = await db.query<CancelledPreorder>(
    `select distinct on (o.id) o.id, o.number, o.status, o.language, s.id as shop_id, s.slug, s.name, l.title
     from order_lines l join orders o on o.id = l.order_id join articles a on a.id = l.article_id join shops s on s.id = o.shop_id
     where l.copies_awaited > 0 and o.status in ${WAITING_STATUSES} and a.publishing_status = $1
     order by o.id, l.id`,
    [CANCELLED_PUBLISHING_STATUS],
  );
  let cancelled = 0;
  for (const order of rows) {
    const shop: Shop = { id: order.shop_id, slug: order.slug, name: order.name };
    try {
      let refund: ProviderRefund | null = null;
      if (order.status === 'paid') {
        const payment = await findOnlinePayment(db, order.id);
        const left = payment ? payment.amount_cents - payment.refunded_cents : 0;
        if (payment && left > 0) {
          refund = await refundThroughProvider(db, shop.id, config, { payment, amountCents: left, purpose: 'order', returnId: null, reference: order.number });
        }
      }
      const done = await db.transaction(async (tx) => {
        const { rows: locked } = await tx.query<{ status: string }>('select status from orders where id = $1 for update', [order.id]);
        // Paid, cancelled or refunded meanwhile (by staff, a webhook, the expiry): the next pass sees it as it is now.
        if (locked[0]?.status !== order.status) return false;
        if (refund) await recordProviderRefund(tx, refund, null);
        const to = order.status === 'paid' ? 'refunded' : 'cancelled';
        await recordOrderStatus(tx, shop, order.id, to, { mail: false });
        if (to === 'refunded') await issueRemainingCreditNote(tx, order.id);
        await queueMail(tx, shop.id, preorderCancelledMail(await loadOrder(tx, order.id), shop.name, order.language, order.title));
        return true;
      });
      if (done) cancelled += 1;
    } catch (error) {
      // The provider refused, or is not set up: nothing was written, the order waits for the next pass.
      if (!(error instanceof ApiError)) throw error;
      log?.error(`preorders: order ${order.number} not cancelled yet: ${error.message}`);
    }
  }
  return cancelled;
}

/** The orders waiting for copies of one of the shop's books, oldest first (the order copies go to them). */
export async function listPreorders(db: Db, shopId: number, articleId: number): Promise<AdminPreorder[]> {
  const { rows: books } = await db.query('select 1 from articles where shop_id = $1 and id = $2', [shopId, articleId]);
  if (books.length === 0) throw notFound('Book not found.');
  const { rows } = await db.query<AdminPreorder & { ordered_at: Date | string }>(
    `select o.number as order_number, o.status, o.email, o.created_at as ordered_at, l.quantity, l.copies_awaited as awaited
     from order_lines l join orders o on o.id = l.order_id
     where o.shop_id = $1 and l.article_id = $2 and l.copies_awaited > 0 and o.status in ${WAITING_STATUSES}
     order by o.created_at, o.id`,
    [shopId, articleId],
  );
  return rows.map((row) => ({ ...row, ordered_at: isoDate(row.ordered_at) }));
}

/** The jobs runner's part: every 15 s, copies set aside, then the pre-orders of cancelled titles cancelled. */
export function createPreorderKeeper({
  db,
  config,
  intervalMs = 15_000,
  log,
}: {
  db: Db;
  config: PaymentConfig;
  intervalMs?: number;
  log?: { error(message: string): void };
}): PeriodicJob<{ setAside: number; cancelled: number }> {
  return periodicJob(
    'preorders',
    async () => ({ setAside: await setAsideAllAwaitedCopies(db), cancelled: await cancelPreordersOfCancelledTitles(db, config, log) }),
    { intervalMs, log },
  );
}
