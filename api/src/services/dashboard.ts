import { DASHBOARD_MAX_DAYS, LOW_STOCK_THRESHOLD, type AdminDashboard, type AdminDashboardQuery } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { badRequest } from '../lib/errors';
import { hyphenatedIsbn } from '../lib/isbn';
import { assertPeriod, shopDay } from './admin-orders';

/** The default period: this many days, today included. */
const DEFAULT_DAYS = 30;
/** How many low-stock books the dashboard lists. */
const LOW_STOCK_ROWS = 8;
/** Statuses of an order that was paid: cancelled ones never count, refunded ones were paid first. */
const PAID_STATUSES = ['paid', 'preparing', 'shipped', 'delivered', 'refunded'];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * The admin dashboard: orders placed in the period (shop days, both ends included; the last 30 days by default) that
 * were paid, their revenue and one entry per day; what waits for the shop (orders to prepare, returns to handle);
 * and the published books running out.
 */
export async function getDashboard(db: Db, shopId: number, query: AdminDashboardQuery): Promise<AdminDashboard> {
  const { rows: today } = await db.query<{ day: string }>(`select to_char(${shopDay('now()')}, 'YYYY-MM-DD') as day`);
  const todayDay = today[0]?.day as string;
  // A start alone runs to today (or is a single day when it lies ahead).
  const to = query.to ?? (query.from && query.from > todayDay ? query.from : todayDay);
  const from = query.from ?? dayString(dayNumber(to) - (DEFAULT_DAYS - 1));
  assertPeriod(from, to);
  if (dayNumber(to) - dayNumber(from) + 1 > DASHBOARD_MAX_DAYS) throw badRequest(`A period is at most ${DASHBOARD_MAX_DAYS} days.`, 'from');

  const { rows: days } = await db.query<{ date: string; orders: number; revenue_cents: string | number | bigint }>(
    `select to_char(d, 'YYYY-MM-DD') as date, count(o.id)::int as orders, coalesce(sum(o.total_cents), 0)::bigint as revenue_cents
     from generate_series($2::date, $3::date, interval '1 day') d
     left join orders o on o.shop_id = $1 and o.status = any($4::text[]) and ${shopDay('o.created_at')} = d::date
     group by d order by d`,
    [shopId, from, to, PAID_STATUSES],
  );
  const series = days.map((day) => ({ date: day.date, orders: day.orders, revenue_cents: Number(day.revenue_cents) }));

  const { rows: statuses } = await db.query<{ kind: string; status: string; n: number }>(
    `select 'order' as kind, status, count(*)::int as n from orders where shop_id = $1 and status in ('paid', 'preparing') group by status
     union all
     select 'return', status, count(*)::int from return_requests where shop_id = $1 and status in ('requested', 'approved', 'received') group by status`,
    [shopId],
  );
  const count = (kind: string, status: string) => statuses.find((row) => row.kind === kind && row.status === status)?.n ?? 0;

  const { rows: lowStock } = await db.query<{ id: number; title: string; ean: string; stock: number }>(
    `select id, title, ean, stock from articles where shop_id = $1 and published and stock <= $2 order by stock, title, id limit ${LOW_STOCK_ROWS}`,
    [shopId, LOW_STOCK_THRESHOLD],
  );
  const lowStockBooks = lowStock.map((book) => ({ ...book, ean_hyphenated: hyphenatedIsbn(book.ean) }));

  return {
    from,
    to,
    orders: series.reduce((sum, day) => sum + day.orders, 0),
    revenue_cents: series.reduce((sum, day) => sum + day.revenue_cents, 0),
    days: series,
    to_prepare: { paid: count('order', 'paid'), preparing: count('order', 'preparing') },
    returns_to_handle: { requested: count('return', 'requested'), approved: count('return', 'approved'), received: count('return', 'received') },
    low_stock: lowStockBooks,
  };
}
