/**
 * TypeBox schemas of the admin-customers contracts (`@bookshop/contracts`): customers, newsletter subscribers,
 * contact messages, reviews under moderation and the audit log. The `Assert<Same<…>>` lines make the build fail when
 * a schema and its contract type drift apart.
 */
import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_MESSAGE_SORTS,
  ADMIN_NEWSLETTER_SORTS,
  ADMIN_REVIEW_SORTS,
  STAFF_REASON_MAX_LENGTH,
  type AdminContactMessage,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminNewsletterSubscriber,
  type AdminReview,
  type AuditLogEntry,
  type DisableCustomerBody,
} from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { AdminListQuery, LanguageSchema, Text, type Assert, type Same } from './common';
import { AddressSchema, OrderStatusSchema, ReturnStatusSchema } from './entities';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const AdminCustomerSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Union([Type.Literal('customer'), Type.Literal('admin')]),
  created_at: DateTime,
  email_verified: Type.Boolean(),
  disabled_at: Nullable(DateTime),
  order_count: Type.Integer(),
});

export const AdminReviewSchema = Type.Object({
  id: Type.Integer(),
  article_id: Type.Integer(),
  article_title: Type.String(),
  user_id: Type.Integer(),
  customer_name: Type.String(),
  customer_email: Type.String(),
  order_number: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  created_at: DateTime,
  hidden_at: Nullable(DateTime),
});

export const AdminCustomerDetailSchema = Type.Object({
  ...AdminCustomerSchema.properties,
  disabled_reason: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  language: LanguageSchema,
  addresses: Type.Array(AddressSchema),
  orders: Type.Array(Type.Object({ number: Type.String(), created_at: DateTime, status: OrderStatusSchema, total: Type.Number() })),
  returns: Type.Array(Type.Object({ id: Type.Integer(), order_number: Type.String(), status: ReturnStatusSchema, created_at: DateTime })),
  reviews: Type.Array(AdminReviewSchema),
});

export const AdminNewsletterSubscriberSchema = Type.Object({ id: Type.Integer(), email: Type.String(), created_at: DateTime });

export const AdminContactMessageSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  created_at: DateTime,
  handled_at: Nullable(DateTime),
});

export const AuditLogEntrySchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user_email: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.String(),
  before: Type.Unknown({ description: 'The record before the change, as JSON; null for a creation' }),
  after: Type.Unknown({ description: 'The record after the change, as JSON; null for a deletion' }),
  created_at: DateTime,
});

export const DisableCustomerBodySchema = Type.Object(
  { reason: Text(STAFF_REASON_MAX_LENGTH) },
  { additionalProperties: false, description: 'Why the account is disabled: kept in the audit log, shown on the customer page' },
);

export const AdminCustomerListQuery = AdminListQuery(ADMIN_CUSTOMER_SORTS, {
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')], { description: 'Only active or only disabled accounts' })),
});

export const AdminNewsletterListQuery = AdminListQuery(ADMIN_NEWSLETTER_SORTS);

/** The export takes the list's search, so it holds what the admin sees filtered. */
export const AdminNewsletterExportQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200, description: 'Search text' })) });

export const AdminMessageListQuery = AdminListQuery(ADMIN_MESSAGE_SORTS, {
  status: Type.Optional(Type.Union([Type.Literal('unhandled'), Type.Literal('handled')])),
});

export const AdminReviewListQuery = AdminListQuery(ADMIN_REVIEW_SORTS, {
  visibility: Type.Optional(Type.Union([Type.Literal('visible'), Type.Literal('hidden')])),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});

export const AuditLogListQuery = Type.Object({
  entity: Type.Optional(Type.String({ pattern: '^[a-z_]{2,40}$', description: 'One kind of record: user, review, article…' })),
  entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'One record of that kind' })),
  admin_email: Type.Optional(Type.String({ maxLength: 254, description: 'Part of the email of the admin who made the change' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export type ContractChecks = [
  Assert<Same<Static<typeof AdminCustomerSchema>, AdminCustomer>>,
  Assert<Same<Static<typeof AdminCustomerDetailSchema>, AdminCustomerDetail>>,
  Assert<Same<Static<typeof AdminNewsletterSubscriberSchema>, AdminNewsletterSubscriber>>,
  Assert<Same<Static<typeof AdminContactMessageSchema>, AdminContactMessage>>,
  Assert<Same<Static<typeof AdminReviewSchema>, AdminReview>>,
  Assert<Same<Static<typeof AuditLogEntrySchema>, AuditLogEntry>>,
  Assert<Same<Static<typeof DisableCustomerBodySchema>, DisableCustomerBody>>,
];
