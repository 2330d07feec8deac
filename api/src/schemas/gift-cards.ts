import type * as Contracts from '@bookshop/contracts';
import { STAFF_REASON_MAX_LENGTH } from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { Paged, type Assert, type Same } from './common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const StateSchema = Type.Union([Type.Literal('active'), Type.Literal('spent'), Type.Literal('expired'), Type.Literal('cancelled')]);

const UseSchema = Type.Object({
  order_number: Nullable(Type.String()),
  amount: Type.Number({ description: 'Euro paid with the card; negative: given back to it' }),
  at: Type.String(),
});

/** A card as its owner sees it (the contract's GiftCard). */
export const GiftCardSchema = Type.Object({
  code: Type.String(),
  initial: Type.Number(),
  balance: Type.Number(),
  state: StateSchema,
  expires_on: Type.String({ format: 'date' }),
  created_at: Type.String(),
  uses: Type.Array(UseSchema),
});

export const GiftCardCheckSchema = Type.Object({ code: Type.String(), balance: Type.Number(), expires_on: Type.String({ format: 'date' }) });

export const AdminGiftCardSchema = Type.Object({
  id: Type.Integer(),
  ...GiftCardSchema.properties,
  owner_email: Nullable(Type.String()),
  cancel_reason: Nullable(Type.String()),
});

export const PagedGiftCards = Paged(AdminGiftCardSchema);

export const GiftCardListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a code, or of the owner\'s email' })),
  sort: Type.Optional(Type.Literal('created_at', { description: 'The one order: when the card was issued' })),
  dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'desc (default): newest first' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const GiftCardCancelBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: STAFF_REASON_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false, description: 'Why the card is cancelled: kept in the audit log, shown with the card' },
);

export type GiftCardContractChecks = [
  Assert<Same<Static<typeof GiftCardSchema>, Contracts.GiftCard>>,
  Assert<Same<Static<typeof GiftCardCheckSchema>, Contracts.GiftCardCheck>>,
  Assert<Same<Static<typeof AdminGiftCardSchema>, Contracts.AdminGiftCard>>,
  Assert<Same<Static<typeof GiftCardCancelBodySchema>, Contracts.GiftCardCancelBody>>,
];
