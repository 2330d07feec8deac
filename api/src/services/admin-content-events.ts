/** The shop's events for staff: list (upcoming, past or all), create, edit, delete, and the books they present. */
import type { AdminBookRef, AdminEventBody, AdminEventPeriod, AdminEventRow, AdminEventSort, PagedAnswer } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import { hyphenatedIsbn } from '../lib/isbn';
import { eanFromQuery, normalizeText } from '../lib/search';
import { pageWindow } from '../schemas/common';
import { recordAudit } from './audit';
import { foldSql, trimmed, type ListQuery } from './admin-content';
import { containsPattern } from './admin-query';

/** How many books the event form's lookup offers at once. */
export const BOOK_LOOKUP_LIMIT = 20;

const PERIOD_WHERE: Record<AdminEventPeriod | 'all', string> = {
  upcoming: 'e.starts_at >= now()',
  past: 'e.starts_at < now()',
  all: 'true',
};

const ORDER_BY: Record<AdminEventSort, (dir: string) => string> = {
  starts_at: (dir) => `e.starts_at ${dir}, e.id ${dir}`,
  title: (dir) => `${foldSql('e.title_fr')} ${dir}, e.id ${dir}`,
};

type EventRow = Omit<AdminEventRow, 'books' | 'starts_at'> & { starts_at: Date | string };

const EVENT_COLUMNS = 'e.id, e.title_fr, e.title_en, e.description_fr, e.description_en, e.starts_at, e.place';

/** A book as the event form shows it: its EAN hyphenated by the ISBN ranges too. */
const withHyphens = (book: Omit<AdminBookRef, 'ean_hyphenated'>): AdminBookRef => ({ ...book, ean_hyphenated: hyphenatedIsbn(book.ean) });

/** The books of these events, by title (unpublished ones too: staff may prepare an event before a book is out). */
async function booksOf(db: Db, shopId: number, eventIds: number[]): Promise<Map<number, AdminBookRef[]>> {
  const books = new Map<number, AdminBookRef[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return books;
  const { rows } = await db.query<Omit<AdminBookRef, 'ean_hyphenated'> & { event_id: number }>(
    `select eb.event_id, a.id, a.title, a.ean, au.name as author, a.published
     from event_books eb
     join articles a on a.id = eb.article_id and a.shop_id = eb.shop_id
     left join collaborators au on au.id = a.author_id
     where eb.shop_id = $1 and eb.event_id = any($2::int[])
     order by a.title_sort, a.id`,
    [shopId, eventIds],
  );
  for (const { event_id: eventId, ...book } of rows) books.get(eventId)?.push(withHyphens(book));
  return books;
}

async function withBooks(db: Db, shopId: number, rows: EventRow[]): Promise<AdminEventRow[]> {
  const books = await booksOf(db, shopId, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString(), books: books.get(row.id) ?? [] }));
}

/** One page of events: `when` upcoming or past (all without it), titles or place containing `q`, soonest last by default. */
export async function listAdminEvents(
  db: Db,
  shopId: number,
  query: ListQuery<AdminEventSort> & { when?: AdminEventPeriod },
): Promise<PagedAnswer<AdminEventRow>> {
  const { page, pageSize, offset } = pageWindow(query);
  const q = trimmed(query.q);
  const where = `e.shop_id = $1 and ${PERIOD_WHERE[query.when ?? 'all']}
    and ($2::text = '' or ${['e.title_fr', 'e.title_en', 'e.place'].map((column) => `${foldSql(column)} like ${foldSql('$3')}`).join(' or ')})`;
  const params = [shopId, q, containsPattern(q)];
  const sort = query.sort ?? 'starts_at';
  const orderBy = ORDER_BY[sort](query.dir ?? (sort === 'starts_at' ? 'desc' : 'asc'));
  const { rows } = await db.query<EventRow>(`select ${EVENT_COLUMNS} from events e where ${where} order by ${orderBy} limit ${pageSize} offset ${offset}`, params);
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from events e where ${where}`, params);
  return { data: await withBooks(db, shopId, rows), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

async function findEvent(db: Db, shopId: number, id: number): Promise<AdminEventRow> {
  const { rows } = await db.query<EventRow>(`select ${EVENT_COLUMNS} from events e where e.shop_id = $1 and e.id = $2`, [shopId, id]);
  if (!rows[0]) throw notFound('Event not found.');
  return (await withBooks(db, shopId, rows))[0] as AdminEventRow;
}

/** What the audit log keeps of an event: its columns and the ids of its books. */
const snapshot = ({ books, ...event }: AdminEventRow) => ({ ...event, book_ids: books.map((book) => book.id) });

/** The body's columns, trimmed; descriptions are rendered as HTML by the storefront, so only safe formatting is kept. */
function columns(body: AdminEventBody): unknown[] {
  return [
    body.title_fr.trim(),
    trimmed(body.title_en),
    sanitizeHtml(trimmed(body.description_fr)),
    sanitizeHtml(trimmed(body.description_en)),
    new Date(body.starts_at).toISOString(),
    trimmed(body.place),
  ];
}

/** Replaces the event's books; 404 (field book_ids) for a book the shop does not have. */
async function setBooks(tx: Db, shopId: number, eventId: number, bookIds: number[]): Promise<void> {
  const ids = [...new Set(bookIds)];
  const { rows } = await tx.query<{ id: number }>('select id from articles where shop_id = $1 and id = any($2::int[])', [shopId, ids]);
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`Book ${missing} not found.`, 'book_ids');
  await tx.query('delete from event_books where shop_id = $1 and event_id = $2 and not (article_id = any($3::int[]))', [shopId, eventId, ids]);
  await tx.query(
    `insert into event_books (shop_id, event_id, article_id) select $1, $2, book from unnest($3::int[]) as book on conflict do nothing`,
    [shopId, eventId, ids],
  );
}

export async function createAdminEvent(db: Db, shopId: number, adminId: number, body: AdminEventBody): Promise<AdminEventRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into events (shop_id, title_fr, title_en, description_fr, description_en, starts_at, place)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [shopId, ...columns(body)],
    );
    const id = (rows[0] as { id: number }).id;
    await setBooks(tx, shopId, id, body.book_ids ?? []);
    const after = await findEvent(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'event', entityId: id, after: snapshot(after) });
    return after;
  });
}

/** Replaces the event's texts, date, place and (when `book_ids` is given) its books. */
export async function updateAdminEvent(db: Db, shopId: number, adminId: number, id: number, body: AdminEventBody): Promise<AdminEventRow> {
  return db.transaction(async (tx) => {
    const before = await findEvent(tx, shopId, id);
    await tx.query(
      `update events set title_fr = $3, title_en = $4, description_fr = $5, description_en = $6, starts_at = $7, place = $8
       where shop_id = $1 and id = $2`,
      [shopId, id, ...columns(body)],
    );
    if (body.book_ids) await setBooks(tx, shopId, id, body.book_ids);
    const after = await findEvent(tx, shopId, id);
    await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'event', entityId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

export async function deleteAdminEvent(db: Db, shopId: number, adminId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findEvent(tx, shopId, id);
    // event_books rows go with it (on delete cascade).
    await tx.query('delete from events where shop_id = $1 and id = $2', [shopId, id]);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'event', entityId: id, before: snapshot(before) });
    return { id };
  });
}

/**
 * Books an event may present, for the form's picker: by ISBN/EAN, or by words of the title or the author's name
 * (any case, any accents). Unpublished books are included and flagged.
 */
export async function lookupBooks(db: Db, shopId: number, query: string): Promise<AdminBookRef[]> {
  const title = normalizeText(query);
  const ean = eanFromQuery(query);
  const { rows } = await db.query<Omit<AdminBookRef, 'ean_hyphenated'>>(
    `select a.id, a.title, a.ean, au.name as author, a.published
     from articles a left join collaborators au on au.id = a.author_id
     where a.shop_id = $1
       and (a.ean = $2 or ($3::text <> '' and (a.title_sort like $4 or ${foldSql('au.name')} like ${foldSql('$5')})))
     order by a.ean = $2 desc, a.title_sort, a.id
     limit ${BOOK_LOOKUP_LIMIT}`,
    [shopId, ean ?? '', title, containsPattern(title), containsPattern(query)],
  );
  return rows.map(withHyphens);
}
