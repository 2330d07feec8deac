/** TypeBox schemas of the coupon calls (`@bookshop/contracts` coupons), checked against the contract types below. */
import * as Contracts from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { AdminListQuery, Id, Paged, type Assert, type Same } from './common';

export const CouponKindSchema = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);
export const CouponStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('scheduled'),
  Type.Literal('expired'),
  Type.Literal('exhausted'),
  Type.Literal('inactive'),
]);

/** A code as typed: the service trims it and ignores case (an ill-formed one is simply unknown, and counted). */
export const CouponCodeInput = Type.String({ minLength: 1, maxLength: Contracts.COUPON_TYPED_MAX_LENGTH });

const NullableDate = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description: 'ISO date-time with its offset; null: no limit' });
const NullableCount = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: Contracts.COUPON_MAX_USES, description: 'null: no limit' });

export const AdminCouponRowSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: CouponKindSchema,
  value: Type.Number({ description: 'A percent, or euro for an amount' }),
  starts_at: Type.Union([Type.String(), Type.Null()]),
  ends_at: Type.Union([Type.String(), Type.Null()]),
  max_uses: Type.Union([Type.Integer(), Type.Null()]),
  max_uses_per_customer: Type.Union([Type.Integer(), Type.Null()]),
  min_basket: Type.Number(),
  active: Type.Boolean(),
  uses: Type.Integer(),
  status: CouponStatusSchema,
  created_at: Type.String(),
});

export const AdminCouponBodySchema = Type.Object(
  {
    code: Type.String({
      minLength: Contracts.COUPON_CODE_MIN_LENGTH,
      maxLength: Contracts.COUPON_CODE_MAX_LENGTH,
      description: `${Contracts.COUPON_CODE_MIN_LENGTH} to ${Contracts.COUPON_CODE_MAX_LENGTH} letters, digits, - or _ (any case: kept in upper case)`,
    }),
    kind: CouponKindSchema,
    value: Type.Number({ exclusiveMinimum: 0, maximum: Contracts.COUPON_MAX_AMOUNT, description: 'percent: 1 to 100; amount: euro' }),
    starts_at: Type.Optional(NullableDate),
    ends_at: Type.Optional(NullableDate),
    max_uses: Type.Optional(NullableCount),
    max_uses_per_customer: Type.Optional(NullableCount),
    min_basket: Type.Optional(Type.Number({ minimum: 0, maximum: Contracts.COUPON_MAX_MIN_BASKET, description: 'Euro of books (after their own discounts)' })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CouponListQuery = AdminListQuery(Contracts.ADMIN_COUPON_SORTS, { status: Type.Optional(CouponStatusSchema) });

export const PagedCoupons = Paged(AdminCouponRowSchema);

export const CouponIdParams = Type.Object({ id: Id });

export type CouponContractChecks = [
  Assert<Same<Static<typeof AdminCouponRowSchema>, Contracts.AdminCouponRow>>,
  Assert<Same<Static<typeof AdminCouponBodySchema>, Contracts.AdminCouponBody>>,
  Assert<Same<Static<typeof PagedCoupons>, Contracts.PagedAnswer<Contracts.AdminCouponRow>>>,
  Assert<Same<NonNullable<Static<typeof CouponListQuery>['sort']>, Contracts.AdminCouponSort>>,
  Assert<Same<NonNullable<Static<typeof CouponListQuery>['status']>, Contracts.CouponStatus>>,
];
