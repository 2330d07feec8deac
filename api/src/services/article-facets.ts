import type { ArticleFacets, BoundedCount, FacetCounts, FacetValueCount } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { articleFilter, boundedCount, resolveSearch, type ArticleFilter, type ArticleFilterQuery, type ListWindow } from './articles';
import type { MemoAtVersion } from './catalogue-memo';

/** How far facets count and how long they may take (FACET_COUNT_LIMIT, FACET_TIME_LIMIT), with the list's window. */
export interface FacetWindow extends ListWindow {
  facetCountLimit: number;
  facetTimeLimitMs: number;
  /** The facets already counted at this catalogue version, by filter. */
  facets?: MemoAtVersion<ArticleFacets>;
}

/** How a facet's values are counted, in SQL over `articles a` (with the list's filter `where`, `$1` the shop). */
interface Facet {
  /** Value counts over the list's first `size` books (all of them when the list holds no more). */
  firstBooksSql: (where: string, size: number) => string;
  /** Each value of the shop, its books in the list counted up to `limit` + 1. */
  perValueSql: (where: string, limit: number) => string;
}

const CATEGORY_FACET: Facet = {
  firstBooksSql: (where, size) =>
    `select ac.category_id as id, count(*)::int as n
     from (select a.id from articles a where ${where} limit ${size}) as listed
     join article_categories ac on ac.article_id = listed.id
     group by ac.category_id`,
  perValueSql: (where, limit) =>
    `select c.id, (select count(*)::int from (select 1 from article_categories ac join articles a on a.id = ac.article_id
       where ac.category_id = c.id and ${where} limit ${limit + 1}) as counted) as n
     from categories c where c.shop_id = $1`,
};

const PUBLISHER_FACET: Facet = {
  firstBooksSql: (where, size) =>
    `select listed.publisher_id as id, count(*)::int as n
     from (select a.publisher_id from articles a where ${where} limit ${size}) as listed
     where listed.publisher_id is not null
     group by listed.publisher_id`,
  perValueSql: (where, limit) =>
    `select p.id, (select count(*)::int from (select 1 from articles a where a.publisher_id = p.id and ${where}
       limit ${limit + 1}) as counted) as n
     from publishers p where p.shop_id = $1`,
};

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

/**
 * Runs `count` within `ms` milliseconds on PostgreSQL (statement_timeout, local to its transaction), or answers null
 * when it ran out of time. The embedded PGlite has no timer to cancel with; its catalogues are small enough not to
 * need one.
 */
async function withinTime<T>(db: Db, ms: number, count: (tx: Db) => Promise<T>): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`set local statement_timeout = ${Math.round(ms)}`);
      return count(tx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) return null;
    throw error;
  }
}

type CountRow = { id: number; n: number };
const byId = (a: FacetValueCount, b: FacetValueCount) => a.id - b.id;

/**
 * The counts of one facet's values over the list `filter` keeps (the facet's own filter left out), in three steps of
 * rising cost and falling precision:
 * - a list within the list count limit is counted exactly, in one pass over its books;
 * - a larger one counts each value's books up to FACET_COUNT_LIMIT ("100+" past it): a short index walk per value,
 *   quick for the whole catalogue or a category, slow when the filter is rare among a value's books (a search, a
 *   narrow price range), so it may run FACET_TIME_LIMIT at most;
 * - past that time, the values are counted over the list's first books (the count limit of them): each count is then
 *   "at least", and a value not met may still hold books (`complete` false).
 */
async function facetCounts(db: Db, facet: Facet, filter: ArticleFilter, window: FacetWindow): Promise<FacetCounts> {
  const { where, params } = filter;
  const firstBooks = async (exact: boolean) => {
    const { rows } = await db.query<CountRow>(facet.firstBooksSql(where, window.countLimit + 1), params);
    return rows.map(({ id, n }) => ({ id, count: n, exact })).sort(byId);
  };
  if ((await boundedCount(db, filter, window)) <= window.countLimit) return { values: await firstBooks(true), complete: true };
  const limit = window.facetCountLimit;
  const walked = await withinTime(db, window.facetTimeLimitMs, (tx) => tx.query<CountRow>(facet.perValueSql(where, limit), params));
  if (!walked) return { values: await firstBooks(false), complete: false };
  const values = walked.rows
    .filter(({ n }) => n > 0)
    .map(({ id, n }) => (n > limit ? { id, count: limit, exact: false } : { id, count: n, exact: true }));
  return { values: values.sort(byId), complete: true };
}

function bounded(count: number, limit: number): BoundedCount {
  return count > limit ? { count: limit, exact: false } : { count, exact: true };
}

/**
 * What each filter of the /books panel would give for the list `query` and `searchText` describe. Counts are
 * disjunctive: a facet's values are counted over the list without that facet's own filter (so a second category
 * shows what it would add), with every other filter applied. Kept per catalogue version like list counts, so the
 * costly steps run once for a filter while the catalogue does not change.
 */
export async function listFacets(
  db: Db,
  shopId: number,
  query: ArticleFilterQuery,
  searchText: string | undefined,
  window: FacetWindow,
): Promise<ArticleFacets> {
  const key = JSON.stringify([query, searchText ?? null]);
  const kept = window.facets?.get(key);
  if (kept) return kept;
  const search = searchText === undefined ? null : await resolveSearch(db, shopId, searchText);
  let facets: ArticleFacets;
  if (searchText !== undefined && !search) {
    // A search for nothing lists nothing (as GET /articles answers).
    const none = { count: 0, exact: true };
    facets = { categories: { values: [], complete: true }, publishers: { values: [], complete: true }, availability: { all: none, in_stock: none, forthcoming: none }, picks: none };
  } else {
    const over = (changes: Partial<ArticleFilterQuery>) => articleFilter(shopId, { ...query, ...changes }, search);
    const { countLimit } = window;
    facets = {
      categories: await facetCounts(db, CATEGORY_FACET, over({ categoryIds: undefined }), window),
      publishers: await facetCounts(db, PUBLISHER_FACET, over({ publisherIds: undefined }), window),
      availability: {
        all: bounded(await boundedCount(db, over({ inStock: false, forthcoming: false }), window), countLimit),
        in_stock: bounded(await boundedCount(db, over({ inStock: true, forthcoming: false }), window), countLimit),
        forthcoming: bounded(await boundedCount(db, over({ inStock: false, forthcoming: true }), window), countLimit),
      },
      picks: bounded(await boundedCount(db, over({ favorites: true }), window), countLimit),
    };
  }
  window.facets?.set(key, facets);
  return facets;
}
