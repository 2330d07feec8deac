/** Client-side checks for a quick answer; the server checks everything again and has the last word. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bookshop/contracts';

/** The password's length bounds (the API's), as the forms test them and as their texts' {min} and {max} name them. */
export const PASSWORD_LENGTH = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** The email, phone and postal code formats, shared with the other remotes and the API. */
export { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@bookshop/contracts';
/** A first or last name: letters, spaces, apostrophes, hyphens and dots (the API's rule, so no name carries a link into a mail). */
export { isPersonName } from '@bookshop/contracts';
