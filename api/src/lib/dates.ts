/** A date as the API answers it (ISO 8601, UTC), from a timestamptz row value (a Date or its text). */
export const isoDate = (value: Date | string): string => new Date(value).toISOString();
