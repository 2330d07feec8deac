/**
 * Dates as the shop writes them ("12 mars 2027", "mars 2027", "12 March 2027"), written out here rather than by
 * `Intl.DateTimeFormat`: the first Intl formatter a page builds loads ICU's data, 25 to 30 ms on a desktop and ten times
 * that on the bench's phone, one long task in the middle of the page's hydration. Tests hold them to Intl's text.
 */
import type { Language } from './entities';

/** The months' names in each language, January first, as Intl writes them in fr-FR and en-GB. */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  eng: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * A calendar day (`YYYY-MM-DD`) as precisely as its publisher said it ("12 mars 2027", "mars 2027", "2027"): `on` is
 * the last day of the month or year when only those are known (the trade's records), so it is never shown as a day
 * then. A day without a precision is a day.
 */
export function formatPublicationDate(on: string, precision: 'day' | 'month' | 'year' | null, language: Language): string {
  const [year, month, day] = on.split('-').map(Number) as [number, number, number];
  if (precision === 'year') return String(year);
  const monthOfYear = `${MONTH_NAMES[language][month - 1]} ${year}`;
  return precision === 'month' ? monthOfYear : `${day} ${monthOfYear}`;
}
