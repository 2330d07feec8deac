/** Client-side checks for a quick answer; the server checks everything again and has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** Same patterns as the server's schemas. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{6,25}$/;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{2,12}$/;
