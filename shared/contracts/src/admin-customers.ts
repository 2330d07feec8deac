/**
 * The back office's side of the shop's people: customer accounts (disable / enable), newsletter subscribers,
 * contact messages, review moderation and the audit log of admin changes.
 */
import type { Address, Language, OrderStatus, ReturnStatus, UserRole } from './entities';

/** Sort keys of GET /admin/customers (the first is the default). */
export const ADMIN_CUSTOMER_SORTS = ['created_at', 'name', 'email', 'order_count'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** Body of POST /admin/customers/:id/disable: why, kept in the audit log and shown on the customer page. */
export interface DisableCustomerBody {
  reason: string;
}

/** The `status` filter of GET /admin/customers. */
export type AdminCustomerStatus = 'active' | 'disabled';

/** One account of the shop as the admin list shows it (customers and staff alike; `role` tells them apart). */
export interface AdminCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  created_at: string;
  email_verified: boolean;
  /** When the shop disabled the account (it cannot sign in and its sessions are over); null when active. */
  disabled_at: string | null;
  order_count: number;
}

/** One order of a customer, as the customer page summarises it. */
export interface AdminCustomerOrder {
  number: string;
  created_at: string;
  status: OrderStatus;
  /** Total paid, tax included, in euro. */
  total: number;
}

/** One return request of a customer, as the customer page summarises it. */
export interface AdminCustomerReturn {
  id: number;
  order_number: string;
  status: ReturnStatus;
  created_at: string;
}

/** A customer's page: identity, address book, and the latest orders, returns and reviews (50 of each at most). */
export interface AdminCustomerDetail extends AdminCustomer {
  /** Why the shop disabled the account, as the admin wrote it; null while it is active. */
  disabled_reason: string | null;
  phone: string | null;
  language: Language;
  addresses: Address[];
  orders: AdminCustomerOrder[];
  returns: AdminCustomerReturn[];
  reviews: AdminReview[];
}

/** Sort keys of GET /admin/newsletter. */
export const ADMIN_NEWSLETTER_SORTS = ['created_at', 'email'] as const;
export type AdminNewsletterSort = (typeof ADMIN_NEWSLETTER_SORTS)[number];

/** One newsletter subscriber. */
export interface AdminNewsletterSubscriber {
  id: number;
  email: string;
  /** When they subscribed. */
  created_at: string;
}

/** Sort keys of GET /admin/contact-messages (unhandled messages always come first). */
export const ADMIN_MESSAGE_SORTS = ['created_at', 'name', 'email', 'subject'] as const;
export type AdminMessageSort = (typeof ADMIN_MESSAGE_SORTS)[number];

/** The `status` filter of GET /admin/contact-messages. */
export type AdminMessageStatus = 'unhandled' | 'handled';

/** A message sent through the contact form. */
export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  /** When staff marked it handled; null while it waits for an answer. */
  handled_at: string | null;
}

/** Sort keys of GET /admin/reviews. */
export const ADMIN_REVIEW_SORTS = ['created_at', 'rating', 'title'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

/** The `visibility` filter of GET /admin/reviews. */
export type AdminReviewVisibility = 'visible' | 'hidden';

/** A review as moderation sees it: the book, the full identity of its author, and whether it is hidden. */
export interface AdminReview {
  id: number;
  article_id: number;
  article_title: string;
  user_id: number;
  customer_name: string;
  customer_email: string;
  order_number: string;
  rating: number;
  comment: string;
  created_at: string;
  /** When staff hid it (off the book page and out of its average rating); null while it shows. */
  hidden_at: string | null;
}

/** One admin change: who made it, what it touched, when, and the record before and after (null for a creation or a deletion). */
export interface AuditLogEntry {
  id: number;
  /** The admin's account, null once it is gone (the email still says who it was). */
  user_id: number | null;
  user_email: string;
  /** A verb: 'update', 'disable', 'enable', 'hide', 'show', 'delete', 'handle'… */
  action: string;
  /** The kind of record: 'user', 'review', 'contact_message', 'newsletter_subscription', 'company_settings'… */
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** Filters of GET /admin/audit-log besides the page: one kind of record, one record, and part of the admin's email. */
export interface AuditLogQuery {
  entity?: string;
  entity_id?: string;
  admin_email?: string;
  page?: number;
  page_size?: number;
}
