import type { AdminNewsletterSort, AdminNewsletterSubscriber, PagedAnswer } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { notFound } from '../lib/errors';
import { pageWindow } from '../schemas/common';
import { containsPattern, Where } from './admin-query';
import { recordAudit } from './audit';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return, let one slip past a
 * check on the first character): a cell starting with one is prefixed with a single quote (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that need a quoted cell: RFC 4180's comma, quote and line breaks, plus the semicolon that Excel uses as the separator in French. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One CSV cell: defused against formula injection, then quoted (quotes doubled) when RFC 4180 requires it. */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) || defused !== value ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** A CSV document: one line per row, CRLF-terminated as RFC 4180 writes it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

// Emails in byte order (they are lower-case ASCII), the same on every database whatever its collation.
const SORT_SQL: Record<AdminNewsletterSort, string> = { created_at: 'created_at', email: 'email collate "C"' };

interface SubscriberRow {
  id: number;
  email: string;
  created_at: Date | string;
}

const toSubscriber = (row: SubscriberRow): AdminNewsletterSubscriber => ({ id: row.id, email: row.email, created_at: isoDate(row.created_at) });

/** Confirmed subscriptions only (double opt-in): an address typed by anyone but never confirmed is nobody's consent. */
function subscriberWhere(shopId: number, q: string | undefined): Where {
  const where = new Where(shopId).add(() => 'shop_id = $1').add(() => 'confirmed_at is not null');
  if (q?.trim()) where.add((p) => `email ilike ${p(containsPattern(q))}`);
  return where;
}

/** The shop's newsletter subscribers, searchable by email; the latest subscriptions first by default. */
export async function listSubscribers(
  db: Db,
  shopId: number,
  query: { q?: string; sort?: AdminNewsletterSort; dir?: 'asc' | 'desc'; page?: number; page_size?: number },
): Promise<PagedAnswer<AdminNewsletterSubscriber>> {
  const { page, pageSize, offset } = pageWindow(query);
  const where = subscriberWhere(shopId, query.q);
  const sort = query.sort ?? 'created_at';
  const dir = query.dir ?? (sort === 'email' ? 'asc' : 'desc');
  const window = where.page(pageSize, offset);
  const { rows } = await db.query<SubscriberRow>(
    `select id, email, created_at from newsletter_subscriptions ${where} order by ${SORT_SQL[sort]} ${dir}, id ${dir} ${window.sql}`,
    window.params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from newsletter_subscriptions ${where}`, where.params);
  return { data: rows.map(toSubscriber), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

/**
 * Every subscriber matching the search, oldest first, as CSV with a header row (`email,subscribed_at`). No byte order
 * mark: emails and ISO dates are ASCII, which every spreadsheet reads as UTF-8.
 */
export async function exportSubscribersCsv(db: Db, shopId: number, q: string | undefined): Promise<string> {
  const where = subscriberWhere(shopId, q);
  const { rows } = await db.query<SubscriberRow>(`select id, email, created_at from newsletter_subscriptions ${where} order by created_at, id`, where.params);
  return toCsv([['email', 'subscribed_at'], ...rows.map((row) => [row.email, isoDate(row.created_at)])]);
}

/** Unsubscribes one email (the row goes), recording who removed it. */
export async function deleteSubscriber(db: Db, shopId: number, adminId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SubscriberRow>('delete from newsletter_subscriptions where shop_id = $1 and id = $2 returning id, email, created_at', [shopId, id]);
    const row = rows[0];
    if (!row) throw notFound('Subscriber not found.');
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'newsletter_subscription', entityId: id, before: toSubscriber(row), after: null });
    return { id };
  });
}
