/**
 * Text normalisation for search, done in JavaScript because PGlite has no `unaccent`: the same function builds the
 * stored tsvector text and the user's query, so "Misérables", "MISERABLES" and "miserables" meet.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MAX_TERMS = 8;

/**
 * A `to_tsquery('simple', …)` text where every word is a prefix ("miser" finds "misérables"), all words required.
 * Null when nothing searchable is left. Terms hold only letters and digits, so the text cannot inject operators.
 */
export function prefixTsQuery(query: string): string | null {
  const terms = normalizeText(query).split(' ').filter(Boolean).slice(0, MAX_TERMS);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

/** The EAN-13 digits of the check digit of the first 12 digits. */
function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The EAN-13 a query names when it is an ISBN or EAN typed with or without hyphens and spaces: 13 digits as they
 * are, an ISBN-10 (last character may be X) converted to its 978 EAN. Null for anything else.
 */
export function eanFromQuery(query: string): string | null {
  const compact = query.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{9}[\dXx]$/.test(compact)) {
    const first12 = `978${compact.slice(0, 9)}`;
    return `${first12}${ean13CheckDigit(first12)}`;
  }
  return null;
}

/** The texts an article is found by, as they feed its weighted search document. */
export interface SearchableArticle {
  title: string;
  ean: string;
  author: string | null;
  translator: string | null;
  illustrator: string | null;
  collection: string | null;
  publisher: string | null;
}

/**
 * Parameters for `searchVectorSql`, by weight: title and EAN (A), author (B), translator and illustrator (C),
 * collection and publisher (D). All normalised here, so the database needs no accent dictionary.
 */
export function searchVectorParams(article: SearchableArticle): [string, string, string, string] {
  const join = (...parts: (string | null)[]) => normalizeText(parts.filter(Boolean).join(' '));
  return [
    join(article.title, article.ean),
    join(article.author),
    join(article.translator, article.illustrator),
    join(article.collection, article.publisher),
  ];
}

/** SQL building the weighted tsvector from four SQL texts holding the `searchVectorParams`, in their order. */
export function searchVectorOf(texts: readonly [string, string, string, string]): string {
  return (['A', 'B', 'C', 'D'] as const)
    .map((weight, index) => `setweight(to_tsvector('simple', ${texts[index]}), '${weight}')`)
    .join(' || ');
}

/** SQL building the weighted tsvector from the four `searchVectorParams` placed from `$first` on. */
export function searchVectorSql(first: number): string {
  return searchVectorOf([`$${first}`, `$${first + 1}`, `$${first + 2}`, `$${first + 3}`]);
}
