/**
 * French book law on discounts (loi Lang, loi n° 81-766 du 10 août 1981, art. 1 and 5): a bookseller sells a book at
 * its public price (prix public fixé par l'éditeur) less at most 5 %, all discounts together (the book's own and a
 * coupon's share). The one exception: a book published more than two years ago whose last restock (dernier
 * approvisionnement) is more than six months old may be sold at any price. The API (admin, coupons, order pricing)
 * and the admin form all ask these functions; dates are inputs, so the rule is the same on any clock.
 */
import { BOOK_DISCOUNT_CAP_PERCENT } from './coupons';

/** How old the edition and its last restock must be before the 5 % cap no longer applies. */
export const BOOK_LAW_EXEMPTION = { publishedYears: 2, restockedMonths: 6 } as const;

/**
 * The two dates of a book the law looks at, as calendar days `YYYY-MM-DD`: when this edition came out, and when the
 * shop last took copies in from the publisher or a wholesaler (null: unknown, or never). A return put back on the
 * shelf is not a restock.
 */
export interface BookLawDates {
  published_on: string | null;
  last_restocked_on: string | null;
}

/** Why the law refuses a discount (400 on `discount_percent`). */
export const BOOK_LAW_ERROR_CODE = 'book_discount_law';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day `months` months before `day` (`YYYY-MM-DD`), the last day of the month when it is shorter: six months
 * before 31 August is 28 or 29 February, two years before 29 February 2028 is 28 February 2026.
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/**
 * Whether the law lets the shop discount this book freely on `today`: published MORE than two years ago and last
 * restocked MORE than six months ago (on the anniversary day itself it is not yet). An unknown date never exempts:
 * the shop cannot show the law's conditions are met.
 */
export function isBookDiscountExempt(dates: BookLawDates, today: string): boolean {
  if (dates.published_on === null || dates.last_restocked_on === null) return false;
  return (
    dates.published_on < monthsBefore(today, BOOK_LAW_EXEMPTION.publishedYears * 12) &&
    dates.last_restocked_on < monthsBefore(today, BOOK_LAW_EXEMPTION.restockedMonths)
  );
}

/** The largest discount, in percent of the public price, the law allows on this book on `today`: 5, or 100 when exempt. */
export function bookDiscountCapPercent(dates: BookLawDates, today: string): number {
  return isBookDiscountExempt(dates, today) ? 100 : BOOK_DISCOUNT_CAP_PERCENT;
}

/** The book's own discount as the shop may apply it on `today`: the stored one, brought down to the cap if above. */
export function lawfulDiscountPercent(discountPercent: number, dates: BookLawDates, today: string): number {
  return Math.min(discountPercent, bookDiscountCapPercent(dates, today));
}

/**
 * The price a shopper pays for one copy with this discount, rounded to the cent as the database's generated
 * `final_price_cents` column rounds it (half a cent up).
 */
export const discountedPriceCents = (publicPriceTtcCents: number, discountPercent: number): number =>
  Math.floor((publicPriceTtcCents * (100 - discountPercent) + 50) / 100);
