/**
 * The limits a shopper's form checks first and the API enforces: each written here once, so the page and the server
 * can never disagree on them. The API builds its schemas from these; the database keeps its own CHECK constraints as
 * the last guard. (The staff forms' lengths live with their contracts: admin-books, admin-content, coupons.)
 */

/** Length bounds of every password the API sets (sign-up, reset, change); a longer one is never a password either. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Addresses one account's address book holds (409 too_many_addresses beyond). */
export const ADDRESS_BOOK_MAX = 20;

/** A return's reason, trimmed: enough to act on, at most what its column keeps. */
export const RETURN_REASON_MIN_LENGTH = 10;
export const RETURN_REASON_MAX_LENGTH = 2000;

/** A review's optional comment. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** The contact form's fields, trimmed (the email's is the longest address SMTP carries). */
export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * A reason staff write for a decision on someone (a return approved or refused, told to the customer; an account
 * disabled, kept in the audit log): one length for both, that of the return's `decision_reason` column.
 */
export const STAFF_REASON_MAX_LENGTH = 2000;
