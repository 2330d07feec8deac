import {
  FORTHCOMING_AVAILABILITIES,
  FORTHCOMING_PUBLISHING_STATUS,
  forthcomingOf,
  lawfulDiscountPercent,
  type Article,
  type ArticleSort,
  type CollaboratorRole,
  type Language,
  type PublicationFacts,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { shopToday } from '../lib/dates';
import { badRequest, notFound } from '../lib/errors';
import { eanOfIsbn, hyphenatedIsbn } from '../lib/isbn';
import { eanFromQuery, searchTerms, searchTsQueryParams, searchTsQuerySql } from '../lib/search';
import type { MemoAtVersion } from './catalogue-memo';
import { locationCopies } from './location-stock';
import { pickSql } from './picks';
import { localized } from './sql';

export interface ArticleListQuery {
  smartSearch?: string;
  favorites: boolean;
  page: number;
  pageSize: number;
  sort?: ArticleSort;
  /** Any of these categories (a book is linked to every level of its category path). */
  categoryIds?: number[];
  /** Any of these collections. */
  collectionIds?: number[];
  collaboratorId?: number;
  /** Only with collaboratorId: the role they hold on the article (any of the three without it). */
  role?: CollaboratorRole;
  /** For each role given, the collaborator who must hold it on the article (the /books author, translator… filters). */
  roleHolders?: Partial<Record<CollaboratorRole, number>>;
  /** Any of these publishers. */
  publisherIds?: number[];
  /** Bounds, inclusive, on the price the shopper pays: discount applied to the price including tax, in cents. */
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock: boolean;
  /** Only the books this location has copies of (its own, or the online stock for the location that ships online). */
  availableAt?: number;
  /** Only the titles not out yet (forthcomingOf in the contracts, FORTHCOMING_SQL here). */
  forthcoming: boolean;
  lang: Language;
}

/**
 * How far a list counts and pages (LIST_COUNT_LIMIT), and the counts and pages (their ids) already worked out at this
 * catalogue version.
 */
export interface ListWindow {
  countLimit: number;
  counts?: MemoAtVersion;
  pages?: MemoAtVersion<number[]>;
}

/** The article column of each collaborator role, in the order roles are listed. */
export const ROLE_COLUMNS: Record<CollaboratorRole, string> = {
  author: 'author_id',
  translator: 'translator_id',
  illustrator: 'illustrator_id',
};

export interface ArticlePage {
  data: Article[];
  total: number;
  total_exact: boolean;
  page: number;
  page_size: number;
}

/** Each order ends on the id so pages never overlap; each has a matching partial index in the migrations. */
/** The booksellers' picks (`favorites`) list the newest pick first unless sorted otherwise. */
const PICKED_ORDER = '(select pk.picked_on from article_picks pk where pk.article_id = a.id) desc nulls last, a.id desc';

const ORDER_BY: Record<ArticleSort, string> = {
  newest: 'a.published_at desc nulls last, a.id desc',
  price_asc: 'a.final_price_cents asc, a.id asc',
  price_desc: 'a.final_price_cents desc, a.id desc',
  best_sales: 'a.bestseller_count desc, a.id asc',
  title: 'a.title_sort asc, a.id asc',
};

/**
 * The tsquery (as text) a shopper's search text stands for, with what the word counts tell of its matches; null when
 * no word is left. Built by the database because the stemmers live there; computed once, so the list query compares
 * against a constant.
 *
 * Every published book holding a word the query accepts on its own (a one-word document matching it) is a match, so
 * the most books of such a word (`search_lexeme_books`, migration 026) is a lower bound of the matches, read from a
 * few index rows: a list needs no count to know a common word passes its count limit.
 */
async function searchTsQuery(db: Db, shopId: number, text: string): Promise<{ query: string; matchesAtLeast: number } | null> {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const { rows } = await db.query<{ query: string; matchesAtLeast: number }>(
    // Materialised: inlined in both uses, the query's functions took 1.4 ms to plan at each search.
    `with s as materialized (${searchTsQuerySql(2, terms.length)})
     select s.query, coalesce((
       select max(b.books) from search_lexeme_books b
       where b.shop_id = $1 and b.lexeme = any(tsvector_to_array(to_tsvector('simple', s.query)) collate "C")
         and array_to_tsvector(array[b.lexeme]) @@ s.query::tsquery
     ), 0) as "matchesAtLeast"
     from s`,
    [shopId, ...searchTsQueryParams(terms)],
  );
  return rows[0] ?? null;
}

/** What a shopper's search text looks for: a whole ISBN/EAN, or words (as a tsquery). */
export interface SearchMatch {
  ean: string | null;
  tsQuery: string | null;
  /** How many of the shop's published books the search finds at least, known without counting them (0: unknown). */
  matchesAtLeast: number;
}

/**
 * The match of a search text, or null when it looks for nothing (no word left, no ISBN). A whole ISBN or EAN names
 * one book: its digit groups are not words to look for (each would match thousands).
 */
export async function resolveSearch(db: Db, shopId: number, text: string): Promise<SearchMatch | null> {
  const ean = eanFromQuery(text);
  if (ean) return { ean, tsQuery: null, matchesAtLeast: 0 };
  const words = await searchTsQuery(db, shopId, text);
  return words?.query ? { ean: null, tsQuery: words.query, matchesAtLeast: words.matchesAtLeast } : null;
}

/** The filters of a list (ArticleListQuery less its page, order and language). */
export type ArticleFilterQuery = Omit<ArticleListQuery, 'smartSearch' | 'page' | 'pageSize' | 'sort' | 'lang'>;

/** A list's `where` over `articles a` (with `$1` the shop) and its values, and the search's ranking if any. */
export interface ArticleFilter {
  where: string;
  params: unknown[];
  relevance: string | null;
  /** How many books the filter keeps at least, known without counting them (0: unknown). */
  keepsAtLeast: number;
}

/**
 * The contracts' forthcomingOf over `articles a`: the record says forthcoming or not yet available, and its day, if it
 * has one, is still to come (the shop's day, Paris).
 */
/** The record says the title is forthcoming or not yet available (over `articles a`). */
const ANNOUNCED_SQL = `(a.publishing_status = '${FORTHCOMING_PUBLISHING_STATUS}' or a.product_availability in (${FORTHCOMING_AVAILABILITIES.map((code) => `'${code}'`).join(', ')}))`;
/** A book `a`'s publication facts, for the contracts' forthcomingOf (an order's lines, a cart's). */
export const PUBLICATION_COLUMNS = `a.publishing_status, a.product_availability, a.published_on::text as published_on, a.published_on_precision`;

const FORTHCOMING_SQL = `${ANNOUNCED_SQL} and (a.published_on is null or a.published_on > (now() at time zone 'Europe/Paris')::date)`;

/**
 * The upkeep's part for forthcoming titles: on the first pass of a day, each shop where a forthcoming title came out
 * since its last look (its day has come) gets new catalogue versions, so that the answers and lists kept for the old
 * ones (the API's, the CDN's) stop showing it as forthcoming. Answers the shops moved.
 */
export async function releaseForthcomingTitles(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; released: boolean }>(
      `with today as (select (now() at time zone 'Europe/Paris')::date as day),
       due as (
         select s.id, s.forthcoming_checked_on from shops s, today
         where s.forthcoming_checked_on is distinct from today.day
         for update of s skip locked
       ),
       marked as (update shops set forthcoming_checked_on = (select day from today) where id in (select id from due) returning id)
       select d.id, exists (
         select 1 from articles a, today
         where a.shop_id = d.id and a.published
           and ${ANNOUNCED_SQL}
           and a.published_on <= today.day and a.published_on > coalesce(d.forthcoming_checked_on, '-infinity'::date)
       ) as released
       from due d join marked m on m.id = d.id`,
    );
    const released = rows.filter((row) => row.released).map((row) => row.id);
    if (released.length > 0) await tx.query('select move_catalogue_versions($1::int[])', [released]);
    return released.length;
  });
}

/** The SQL of a list's filters: every one must hold. */
export function articleFilter(shopId: number, query: ArticleFilterQuery, search: SearchMatch | null): ArticleFilter {
  const params: unknown[] = [shopId];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['a.shop_id = $1', 'a.published'];
  let relevance: string | null = null;
  if (search) {
    const matches: string[] = [];
    const ranks: string[] = [];
    if (search.ean) {
      const eanParam = param(search.ean);
      matches.push(`a.ean = ${eanParam}`);
      ranks.push(`(a.ean = ${eanParam}) desc`);
    }
    if (search.tsQuery) {
      const tsParam = param(search.tsQuery);
      matches.push(`a.search @@ ${tsParam}::tsquery`);
      ranks.push(`ts_rank(a.search, ${tsParam}::tsquery) desc`);
    }
    where.push(`(${matches.join(' or ')})`);
    relevance = `${ranks.join(', ')}, a.bestseller_count desc, a.id asc`;
  }
  const searchedOnly = where.length;
  if (query.favorites) where.push('exists (select 1 from article_picks pk where pk.article_id = a.id)');
  if (query.categoryIds?.length === 1) {
    // One category (the /books menu's case; a book is linked to every level of its path): written as an equality, the
    // planner walks the category's links in book order beside the books, where `= any` makes it filter every link.
    where.push(`exists (select 1 from article_categories ac where ac.article_id = a.id and ac.category_id = ${param(query.categoryIds[0])})`);
  } else if (query.categoryIds?.length) {
    where.push(`exists (select 1 from article_categories ac where ac.article_id = a.id and ac.category_id = any(${param(query.categoryIds)}::int[]))`);
  }
  if (query.collectionIds?.length) where.push(`a.collection_id = any(${param(query.collectionIds)}::int[])`);
  if (query.publisherIds?.length) where.push(`a.publisher_id = any(${param(query.publisherIds)}::int[])`);
  if (query.collaboratorId !== undefined) {
    where.push(
      query.role
        ? `a.${ROLE_COLUMNS[query.role]} = ${param(query.collaboratorId)}`
        : `${param(query.collaboratorId)} in (a.author_id, a.translator_id, a.illustrator_id)`,
    );
  }
  for (const [role, collaboratorId] of Object.entries(query.roleHolders ?? {}) as Array<[CollaboratorRole, number | undefined]>) {
    if (collaboratorId !== undefined) where.push(`a.${ROLE_COLUMNS[role]} = ${param(collaboratorId)}`);
  }
  if (query.minPriceCents !== undefined) where.push(`a.final_price_cents >= ${param(query.minPriceCents)}`);
  if (query.maxPriceCents !== undefined) where.push(`a.final_price_cents <= ${param(query.maxPriceCents)}`);
  if (query.inStock) where.push('a.stock > 0');
  if (query.availableAt !== undefined) {
    const location = param(query.availableAt);
    where.push(
      `exists (select 1 from shop_locations al left join location_stock als on als.location_id = al.id and als.article_id = a.id
       where al.id = ${location} and al.shop_id = a.shop_id and case when al.ships_online then a.stock > 0 else als.copies > 0 end)`,
    );
  }
  if (query.forthcoming) where.push(FORTHCOMING_SQL);
  // What the search alone finds is a lower bound while no other filter narrows it.
  const keepsAtLeast = search && where.length === searchedOnly ? search.matchesAtLeast : 0;
  return { where: where.join(' and '), params, relevance, keepsAtLeast };
}

/** The bounded count of a filter's articles (see boundedCount), and its key among the counts kept. */
function countStatement({ where, params }: ArticleFilter, countLimit: number): { sql: string; key: string } {
  const sql = `select count(*)::int as total from (select 1 from articles a where ${where} limit ${countLimit + 1}) as counted`;
  return { sql, key: `${sql}\n${JSON.stringify(params)}` };
}

/** What boundedCount would answer without asking the database, if anything: a count kept, or the search's words. */
function knownCount(filter: ArticleFilter, { countLimit, counts }: ListWindow): number | undefined {
  if (filter.keepsAtLeast > countLimit) return countLimit + 1;
  return counts?.get(countStatement(filter, countLimit).key);
}

/**
 * How many articles a filter keeps, counted up to `countLimit` + 1 at most (a count above the limit means "more"),
 * and kept in `counts` for the next list of the same filter at this catalogue version.
 */
export async function boundedCount(db: Db, filter: ArticleFilter, window: ListWindow): Promise<number> {
  const known = knownCount(filter, window);
  if (known !== undefined) return known;
  const { sql, key } = countStatement(filter, window.countLimit);
  const { rows } = await db.query<{ total: number }>(sql, filter.params);
  const counted = rows[0]?.total ?? 0;
  window.counts?.set(key, counted);
  return counted;
}

/**
 * One page of the shop's published articles. `smartSearch` is accent-insensitive full text (word prefixes and
 * French/English stems) plus an exact match on the EAN when the query is an ISBN/EAN; `favorites` keeps the books
 * the shop's booksellers picked, the newest pick first.
 *
 * At a million books the cost of a list is in what it counts and skips, not in its page: so a list counts its
 * results up to `countLimit` only (the total is then "more than", `total_exact` false), and its pages stop there
 * (a page past the limit is a 400 on `page`). A search ranks its results by relevance while they are within the
 * limit; a broader one (a word in thousands of books) lists its best sellers first, which the indexes give at once
 * where ranking would read every match.
 */
export async function listArticles(db: Db, shopId: number, query: ArticleListQuery, window: ListWindow): Promise<ArticlePage> {
  const { countLimit } = window;
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= countLimit) {
    throw badRequest(
      `Only the first ${countLimit} books of a list can be paged through: narrow the list (a category, a price range, a search).`,
      'page',
    );
  }
  const search = query.smartSearch === undefined ? null : await resolveSearch(db, shopId, query.smartSearch);
  if (query.smartSearch !== undefined && !search) {
    return { data: [], total: 0, total_exact: true, page: query.page, page_size: query.pageSize };
  }
  const filter = articleFilter(shopId, query, search);
  // A search for words not counted yet walks the order it is listed by when broad while it is counted, side by side
  // on PostgreSQL's pool: at a million books most searches are broad, and the walk is then their page. An ISBN names
  // one book: nothing to walk for.
  const broadOrder = query.sort ? ORDER_BY[query.sort] : ORDER_BY.best_sales;
  const walking =
    search?.tsQuery && knownCount(filter, window) === undefined ? walkedPageIds(db, filter, broadOrder, offset + query.pageSize) : undefined;
  const [counted, walked] = await Promise.all([boundedCount(db, filter, window), walking]);
  const exact = counted <= countLimit;
  const relevance = exact ? filter.relevance : filter.relevance && ORDER_BY.best_sales;
  const defaultOrder = relevance ?? (query.favorites ? PICKED_ORDER : ORDER_BY.newest);
  const orderBy = query.sort ? ORDER_BY[query.sort] : defaultOrder;
  // The page's ids are kept like its count: a broad search listed by best sales walks thousands of index entries to
  // find them. The books themselves are read fresh (the same at this catalogue version, in the shopper's language).
  const params = [...filter.params, query.pageSize, offset];
  const pageSql = `select a.id from articles a where ${filter.where} order by ${orderBy} limit $${params.length - 1} offset $${params.length}`;
  const pageKey = `${pageSql}\n${JSON.stringify(params)}`;
  let ids = window.pages?.get(pageKey);
  if (ids === undefined) {
    ids = search
      ? await searchPageIds(db, filter, orderBy, { pageSize: query.pageSize, offset, broad: !exact, walked })
      : (await db.query<{ id: number }>(pageSql, params)).rows.map((row) => row.id);
    window.pages?.set(pageKey, ids);
  }
  const loaded = await loadArticles(db, shopId, ids, query.lang);
  return {
    data: ids.flatMap((id) => loaded.get(id)?.article ?? []),
    total: exact ? counted : countLimit,
    total_exact: exact,
    page: query.page,
    page_size: query.pageSize,
  };
}

/** How many of a sort's first books the page of a broad search looks among before it sorts all its matches. */
const SEARCH_WALK = 2000;

/**
 * The first `wanted` ids in `orderBy` of a filter's matches among the order's first SEARCH_WALK books, or null when
 * fewer match there. The walk stops at the page's last book: the outer filter takes the walked books in order.
 */
async function walkedPageIds(db: Db, { where, params }: ArticleFilter, orderBy: string, wanted: number): Promise<number[] | null> {
  const { rows } = await db.query<{ id: number }>(
    `select id from (
       select a.id, (${where}) as matches from articles a where a.shop_id = $1 and a.published order by ${orderBy} limit ${SEARCH_WALK}
     ) as walked where matches limit $${params.length + 1}`,
    [...params, wanted],
  );
  return rows.length === wanted ? rows.map((row) => row.id) : null;
}

/**
 * The ids of a search's page. The planner either reads every match from the GIN index and sorts them, or walks the
 * sort's index and checks each book's search document until the page is full; it believes that check cheap, and for
 * two words found together in 0.2 % of a million books ("lettres venise") it walked 12,000 documents (50 to 160 ms).
 * So a search within the count limit (at most that many matches) sorts its matches, and a broader one walks the sort's
 * first SEARCH_WALK books (`walked`, when already done), sorting its matches only when they do not fill the page there
 * (a search rare among them).
 */
async function searchPageIds(
  db: Db,
  filter: ArticleFilter,
  orderBy: string,
  { pageSize, offset, broad, walked }: { pageSize: number; offset: number; broad: boolean; walked?: number[] | null },
): Promise<number[]> {
  if (broad) {
    const ids = walked === undefined ? await walkedPageIds(db, filter, orderBy, offset + pageSize) : walked;
    if (ids) return ids.slice(offset);
  }
  const { where, params } = filter;
  // `offset 0` keeps the planner from walking the sort's index: the matches come from the GIN index, then are sorted.
  const { rows } = await db.query<{ id: number }>(
    `select a.id from (select * from articles a where ${where} offset 0) as a order by ${orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, offset],
  );
  return rows.map((row) => row.id);
}

/** Each of `ids`, in that order, as the shop sells it now: null when it is unpublished or not the shop's. */
export async function articlesOnSale(db: Db, shopId: number, ids: number[], lang: Language): Promise<Array<{ id: number; article: Article | null }>> {
  const loaded = await loadArticles(db, shopId, [...new Set(ids)], lang);
  return ids.map((id) => {
    const found = loaded.get(id);
    return { id, article: found?.published ? found.article : null };
  });
}

export async function getArticle(db: Db, shopId: number, id: number, lang: Language): Promise<Article> {
  const found = (await loadArticles(db, shopId, [id], lang)).get(id);
  if (!found?.published) throw notFound('Article not found.');
  return { ...found.article, locations: await locationCopies(db, shopId, id) };
}

/**
 * The published book of the shop an ISBN names, in any of its forms (ISBN-13 or ISBN-10, hyphenated or not): what
 * /isbn/{isbn} redirects to. 400 (field isbn) when the text is no ISBN, 404 when no book on sale has it.
 */
export async function articleByIsbn(db: Db, shopId: number, isbn: string, lang: Language): Promise<Article> {
  const ean = eanOfIsbn(isbn);
  if (!ean) throw badRequest('This is not an ISBN: 13 digits (or 10, the last one may be X), hyphens allowed, with a valid check digit.', 'isbn');
  const { rows } = await db.query<{ id: number }>('select id from articles where shop_id = $1 and ean = $2 and published', [shopId, ean]);
  if (!rows[0]) throw notFound('No book on sale has this ISBN.', 'isbn');
  return getArticle(db, shopId, rows[0].id, lang);
}

interface ArticleRow {
  id: number;
  title: string;
  description_html: string;
  ean: string;
  language: string;
  price_ht_cents: number;
  price_ttc_cents: number;
  discount_percent: number;
  published_on: string | null;
  published_on_precision: PublicationFacts['published_on_precision'];
  publishing_status: string | null;
  product_form: Article['product_form'];
  page_count: number | null;
  product_availability: string | null;
  last_restocked_on: string | null;
  stock: number;
  weight_grams: number;
  average_rate: number;
  bestseller_count: number;
  published: boolean;
  published_at: Date | null;
  first_published_year: number | null;
  author_id: number | null;
  author_name: string | null;
  translator_id: number | null;
  translator_name: string | null;
  illustrator_id: number | null;
  illustrator_name: string | null;
  publisher_id: number | null;
  publisher_name: string | null;
  collection_id: number | null;
  collection_name: string | null;
  collection_description: string | null;
  categories: Article['categories'];
  images: Article['articleimage'];
  editions: Article['editions'];
  pick: Article['pick'];
}

export interface LoadedArticle {
  article: Article;
  /** Unpublished articles still load (cart lines and favourites show them as removed). */
  published: boolean;
}

/** Articles of the shop by id, published or not, with everything the contract's Article holds. */
export async function loadArticles(
  db: Db,
  shopId: number,
  ids: number[],
  lang: Language,
): Promise<Map<number, LoadedArticle>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<ArticleRow>(
    `select a.id, a.title, a.description_html, a.ean, a.language, a.price_ht_cents, a.price_ttc_cents,
       a.discount_percent, a.published_on::text as published_on, a.published_on_precision, a.publishing_status,
       a.product_availability, a.product_form, a.page_count, a.last_restocked_on::text as last_restocked_on,
       a.stock, a.weight_grams, a.average_rate::float8 as average_rate, a.bestseller_count,
       a.published, a.published_at, a.first_published_year::int as first_published_year,
       au.id as author_id, au.name as author_name,
       tr.id as translator_id, tr.name as translator_name,
       il.id as illustrator_id, il.name as illustrator_name,
       p.id as publisher_id, p.name as publisher_name,
       co.id as collection_id, co.name as collection_name,
       ${localized('co.description_fr', 'co.description_en', '$3')} as collection_description,
       coalesce((
         select json_agg(json_build_object('id', c.id, '_nom', ${localized('c.name_fr', 'c.name_en', '$3')}, 'niveau', c.level, 'b_usr_articletheme_id', c.parent_id)
                         order by c.level, c.id)
         from article_categories ac join categories c on c.id = ac.category_id
         where ac.article_id = a.id
       ), '[]'::json) as categories,
       coalesce((
         select json_agg(json_build_object('link', i.link) order by i.position)
         from article_images i where i.article_id = a.id
       ), '[]'::json) as images,
       coalesce((
         select json_agg(json_build_object('id', e.id, 'designation', e.title, 'language', e.language) order by e.language, e.id)
         from articles e where e.work_id = a.work_id and e.id <> a.id and e.published
       ), '[]'::json) as editions,
       ${pickSql('a.id')} as pick
     from articles a
     left join collaborators au on au.id = a.author_id
     left join collaborators tr on tr.id = a.translator_id
     left join collaborators il on il.id = a.illustrator_id
     left join publishers p on p.id = a.publisher_id
     left join collections co on co.id = a.collection_id
     where a.shop_id = $1 and a.id = any($2::int[])`,
    [shopId, ids, lang],
    { prepared: 'load-articles' },
  );
  return new Map(rows.map((row) => [row.id, { article: toArticle(row), published: row.published }]));
}

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, _nom: name } : null);

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    designation: row.title,
    descriptif: row.description_html,
    _code_barre: row.ean,
    dc_collection:
      row.collection_id !== null && row.collection_name !== null
        ? { id: row.collection_id, nom: row.collection_name, description: row.collection_description }
        : null,
    dc_auteur: ref(row.author_id, row.author_name),
    dc_editor:
      row.publisher_id !== null && row.publisher_name !== null ? { id: row.publisher_id, title: row.publisher_name } : null,
    dc_traducteur: ref(row.translator_id, row.translator_name),
    dc_illustrateur: ref(row.illustrator_id, row.illustrator_name),
    categories: row.categories,
    prixpublic: row.price_ht_cents / 100,
    _prix_public_ttc: row.price_ttc_cents / 100,
    _poids_net: row.weight_grams,
    // What an order would charge (orders.ts): a stored discount the loi Lang no longer allows shows at the cap.
    discount: lawfulDiscountPercent(row.discount_percent, row, shopToday()),
    _qte_a_terme_calcule: row.stock,
    articleimage: row.images,
    average_rate: row.average_rate,
    article_stock: row.stock,
    bestseller_count: row.bestseller_count,
    language: row.language,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    first_published_year: row.first_published_year,
    isbn_hyphenated: hyphenatedIsbn(row.ean),
    editions: row.editions,
    forthcoming: forthcomingOf(row, shopToday()),
    product_form: row.product_form,
    page_count: row.page_count,
    published_on: row.published_on,
    // The books staff entered give their day.
    published_on_precision: row.published_on === null ? null : (row.published_on_precision ?? 'day'),
    pick: row.pick,
  };
}
