/** A date as the API answers it (ISO 8601, UTC), from a timestamptz row value (a Date or its text). */
export const isoDate = (value: Date | string): string => new Date(value).toISOString();

// Made once: building an Intl.DateTimeFormat takes about 0.1 ms, and every book of every answer asks for the day (its
// lawful discount), which made a list of 24 books several milliseconds slower.
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The shop's calendar day (Europe/Paris, like its reports) at `now`, as `YYYY-MM-DD`: the day the book law's dates
 * are compared with, and the date a restock made now is recorded on.
 */
export const shopToday = (now: Date = new Date()): string => SHOP_DAY.format(now);
