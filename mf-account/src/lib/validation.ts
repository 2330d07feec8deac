/** Client-side checks for a quick answer; the server checks everything again and has the last word. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** The email, phone and postal code formats, shared with the other remotes and the API. */
export { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@bookshop/contracts';
/** A first or last name: letters, spaces, apostrophes, hyphens and dots (the API's rule, so no name carries a link into a mail). */
export { isPersonName } from '@bookshop/contracts';
