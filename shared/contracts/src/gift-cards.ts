import { EMAIL_PATTERN } from './validation';

/**
 * Gift cards ("cartes cadeaux", issue 46): a code and a balance in euro, valid a year (the legal minimum for gift vouchers
 * in France). A card is a means of payment, not a discount: it pays all or part of an order's total after the book
 * law's discounts, the rest being paid by the usual means; what it paid goes back to it when the order is cancelled or
 * refunded. Its code is a long random string; the tries of codes are counted per client like coupons'.
 */

/** The amounts offered in euro; any whole amount between GIFT_CARD_MIN_EUR and GIFT_CARD_MAX_EUR may be chosen. */
export const GIFT_CARD_AMOUNTS: readonly number[] = [15, 25, 40, 60, 100];
export const GIFT_CARD_MIN_EUR = 10;
export const GIFT_CARD_MAX_EUR = 300;

/** A card is valid this many years from its issue (at least one year: the French rule for gift vouchers). */
export const GIFT_CARD_VALIDITY_YEARS = 1;

/** The characters of a code: capitals and digits without the look-alikes (I, O, 0, 1), in five groups of four. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_GROUPS = 5;

/**
 * A code as typed (spaces, hyphens, small letters) in its one written form (ABCD-EFGH-JKLM-NPQR-STUV), or null when it
 * cannot be a code (wrong length or a character no code has).
 */
export function normalizeGiftCardCode(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]+/g, '');
  if (plain.length !== GIFT_CARD_CODE_GROUPS * 4 || [...plain].some((char) => !GIFT_CARD_CODE_ALPHABET.includes(char))) return null;
  return plain.match(/.{4}/g)?.join('-') ?? null;
}

/** The end of a code, as pages show a card without giving it away (…-STUV). */
export const giftCardCodeEnd = (code: string): string => `…-${code.slice(-4)}`;

/** A card's state: active (it pays), spent (no balance left), expired, or cancelled by staff. */
export type GiftCardState = 'active' | 'spent' | 'expired' | 'cancelled';

/** One payment with a card, or an amount given back to it (negative), in euro. */
export interface GiftCardUse {
  order_number: string | null;
  amount: number;
  at: string;
}

/** A card as its owner sees it in their account (GET /users/{id}/gift-cards). */
export interface GiftCard {
  code: string;
  initial: number;
  balance: number;
  state: GiftCardState;
  /** The last day it pays, YYYY-MM-DD. */
  expires_on: string;
  created_at: string;
  uses: GiftCardUse[];
}

/** What POST /gift-cards/check answers for a code: what it can pay now. */
export interface GiftCardCheck {
  code: string;
  balance: number;
  expires_on: string;
}

/** What a gift card paid of an order, as the order shows it. */
export interface OrderGiftCard {
  /** The end of its code only (giftCardCodeEnd). */
  code_end: string;
  amount: number;
}

/** A card as staff see it (GET /admin/gift-cards): with its owner and why it was cancelled. */
export interface AdminGiftCard extends GiftCard {
  id: number;
  owner_email: string | null;
  cancel_reason: string | null;
}

/** Why staff cancel a card (POST /admin/gift-cards/{id}/cancel), kept in the audit log. */
export interface GiftCardCancelBody {
  reason: string;
}

/** The refusals of a card at checkout (422, field gift_card_code). */
export const GIFT_CARD_REFUSALS = ['gift_card_unknown', 'gift_card_spent', 'gift_card_expired', 'gift_card_cancelled'] as const;
export type GiftCardRefusal = (typeof GIFT_CARD_REFUSALS)[number];

/** How much of `totalCents` a card of `balanceCents` pays: all of its balance, at most the total. */
export const giftCardShare = (balanceCents: number, totalCents: number): number => Math.max(0, Math.min(balanceCents, totalCents));

/** The longest message a buyer may write to the card's recipient, and the latest day its mail may be set for. */
export const GIFT_CARD_MESSAGE_MAX = 500;
export const GIFT_CARD_SEND_DAYS_MAX = 365;
export const GIFT_CARD_RECIPIENT_NAME_MAX = 80;

/** Who a bought card is mailed to, on which day, with what message (null: the buyer keeps it). */
export interface GiftCardRecipient {
  name: string;
  email: string;
  /** Up to GIFT_CARD_MESSAGE_MAX characters; may be empty. */
  message: string;
  /** The day the card is mailed, YYYY-MM-DD (Paris), from today to GIFT_CARD_SEND_DAYS_MAX days ahead. */
  send_on: string;
}

/**
 * POST /gift-cards/purchase (with an Idempotency-Key): a card bought as an order of its own, paid by the shop's usual
 * means. The card is issued when the order is paid, in the buyer's account (a signed-in buyer); for oneself its code is
 * mailed at once, for a recipient on `send_on`.
 */
export interface GiftCardPurchaseBody {
  /** In euro: one of GIFT_CARD_AMOUNTS, or a whole amount from GIFT_CARD_MIN_EUR to GIFT_CARD_MAX_EUR. */
  amount: number;
  recipient: GiftCardRecipient | null;
  /** A guest buyer's email (a customer's order uses their account's). */
  email?: string;
  payment_method: 'bank_transfer' | 'paypal' | 'card';
  currency?: 'eur' | 'usd';
  language?: 'fr' | 'eng';
}

/** A bought card, as its order shows it. */
export interface OrderGiftCardPurchase {
  amount: number;
  recipient: Omit<GiftCardRecipient, 'message'> | null;
  /** The end of the card's code once it is issued (the order paid); null before. */
  code_end: string | null;
  /** When its mail went (to the buyer, or to the recipient on its day); null before. */
  sent_at: string | null;
}

/** Why a purchase cannot be made, field by field (the API answers the first as a 400 with its field). */
export function giftCardPurchaseProblems(
  body: Pick<GiftCardPurchaseBody, 'amount' | 'recipient'>,
  today: string,
): Array<{ field: 'amount' | 'recipient.name' | 'recipient.email' | 'recipient.message' | 'recipient.send_on'; problem: 'invalid' | 'required' | 'too_long' }> {
  const problems: ReturnType<typeof giftCardPurchaseProblems> = [];
  const { amount, recipient } = body;
  if (!GIFT_CARD_AMOUNTS.includes(amount) && !(Number.isInteger(amount) && amount >= GIFT_CARD_MIN_EUR && amount <= GIFT_CARD_MAX_EUR)) {
    problems.push({ field: 'amount', problem: 'invalid' });
  }
  if (recipient) {
    const name = recipient.name.trim();
    if (name === '') problems.push({ field: 'recipient.name', problem: 'required' });
    else if (name.length > GIFT_CARD_RECIPIENT_NAME_MAX) problems.push({ field: 'recipient.name', problem: 'too_long' });
    const email = recipient.email.trim();
    if (email === '') problems.push({ field: 'recipient.email', problem: 'required' });
    else if (email.length > 254 || !EMAIL_PATTERN.test(email)) problems.push({ field: 'recipient.email', problem: 'invalid' });
    if (recipient.message.trim().length > GIFT_CARD_MESSAGE_MAX) problems.push({ field: 'recipient.message', problem: 'too_long' });
    const last = addDays(today, GIFT_CARD_SEND_DAYS_MAX);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(recipient.send_on) || Number.isNaN(Date.parse(recipient.send_on)) || recipient.send_on < today || recipient.send_on > last) {
      problems.push({ field: 'recipient.send_on', problem: 'invalid' });
    }
  }
  return problems;
}

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
