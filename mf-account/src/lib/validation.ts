/** Client-side checks for a quick answer; the server checks everything again and has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
