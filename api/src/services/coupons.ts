/**
 * Coupon codes: what one takes off a cart (French book law caps the books' part), whether it may be used now by this
 * customer, and staff's list, creation and changes. Orders price and redeem them (services/orders.ts).
 */
import {
  bookCouponRoomCents,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  deliveryCouponRoomCents,
  normalizeCouponCode,
  type AdminCouponBody,
  type AdminCouponQuery,
  type AdminCouponRow,
  type CouponKind,
  type CouponRefusal,
  type CouponStatus,
  type PagedAnswer,
} from '@bookshop/contracts';
import { createHmac } from 'node:crypto';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import type { Rate } from '../limits';
import { pageWindow } from '../schemas/common';
import { isUniqueViolation } from './admin-content';
import { recordAudit } from './audit';
import { serverSecret } from './server-secrets';
import { hit, tooMany, unhit } from './throttle';

/** The throttle bucket of coupon tries: checks and orders with a code, per client address. */
export const COUPON_BUCKET = 'couponChecksPerClient';

export interface CouponRow {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  min_basket_cents: number;
  active: boolean;
  created_at: Date | string;
}

const COUPON_COLUMNS =
  'c.id, c.code, c.kind, c.value, c.starts_at, c.ends_at, c.max_uses, c.max_uses_per_customer, c.min_basket_cents, c.active, c.created_at';

const REFUSALS: Record<CouponRefusal, string> = {
  coupon_unknown: 'This coupon code does not exist.',
  coupon_not_started: 'This coupon code is not valid yet.',
  coupon_expired: 'This coupon code has expired.',
  coupon_exhausted: 'This coupon code has been used as many times as it may be.',
  coupon_customer_limit: 'You have already used this coupon code as many times as it may be.',
  coupon_minimum: 'Your basket is below the minimum this coupon code needs.',
  coupon_needs_confirmed_account:
    'This coupon code is for signed-in customers whose email address is confirmed: sign in, or confirm your email address, to use it.',
};

/**
 * 422 naming the field `coupon_code`, with the refusal as code; 403 for a code limited per customer tried by a guest or
 * an unconfirmed account (nothing in the cart would change it: only who asks).
 */
export const couponRefused = (code: CouponRefusal): ApiError =>
  new ApiError(code === 'coupon_needs_confirmed_account' ? 403 : 422, code, REFUSALS[code], 'coupon_code');

/** Whether an error is one of the coupon refusals (which count as a failed try of a code). */
export const isCouponRefusal = (error: unknown): boolean => error instanceof ApiError && error.code.startsWith('coupon_');

/*
 * Per-customer limits. A limit counted by account or by a typed email was passed by writing one mailbox another way
 * (`a.lice@gmail.com`, `al.ice@gmail.com`), by a new guest email, or by deleting the account and registering again. So
 * a coupon limited per customer is only for a signed-in account whose email is confirmed (the mailbox is proven), and
 * its uses are counted by a keyed hash of that mailbox: `coupon_redemptions.customer_key`, which the erasure of the
 * account leaves in place (the privacy texts say so). The key is HMAC-SHA256 under a secret the API instances share
 * through the database, so the column names nobody to whoever reads the table alone.
 */

/** Domains that ignore dots in the local part and share one mailbox (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox, however its address is written: trimmed, lower case, without a `+tag`, and for Gmail without dots in
 * the local part and under gmail.com. Migration 030 applies the same Gmail rule in SQL to the uses it keyed.
 */
export function couponMailbox(email: string): string {
  const normal = email.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 1) return normal;
  const whole = normal.slice(0, at);
  const untagged = whole.split('+')[0] || whole;
  const domain = normal.slice(at + 1);
  const mailbox = DOTLESS_DOMAINS[domain];
  return mailbox ? `${untagged.replaceAll('.', '')}@${mailbox}` : `${untagged}@${domain}`;
}

/** Who uses a code: a signed-in account, and its customer key when its email is confirmed (null: unconfirmed). */
export interface CouponCustomer {
  userId: number;
  key: string | null;
}

/** The coupon identity of an account (guests have none: null where a customer is expected). */
export async function couponCustomer(db: Db, account: { id: number; email: string; email_verified: boolean }): Promise<CouponCustomer> {
  if (!account.email_verified) return { userId: account.id, key: null };
  const key = createHmac('sha256', await serverSecret(db, 'coupon_customer')).update(couponMailbox(account.email)).digest('base64url');
  return { userId: account.id, key };
}

/** One book of a cart, as the coupon sees it: public price, price after its own discount, copies. */
export interface CouponLine {
  article_id: number;
  price_ttc_cents: number;
  final_price_cents: number;
  /** The loi Lang's cap on all its discounts today (bookDiscountCapPercent): 5, or 100 for an exempt book. */
  cap_percent: number;
  quantity: number;
}

export interface CouponPrice {
  booksCents: number;
  deliveryCents: number;
  /** Each book's share of `booksCents`, by article id. */
  perLine: Map<number, number>;
}

/**
 * What a coupon takes off, within French book law: on each book at most 5 % of its public price, its own discount
 * included (bookCouponRoomCents), up to its whole price on a book the loi Lang exempts; and on the delivery down to the legal minimum for what the books then cost
 * (deliveryCouponRoomCents: 3 EUR below 35 EUR of books, one cent from 35 EUR). A percent applies to each book's
 * price and to the delivery; an amount goes to the books in cart order as far as the law allows, then to the
 * delivery, the rest being lost.
 */
export function priceCoupon(coupon: Pick<CouponRow, 'kind' | 'value'>, lines: CouponLine[], deliveryCents: number): CouponPrice {
  const perLine = new Map<number, number>();
  const room = (line: CouponLine) => bookCouponRoomCents(line.price_ttc_cents, line.final_price_cents, line.cap_percent) * line.quantity;
  let left = coupon.kind === 'amount' ? coupon.value : Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const wanted = coupon.kind === 'percent' ? Math.round((line.final_price_cents * line.quantity * coupon.value) / 100) : left;
    const share = Math.min(room(line), wanted);
    perLine.set(line.article_id, share);
    left -= share;
  }
  const booksCents = [...perLine.values()].reduce((sum, share) => sum + share, 0);
  const paidForBooks = lines.reduce((sum, line) => sum + line.final_price_cents * line.quantity, 0) - booksCents;
  const deliveryWanted = coupon.kind === 'percent' ? Math.round((deliveryCents * coupon.value) / 100) : left;
  const delivery = Math.min(deliveryCouponRoomCents(deliveryCents, paidForBooks), deliveryWanted);
  return { booksCents, deliveryCents: delivery, perLine };
}

/** The shop's coupon of this code (any case); `lock` takes its row, so parallel orders count its uses one at a time. */
async function findCoupon(db: Db, shopId: number, code: string, lock: boolean): Promise<CouponRow | null> {
  const normal = normalizeCouponCode(code);
  if (!COUPON_CODE_PATTERN.test(normal)) return null;
  const { rows } = await db.query<CouponRow>(
    `select ${COUPON_COLUMNS} from coupons c where c.shop_id = $1 and c.code = $2 ${lock ? 'for update' : ''}`,
    [shopId, normal],
  );
  return rows[0] ?? null;
}

/**
 * Uses of a coupon by orders that still stand (cancelled and expired ones give theirs back), overall and by this
 * customer: their mailbox's key (any account of it, deleted ones too), or their account (its uses while unconfirmed).
 */
async function countUses(db: Db, couponId: number, customer: CouponCustomer | null): Promise<{ total: number; mine: number }> {
  const { rows } = await db.query<{ total: number; mine: number }>(
    `select count(*)::int as total,
       count(*) filter (where r.customer_key = $2 or r.user_id = $3)::int as mine
     from coupon_redemptions r join orders o on o.id = r.order_id
     where r.coupon_id = $1 and o.status <> 'cancelled'`,
    [couponId, customer?.key ?? null, customer?.userId ?? null],
  );
  return rows[0] ?? { total: 0, mine: 0 };
}

/**
 * The coupon of `code` if it may price this cart now, else its refusal (422 coupon_*): unknown or switched off, not
 * started, ended, limited per customer and asked by a guest or an unconfirmed account (403), below its minimum basket,
 * used up, used up by this customer. With `lock`, its row stays locked until the caller's transaction ends.
 */
export async function usableCoupon(
  db: Db,
  shopId: number,
  code: string,
  cart: { itemsCents: number; customer: CouponCustomer | null },
  lock = false,
): Promise<CouponRow> {
  const coupon = await findCoupon(db, shopId, code, lock);
  if (!coupon || !coupon.active) throw couponRefused('coupon_unknown');
  const now = Date.now();
  if (coupon.starts_at !== null && new Date(coupon.starts_at).getTime() > now) throw couponRefused('coupon_not_started');
  if (coupon.ends_at !== null && new Date(coupon.ends_at).getTime() <= now) throw couponRefused('coupon_expired');
  if (coupon.max_uses_per_customer !== null && cart.customer?.key == null) throw couponRefused('coupon_needs_confirmed_account');
  if (cart.itemsCents < coupon.min_basket_cents) throw couponRefused('coupon_minimum');
  const uses = await countUses(db, coupon.id, cart.customer);
  if (coupon.max_uses !== null && uses.total >= coupon.max_uses) throw couponRefused('coupon_exhausted');
  if (coupon.max_uses_per_customer !== null && uses.mine >= coupon.max_uses_per_customer) {
    throw couponRefused('coupon_customer_limit');
  }
  return coupon;
}

/**
 * Runs one try of a code, counted per client address before the code is looked up (so parallel guesses cannot slip
 * under COUPON_CHECK_LIMIT): 429 too_many_coupon_tries past it. A try that ends with the code applied is taken back,
 * so a shopper who checks a good code again (another delivery, another quantity) is never blocked, and so is one that
 * failed for another reason than its code; unknown and refused codes stay counted.
 */
export async function countedCouponTry<T>(db: Db, shopId: number, client: string, rate: Rate, attempt: () => Promise<T>): Promise<T> {
  const key = `${shopId}:${client}`;
  const counted = await hit(db, COUPON_BUCKET, key, rate);
  if (!counted.allowed) {
    throw tooMany('too_many_coupon_tries', (minutes) => `Too many coupon codes tried. Please try again in ${minutes} minutes.`, counted, 'coupon_code');
  }
  try {
    const result = await attempt();
    await unhit(db, COUPON_BUCKET, key);
    return result;
  } catch (error) {
    // A try that failed for something else than its code (an unknown delivery method, a book gone) tells nothing of codes.
    if (!isCouponRefusal(error)) await unhit(db, COUPON_BUCKET, key);
    throw error;
  }
}

/**
 * Records the use of a coupon by an order, in the order's transaction (the coupon row is locked by usableCoupon). A
 * confirmed account's use carries its customer key whatever the coupon, so a per-customer limit staff add later
 * counts it too.
 */
export async function redeemCoupon(tx: Db, couponId: number, orderId: number, customer: CouponCustomer | null): Promise<void> {
  await tx.query('insert into coupon_redemptions (coupon_id, order_id, user_id, customer_key) values ($1, $2, $3, $4)', [
    couponId,
    orderId,
    customer?.userId ?? null,
    customer?.key ?? null,
  ]);
}

// --- Staff

const STATUS_SQL = `case
  when not c.active then 'inactive'
  when c.ends_at is not null and c.ends_at <= now() then 'expired'
  when c.starts_at is not null and c.starts_at > now() then 'scheduled'
  when c.max_uses is not null and u.uses >= c.max_uses then 'exhausted'
  else 'active' end`;

const USES_JOIN = `left join lateral (
  select count(*)::int as uses from coupon_redemptions r join orders o on o.id = r.order_id
  where r.coupon_id = c.id and o.status <> 'cancelled') u on true`;

type AdminRow = CouponRow & { uses: number; status: CouponStatus };

const toAdminRow = (row: AdminRow): AdminCouponRow => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'amount' ? row.value / 100 : row.value,
  starts_at: row.starts_at === null ? null : isoDate(row.starts_at),
  ends_at: row.ends_at === null ? null : isoDate(row.ends_at),
  max_uses: row.max_uses,
  max_uses_per_customer: row.max_uses_per_customer,
  min_basket: row.min_basket_cents / 100,
  active: row.active,
  uses: row.uses,
  status: row.status,
  created_at: isoDate(row.created_at),
});

const ORDER_BY: Record<NonNullable<AdminCouponQuery['sort']>, (dir: string) => string> = {
  created_at: (dir) => `c.created_at ${dir}, c.id ${dir}`,
  code: (dir) => `c.code ${dir}, c.id ${dir}`,
};

/** One page of the shop's coupons, with their uses and status; `q` finds codes containing it, `status` filters. */
export async function listCoupons(db: Db, shopId: number, query: AdminCouponQuery): Promise<PagedAnswer<AdminCouponRow>> {
  const { page, pageSize, offset } = pageWindow(query);
  const q = normalizeCouponCode(query.q ?? '');
  const where = `c.shop_id = $1 and ($2 = '' or strpos(c.code, $2) > 0) and ($3::text is null or ${STATUS_SQL} = $3)`;
  const params = [shopId, q, query.status ?? null];
  const sort = query.sort ?? 'created_at';
  const orderBy = ORDER_BY[sort](query.dir ?? (sort === 'created_at' ? 'desc' : 'asc'));
  const { rows } = await db.query<AdminRow>(
    `select ${COUPON_COLUMNS}, u.uses, ${STATUS_SQL} as status from coupons c ${USES_JOIN}
     where ${where} order by ${orderBy} limit ${pageSize} offset ${offset}`,
    params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from coupons c ${USES_JOIN} where ${where}`, params);
  return { data: rows.map(toAdminRow), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

async function findAdminCoupon(db: Db, shopId: number, id: number): Promise<AdminCouponRow> {
  const { rows } = await db.query<AdminRow>(
    `select ${COUPON_COLUMNS}, u.uses, ${STATUS_SQL} as status from coupons c ${USES_JOIN} where c.shop_id = $1 and c.id = $2`,
    [shopId, id],
  );
  if (!rows[0]) throw notFound('Coupon not found.');
  return toAdminRow(rows[0]);
}

/** The body's columns, checked beyond the schema: the code's form, the value by kind, the dates in order. */
function columns(body: AdminCouponBody): unknown[] {
  const code = normalizeCouponCode(body.code);
  if (!COUPON_CODE_PATTERN.test(code)) throw badRequest(`A code is ${COUPON_CODE_MIN_LENGTH} to ${COUPON_CODE_MAX_LENGTH} letters, digits, - or _.`, 'code');
  if (body.kind === 'percent' && !(Number.isInteger(body.value) && body.value >= 1 && body.value <= 100)) {
    throw badRequest('A percent is a whole number from 1 to 100.', 'value');
  }
  const value = body.kind === 'amount' ? Math.round(body.value * 100) : body.value;
  if (body.kind === 'amount' && value < 1) throw badRequest('An amount is at least 0.01.', 'value');
  const startsAt = body.starts_at ? new Date(body.starts_at) : null;
  const endsAt = body.ends_at ? new Date(body.ends_at) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('The end comes after the start.', 'ends_at');
  return [
    code,
    body.kind,
    value,
    startsAt?.toISOString() ?? null,
    endsAt?.toISOString() ?? null,
    body.max_uses ?? null,
    body.max_uses_per_customer ?? null,
    Math.round((body.min_basket ?? 0) * 100),
    body.active ?? true,
  ];
}

/** A taken code is 409 code_taken (field code), whatever case it was typed in. */
async function guardCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('code_taken', 'Another coupon has this code.', 'code');
    throw error;
  }
}

export async function createCoupon(db: Db, shopId: number, adminId: number, body: AdminCouponBody): Promise<AdminCouponRow> {
  const values = columns(body);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into coupons (shop_id, code, kind, value, starts_at, ends_at, max_uses, max_uses_per_customer, min_basket_cents, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [shopId, ...values],
      );
      const id = (rows[0] as { id: number }).id;
      const after = await findAdminCoupon(tx, shopId, id);
      await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'coupon', entityId: id, after });
      return after;
    }),
  );
}

/** Replaces the coupon's settings; uses made stay counted (orders keep the code they were priced with). */
export async function updateCoupon(db: Db, shopId: number, adminId: number, id: number, body: AdminCouponBody): Promise<AdminCouponRow> {
  const values = columns(body);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const before = await findAdminCoupon(tx, shopId, id);
      await tx.query(
        `update coupons set code = $3, kind = $4, value = $5, starts_at = $6, ends_at = $7, max_uses = $8, max_uses_per_customer = $9,
           min_basket_cents = $10, active = $11, updated_at = now()
         where shop_id = $1 and id = $2`,
        [shopId, id, ...values],
      );
      const after = await findAdminCoupon(tx, shopId, id);
      await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'coupon', entityId: id, before, after });
      return after;
    }),
  );
}

/** Switches a coupon off: the checkout refuses it from now on as an unknown code; past orders keep it. */
export async function deactivateCoupon(db: Db, shopId: number, adminId: number, id: number): Promise<AdminCouponRow> {
  return db.transaction(async (tx) => {
    const before = await findAdminCoupon(tx, shopId, id);
    await tx.query('update coupons set active = false, updated_at = now() where shop_id = $1 and id = $2', [shopId, id]);
    const after = await findAdminCoupon(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'disable', entity: 'coupon', entityId: id, before, after });
    return after;
  });
}
