/**
 * Formats the API checks and the forms check first, so a shopper hears the same rule from both. The API builds its
 * schemas from these; the database keeps its own CHECK constraints as the last guard.
 */

/**
 * One line a person types (a name, a city, an address line): any character but control characters. A line break in a
 * first name would otherwise be copied into the mails that greet the person, and into anything else that takes lines.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point of this pattern
export const ONE_LINE_TEXT_PATTERN = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** The control characters ONE_LINE_TEXT_PATTERN refuses, as a character class body for patterns built on it. */
export const CONTROL_CHARACTERS = ONE_LINE_TEXT_PATTERN.source.slice(3, -3);

/**
 * A person's first or last name (accounts, address book, deliveries): letters of any script with their accents
 * (\p{L}, \p{M}), spaces, apostrophes (' and ’), hyphens and dots, with at least one letter. Names are copied into
 * mails, invoices and parcels' labels: a "name" such as "Paiement refusé, régularisez sur https://…" would have the
 * shop say the attacker's words, so digits, colons, slashes and the like are refused. Needs the `u` flag.
 */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;
/** The longest first or last name (the API refuses longer ones too). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** Whether a name, trimmed, is one PERSON_NAME_PATTERN takes, within PERSON_NAME_MAX_LENGTH: what forms check first. */
export const isPersonName = (name: string): boolean => {
  const trimmed = name.trim();
  return trimmed.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(trimmed);
};

/** A phone number: digits, spaces, dots, dashes and parentheses, 6 to 25 of them, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{6,25}$/;

/** A postal code of any country we deliver to: letters, digits, spaces and dashes, 2 to 12 of them. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{2,12}$/;

/** The email check of the forms (spec section 5: text, @, text, dot, text); the API checks the email format too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The image formats a customer may upload (avatar, return photo). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The largest image a customer may upload, in bytes (1 MB); the database refuses larger ones too. */
export const UPLOAD_IMAGE_MAX_BYTES = 1024 * 1024;

/** How many leading bytes `uploadImageType` needs. */
export const UPLOAD_IMAGE_HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/**
 * The format an image is really in, read from its first bytes (never from its name or declared type), or null when
 * it is none of PNG, JPEG and WebP. The API decides with it; forms ask it first for a quick answer.
 */
export function uploadImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF", 4 bytes of size, then "WEBP".
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/**
 * Whether a code is a valid EAN-13 (an ISBN-13 is one): exactly 13 digits, the last being the check digit of the
 * first 12 (weights 1 and 3 in turn, the sum brought up to a multiple of 10). Spaces and hyphens are not allowed:
 * forms take them out first.
 */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The check digit of the first 12 digits of an EAN-13. */
function ean13CheckDigit(first12: string): number {
  const sum = [...first12].map(Number).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The EAN-13 a typed ISBN stands for, as the book form reads it: an ISBN-13 (or any EAN-13) as it is, an ISBN-10 as
 * its 978 EAN, each with its own check digit right (an ISBN-10's weighs its digits 10 down to 1, X standing for 10);
 * spaces and hyphens are taken out. Null for anything else. The API checks it again against the ISBN agency's ranges.
 */
export function eanFromIsbn(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (isValidEan13(compact)) return compact;
  if (!/^\d{9}[\dX]$/.test(compact)) return null;
  const sum = [...compact].reduce((total, character, index) => total + (character === 'X' ? 10 : Number(character)) * (10 - index), 0);
  if (sum % 11 !== 0) return null;
  const first12 = `978${compact.slice(0, 9)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
