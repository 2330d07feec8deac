import {
  ORDER_TRANSITIONS,
  RETURN_TRANSITIONS,
  type AdminRefund,
  type AdminReturnDetail,
  type AdminReturnQuery,
  type AdminReturnSummary,
  type Language,
  type OrderStatus,
  type PagedAnswer,
  type PaymentMethod,
  type ReturnStatus,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { badRequest, conflict, notFound } from '../lib/errors';
import { queueMail } from '../mail/outbox';
import { returnApprovedMail, returnRefundedMail, returnRejectedMail } from '../mail/texts';
import type { PaymentConfig } from '../payments/config';
import { centsToDecimal } from '../payments/http';
import { pageWindow } from '../schemas/common';
import { containsPattern } from './admin-query';
import { loadReturn } from './after-sales';
import { recordAudit } from './audit';
import { issueReturnCreditNote } from './invoices';
import { giftCardPartLeft, giveBackGiftCard } from './gift-cards';
import { recordOrderStatus } from './orders';
import { findOnlinePayment, recordProviderRefund, refundThroughProvider, type OnlinePayment } from './provider-refunds';
import type { Shop } from './shops';
import { mailRestockAlerts } from './stock-alerts';

const RETURN_SORT = { date: 'r.created_at', amount: 'amount_cents' } as const;

/** SQL: the value of a return's books (`r` the return), each at the price its order line was sold at. */
// What the returned copies were paid: their price less their share of the order's coupon (order_lines.coupon_cents).
const RETURN_VALUE_SQL = `(select coalesce(sum(i.quantity * l.unit_final_cents - round(l.coupon_cents::numeric * i.quantity / l.quantity)), 0)::int from return_items i
  join order_lines l on l.order_id = r.order_id and l.article_id = i.article_id where i.return_id = r.id)`;

/**
 * The shop's returns for the admin list: optionally of one status, matching `q` in the order number, the customer's
 * email or name; sorted by date or value (newest / largest first by default).
 */
export async function listAdminReturns(db: Db, shopId: number, query: AdminReturnQuery): Promise<PagedAnswer<AdminReturnSummary>> {
  const { page, pageSize, offset } = pageWindow(query);
  const params: unknown[] = [shopId];
  const where = ['r.shop_id = $1'];
  if (query.status) {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  if (query.q?.trim()) {
    params.push(containsPattern(query.q));
    const p = `$${params.length}`;
    where.push(`(o.number ilike ${p} or o.email ilike ${p} or u.email ilike ${p} or (u.first_name || ' ' || u.last_name) ilike ${p})`);
  }
  // A guest's return, or one whose customer deleted their account, has no user: the order names whom it concerns.
  const from = `from return_requests r join orders o on o.id = r.order_id left join users u on u.id = r.user_id where ${where.join(' and ')}`;
  const dir = query.dir ?? 'desc';
  const { rows } = await db.query<{
    id: number;
    order_number: string;
    status: ReturnStatus;
    created_at: Date | string;
    email: string;
    customer_name: string;
    item_count: number;
    amount_cents: number;
    photo: boolean;
  }>(
    `select r.id, o.number as order_number, r.status, r.created_at, coalesce(u.email, o.email) as email,
       trim(coalesce(u.first_name || ' ' || u.last_name, o.ship_first_name || ' ' || o.ship_last_name)) as customer_name,
       (select coalesce(sum(i.quantity), 0)::int from return_items i where i.return_id = r.id) as item_count,
       ${RETURN_VALUE_SQL} as amount_cents,
       exists (select 1 from return_photos p where p.return_id = r.id) as photo
     ${from}
     order by ${RETURN_SORT[query.sort ?? 'date']} ${dir}, r.id ${dir}
     limit ${pageSize} offset ${offset}`,
    params,
  );
  const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
  return {
    data: rows.map(({ amount_cents, created_at, ...row }) => ({ ...row, created_at: isoDate(created_at), amount: amount_cents / 100 })),
    total: counted[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

/** What a refund of a return rests on: the return, its order, its value, and the online payment of the order if any. */
interface RefundFacts {
  returnId: number;
  status: ReturnStatus;
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  valueCents: number;
  refundCents: number | null;
  usdRate: number | null;
  /** The order's completed online payment; null when it was not paid online (a bank transfer). */
  payment: OnlinePayment | null;
  /** The provider refund made for this return (once refunded online). */
  made: { amount_cents: number; status: 'pending' | 'completed' } | null;
  /** What the gift card that paid the order has not had back yet: a refund goes to it first. */
  cardLeftCents: number;
}

/** The part of a return's refund that goes back to the order's gift card: its value, at most what the card has not had back. */
const cardPart = (facts: RefundFacts): number => Math.min(facts.valueCents, facts.cardLeftCents);

async function refundFacts(db: Db, shopId: number, returnId: number): Promise<RefundFacts> {
  const { rows } = await db.query<{
    id: number;
    status: ReturnStatus;
    order_id: number;
    number: string;
    order_status: OrderStatus;
    value_cents: number;
    refund_cents: number | null;
    usd_rate: string | null;
  }>(
    `select r.id, r.status, r.order_id, o.number, o.status as order_status, ${RETURN_VALUE_SQL} as value_cents, r.refund_cents, o.usd_rate
     from return_requests r join orders o on o.id = r.order_id where r.shop_id = $1 and r.id = $2`,
    [shopId, returnId],
  );
  const row = rows[0];
  if (!row) throw notFound('Return not found.');
  const payment = await findOnlinePayment(db, row.order_id);
  const { rows: made } = await db.query<NonNullable<RefundFacts['made']>>(
    `select amount_cents, status from payment_refunds where return_id = $1 and status in ('pending', 'completed') order by id desc limit 1`,
    [returnId],
  );
  return {
    returnId: row.id,
    status: row.status,
    orderId: row.order_id,
    orderNumber: row.number,
    orderStatus: row.order_status,
    valueCents: row.value_cents,
    refundCents: row.refund_cents,
    usdRate: row.usd_rate === null ? null : Number(row.usd_rate),
    payment,
    made: made[0] ?? null,
    cardLeftCents: await giftCardPartLeft(db, row.order_id),
  };
}

/**
 * What the provider sends back for a return, in the payment's currency: its value at the order's dollar rate (as
 * the payment was computed), never more than what is left of the payment.
 */
function providerCents(facts: RefundFacts, euroCents: number): number {
  const payment = facts.payment as NonNullable<RefundFacts['payment']>;
  if (facts.usdRate === null) throw conflict('refund_refused', 'This order has no dollar rate: its online payment cannot be refunded here.', 'refund');
  return Math.min(Math.round(euroCents * facts.usdRate), payment.amount_cents - payment.refunded_cents);
}

/** The refund as it will be made (before) or as it was made (after). */
function refundView(facts: RefundFacts): AdminRefund {
  if (facts.status === 'refunded') {
    const online = facts.made && facts.payment;
    return {
      amount: (facts.refundCents ?? facts.valueCents) / 100,
      method: online ? (facts.payment?.provider as 'paypal' | 'card') : 'bank_transfer',
      provider_amount: online ? (facts.made?.amount_cents as number) / 100 : null,
      provider_currency: online ? 'USD' : null,
      provider_status: online ? (facts.made?.status ?? null) : null,
    };
  }
  if (!facts.payment) return { amount: facts.valueCents / 100, method: 'bank_transfer', provider_amount: null, provider_currency: null, provider_status: null };
  return {
    amount: facts.valueCents / 100,
    method: facts.payment.provider,
    provider_amount: facts.usdRate === null ? null : Math.max(0, providerCents(facts, facts.valueCents - cardPart(facts))) / 100,
    provider_currency: 'USD',
    provider_status: null,
  };
}

/** One return as the shop sees it: the customer's view plus the customer, the order, the decision, the refund and who did what. */
export async function getAdminReturn(db: Db, shopId: number, returnId: number): Promise<AdminReturnDetail> {
  const facts = await refundFacts(db, shopId, returnId);
  const base = await loadReturn(db, returnId);
  const { rows } = await db.query<{
    decision_reason: string;
    user_id: number | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    order_email: string;
    order_created_at: Date | string;
    payment_method: PaymentMethod;
    total_cents: number;
  }>(
    `select r.decision_reason, u.id as user_id, u.first_name, u.last_name, u.email, o.email as order_email, o.created_at as order_created_at,
       o.payment_method, o.total_cents
     from return_requests r join orders o on o.id = r.order_id left join users u on u.id = r.user_id where r.id = $1`,
    [returnId],
  );
  const row = rows[0] as (typeof rows)[number];
  const { rows: events } = await db.query<{ status: ReturnStatus; created_at: Date | string; note: string; by: string | null }>(
    'select e.status, e.created_at, e.note, u.email as by from return_events e left join users u on u.id = e.user_id where e.return_id = $1 order by e.id',
    [returnId],
  );
  return {
    ...base,
    events: events.map((event) => ({ status: event.status, at: isoDate(event.created_at), note: event.note, by: event.by })),
    customer:
      row.user_id === null ? null : { id: row.user_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.email ?? row.order_email },
    contact_email: row.email ?? row.order_email,
    order: {
      number: facts.orderNumber,
      status: facts.orderStatus,
      created_at: isoDate(row.order_created_at),
      payment_method: row.payment_method,
      total: row.total_cents / 100,
    },
    decision_reason: row.decision_reason,
    refund: refundView(facts),
    refunded_amount: facts.refundCents === null ? null : facts.refundCents / 100,
  };
}

interface LockedReturn {
  id: number;
  status: ReturnStatus;
  order_id: number;
  order_number: string;
  language: Language;
  email: string;
  without_account: boolean;
}

/** Takes a return of the shop for a step (404 for another shop's or an unknown one). */
async function lockReturn(tx: Db, shopId: number, returnId: number): Promise<LockedReturn> {
  const { rows } = await tx.query<LockedReturn>(
    `select r.id, r.status, r.order_id, o.number as order_number, o.language, coalesce(u.email, o.email) as email, u.id is null as without_account
     from return_requests r join orders o on o.id = r.order_id left join users u on u.id = r.user_id
     where r.shop_id = $1 and r.id = $2 for update of r`,
    [shopId, returnId],
  );
  if (!rows[0]) throw notFound('Return not found.');
  return rows[0];
}

const assertStep = (from: ReturnStatus, to: ReturnStatus) => {
  if (!RETURN_TRANSITIONS[from].includes(to)) throw conflict('invalid_transition', `A return that is ${from} cannot become ${to}.`, 'status');
};

/**
 * One step of a return taken by an admin, in one transaction: the status (and the decision's reason), the step with
 * its note and the admin, the audit entry, and the customer's mail for a decision.
 */
async function stepReturn(db: Db, shop: Shop, adminId: number, returnId: number, to: 'approved' | 'rejected' | 'received', note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockReturn(tx, shop.id, returnId);
    assertStep(current.status, to);
    const decision = to !== 'received';
    if (decision) {
      await tx.query('update return_requests set status = $2, decision_reason = $3, updated_at = now() where id = $1', [returnId, to, note]);
    } else {
      await tx.query('update return_requests set status = $2, updated_at = now() where id = $1', [returnId, to]);
    }
    await tx.query('insert into return_events (return_id, status, note, user_id) values ($1, $2, $3, $4)', [returnId, to, note, adminId]);
    await recordAudit(tx, shop.id, adminId, {
      action: 'status',
      entity: 'return',
      entityId: returnId,
      before: { status: current.status },
      after: decision ? { status: to, reason: note } : { status: to },
    });
    const facts = {
      to: current.email,
      language: current.language,
      shopName: shop.name,
      returnId,
      orderNumber: current.order_number,
      reason: note,
      withoutAccount: current.without_account,
    };
    if (to === 'approved') await queueMail(tx, shop.id, returnApprovedMail(facts));
    if (to === 'rejected') await queueMail(tx, shop.id, returnRejectedMail(facts));
  });
}

/** Accepts a requested return; the reason, optional, is told to the customer. */
export function approveReturn(db: Db, shop: Shop, adminId: number, returnId: number, reason = ''): Promise<void> {
  return stepReturn(db, shop, adminId, returnId, 'approved', reason.trim());
}

/** Refuses a requested return; the reason is required (400 on `reason`) and told to the customer. */
export function rejectReturn(db: Db, shop: Shop, adminId: number, returnId: number, reason: string): Promise<void> {
  if (!reason.trim()) throw badRequest('Say why the return is refused: the customer is told.', 'reason');
  return stepReturn(db, shop, adminId, returnId, 'rejected', reason.trim());
}

/** Records that the books of an approved return arrived at the shop. */
export function receiveReturn(db: Db, shop: Shop, adminId: number, returnId: number): Promise<void> {
  return stepReturn(db, shop, adminId, returnId, 'received', '');
}

async function everyLineRefunded(tx: Db, orderId: number): Promise<boolean> {
  const { rows } = await tx.query<{ all_back: boolean }>(
    `select bool_and(coalesce(back.quantity, 0) >= l.quantity) as all_back
     from order_lines l left join (
       select i.article_id, sum(i.quantity) as quantity from return_items i join return_requests r on r.id = i.return_id
       where r.order_id = $1 and r.status = 'refunded' group by i.article_id
     ) back on back.article_id = l.article_id
     where l.order_id = $1`,
    [orderId],
  );
  return rows[0]?.all_back === true;
}

/**
 * Refunds a received return: the value of its books (the order lines' prices, never an amount from the browser).
 * Paid online, the money goes back through the provider first (see refundThroughProvider); a provider failure writes
 * nothing else and leaves the return received. Paid by bank transfer, the refund is recorded to be sent by transfer.
 * Then, in one transaction: the provider's refund, the return refunded with its amount, the step with the admin,
 * the books back in stock (unless the whole order went back already), the credit note of the returned books, the
 * audit entry, the customer's mail, and the order refunded once every one of its books came back (the delivery is not
 * refunded with returns, so that step issues no credit note of its own).
 */
export async function refundReturn(db: Db, shop: Shop, config: PaymentConfig, adminId: number, returnId: number): Promise<void> {
  const facts = await refundFacts(db, shop.id, returnId);
  assertStep(facts.status, 'refunded');
  if (facts.orderStatus === 'refunded' || facts.orderStatus === 'cancelled') {
    throw conflict('order_refunded', `The whole order is ${facts.orderStatus} already: its returns are not refunded again.`, 'status');
  }
  // A gift card that paid the order gets its part back first (in the transaction below); the order's other means the rest.
  const cardCents = cardPart(facts);
  // The provider first, outside the transaction: a lost answer is retried with the same request id (see there).
  const made = facts.payment && facts.valueCents > cardCents
    ? await refundThroughProvider(db, shop.id, config, {
        payment: facts.payment,
        amountCents: providerCents(facts, facts.valueCents - cardCents),
        purpose: String(returnId),
        returnId,
        reference: facts.orderNumber,
      })
    : null;

  await db.transaction(async (tx) => {
    // The order first, then the return: the order the customer's return calls lock them in.
    const { rows: orders } = await tx.query<{ status: OrderStatus; restocked_at: Date | string | null }>(
      'select status, restocked_at from orders where id = $1 for update',
      [facts.orderId],
    );
    const order = orders[0] as (typeof orders)[number];
    const current = await lockReturn(tx, shop.id, returnId);
    // A concurrent call finished first: its provider refund was this one (same request id), written once.
    assertStep(current.status, 'refunded');
    if (made) await recordProviderRefund(tx, made, returnId);
    const toCard = cardCents > 0 ? await giveBackGiftCard(tx, facts.orderId, cardCents) : 0;
    await tx.query(`update return_requests set status = 'refunded', refund_cents = $2, updated_at = now() where id = $1`, [returnId, facts.valueCents]);
    await issueReturnCreditNote(tx, facts.orderId, returnId);
    const rest = made ? `${made.provider} ${made.ref} (${centsToDecimal(made.amountCents)} USD${made.status === 'pending' ? ', pending' : ''})` : 'bank transfer';
    const note = toCard > 0 ? `gift card ${centsToDecimal(toCard)} EUR${toCard < facts.valueCents ? `, ${rest}` : ''}` : rest;
    await tx.query(`insert into return_events (return_id, status, note, user_id) values ($1, 'refunded', $2, $3)`, [returnId, note, adminId]);
    if (order.restocked_at === null) {
      const { rows: restocked } = await tx.query<{ id: number }>(
        `update articles a set stock = a.stock + i.quantity, updated_at = now() from return_items i
         where i.return_id = $1 and a.id = i.article_id returning a.id`,
        [returnId],
      );
      await mailRestockAlerts(tx, shop.id, restocked.map((book) => book.id));
    }
    const method = made ? made.provider : 'bank_transfer';
    await recordAudit(tx, shop.id, adminId, {
      action: 'refund',
      entity: 'return',
      entityId: returnId,
      before: { status: 'received' },
      after: {
        status: 'refunded',
        refund_cents: facts.valueCents,
        method,
        ...(toCard > 0 ? { gift_card_cents: toCard } : {}),
        ...(made ? { provider_ref: made.ref, provider_amount_cents: made.amountCents, provider_currency: 'USD', provider_status: made.status } : {}),
      },
    });
    await queueMail(
      tx,
      shop.id,
      returnRefundedMail(
        { to: current.email, language: current.language, shopName: shop.name, returnId, orderNumber: current.order_number },
        { amount: facts.valueCents / 100, method, providerAmount: made ? made.amountCents / 100 : null, giftCardAmount: toCard / 100 },
      ),
    );
    if (ORDER_TRANSITIONS[order.status].includes('refunded') && (await everyLineRefunded(tx, facts.orderId))) {
      // The return's mail just told the customer about this refund: no second mail for the order.
      await recordOrderStatus(tx, shop, facts.orderId, 'refunded', { mail: false });
      await recordAudit(tx, shop.id, adminId, {
        action: 'status',
        entity: 'order',
        entityId: current.order_number,
        before: { status: order.status },
        after: { status: 'refunded' },
      });
    }
  });
}
