/** Invoices and credit notes (avoirs): what the API answers about them, and the seller identity rules they print. */

export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * One accounting document of an order, as listed for its customer, a guest with the order's number and email, or
 * staff. The PDF itself is `…/invoices/{number}` (Content-Disposition: attachment; filename="{number}.pdf").
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  /** FA-000001 for an invoice, AV-000001 for a credit note: each kind numbered per shop without a gap. */
  number: string;
  /** ISO date-time of issue. */
  issued_at: string;
  /** Euro, VAT included; negative on a credit note. */
  total: number;
  /** The invoice a credit note corrects; null for an invoice. */
  invoice_number: string | null;
}

/** Books, and their delivery in France (it follows the books' rate), are taxed at 5.5 %: in basis points. */
export const BOOK_VAT_BASIS_POINTS = 550;

/** A SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments excepted, as INSEE allows). */
export function isValidSiret(value: string): boolean {
  if (!/^[0-9]{14}$/.test(value)) return false;
  // La Poste's SIREN 356000000: its establishments' SIRETs have a digit sum that is a multiple of 5 instead.
  if (value.startsWith('356000000')) return [...value].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let digit = Number(value[13 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A French intra-community VAT number: FR, a two-digit key, then the SIREN, the key being (12 + 3 × (SIREN mod 97))
 * mod 97. With a SIRET given, its SIREN (first 9 digits) must be the one of the VAT number.
 */
export function isValidFrenchVatNumber(value: string, siret = ''): boolean {
  const match = /^FR([0-9]{2})([0-9]{9})$/.exec(value);
  if (!match) return false;
  const [, key, siren] = match as unknown as [string, string, string];
  if (Number(key) !== (12 + 3 * (Number(siren) % 97)) % 97) return false;
  return siret === '' || siret.slice(0, 9) === siren;
}
