/** Coupon codes: the rules the checkout, the admin and the API share, the calls' bodies and answers. */
import type { AdminListQuery, QuoteBody } from './api';

/** A percentage off, or an amount in euro off. */
export type CouponKind = 'percent' | 'amount';
export const COUPON_KINDS = ['percent', 'amount'] as const satisfies readonly CouponKind[];

/** How long a code is, trimmed. */
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 32;

/** A code as staff write it and as the shop stores it (upper case): letters, digits, `-` and `_`, 3 to 32 of them. */
export const COUPON_CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`);

/**
 * The longest code a shopper may type at checkout: room for spaces and mistakes around a real code (an ill-formed one
 * is simply unknown, and counted as a try).
 */
export const COUPON_TYPED_MAX_LENGTH = 64;

/** What a shopper or staff member typed, as the shop compares codes: trimmed, in upper case (codes ignore case). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** A percent coupon takes 1 to 100 %; an amount coupon at most this many euro. */
export const COUPON_MAX_AMOUNT = 10_000;

/** The largest use limits (in all, per customer) and the largest minimum basket, in euro, staff may set. */
export const COUPON_MAX_USES = 1_000_000;
export const COUPON_MAX_MIN_BASKET = 1_000_000;

/**
 * French book law (loi Lang, 1981): all discounts on a new book together (its own discount and a coupon's share) may
 * not exceed 5 % of its public price including tax. A coupon applies in full to what the law does not cover (delivery).
 */
export const BOOK_DISCOUNT_CAP_PERCENT = 5;

/**
 * How many cents a coupon may still take off one copy of a book: the cap of its public price (rounded down to the
 * cent, never above the cap) less what its own discount already takes off; 0 when that discount reaches the cap. The
 * cap is 5 % unless the law exempts the book (bookDiscountCapPercent in book-law.ts gives 100: up to its whole price).
 */
export function bookCouponRoomCents(publicPriceTtcCents: number, unitFinalCents: number, capPercent: number = BOOK_DISCOUNT_CAP_PERCENT): number {
  const cap = Math.floor((publicPriceTtcCents * capPercent) / 100);
  return Math.max(0, cap - Math.max(0, publicPriceTtcCents - unitFinalCents));
}

/**
 * French law on book delivery (loi Darcos, 2021, and its decree of 2023): a shipped order of books costs at least
 * 3 EUR below 35 EUR of books, and never nothing (at least 0.01 EUR) from 35 EUR. Amounts in cents.
 */
export const BOOK_DELIVERY_LAW = { threshold: 3500, minimumBelow: 300, minimumFrom: 1 } as const;

/**
 * What a coupon may take off the delivery of `booksCents` of books: all of it above the legal minimum (a collection
 * at the shop, free, stays free). Below 35 EUR of books a paid delivery keeps 3 EUR, from 35 EUR one cent.
 */
export function deliveryCouponRoomCents(deliveryCents: number, booksCents: number): number {
  if (deliveryCents <= 0) return 0;
  const minimum = booksCents < BOOK_DELIVERY_LAW.threshold ? BOOK_DELIVERY_LAW.minimumBelow : BOOK_DELIVERY_LAW.minimumFrom;
  return Math.max(0, deliveryCents - minimum);
}

/**
 * Why the shop refused a code (field `coupon_code`): 422, but 403 `coupon_needs_confirmed_account` for a code limited
 * per customer asked by a guest or an account whose email is not confirmed.
 */
export type CouponRefusal =
  | 'coupon_unknown'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_exhausted'
  | 'coupon_customer_limit'
  | 'coupon_minimum'
  | 'coupon_needs_confirmed_account';
export const COUPON_REFUSALS = [
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_exhausted',
  'coupon_customer_limit',
  'coupon_minimum',
  'coupon_needs_confirmed_account',
] as const satisfies readonly CouponRefusal[];

/** What a coupon took off an order or a quote, in euro: the books' part (capped by the law) and the delivery's. */
export interface OrderCoupon {
  code: string;
  books_discount: number;
  delivery_discount: number;
}

/**
 * POST /coupons/check: a code against the cart and delivery method, for the bearer's account or a guest. The server
 * takes no email from the body (it accepts and ignores one from older storefronts): a per-customer limit is checked
 * for the signed-in, confirmed account only, so the answer tells nothing about any email.
 */
export interface CouponCheckBody extends QuoteBody {
  coupon_code: string;
}

/** How a coupon stands for staff, from its dates, uses and switch. */
export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'exhausted' | 'inactive';

/** One coupon in the admin list. Amounts in euro; `value` is a percent or euro by `kind`. */
export interface AdminCouponRow {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  starts_at: string | null;
  ends_at: string | null;
  /** Uses allowed over all customers; null: no limit. */
  max_uses: number | null;
  /** Uses allowed to one customer (an account, or a guest's email); null: no limit. */
  max_uses_per_customer: number | null;
  /** The books' total (after their own discounts) the cart needs; 0: none. */
  min_basket: number;
  active: boolean;
  /** Orders that used it, cancelled and expired ones apart. */
  uses: number;
  status: CouponStatus;
  created_at: string;
}

/** POST /admin/coupons and PUT /admin/coupons/{id}. */
export interface AdminCouponBody {
  code: string;
  kind: CouponKind;
  value: number;
  starts_at?: string | null;
  ends_at?: string | null;
  max_uses?: number | null;
  max_uses_per_customer?: number | null;
  min_basket?: number;
  active?: boolean;
}

export const ADMIN_COUPON_SORTS = ['created_at', 'code'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];

export interface AdminCouponQuery extends AdminListQuery<AdminCouponSort> {
  status?: CouponStatus;
}
