/** The admin panel's operations: dashboard, orders, and returns with their refunds. Amounts in euro unless named. */
import type { AdminListQuery } from './api';
import type { Language, Order, OrderStatus, PaymentMethod, ReturnRequest, ReturnStatus } from './entities';

/** Published books at or below this stock show on the dashboard. */
export const LOW_STOCK_THRESHOLD = 3;

/** The longest period the dashboard adds up, in days. */
export const DASHBOARD_MAX_DAYS = 366;

/** One day of the dashboard's series: orders placed that day that were paid (cancelled excluded). */
export interface DashboardDay {
  /** YYYY-MM-DD, in the shop's time zone. */
  date: string;
  orders: number;
  revenue_cents: number;
}

/** GET /admin/dashboard: the period's sales, what waits for the shop, and the books running out. */
export interface AdminDashboard {
  /** The period, both days included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Orders placed in the period and paid (paid or any later status, cancelled excluded). */
  orders: number;
  /** Their totals, in euro cents. */
  revenue_cents: number;
  /** Every day of the period, oldest first, days without orders included. */
  days: DashboardDay[];
  /** Orders to prepare, whatever their date. */
  to_prepare: { paid: number; preparing: number };
  /** Returns the shop has to act on, whatever their date. */
  returns_to_handle: { requested: number; approved: number; received: number };
  /** Published books with LOW_STOCK_THRESHOLD copies or fewer, fewest first (a few only). */
  low_stock: Array<{ id: number; title: string; ean: string; /** `ean` hyphenated by the ISBN ranges. */ ean_hyphenated: string; stock: number }>;
}

/** GET /admin/dashboard query: the period (YYYY-MM-DD); the last 30 days by default. */
export interface AdminDashboardQuery {
  from?: string;
  to?: string;
}

/** Sort keys of the admin order list. */
export type AdminOrderSort = 'date' | 'total';

/** GET /admin/orders query: search (number, email, name), sort, page, and filters. */
export interface AdminOrderQuery extends AdminListQuery<AdminOrderSort> {
  status?: OrderStatus;
  /** Placed on or after this day (YYYY-MM-DD, shop time). */
  from?: string;
  /** Placed on or before this day. */
  to?: string;
}

/** One row of the admin order list. */
export interface AdminOrderSummary {
  number: string;
  status: OrderStatus;
  created_at: string;
  email: string;
  /** The delivery name, else the account's name; empty for a guest collecting at the shop. */
  customer_name: string;
  payment_method: PaymentMethod;
  item_count: number;
  total: number;
  /** The bookshop a collection is made at (its name); null for a delivery. */
  pickup_location: string | null;
}

/** The shop account behind an order or a return (null on a guest's order). */
export interface AdminCustomerRef {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** Where an online payment attempt stands, as the provider last said. */
export type PaymentAttemptStatus = 'created' | 'pending' | 'completed' | 'failed';
/** Where a provider refund stands: failed ones are refusals kept for the record (no money moved). */
export type ProviderRefundStatus = 'pending' | 'completed' | 'failed';

/** Money sent back through the provider, in the payment's currency. */
export interface AdminProviderRefund {
  return_id: number | null;
  provider_ref: string;
  amount: number;
  status: ProviderRefundStatus;
  created_at: string;
}

/** One attempt to pay an order online, as the provider last described it. */
export interface AdminPaymentAttempt {
  provider: 'paypal' | 'card';
  provider_ref: string;
  status: PaymentAttemptStatus;
  /** In `currency` (US dollars). */
  amount: number;
  currency: 'USD';
  /** The provider's words for a failure (declined, amount mismatch…); empty otherwise. */
  failure: string;
  created_at: string;
  updated_at: string;
  refunds: AdminProviderRefund[];
}

/** A return of the order, in short. */
export interface AdminOrderReturn {
  id: number;
  status: ReturnStatus;
  created_at: string;
  item_count: number;
  /** What was refunded, once it was. */
  refunded_amount: number | null;
}

/** GET /admin/orders/{number}: the order with its customer, delivery, payment attempts and returns. */
export interface AdminOrderDetail extends Order {
  /** The language of the customer's mails. */
  language: Language;
  customer: AdminCustomerRef | null;
  delivery_name: { fr: string; eng: string };
  payments: AdminPaymentAttempt[];
  returns: AdminOrderReturn[];
  /** The books went back to stock (cancelled or refunded). */
  restocked: boolean;
  /** When the shop cancelled it for want of payment in time (see `expires_at`); null otherwise. */
  expired_at: string | null;
}

/** POST /admin/orders/{number}/status body: one of ORDER_TRANSITIONS' next steps. */
export interface OrderStatusBody {
  status: OrderStatus;
  /** A collection moved to `delivered` (collected): the code the customer shows (422 pickup_code_wrong otherwise). */
  pickup_code?: string;
}

/** Sort keys of the admin return list. */
export type AdminReturnSort = 'date' | 'amount';

/** GET /admin/returns query: search (order number, email, name), sort, page, and a status. */
export interface AdminReturnQuery extends AdminListQuery<AdminReturnSort> {
  status?: ReturnStatus;
}

/** One row of the admin return list. */
export interface AdminReturnSummary {
  id: number;
  order_number: string;
  status: ReturnStatus;
  created_at: string;
  email: string;
  customer_name: string;
  item_count: number;
  /** Value of the returned books (what a refund sends back). */
  amount: number;
  photo: boolean;
}

/** How a return's money goes back: through the provider that took it, or by bank transfer. */
export type RefundMethod = 'paypal' | 'card' | 'bank_transfer';

/** The refund of a return: as it will be made while it is not, as it was made once it is. */
export interface AdminRefund {
  /** Value of the returned books, in euro. */
  amount: number;
  method: RefundMethod;
  /** What the provider sends back, in its currency; null by bank transfer. */
  provider_amount: number | null;
  provider_currency: 'USD' | null;
  /** The provider's refund status once made online; null otherwise. */
  provider_status: ProviderRefundStatus | null;
}

/** One step of a return, with the shop's note and the staff member who took it (null: the customer). */
export interface AdminReturnEvent {
  status: ReturnStatus;
  at: string;
  note: string;
  by: string | null;
}

/** GET /admin/returns/{id}: the return with its customer, order, decision and refund. */
export interface AdminReturnDetail extends ReturnRequest {
  events: AdminReturnEvent[];
  /** Null for a guest's return (asked from /track-order) and once the customer deleted their account. */
  customer: AdminCustomerRef | null;
  /** Where the shop's mails about the return go: the account's email, else the order's. */
  contact_email: string;
  order: { number: string; status: OrderStatus; created_at: string; payment_method: PaymentMethod; total: number };
  /** The reason given to the customer with the approval or rejection. */
  decision_reason: string;
  refund: AdminRefund;
  /** Set once refunded: the amount sent back, in euro. */
  refunded_amount: number | null;
}

/** POST /admin/returns/{id}/approve body: the reason is optional. */
export interface ReturnApproveBody {
  reason?: string;
}

/** POST /admin/returns/{id}/reject body: the reason, told to the customer, is required. */
export interface ReturnRejectBody {
  reason: string;
}
