/**
 * ISBNs as people write them and as the store shows them, by the official ranges of the ISBN agency (the `isbn3`
 * package carries its range table, 100 KB: kept on the API, so no browser bundle holds it).
 */
import { parse } from 'isbn3';
import { isValidEan13 } from '@bookshop/contracts';

/**
 * The EAN-13 an ISBN names, whatever its form: ISBN-13 or ISBN-10, with or without hyphens or spaces
 * (2-07-036822-X, 978-2-07-036822-8, 9782070368228). A 13-digit EAN with a valid check digit outside the agency's
 * ranges is taken as it is (the back office accepts any valid EAN-13). Null for anything else.
 */
export function eanOfIsbn(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  if (compact.length > 17) return null;
  const parsed = parse(compact);
  if (parsed) return parsed.isbn13;
  return isValidEan13(compact) ? compact : null;
}

/**
 * Hyphenated EANs already worked out: reading the ranges takes 10 to 30 microseconds an ISBN, and every book of
 * every list answer shows its own. Emptied when full (a few megabytes at most); the ranges only change with a release.
 */
const HYPHENATED = new Map<string, string>();
const HYPHENATED_KEPT = 50_000;

/** An EAN-13 hyphenated by the ISBN ranges (978-2-07-036822-8), or as it is when no range holds it. */
export function hyphenatedIsbn(ean: string): string {
  let hyphenated = HYPHENATED.get(ean);
  if (hyphenated === undefined) {
    hyphenated = parse(ean)?.isbn13h ?? ean;
    if (HYPHENATED.size >= HYPHENATED_KEPT) HYPHENATED.clear();
    HYPHENATED.set(ean, hyphenated);
  }
  return hyphenated;
}
