import type { Language, ShopEvent, ShopEventDetails } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { loadArticles } from './articles';
import { localized } from './sql';

export type EventPeriod = 'upcoming' | 'past' | 'all';

/** Upcoming events soonest first, past ones latest first, all of them in calendar order. */
const PERIODS: Record<EventPeriod, { where: string; orderBy: string }> = {
  upcoming: { where: 'e.starts_at >= now()', orderBy: 'e.starts_at asc, e.id asc' },
  past: { where: 'e.starts_at < now()', orderBy: 'e.starts_at desc, e.id desc' },
  all: { where: 'true', orderBy: 'e.starts_at asc, e.id asc' },
};

interface EventRow extends Omit<ShopEvent, 'starts_at'> {
  starts_at: Date | string;
}

const eventColumns = (langParam: string) =>
  `e.id, ${localized('e.title_fr', 'e.title_en', langParam)} as title,
   ${localized('e.description_fr', 'e.description_en', langParam)} as description, e.starts_at, e.place`;

const toShopEvent = (row: EventRow): ShopEvent => ({ ...row, starts_at: new Date(row.starts_at).toISOString() });

export async function listEvents(db: Db, shopId: number, period: EventPeriod, lang: Language): Promise<ShopEvent[]> {
  const { where, orderBy } = PERIODS[period];
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns('$2')} from events e where e.shop_id = $1 and ${where} order by ${orderBy}`,
    [shopId, lang],
  );
  return rows.map(toShopEvent);
}

/** One event with the published books it presents, by title, as GET /articles answers them. */
export async function getEvent(db: Db, shopId: number, id: number, lang: Language): Promise<ShopEventDetails> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns('$3')} from events e where e.shop_id = $1 and e.id = $2`,
    [shopId, id, lang],
  );
  if (!rows[0]) throw notFound('Event not found.');
  const { rows: bookRows } = await db.query<{ id: number }>(
    `select a.id from event_books eb join articles a on a.id = eb.article_id
     where eb.shop_id = $1 and eb.event_id = $2 and a.shop_id = $1 and a.published
     order by a.title_sort, a.id`,
    [shopId, id],
  );
  const loaded = await loadArticles(db, shopId, bookRows.map((row) => row.id), lang);
  return { ...toShopEvent(rows[0]), books: bookRows.flatMap((row) => loaded.get(row.id)?.article ?? []) };
}
