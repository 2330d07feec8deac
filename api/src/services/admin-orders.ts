import {
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type AdminPaymentAttempt,
  type Language,
  type OrderStatus,
  type PagedAnswer,
  type PaymentMethod,
  type ReturnStatus,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { ApiError, badRequest, notFound } from '../lib/errors';
import type { PaymentConfig } from '../payments/config';
import { pageWindow } from '../schemas/common';
import { containsPattern } from './admin-query';
import { recordAudit } from './audit';
import { issueRemainingCreditNote } from './invoices';
import { loadOrder, recordOrderStatus } from './orders';
import { assertPickupCode, setPickupReady } from './pickups';
import { assertGiftCardPurchaseUnused } from './gift-card-purchases';
import { findOnlinePayment, recordProviderRefund, refundThroughProvider, type ProviderRefund } from './provider-refunds';
import type { Shop } from './shops';

/** The shop's days begin and end in Paris: a period's dates and the dashboard's days are counted there. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/** SQL for the shop-time day of a timestamptz column. */
export const shopDay = (column: string) => `(${column} at time zone '${SHOP_TIME_ZONE}')::date`;

/** Refuses a period whose end comes before its start (the one check the schema cannot make). */
export function assertPeriod(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw badRequest('The end of the period is before its start.', 'to');
}

const ORDER_SORT = { date: 'o.created_at', total: 'o.total_cents' } as const;

/**
 * The shop's orders for the admin list: optionally of one status and placed within [from, to] (shop days), matching
 * `q` in the number, the email or the customer's name; sorted by date or total (newest / largest first by default).
 */
export async function listAdminOrders(db: Db, shopId: number, query: AdminOrderQuery): Promise<PagedAnswer<AdminOrderSummary>> {
  assertPeriod(query.from, query.to);
  const { page, pageSize, offset } = pageWindow(query);
  const params: unknown[] = [shopId];
  const where = ['o.shop_id = $1'];
  const filter = (sql: (param: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.status) filter((p) => `o.status = ${p}`, query.status);
  if (query.from) filter((p) => `${shopDay('o.created_at')} >= ${p}::date`, query.from);
  if (query.to) filter((p) => `${shopDay('o.created_at')} <= ${p}::date`, query.to);
  if (query.q?.trim()) {
    filter(
      (p) => `(o.number ilike ${p} or o.email ilike ${p} or (o.ship_first_name || ' ' || o.ship_last_name) ilike ${p}
        or (u.first_name || ' ' || u.last_name) ilike ${p})`,
      containsPattern(query.q),
    );
  }
  const column = ORDER_SORT[query.sort ?? 'date'];
  const dir = query.dir ?? 'desc';
  const from = `from orders o left join users u on u.id = o.user_id where ${where.join(' and ')}`;
  const { rows } = await db.query<{
    number: string;
    status: OrderStatus;
    created_at: Date | string;
    email: string;
    customer_name: string;
    payment_method: PaymentMethod;
    item_count: number;
    total_cents: number;
    pickup_location: string | null;
  }>(
    `select o.number, o.status, o.created_at, o.email, o.payment_method, o.total_cents,
       (select pl.name from shop_locations pl where pl.id = o.pickup_location_id) as pickup_location,
       coalesce(nullif(trim(o.ship_first_name || ' ' || o.ship_last_name), ''), trim(coalesce(u.first_name || ' ' || u.last_name, ''))) as customer_name,
       (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count
     ${from}
     order by ${column} ${dir}, o.id ${dir}
     limit ${pageSize} offset ${offset}`,
    params,
  );
  const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
  return {
    data: rows.map((row) => ({
      number: row.number,
      status: row.status,
      created_at: isoDate(row.created_at),
      email: row.email,
      customer_name: row.customer_name,
      payment_method: row.payment_method,
      item_count: row.item_count,
      total: row.total_cents / 100,
      pickup_location: row.pickup_location,
    })),
    total: counted[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

/** One order as the shop sees it: the customer's view plus the account, delivery names, payment attempts and returns. */
export async function getAdminOrder(db: Db, shopId: number, number: string): Promise<AdminOrderDetail> {
  const { rows } = await db.query<{
    id: number;
    language: Language;
    restocked_at: Date | string | null;
    expired_at: Date | string | null;
    delivery_method: string;
    user_id: number | null;
    first_name: string | null;
    last_name: string | null;
    account_email: string | null;
  }>(
    `select o.id, o.language, o.restocked_at, o.expired_at, o.delivery_method, o.user_id, u.first_name, u.last_name, u.email as account_email
     from orders o left join users u on u.id = o.user_id where o.shop_id = $1 and o.number = $2`,
    [shopId, number],
  );
  const row = rows[0];
  if (!row) throw notFound('Order not found.');
  const loaded = await loadOrder(db, row.id);
  // The pickup code proves the customer at the counter: staff ask for it, so their view does not show it.
  const order = { ...loaded, pickup: loaded.pickup && { ...loaded.pickup, code: null } };
  const { rows: delivery } = await db.query<{ name_fr: string; name_en: string }>(
    'select name_fr, name_en from delivery_methods where shop_id = $1 and code = $2',
    [shopId, row.delivery_method],
  );
  const { rows: payments } = await db.query<{
    id: number;
    provider: 'paypal' | 'card';
    provider_ref: string;
    status: AdminPaymentAttempt['status'];
    amount_cents: number;
    failure: string;
    created_at: Date | string;
    updated_at: Date | string;
  }>('select id, provider, provider_ref, status, amount_cents, failure, created_at, updated_at from payments where order_id = $1 order by id', [row.id]);
  const { rows: refunds } = await db.query<{
    payment_id: number;
    return_id: number | null;
    provider_ref: string;
    amount_cents: number;
    status: 'pending' | 'completed' | 'failed';
    created_at: Date | string;
  }>(
    `select r.payment_id, r.return_id, r.provider_ref, r.amount_cents, r.status, r.created_at
     from payment_refunds r join payments p on p.id = r.payment_id where p.order_id = $1 order by r.id`,
    [row.id],
  );
  const { rows: returns } = await db.query<{
    id: number;
    status: ReturnStatus;
    created_at: Date | string;
    refund_cents: number | null;
    item_count: number;
  }>(
    `select r.id, r.status, r.created_at, r.refund_cents,
       (select coalesce(sum(i.quantity), 0)::int from return_items i where i.return_id = r.id) as item_count
     from return_requests r where r.order_id = $1 order by r.id`,
    [row.id],
  );
  return {
    ...order,
    language: row.language,
    customer:
      row.user_id === null
        ? null
        : { id: row.user_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.account_email ?? '' },
    // A method the shop has since removed still names itself by its code.
    // An order of a gift card has no delivery method: its card goes by mail.
    delivery_name: order.gift_card_purchase
      ? { fr: 'Carte cadeau par email', eng: 'Gift card by email' }
      : { fr: delivery[0]?.name_fr ?? row.delivery_method, eng: delivery[0]?.name_en || delivery[0]?.name_fr || row.delivery_method },
    payments: payments.map((payment) => ({
      provider: payment.provider,
      provider_ref: payment.provider_ref,
      status: payment.status,
      amount: payment.amount_cents / 100,
      currency: 'USD',
      failure: payment.failure,
      created_at: isoDate(payment.created_at),
      updated_at: isoDate(payment.updated_at),
      refunds: refunds
        .filter((refund) => refund.payment_id === payment.id)
        .map((refund) => ({
          return_id: refund.return_id,
          provider_ref: refund.provider_ref,
          amount: refund.amount_cents / 100,
          status: refund.status,
          created_at: isoDate(refund.created_at),
        })),
    })),
    returns: returns.map((entry) => ({
      id: entry.id,
      status: entry.status,
      created_at: isoDate(entry.created_at),
      item_count: entry.item_count,
      refunded_amount: entry.refund_cents === null ? null : entry.refund_cents / 100,
    })),
    restocked: row.restocked_at !== null,
    expired_at: row.expired_at === null ? null : isoDate(row.expired_at),
  };
}

function assertOrderStep(from: OrderStatus, to: OrderStatus): void {
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw new ApiError(409, 'invalid_transition', `An order that is ${from} cannot become ${to}.`, 'status');
  }
}

/** 409 order_awaits_copies while a line of the order waits for copies of a title not out yet (a pre-order). */
async function assertNothingAwaited(db: Db, orderId: number): Promise<void> {
  const { rows } = await db.query<{ title: string; copies_awaited: number }>(
    'select title, copies_awaited from order_lines where order_id = $1 and copies_awaited > 0 order by id',
    [orderId],
  );
  if (rows.length === 0) return;
  const waits = rows.map((line) => `${line.copies_awaited} of "${line.title}"`).join(', ');
  throw new ApiError(409, 'order_awaits_copies', `This order still waits for copies (${waits}): it can be prepared once they are in.`, 'status');
}

/**
 * An admin moves an order one of the steps of ORDER_TRANSITIONS (409 invalid_transition otherwise). Cancelling or
 * refunding an order paid online first sends what is left of its payment back through the provider (outside the
 * transaction, with a request id that makes a retry the same refund; a provider failure changes nothing); then the
 * refund, the status, the restock, the credit note, the customer's mail and the audit entry are written together.
 */
export async function moveOrder(
  db: Db,
  shop: Shop,
  config: PaymentConfig,
  adminId: number,
  number: string,
  to: OrderStatus,
  pickup: { pickupHoldDays: number; pickupCode?: string | undefined },
): Promise<void> {
  const { rows } = await db.query<{ id: number; status: OrderStatus; pickup_code: string | null; collected: boolean }>(
    'select id, status, pickup_code, pickup_location_id is not null as collected from orders where shop_id = $1 and number = $2',
    [shop.id, number],
  );
  const found = rows[0];
  if (!found) throw notFound('Order not found.');
  assertOrderStep(found.status, to);
  // Handed over at the counter against the code the customer was mailed (pickups.ts).
  if (found.collected && to === 'delivered') assertPickupCode(found.pickup_code, pickup.pickupCode);
  if (to === 'preparing') await assertNothingAwaited(db, found.id);
  if (to === 'cancelled' || to === 'refunded') await assertGiftCardPurchaseUnused(db, found.id);
  let refund: ProviderRefund | null = null;
  if (to === 'cancelled' || to === 'refunded') {
    const payment = await findOnlinePayment(db, found.id);
    const left = payment ? payment.amount_cents - payment.refunded_cents : 0;
    if (payment && left > 0) {
      refund = await refundThroughProvider(db, shop.id, config, { payment, amountCents: left, purpose: 'order', returnId: null, reference: number });
    }
  }
  await db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ status: OrderStatus }>('select status from orders where id = $1 for update', [found.id]);
    // Another admin moved it meanwhile: their call made the same provider refund (same request id) and wrote it.
    assertOrderStep((locked[0] as { status: OrderStatus }).status, to);
    if (refund) await recordProviderRefund(tx, refund, null);
    // Ready at the counter: its code made and its last day set, before the status mail that gives them.
    if (found.collected && to === 'shipped') await setPickupReady(tx, found.id, pickup.pickupHoldDays);
    await recordOrderStatus(tx, shop, found.id, to);
    // A paid order cancelled or refunded as a whole: a credit note for what its invoice billed and no return gave back.
    if (to === 'cancelled' || to === 'refunded') await issueRemainingCreditNote(tx, found.id);
    await recordAudit(tx, shop.id, adminId, {
      action: 'status',
      entity: 'order',
      entityId: number,
      before: { status: found.status },
      after: {
        status: to,
        ...(refund ? { refund_provider: refund.provider, provider_ref: refund.ref, provider_amount_cents: refund.amountCents, provider_currency: 'USD', provider_status: refund.status } : {}),
      },
    });
  });
}
