/**
 * TypeBox schemas of the back-in-stock alert and newsletter calls (`@bookshop/contracts` stock-alerts), checked against
 * the contract types below.
 */
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

export const StockAlertAnswerSchema = Type.Object({ requested: Type.Literal(true) });

/** The token of a confirmation mail's link (the same shape as every mailed token). */
const MailedToken = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'The token of the mailed link' });

export const StockAlertConfirmBodySchema = Type.Object({ token: MailedToken }, { additionalProperties: false });

export const StockAlertConfirmAnswerSchema = Type.Object({ confirmed: Type.Literal(true) });

export const NewsletterBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  ecom_type: Type.Optional(Type.String()),
  language: Type.Optional(LanguageSchema),
});

export const NewsletterAnswerSchema = Type.Object({ requested: Type.Literal(true) });

export const NewsletterConfirmBodySchema = Type.Object({ token: MailedToken }, { additionalProperties: false });

export const NewsletterConfirmAnswerSchema = Type.Object({ confirmed: Type.Literal(true) });

export const StockAlertCancelBodySchema = Type.Object(
  { token: MailedToken },
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
  Assert<Same<Static<typeof StockAlertConfirmBodySchema>, Contracts.StockAlertConfirmBody>>,
  Assert<Same<Static<typeof StockAlertConfirmAnswerSchema>, Contracts.StockAlertConfirmAnswer>>,
  Assert<Same<Static<typeof NewsletterBodySchema>, Contracts.NewsletterBody>>,
  Assert<Same<Static<typeof NewsletterAnswerSchema>, Contracts.NewsletterAnswer>>,
  Assert<Same<Static<typeof NewsletterConfirmBodySchema>, Contracts.NewsletterConfirmBody>>,
  Assert<Same<Static<typeof NewsletterConfirmAnswerSchema>, Contracts.NewsletterConfirmAnswer>>,
];
