/**
 * The admin side of the catalogue's named reference lists: collaborators, collections and publishers. One
 * description per list (`NAMED_LISTS`) drives the same list, create, edit and delete code. Also the helpers the other
 * admin-content services share (accent-free search, name checks, the articles' search documents).
 */
import type {
  AdminCollaboratorBody,
  AdminCollaboratorRow,
  AdminCollectionBody,
  AdminCollectionRow,
  AdminNamedSort,
  AdminPublisherBody,
  AdminPublisherRow,
  PagedAnswer,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { conflict, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import { searchVectorOf, searchVectorParams } from '../lib/search';
import { pageWindow } from '../schemas/common';
import { containsPattern } from './admin-query';
import { recordAudit } from './audit';

// PGlite has no unaccent and its lower() only knows ASCII under the C locale: accented letters, both cases, are
// folded by hand so "emile" finds "Émile".
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy';

/** SQL folding a text expression to lower-case, accent-free letters, for searching and sorting names. */
export const foldSql = (expression: string): string => `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;


/** What an admin list asks for: a search text, a sort key, a direction and a page (see AdminListQuery). */
export interface ListQuery<K extends string> {
  q?: string;
  sort?: K;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** Trims a text; empty stays empty. */
export const trimmed = (text: string | undefined): string => (text ?? '').trim();

/** Whether a database error is a unique-constraint violation (two admins creating the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Runs `write`, turning a unique violation the checks before it could not see into 409 name_taken. */
export async function guardUniqueName<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('name_taken', 'This name is already taken.', field);
    throw error;
  }
}

/** Names equal but for case, compared the way the shop's people read them. */
export const sameName = (a: string, b: string): boolean => a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

/**
 * Recomputes the search document of the articles whose `columns` (author_id, publisher_id…) hold `id`: the
 * documents hold collaborator, collection and publisher names, so a rename must reach them for search to find the
 * new name (and stop finding the old one).
 */
export async function refreshArticleSearch(tx: Db, shopId: number, columns: readonly string[], id: number): Promise<void> {
  const { rows } = await tx.query<{
    id: number;
    title: string;
    ean: string;
    author: string | null;
    translator: string | null;
    illustrator: string | null;
    collection: string | null;
    publisher: string | null;
  }>(
    `select a.id, a.title, a.ean, au.name as author, tr.name as translator, il.name as illustrator,
       co.name as collection, p.name as publisher
     from articles a
     left join collaborators au on au.id = a.author_id
     left join collaborators tr on tr.id = a.translator_id
     left join collaborators il on il.id = a.illustrator_id
     left join collections co on co.id = a.collection_id
     left join publishers p on p.id = a.publisher_id
     where a.shop_id = $1 and (${columns.map((column) => `a.${column} = $2`).join(' or ')})`,
    [shopId, id],
  );
  if (rows.length === 0) return;
  const texts = rows.map((row) => searchVectorParams(row));
  await tx.query(
    `update articles a set search = ${searchVectorOf(['v.a', 'v.b', 'v.c', 'v.d'])}
     from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) as v(id, a, b, c, d)
     where a.shop_id = $1 and a.id = v.id`,
    [shopId, rows.map((row) => row.id), ...[0, 1, 2, 3].map((index) => texts.map((text) => text[index]))],
  );
}

type NamedEntity = 'collaborator' | 'collection' | 'publisher';

/** Each list's row and body, by the path segment of its admin routes. */
export interface NamedRows {
  collaborators: AdminCollaboratorRow;
  collections: AdminCollectionRow;
  publishers: AdminPublisherRow;
}
export interface NamedBodies {
  collaborators: AdminCollaboratorBody;
  collections: AdminCollectionBody;
  publishers: AdminPublisherBody;
}
export type NamedListName = keyof NamedRows;

interface BaseRow {
  id: number;
  name: string;
  book_count: number;
}

/** How one named list is stored and shown. */
interface NamedList {
  table: string;
  entity: NamedEntity;
  /** "Collaborator", for messages. */
  label: string;
  /** The article columns that reference a row (a row is in use while one of them holds its id). */
  articleColumns: readonly string[];
  /** Its two translated texts (columns, also the body's and the answer's fields); `html` when the storefront renders them as HTML. */
  texts: { fr: string; en: string; html: boolean } | null;
}

const NAMED_LISTS: Record<NamedListName, NamedList> = {
  collaborators: {
    table: 'collaborators',
    entity: 'collaborator',
    label: 'Collaborator',
    articleColumns: ['author_id', 'translator_id', 'illustrator_id'],
    // The storefront shows biographies as plain text.
    texts: { fr: 'biography_fr', en: 'biography_en', html: false },
  },
  collections: {
    table: 'collections',
    entity: 'collection',
    label: 'Collection',
    articleColumns: ['collection_id'],
    // The storefront renders collection descriptions as HTML: only safe formatting is stored.
    texts: { fr: 'description_fr', en: 'description_en', html: true },
  },
  publishers: { table: 'publishers', entity: 'publisher', label: 'Publisher', articleColumns: ['publisher_id'], texts: null },
};

/** The SELECT of a list's rows (alias t) with their translated texts ('' when none) and book counts. */
function selectSql(list: NamedList): string {
  const texts = list.texts
    ? `, coalesce(t.${list.texts.fr}, '') as ${list.texts.fr}, coalesce(t.${list.texts.en}, '') as ${list.texts.en}`
    : '';
  const uses = list.articleColumns.map((column) => `a.${column} = t.id`).join(' or ');
  return `select t.id, t.name${texts},
            (select count(*)::int from articles a where a.shop_id = t.shop_id and (${uses})) as book_count
          from ${list.table} t`;
}

const ORDER_BY: Record<AdminNamedSort, (dir: string) => string> = {
  name: (dir) => `${foldSql('t.name')} ${dir}, t.id ${dir}`,
  book_count: (dir) => `book_count ${dir}, ${foldSql('t.name')} asc, t.id asc`,
  id: (dir) => `t.id ${dir}`,
};

/** One page of a named list: names containing `q` (any case, any accents), sorted, with their book counts. */
export async function listNamed<N extends NamedListName>(db: Db, shopId: number, name: N, query: ListQuery<AdminNamedSort>): Promise<PagedAnswer<NamedRows[N]>> {
  const list = NAMED_LISTS[name];
  const { page, pageSize, offset } = pageWindow(query);
  const q = trimmed(query.q);
  const where = `t.shop_id = $1 and ($2::text = '' or ${foldSql('t.name')} like ${foldSql('$3')})`;
  const params = [shopId, q, containsPattern(q)];
  const orderBy = ORDER_BY[query.sort ?? 'name'](query.dir ?? (query.sort === 'book_count' ? 'desc' : 'asc'));
  const { rows } = await db.query<NamedRows[N]>(`${selectSql(list)} where ${where} order by ${orderBy} limit ${pageSize} offset ${offset}`, params);
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from ${list.table} t where ${where}`, params);
  return { data: rows, total: count[0]?.total ?? 0, page, page_size: pageSize };
}

async function findNamed(db: Db, shopId: number, list: NamedList, id: number): Promise<BaseRow> {
  const { rows } = await db.query<BaseRow>(`${selectSql(list)} where t.shop_id = $1 and t.id = $2`, [shopId, id]);
  if (!rows[0]) throw notFound(`${list.label} not found.`);
  return rows[0];
}

/** 409 name_taken when another row of the shop has this name, whatever its case. */
async function assertNameFree(db: Db, shopId: number, list: NamedList, name: string, exceptId: number | null): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select name from ${list.table} where shop_id = $1 and ${foldSql('name')} = ${foldSql('$2')} and id <> $3`,
    [shopId, name, exceptId ?? 0],
  );
  if (rows.some((row) => sameName(row.name, name))) {
    throw conflict('name_taken', `${list.label} "${name}" already exists.`, 'name');
  }
}

/** The stored columns of a body and their values: the name, and the translated texts trimmed (null when empty). */
function columnValues(list: NamedList, body: NamedBodies[NamedListName]): { columns: string[]; values: unknown[]; name: string } {
  const name = body.name.trim();
  if (!list.texts) return { columns: ['name'], values: [name], name };
  const fields = body as unknown as Record<string, string | undefined>;
  const text = (field: string) => {
    const value = trimmed(fields[field]);
    if (value === '') return null;
    return list.texts?.html ? sanitizeHtml(value) : value;
  };
  return { columns: ['name', list.texts.fr, list.texts.en], values: [name, text(list.texts.fr), text(list.texts.en)], name };
}

export async function createNamed<N extends NamedListName>(db: Db, shopId: number, adminId: number, name: N, body: NamedBodies[N]): Promise<NamedRows[N]> {
  const list = NAMED_LISTS[name];
  const { columns, values, name: newName } = columnValues(list, body);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, shopId, list, newName, null);
    const { rows } = await guardUniqueName('name', () =>
      tx.query<{ id: number }>(
        `insert into ${list.table} (shop_id, ${columns.join(', ')})
         values ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')}) returning id`,
        [shopId, ...values],
      ),
    );
    const created = await findNamed(tx, shopId, list, (rows[0] as { id: number }).id);
    await recordAudit(tx, shopId, adminId, { action: 'create', entity: list.entity, entityId: created.id, after: created });
    return created as NamedRows[N];
  });
}

export async function updateNamed<N extends NamedListName>(
  db: Db,
  shopId: number,
  adminId: number,
  name: N,
  id: number,
  body: NamedBodies[N],
): Promise<NamedRows[N]> {
  const list = NAMED_LISTS[name];
  const { columns, values, name: newName } = columnValues(list, body);
  return db.transaction(async (tx) => {
    const before = await findNamed(tx, shopId, list, id);
    await assertNameFree(tx, shopId, list, newName, id);
    await guardUniqueName('name', () =>
      tx.query(`update ${list.table} set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')} where shop_id = $1 and id = $2`, [
        shopId,
        id,
        ...values,
      ]),
    );
    if (newName !== before.name) await refreshArticleSearch(tx, shopId, list.articleColumns, id);
    const after = await findNamed(tx, shopId, list, id);
    await recordAudit(tx, shopId, adminId, { action: 'update', entity: list.entity, entityId: id, before, after });
    return after as NamedRows[N];
  });
}

/** Deletes a row no book references; 409 in_use (saying how many books) otherwise. */
export async function deleteNamed(db: Db, shopId: number, adminId: number, name: NamedListName, id: number): Promise<{ id: number }> {
  const list = NAMED_LISTS[name];
  return db.transaction(async (tx) => {
    // Locked: a new book reference takes a key-share lock on the row, so none can appear between count and delete.
    await tx.query(`select id from ${list.table} where shop_id = $1 and id = $2 for update`, [shopId, id]);
    const before = await findNamed(tx, shopId, list, id);
    if (before.book_count > 0) {
      const books = before.book_count === 1 ? '1 book' : `${before.book_count} books`;
      throw conflict('in_use', `${list.label} "${before.name}" is used by ${books}; change or delete them first.`);
    }
    await tx.query(`delete from ${list.table} where shop_id = $1 and id = $2`, [shopId, id]);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: list.entity, entityId: id, before });
    return { id };
  });
}
