/**
 * TypeBox schemas of the admin operations contracts (`@bookshop/contracts` admin-operations): dashboard, orders,
 * returns. As in entities.ts, they serialise the answers (unlisted properties are dropped) and the `Assert<Same<…>>`
 * lines fail the build when a schema and its contract type drift apart.
 */
import type * as Contracts from '@bookshop/contracts';
import { STAFF_REASON_MAX_LENGTH } from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { AdminListQuery, LanguageSchema, type Assert, type Same } from './common';
import { OrderSchema, OrderStatusSchema, PaymentMethodSchema, ReturnRequestSchema, ReturnStatusSchema } from './entities';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A calendar day, YYYY-MM-DD (in the shop's time zone where it bounds a period). */
export const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const AdminDashboardQuerySchema = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

export const AdminDashboardSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  orders: Type.Integer(),
  revenue_cents: Type.Integer(),
  days: Type.Array(Type.Object({ date: Type.String(), orders: Type.Integer(), revenue_cents: Type.Integer() })),
  to_prepare: Type.Object({ paid: Type.Integer(), preparing: Type.Integer() }),
  returns_to_handle: Type.Object({ requested: Type.Integer(), approved: Type.Integer(), received: Type.Integer() }),
  low_stock: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), ean: Type.String(), ean_hyphenated: Type.String(), stock: Type.Integer() })),
});

export const AdminOrderQuerySchema = AdminListQuery(['date', 'total'], {
  status: Type.Optional(OrderStatusSchema),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

export const AdminOrderSummarySchema = Type.Object({
  number: Type.String(),
  status: OrderStatusSchema,
  created_at: Type.String(),
  email: Type.String(),
  customer_name: Type.String(),
  payment_method: PaymentMethodSchema,
  item_count: Type.Integer(),
  total: Type.Number(),
  pickup_location: Nullable(Type.String({ description: 'The bookshop a collection is made at; null for a delivery' })),
});

export const AdminCustomerRefSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
});

const ProviderRefundStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('failed')]);

export const AdminPaymentAttemptSchema = Type.Object({
  provider: Type.Union([Type.Literal('paypal'), Type.Literal('card')]),
  provider_ref: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('pending'), Type.Literal('completed'), Type.Literal('failed')]),
  amount: Type.Number(),
  currency: Type.Literal('USD'),
  failure: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  refunds: Type.Array(
    Type.Object({
      return_id: Nullable(Type.Integer()),
      provider_ref: Type.String(),
      amount: Type.Number(),
      status: ProviderRefundStatusSchema,
      created_at: Type.String(),
    }),
  ),
});

export const AdminOrderDetailSchema = Type.Object({
  ...OrderSchema.properties,
  language: LanguageSchema,
  customer: Nullable(AdminCustomerRefSchema),
  delivery_name: Type.Object({ fr: Type.String(), eng: Type.String() }),
  payments: Type.Array(AdminPaymentAttemptSchema),
  returns: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: ReturnStatusSchema,
      created_at: Type.String(),
      item_count: Type.Integer(),
      refunded_amount: Nullable(Type.Number()),
    }),
  ),
  restocked: Type.Boolean(),
  expired_at: Nullable(Type.String()),
});

export const AdminReturnQuerySchema = AdminListQuery(['date', 'amount'], { status: Type.Optional(ReturnStatusSchema) });

export const AdminReturnSummarySchema = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  status: ReturnStatusSchema,
  created_at: Type.String(),
  email: Type.String(),
  customer_name: Type.String(),
  item_count: Type.Integer(),
  amount: Type.Number(),
  photo: Type.Boolean(),
});

export const AdminReturnDetailSchema = Type.Object({
  ...ReturnRequestSchema.properties,
  events: Type.Array(Type.Object({ status: ReturnStatusSchema, at: Type.String(), note: Type.String(), by: Nullable(Type.String()) })),
  customer: Nullable(AdminCustomerRefSchema),
  contact_email: Type.String(),
  order: Type.Object({
    number: Type.String(),
    status: OrderStatusSchema,
    created_at: Type.String(),
    payment_method: PaymentMethodSchema,
    total: Type.Number(),
  }),
  decision_reason: Type.String(),
  refund: Type.Object({
    amount: Type.Number(),
    method: Type.Union([Type.Literal('paypal'), Type.Literal('card'), Type.Literal('bank_transfer')]),
    provider_amount: Nullable(Type.Number()),
    provider_currency: Nullable(Type.Literal('USD')),
    provider_status: Nullable(ProviderRefundStatusSchema),
  }),
  refunded_amount: Nullable(Type.Number()),
});

/** The shop's reason, told to the customer: trimmed by the service, at most STAFF_REASON_MAX_LENGTH characters. */
const DecisionReason = Type.String({ maxLength: STAFF_REASON_MAX_LENGTH });

export const ReturnApproveBodySchema = Type.Object({ reason: Type.Optional(DecisionReason) }, { additionalProperties: false });
export const ReturnRejectBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: STAFF_REASON_MAX_LENGTH, pattern: '\\S', description: 'Required: told to the customer' }) },
  { additionalProperties: false },
);

export type _AdminOperationsChecks = [
  Assert<Same<Static<typeof AdminDashboardSchema>, Contracts.AdminDashboard>>,
  Assert<Same<Static<typeof AdminDashboardQuerySchema>, Contracts.AdminDashboardQuery>>,
  Assert<Same<Static<typeof AdminOrderQuerySchema>, Contracts.AdminOrderQuery>>,
  Assert<Same<Static<typeof AdminOrderSummarySchema>, Contracts.AdminOrderSummary>>,
  Assert<Same<Static<typeof AdminPaymentAttemptSchema>, Contracts.AdminPaymentAttempt>>,
  Assert<Same<Static<typeof AdminOrderDetailSchema>, Contracts.AdminOrderDetail>>,
  Assert<Same<Static<typeof AdminReturnQuerySchema>, Contracts.AdminReturnQuery>>,
  Assert<Same<Static<typeof AdminReturnSummarySchema>, Contracts.AdminReturnSummary>>,
  Assert<Same<Static<typeof AdminReturnDetailSchema>, Contracts.AdminReturnDetail>>,
  Assert<Same<Static<typeof ReturnApproveBodySchema>, Contracts.ReturnApproveBody>>,
  Assert<Same<Static<typeof ReturnRejectBodySchema>, Contracts.ReturnRejectBody>>,
];
