import type { Article } from '@bookshop/contracts';

/**
 * A publication day as precisely as its publisher said it ("12 mars 2027", "mars 2027", "2027"): `on` is the last day
 * of the month or year when only those are known (the trade's records), so it is never shown as a day then.
 */
export function formatPublicationDate(on: string, precision: Article['published_on_precision'], locale: string): string {
  const day = new Date(`${on}T00:00:00Z`);
  if (precision === 'year') return String(day.getUTCFullYear());
  const parts: Intl.DateTimeFormatOptions = precision === 'month' ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(day);
}
