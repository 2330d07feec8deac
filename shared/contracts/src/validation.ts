/**
 * Formats the API checks and the forms check first, so a shopper hears the same rule from both. The API builds its
 * schemas from these; the database keeps its own CHECK constraints as the last guard.
 */

/** A phone number: digits, spaces, dots, dashes and parentheses, 6 to 25 of them, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{6,25}$/;

/** A postal code of any country we deliver to: letters, digits, spaces and dashes, 2 to 12 of them. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{2,12}$/;

/** The email check of the forms (spec section 5: text, @, text, dot, text); the API checks the email format too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
