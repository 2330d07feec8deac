/** TypeBox schemas of the invoice calls (`@bookshop/contracts` invoices), checked against the contract types below. */
import type * as Contracts from '@bookshop/contracts';
import { Type, type Static } from 'typebox';
import { OrderNumberParams, type Assert, type Same } from './common';

export const InvoiceDocumentSchema = Type.Object({
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit_note')]),
  number: Type.String(),
  issued_at: Type.String(),
  total: Type.Number({ description: 'Euro, VAT included; negative on a credit note' }),
  invoice_number: Type.Union([Type.String(), Type.Null()]),
});

/** FA-000001 (invoice) or AV-000001 (credit note). */
const DocumentNumber = Type.String({ pattern: '^(FA|AV)-[0-9]{6,10}$' });
export const DocumentParams = Type.Object({ number: OrderNumberParams.properties.number, invoice: DocumentNumber });

/** A visitor names the order by its number and email, as for POST /orders/track. */
export const TrackedOrderBody = Type.Object(
  { number: Type.String({ minLength: 1, maxLength: 20 }), email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export const TrackedDocumentParams = Type.Object({ invoice: DocumentNumber });

/** The PDF itself. */
export const PdfSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf, as an attachment named {number}.pdf' });

export type InvoiceContractChecks = [Assert<Same<Static<typeof InvoiceDocumentSchema>, Contracts.InvoiceDocument>>];
