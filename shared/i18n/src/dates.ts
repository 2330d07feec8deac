/**
 * Dates as the shop writes them ("2 mars 2026", "2 March 2026"), written out here rather than by
 * `Intl.DateTimeFormat`: the first Intl formatter a page builds loads ICU's data, 25 to 30 ms on a desktop and four
 * times that on a phone, one long task in the middle of the page's hydration. A test holds both to the same text.
 */
import { MONTH_NAMES, type Language } from '@bookshop/contracts';

/** The instant the last Sunday of a month (0-based) turns 01:00 UTC: when European summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The shop's clock (Europe/Paris) at `instant`, as a date whose UTC fields read Paris's: UTC+2 from the last Sunday of
 * March to the last Sunday of October, else UTC+1.
 */
function parisClock(instant: Date): Date {
  const year = instant.getUTCFullYear();
  const summer = instant.getTime() >= lastSundayOneUtc(year, 2) && instant.getTime() < lastSundayOneUtc(year, 9);
  return new Date(instant.getTime() + (summer ? 2 : 1) * 3_600_000);
}

/**
 * The shop's calendar day at `now`, `YYYY-MM-DD`: Paris's, the day the API dates a restock and counts the book price law
 * from, whatever the time zone of the browser that asks.
 */
export function shopDay(now: Date = new Date()): string {
  return parisClock(now).toISOString().slice(0, 10);
}

/** The date of an instant in Paris, the shop's, written out in `language`: "2 mars 2026", "2 March 2026". */
export function formatShopDate(iso: string, language: Language): string {
  const paris = parisClock(new Date(iso));
  return `${paris.getUTCDate()} ${MONTH_NAMES[language][paris.getUTCMonth()]} ${paris.getUTCFullYear()}`;
}
