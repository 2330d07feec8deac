import { createHash } from 'node:crypto';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_IMAGES_MAX,
  BOOK_DISCOUNT_CAP_PERCENT,
  BOOK_LAW_ERROR_CODE,
  bookDiscountCapPercent,
  isCalendarDay,
  uploadImageType,
  type AdminArticle,
  type AdminArticleAvailability,
  type AdminArticleCreate,
  type AdminArticleInput,
  type AdminArticleSortKey,
  type AdminArticleStatus,
  type PagedAnswer,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { shopToday } from '../lib/dates';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import { eanOfIsbn, hyphenatedIsbn } from '../lib/isbn';
import { eanFromQuery, normalizeText, searchTerms, searchTsQueryParams, searchTsQuerySql, searchVectorParams, searchVectorSql } from '../lib/search';
import { pageWindow } from '../schemas/common';
import { recordAudit } from './audit';
import { previewSigner } from './image-preview';
import { setAsideAwaitedCopies, unpaidHeldCopies } from './orders';
import { mailRestockAlerts } from './stock-alerts';
import { coverLink, discardImage, imageBytes, withKeptImage, type ImageStore } from './images';

/** Where an uploaded book image is served (GET /img/books/:id); article_images.link holds it. */
export const bookImageLink = (fileId: number): string => `/img/books/${fileId}`;
const UPLOADED_LINK = /^\/img\/books\/(\d+)$/;
/** Where the generated covers are served: an image row with such a link is the cover staff have not replaced. */
export const GENERATED_COVER_PREFIX = '/img/covers/';

/**
 * The generated cover's link, with a version that follows what the cover shows (title, author, collection). The
 * cover is cached by browsers for a day and by the storefront's service worker until its next release: a renamed
 * book gets a new address, so nobody keeps seeing the old title. The route ignores the query.
 */
export function versionedCoverLink(articleId: number, text: { title: string; author: string | null; collection: string | null }): string {
  const version = createHash('sha256').update(JSON.stringify([text.title, text.author, text.collection])).digest('hex').slice(0, 10);
  return `${coverLink(articleId)}?v=${version}`;
}

interface AdminArticleRow {
  id: number;
  title: string;
  description_html: string;
  ean: string;
  language: 'fr' | 'en';
  collection_id: number | null;
  author_id: number | null;
  publisher_id: number | null;
  translator_id: number | null;
  illustrator_id: number | null;
  category_ids: number[];
  price_ht_cents: number;
  price_ttc_cents: number;
  weight_grams: number;
  discount_percent: number;
  stock: number;
  first_published_year: number | null;
  author_name: string | null;
  published: boolean;
  published_at: Date | string | null;
  published_on: string | null;
  last_restocked_on: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  images: { id: number; link: string }[];
  stock_alerts_pending: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * `preview` signs the image links of a book that is not published, so staff see images the public may not (see
 * image-preview.ts); a published book's links are the public ones.
 */
function toAdminArticle(row: AdminArticleRow, preview: (link: string) => string, unpaidHeld: number): AdminArticle {
  return {
    id: row.id,
    title: row.title,
    description_html: row.description_html,
    ean: row.ean,
    language: row.language,
    collection_id: row.collection_id,
    author_id: row.author_id,
    publisher_id: row.publisher_id,
    translator_id: row.translator_id,
    illustrator_id: row.illustrator_id,
    category_ids: row.category_ids,
    price_ht_cents: row.price_ht_cents,
    price_ttc_cents: row.price_ttc_cents,
    weight_grams: row.weight_grams,
    discount_percent: row.discount_percent,
    stock: row.stock,
    first_published_year: row.first_published_year,
    author_name: row.author_name,
    published: row.published,
    published_at: row.published_at === null ? null : iso(row.published_at),
    published_on: row.published_on,
    last_restocked_on: row.last_restocked_on,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    images: row.images.filter((image) => UPLOADED_LINK.test(image.link)).map((image) => ({ ...image, link: preview(image.link) })),
    cover_link: preview(row.images[0]?.link ?? coverLink(row.id)),
    stock_alerts_pending: row.stock_alerts_pending,
    unpaid_held_copies: unpaidHeld,
    ean_hyphenated: hyphenatedIsbn(row.ean),
  };
}

/**
 * The shop's articles by id, published or not. category_ids are the categories chosen for the book: those of its
 * links that are not the parent of another of its links (the parents are linked too, see `categoryClosure`).
 */
async function loadAdminArticles(db: Db, shopId: number, ids: number[]): Promise<Map<number, AdminArticle>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<AdminArticleRow>(
    `select a.id, a.title, a.description_html, a.ean, a.language, a.collection_id, a.author_id, a.publisher_id,
       a.translator_id, a.illustrator_id, a.price_ht_cents, a.price_ttc_cents, a.weight_grams, a.discount_percent,
       a.stock, a.first_published_year::int as first_published_year, au.name as author_name, a.published,
       a.published_at, a.published_on::text as published_on, a.last_restocked_on::text as last_restocked_on,
       a.created_at, a.updated_at,
       coalesce((
         select array_agg(ac.category_id order by ac.category_id)
         from article_categories ac
         where ac.article_id = a.id and not exists (
           select 1 from article_categories child join categories c on c.id = child.category_id
           where child.article_id = a.id and c.parent_id = ac.category_id)
       ), '{}'::int[]) as category_ids,
       coalesce((
         select json_agg(json_build_object('id', i.id, 'link', i.link) order by i.position)
         from article_images i where i.article_id = a.id
       ), '[]'::json) as images,
       (select count(*)::int from stock_alerts s where s.article_id = a.id and s.notified_at is null and s.confirmed_at is not null) as stock_alerts_pending
     from articles a
     left join collaborators au on au.id = a.author_id
     where a.shop_id = $1 and a.id = any($2::int[])`,
    [shopId, ids],
  );
  const preview = await previewSigner(db);
  // Copies taken from `stock` by orders not yet paid: staff see what hoarding (or slow payers) keep off sale.
  const held = await unpaidHeldCopies(db, shopId, ids);
  return new Map(rows.map((row) => [row.id, toAdminArticle(row, row.published ? (link) => link : preview, held.get(row.id) ?? 0)]));
}

export async function getAdminArticle(db: Db, shopId: number, id: number): Promise<AdminArticle> {
  const article = (await loadAdminArticles(db, shopId, [id])).get(id);
  if (!article) throw notFound('Article not found.');
  return article;
}

export interface AdminArticleListQuery {
  q?: string;
  sort?: AdminArticleSortKey;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  status?: AdminArticleStatus;
  availability?: AdminArticleAvailability;
}

const SORT_COLUMNS: Record<AdminArticleSortKey, string> = {
  updated: 'a.updated_at',
  title: 'a.title_sort',
  price: 'a.price_ttc_cents',
  stock: 'a.stock',
};

/**
 * One page of the shop's articles, unpublished ones included. `q` finds words of the title or the author's name
 * (accent-free prefixes and stems, like the storefront's search, but not the translator's, illustrator's or
 * collection's names), the start of an EAN, or a whole ISBN-10/13 typed with hyphens.
 */
export async function listAdminArticles(db: Db, shopId: number, query: AdminArticleListQuery, countLimit: number): Promise<PagedAnswer<AdminArticle>> {
  const { page, pageSize, offset } = pageWindow(query);
  if (offset >= countLimit) {
    throw badRequest(`Only the first ${countLimit} books of a list can be paged through: narrow it (a search, a status, a sort).`, 'page');
  }
  const params: unknown[] = [shopId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['a.shop_id = $1'];

  if (query.q !== undefined && query.q.trim() !== '') {
    const matches: string[] = [];
    const ean = eanFromQuery(query.q);
    if (ean) matches.push(`a.ean = ${param(ean)}`);
    const terms = searchTerms(query.q);
    if (terms.length > 0) {
      // Weights A (title and EAN) and B (author) only: the document's other words name other collaborators.
      const { rows } = await db.query<{ query: string }>(searchTsQuerySql(1, terms.length, 'AB'), searchTsQueryParams(terms, 'AB'));
      if (rows[0]) matches.push(`a.search @@ ${param(rows[0].query)}::tsquery`);
    }
    if (matches.length === 0) return { data: [], total: 0, total_exact: true, page, page_size: pageSize };
    where.push(`(${matches.join(' or ')})`);
  }
  if (query.status) where.push(query.status === 'published' ? 'a.published' : 'not a.published');
  if (query.availability) where.push(query.availability === 'out_of_stock' ? 'a.stock < 1' : 'a.stock >= 1');

  const sort = query.sort ?? 'updated';
  // The newest change first unless asked otherwise; the other columns read naturally from the smallest.
  const dir = query.dir ?? (sort === 'updated' ? 'desc' : 'asc');
  const filter = where.join(' and ');
  // Counted up to the limit, as the storefront's lists: at a million books an exact count alone costs 150 ms.
  const { rows: countRows } = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 from articles a where ${filter} limit ${countLimit + 1}) as counted`,
    params,
  );
  const counted = countRows[0]?.total ?? 0;
  const { rows: idRows } = await db.query<{ id: number }>(
    `select a.id from articles a where ${filter}
     order by ${SORT_COLUMNS[sort]} ${dir}, a.id ${dir} limit ${param(pageSize)} offset ${param(offset)}`,
    params,
  );
  const loaded = await loadAdminArticles(db, shopId, idRows.map((row) => row.id));
  return {
    data: idRows.flatMap((row) => loaded.get(row.id) ?? []),
    total: Math.min(counted, countLimit),
    total_exact: counted <= countLimit,
    page,
    page_size: pageSize,
  };
}

/** The names the search document and the generated cover are made of. */
interface ReferenceNames {
  author: string | null;
  translator: string | null;
  illustrator: string | null;
  collection: string | null;
  publisher: string | null;
}

/** The name of a shop record by id (null for no id); an id of another shop or of nothing is a 400 on `field`. */
async function nameOf(tx: Db, shopId: number, table: 'collaborators' | 'collections' | 'publishers', id: number | null, field: string): Promise<string | null> {
  if (id === null) return null;
  const { rows } = await tx.query<{ name: string }>(`select name from ${table} where shop_id = $1 and id = $2`, [shopId, id]);
  if (!rows[0]) throw badRequest(`No such ${table === 'collaborators' ? 'collaborator' : table.slice(0, -1)} in this shop.`, field);
  return rows[0].name;
}

/**
 * The categories a book is linked to: the chosen ones and all their parents, as the storefront's category filters
 * find a book by any level of its path with one lookup (the seed links the three levels the same way).
 */
async function categoryClosure(tx: Db, shopId: number, chosen: number[]): Promise<number[]> {
  if (chosen.length === 0) return [];
  const { rows } = await tx.query<{ id: number; parent_id: number | null }>('select id, parent_id from categories where shop_id = $1', [shopId]);
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  const linked = new Set<number>();
  for (const id of chosen) {
    if (!parents.has(id)) throw badRequest(`No such category in this shop: ${id}.`, 'category_ids');
    for (let current: number | null | undefined = id; current != null && !linked.has(current); current = parents.get(current)) {
      linked.add(current);
    }
  }
  return [...linked];
}

interface CheckedInput {
  title: string;
  descriptionHtml: string;
  ean: string;
  names: ReferenceNames;
  categoryIds: number[];
}

/** The checks the schema cannot make, in the order a form shows them; every one names its field. */
async function checkInput(tx: Db, shopId: number, input: AdminArticleInput, articleId: number | null): Promise<CheckedInput> {
  // An ISBN-10 or a hyphenated ISBN is read by the ISBN ranges (isbn3) and kept as its 13 digits.
  const ean = eanOfIsbn(input.ean);
  if (!ean) throw badRequest('The EAN must be an ISBN-13 or EAN-13, or an ISBN-10, with its check digit right.', 'ean');
  if (input.price_ttc_cents < input.price_ht_cents) {
    throw badRequest('The price including tax cannot be below the price excluding tax.', 'price_ttc_cents');
  }
  const names: ReferenceNames = {
    author: await nameOf(tx, shopId, 'collaborators', input.author_id, 'author_id'),
    translator: await nameOf(tx, shopId, 'collaborators', input.translator_id, 'translator_id'),
    illustrator: await nameOf(tx, shopId, 'collaborators', input.illustrator_id, 'illustrator_id'),
    collection: await nameOf(tx, shopId, 'collections', input.collection_id, 'collection_id'),
    publisher: await nameOf(tx, shopId, 'publishers', input.publisher_id, 'publisher_id'),
  };
  const categoryIds = await categoryClosure(tx, shopId, input.category_ids);
  const { rows: taken } = await tx.query('select 1 from articles where shop_id = $1 and ean = $2 and id <> $3', [shopId, ean, articleId ?? 0]);
  if (taken.length > 0) throw eanTaken();
  return { title: input.title.trim(), descriptionHtml: sanitizeHtml(input.description_html), ean, names, categoryIds };
}

/** The two dates the loi Lang looks at, as the book will have them once saved. */
interface LawDates {
  published_on: string | null;
  last_restocked_on: string | null;
}

/** Why a discount is refused: the rule, and what made this book fall under the cap. */
function discountLawMessage(restockedNow: boolean): string {
  const rule =
    `Loi Lang (French book law): at most ${BOOK_DISCOUNT_CAP_PERCENT} % off the public price, unless this edition came out ` +
    'more than two years ago and its last restock is more than six months old.';
  return restockedNow ? `${rule} Adding stock is a restock (today): lower the discount to ${BOOK_DISCOUNT_CAP_PERCENT} % or keep the stock.` : rule;
}

/**
 * The book's law dates once saved, and the check of its discount against them (the loi Lang, book-law.ts), in the
 * form's order: the publication day, the restock day, then the discount (400 on each field). A save that raises the
 * stock (a creation with copies, or more copies than before) is a supplier restock: it records today whatever was
 * sent. Returns and cancelled orders put copies back elsewhere (admin-returns.ts, orders.ts) without touching the date.
 */
function checkLaw(input: AdminArticleInput, before: AdminArticle | null): LawDates {
  const today = shopToday();
  const publishedOn = input.published_on === undefined ? (before?.published_on ?? null) : input.published_on;
  if (publishedOn !== null && (!isCalendarDay(publishedOn) || publishedOn < '1450-01-01')) {
    throw badRequest('The publication date must be a real day, from 1450 on.', 'published_on');
  }
  const sentRestock = input.last_restocked_on === undefined ? (before?.last_restocked_on ?? null) : input.last_restocked_on;
  if (sentRestock !== null && (!isCalendarDay(sentRestock) || sentRestock > today)) {
    throw badRequest('The last restock date must be a real day, not after today.', 'last_restocked_on');
  }
  const restockedNow = input.stock > (before?.stock ?? 0);
  const dates = { published_on: publishedOn, last_restocked_on: restockedNow ? today : sentRestock };
  if (input.discount_percent > bookDiscountCapPercent(dates, today)) {
    throw new ApiError(400, BOOK_LAW_ERROR_CODE, discountLawMessage(restockedNow), 'discount_percent');
  }
  return dates;
}

const eanTaken = () => conflict('ean_taken', 'Another book of the shop has this EAN.', 'ean');

/** A concurrent save of the same EAN passes the check above; the unique index still refuses it. */
function isEanUniqueViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint.includes('ean'));
}

/** The columns an article is written with and their values, plus the four texts of its search document. */
function articleValues(input: AdminArticleInput, checked: CheckedInput, dates: LawDates): { columns: string[]; values: unknown[]; search: string[] } {
  const plain: Record<string, unknown> = {
    title: checked.title,
    title_sort: normalizeText(checked.title),
    description_html: checked.descriptionHtml,
    ean: checked.ean,
    language: input.language,
    author_id: input.author_id,
    translator_id: input.translator_id,
    illustrator_id: input.illustrator_id,
    publisher_id: input.publisher_id,
    collection_id: input.collection_id,
    first_published_year: input.first_published_year,
    price_ht_cents: input.price_ht_cents,
    price_ttc_cents: input.price_ttc_cents,
    discount_percent: input.discount_percent,
    stock: input.stock,
    weight_grams: input.weight_grams,
    published_on: dates.published_on,
    last_restocked_on: dates.last_restocked_on,
  };
  const search = searchVectorParams({ title: checked.title, ean: checked.ean, ...checked.names });
  return { columns: Object.keys(plain), values: Object.values(plain), search };
}

/**
 * Files the book under `categoryIds` (with their parents) as staff chose them. Saving the categories the book already
 * has changes nothing, so a book its subjects filed (from_subjects) stays theirs until staff choose other categories.
 */
async function linkCategories(tx: Db, shopId: number, articleId: number, categoryIds: number[]): Promise<void> {
  const { rows } = await tx.query<{ category_id: number }>('select category_id from article_categories where article_id = $1', [articleId]);
  const current = new Set(rows.map((row) => row.category_id));
  if (current.size === new Set(categoryIds).size && categoryIds.every((id) => current.has(id))) return;
  await tx.query('delete from article_categories where article_id = $1', [articleId]);
  if (categoryIds.length === 0) return;
  await tx.query('insert into article_categories (shop_id, article_id, category_id) select $1, $2, unnest($3::int[])', [shopId, articleId, categoryIds]);
}

/** Creates a book (a draft unless `published`), filed under its categories, with the generated cover. */
export async function createAdminArticle(db: Db, shopId: number, adminId: number, input: AdminArticleCreate): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const checked = await checkInput(tx, shopId, input, null);
    const { columns, values, search } = articleValues(input, checked, checkLaw(input, null));
    // $1 the shop, then the values, the four search texts, and the published flag.
    const publishedParam = `$${values.length + 6}`;
    let id: number;
    try {
      const { rows } = await tx.query<{ id: number }>(
        `insert into articles (shop_id, ${columns.join(', ')}, search, published, published_at)
         values ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')}, ${searchVectorSql(values.length + 2)},
           ${publishedParam}, case when ${publishedParam} then now() end)
         returning id`,
        [shopId, ...values, ...search, input.published ?? false],
      );
      id = (rows[0] as { id: number }).id;
    } catch (error) {
      throw isEanUniqueViolation(error) ? eanTaken() : error;
    }
    await linkCategories(tx, shopId, id, checked.categoryIds);
    await tx.query('insert into article_images (shop_id, article_id, position, link) values ($1, $2, 0, $3)', [
      shopId,
      id,
      versionedCoverLink(id, { title: checked.title, ...checked.names }),
    ]);
    const after = await getAdminArticle(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'article', entityId: id, before: null, after });
    return after;
  });
}

/** Locks a book of the shop for a change and answers it as it is (404 for another shop's or no book). */
async function lockArticle(tx: Db, shopId: number, id: number): Promise<AdminArticle> {
  const { rows } = await tx.query('select id from articles where shop_id = $1 and id = $2 for update', [shopId, id]);
  if (rows.length === 0) throw notFound('Article not found.');
  return getAdminArticle(tx, shopId, id);
}

/** Replaces every field of a book; its search document and generated cover follow the new texts. */
export async function updateAdminArticle(db: Db, shopId: number, adminId: number, id: number, input: AdminArticleInput): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, shopId, id);
    const checked = await checkInput(tx, shopId, input, id);
    const { columns, values, search } = articleValues(input, checked, checkLaw(input, before));
    try {
      // $1 the shop, $2 the book, then the values and the four search texts.
      await tx.query(
        `update articles set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
           search = ${searchVectorSql(values.length + 3)}, updated_at = now()
         where shop_id = $1 and id = $2`,
        [shopId, id, ...values, ...search],
      );
    } catch (error) {
      throw isEanUniqueViolation(error) ? eanTaken() : error;
    }
    await linkCategories(tx, shopId, id, checked.categoryIds);
    await tx.query(`update article_images set link = $2 where article_id = $1 and link like '${GENERATED_COVER_PREFIX}%'`, [
      id,
      versionedCoverLink(id, { title: checked.title, ...checked.names }),
    ]);
    // Copies received go to the orders waiting for them first, oldest first (pre-orders); what is left, raised from
    // none, has the shoppers waiting for the book mailed with this change (stock-alerts.ts).
    await setAsideAwaitedCopies(tx, id);
    await mailRestockAlerts(tx, shopId, [id]);
    const after = await getAdminArticle(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'article', entityId: id, before, after });
    return after;
  });
}

/**
 * Puts a book on sale or withdraws it. The first publication sets published_at (the storefront's "newest" order);
 * a withdrawal keeps it. Asking for the state a book is already in changes nothing and logs nothing.
 */
export async function setArticlePublished(db: Db, shopId: number, adminId: number, id: number, published: boolean): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, shopId, id);
    if (before.published === published) return before;
    await tx.query(
      `update articles set published = $3, published_at = case when $3 then coalesce(published_at, now()) else published_at end,
         updated_at = now()
       where shop_id = $1 and id = $2`,
      [shopId, id, published],
    );
    // A book back on sale with copies: the shoppers waiting for it are mailed (stock-alerts.ts).
    if (published) await mailRestockAlerts(tx, shopId, [id]);
    const after = await getAdminArticle(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, {
      action: published ? 'publish' : 'unpublish',
      entity: 'article',
      entityId: id,
      before: { published: before.published, published_at: before.published_at },
      after: { published: after.published, published_at: after.published_at },
    });
    return after;
  });
}

/** Gives the book's image rows the positions 0, 1, 2… in the order of `imageIds`. */
async function placeImages(tx: Db, articleId: number, imageIds: number[]): Promise<void> {
  // Positions are unique per book and checked row by row: move them all out of the way first.
  await tx.query('update article_images set position = -1 - position where article_id = $1', [articleId]);
  await tx.query(
    `update article_images i set position = o.ord - 1
     from unnest($2::int[]) with ordinality as o(id, ord)
     where i.article_id = $1 and i.id = o.id`,
    [articleId, imageIds],
  );
}

/** Ends an image change: the book's updated_at moves, and the change is logged with the images before and after. */
async function finishImageChange(tx: Db, shopId: number, adminId: number, before: AdminArticle, action: string): Promise<AdminArticle> {
  await tx.query('update articles set updated_at = now() where id = $1', [before.id]);
  const after = await getAdminArticle(tx, shopId, before.id);
  await recordAudit(tx, shopId, adminId, { action, entity: 'article', entityId: before.id, before: { images: before.images }, after: { images: after.images } });
  return after;
}

/**
 * Adds an uploaded image at the end of a book's images; the first one replaces the generated cover. The format is
 * read from the bytes whatever the declared type (a PNG sent as image/jpeg is stored and served as the PNG it is):
 * 400 unsupported_image for anything but PNG, JPEG or WebP, 413 above 2 MB, 409 too_many_images beyond 10.
 */
export async function addArticleImage(db: Db, images: ImageStore, shopId: number, adminId: number, id: number, bytes: Buffer): Promise<AdminArticle> {
  return withKeptImage(images, (keep) => db.transaction(async (tx) => {
    const before = await lockArticle(tx, shopId, id);
    const type = uploadImageType(bytes);
    if (!type) throw new ApiError(400, 'unsupported_image', 'The image must be a PNG, JPEG or WebP file.', 'image');
    if (bytes.length > ARTICLE_IMAGE_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'The image must be 2 MB at most.', 'image');
    if (before.images.length >= ARTICLE_IMAGES_MAX) {
      throw conflict('too_many_images', `A book has at most ${ARTICLE_IMAGES_MAX} images.`, 'image');
    }
    // In the bucket when one is set (the row keeps the key), else in the row.
    const kept = await keep('books', bytes, type);
    const { rows: files } = await tx.query<{ id: number }>(
      'insert into article_image_files (shop_id, content_type, bytes, object_key) values ($1, $2, $3, $4) returning id',
      [shopId, type, kept.bytes, kept.objectKey],
    );
    const fileId = (files[0] as { id: number }).id;
    await tx.query(`delete from article_images where article_id = $1 and link like '${GENERATED_COVER_PREFIX}%'`, [id]);
    await tx.query(
      `insert into article_images (shop_id, article_id, position, link)
       select $1, $2, coalesce(max(position) + 1, 0), $3 from article_images where article_id = $2`,
      [shopId, id, bookImageLink(fileId)],
    );
    return finishImageChange(tx, shopId, adminId, before, 'image_add');
  }));
}

/** Removes one uploaded image of a book (and its file); without images left, the generated cover comes back. */
export async function removeArticleImage(db: Db, images: ImageStore, shopId: number, adminId: number, id: number, imageId: number): Promise<AdminArticle> {
  let removedObject: string | null = null;
  const after = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, shopId, id);
    const image = before.images.find((candidate) => candidate.id === imageId);
    if (!image) throw notFound('This book has no such image.');
    await tx.query('delete from article_images where id = $1', [imageId]);
    const fileId = Number(UPLOADED_LINK.exec(image.link)?.[1]);
    const { rows: removed } = await tx.query<{ object_key: string | null }>(
      'delete from article_image_files where shop_id = $1 and id = $2 returning object_key',
      [shopId, fileId],
    );
    removedObject = removed[0]?.object_key ?? null;
    const rest = before.images.filter((candidate) => candidate.id !== imageId).map((candidate) => candidate.id);
    if (rest.length > 0) {
      await placeImages(tx, id, rest);
    } else {
      const { rows } = await tx.query<{ title: string; author: string | null; collection: string | null }>(
        `select a.title, au.name as author, co.name as collection from articles a
         left join collaborators au on au.id = a.author_id left join collections co on co.id = a.collection_id
         where a.id = $1`,
        [id],
      );
      await tx.query('insert into article_images (shop_id, article_id, position, link) values ($1, $2, 0, $3)', [
        shopId,
        id,
        versionedCoverLink(id, rows[0] as { title: string; author: string | null; collection: string | null }),
      ]);
    }
    return finishImageChange(tx, shopId, adminId, before, 'image_remove');
  });
  // Once committed: the image and its variants leave the bucket with the row that named them.
  await discardImage(images, removedObject);
  return after;
}

/** Puts a book's uploaded images in a new order (the first is the cover): `imageIds` must name each one once. */
export async function reorderArticleImages(db: Db, shopId: number, adminId: number, id: number, imageIds: number[]): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, shopId, id);
    const current = before.images.map((image) => image.id);
    const sameSet = imageIds.length === current.length && current.every((imageId) => imageIds.includes(imageId));
    if (!sameSet) throw badRequest('Give every image of the book once, in the new order.', 'image_ids');
    if (imageIds.every((imageId, index) => current[index] === imageId)) return before;
    await placeImages(tx, id, imageIds);
    return finishImageChange(tx, shopId, adminId, before, 'image_reorder');
  });
}

/**
 * An uploaded book image's type, where it is kept and whether a published book shows it, for GET /img/books/:id (its
 * bytes are read only when the original itself is asked for: variants are what the storefront asks for).
 */
export async function findBookImageFile(
  db: Db,
  fileId: number,
): Promise<{ id: number; content_type: string; object_key: string | null; published: boolean } | null> {
  const { rows } = await db.query<{ id: number; content_type: string; object_key: string | null; published: boolean }>(
    `select f.id, f.content_type, f.object_key, exists (
       select 1 from article_images i join articles a on a.id = i.article_id where i.link = $2 and a.published
     ) as published
     from article_image_files f where f.id = $1`,
    [fileId, bookImageLink(fileId)],
  );
  return rows[0] ?? null;
}

/** The original bytes of an uploaded book image (from the bucket or the row). */
export async function readBookImageFile(db: Db, images: ImageStore, fileId: number): Promise<Buffer | null> {
  const { rows } = await db.query<{ bytes: Buffer | Uint8Array | null; object_key: string | null }>(
    'select bytes, object_key from article_image_files where id = $1',
    [fileId],
  );
  return rows[0] ? imageBytes(images, rows[0]) : null;
}
