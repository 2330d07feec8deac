/** TypeBox schemas of the back-in-stock alert calls (`@bookshop/contracts` stock-alerts), checked against the contract types below. */
import type * as Contracts from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { LanguageSchema, type Assert, type Same } from './common';

export const StockAlertBodySchema = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254, description: 'A guest\'s email (trimmed and lower-cased); ignored with a bearer token' })),
    language: Type.Optional(LanguageSchema),
  },
  { additionalProperties: false },
);

export const StockAlertAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('requested'), Type.Literal('already_requested')]),
  email: Type.String(),
});

export const StockAlertCancelBodySchema = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'The token of the mailed link' }) },
  { additionalProperties: false },
);

export const StockAlertCancelAnswerSchema = Type.Object({ cancelled: Type.Literal(true) });

export const MyStockAlertSchema = Type.Object({
  id: Type.Integer(),
  article_id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export type StockAlertContractChecks = [
  Assert<Same<Static<typeof StockAlertBodySchema>, Contracts.StockAlertBody>>,
  Assert<Same<Static<typeof StockAlertAnswerSchema>, Contracts.StockAlertAnswer>>,
  Assert<Same<Static<typeof StockAlertCancelBodySchema>, Contracts.StockAlertCancelBody>>,
  Assert<Same<Static<typeof StockAlertCancelAnswerSchema>, Contracts.StockAlertCancelAnswer>>,
  Assert<Same<Static<typeof MyStockAlertSchema>, Contracts.MyStockAlert>>,
];
