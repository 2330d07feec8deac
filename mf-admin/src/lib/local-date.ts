/** `datetime-local` inputs of the admin forms (events, coupons): values in the admin's time zone, ISO instants to the API. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value, in the admin's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the admin's time zone) as an ISO date-time, or null when it is no date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
