/**
 * French elided words at the start of a word ("l'", "d'", "qu'", "jusqu'"…): dropped, so "l'étranger" is found by
 * "étranger" and a lone "l" never has to match. English contractions ("don't", "it's") are not at stake: their
 * first part is not one of these.
 */
const FRENCH_ELISION = /(?<![\p{L}\p{N}])(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’](?=\p{L})/giu;

/**
 * Text normalisation for search, done in JavaScript because PGlite has no `unaccent`: the same function builds the
 * stored tsvector text and the user's query, so "Misérables", "MISERABLES" and "miserables" meet.
 */
export function normalizeText(text: string): string {
  return text
    .replace(FRENCH_ELISION, '')
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
 * The stemmers each query word also goes through, so a word finds its other forms ("chevaux" finds "cheval",
 * "prides" finds "pride") whatever the book's or the shopper's language. The documents hold the same stems
 * (`search_document`, migration 003); both run on accent-free text.
 */
const STEMMING_CONFIGS = ['french', 'english'] as const;

/** The normalised words of a query that search uses, at most `MAX_TERMS`. They hold only letters and digits. */
export function searchTerms(query: string): string[] {
  return normalizeText(query).split(' ').filter(Boolean).slice(0, MAX_TERMS);
}

/**
 * SQL computing, as text, the tsquery of `count` search terms given as parameters from `$first` on: every term is
 * required, either as a word prefix ("miser" finds "misérables") or through a stemmer. The terms are the parameters
 * `$first…`, their stemmer forms the next `count` ones (see `searchTsQueryParams`). A prefix is searched as the words
 * it begins when they are few (`search_prefix_query`, migration 024): the index combines whole words far faster.
 * `weights` ('AB': title and author only) restricts where every form may be found.
 */
export function searchTsQuerySql(first: number, count: number, weights: '' | 'AB' = ''): string {
  const perTerm = Array.from({ length: count }, (_, index) => {
    const term = `$${first + index}`;
    const bare = `$${first + count + index}`;
    const stemmed = STEMMING_CONFIGS.map((config) => `to_tsquery('${config}', ${bare})`);
    return `(search_prefix_query(${term}, '${weights}') || ${stemmed.join(' || ')})`;
  });
  return `select (${perTerm.join(' && ')})::text as query`;
}

/** The parameters of `searchTsQuerySql` for these terms. Terms hold no operator, so they cannot inject one. */
export function searchTsQueryParams(terms: readonly string[], weights: '' | 'AB' = ''): string[] {
  return [...terms, ...terms.map((term) => (weights ? `${term}:${weights}` : term))];
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

/**
 * SQL building the weighted tsvector from four SQL texts holding the `searchVectorParams`, in their order: the
 * database's `search_document` (migration 003) adds the stems of each word to it.
 */
export function searchVectorOf(texts: readonly [string, string, string, string]): string {
  return `search_document(${texts.join(', ')})`;
}

/** SQL building the weighted tsvector from the four `searchVectorParams` placed from `$first` on. */
export function searchVectorSql(first: number): string {
  return searchVectorOf([`$${first}`, `$${first + 1}`, `$${first + 2}`, `$${first + 3}`]);
}
