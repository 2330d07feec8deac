/**
 * Stock per location (issue 46, migration 045). The location that ships online orders keeps its copies in
 * `articles.stock`, which every older rule reads (delivery orders, pre-orders, unpaid holds, returns, imports, the book
 * form). The shop's other locations keep theirs in `location_stock`: an order collected at one of them draws on those
 * copies, under their rows' locks, taken after the books' (placeOrder's order), and gives them back there when it is
 * cancelled, refunded or not collected in time.
 */
import { ADMIN_BOOK_LIMITS, type CheckoutLine, type LocationCopies, type ShopLocation } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { badRequest, notFound } from '../lib/errors';
import { recordAudit } from './audit';

/** Where an order's copies come from: the online stock, or one location's own copies. */
export type StockPlace = { kind: 'online'; locationId: number | null } | { kind: 'counter'; locationId: number };

/** Every location of the shop with its copies of one book, in the order staff gave the locations. */
export async function locationCopies(db: Db, shopId: number, articleId: number): Promise<LocationCopies[]> {
  const { rows } = await db.query<LocationCopies>(
    `select l.id as location_id, l.name, l.ships_online,
       case when l.ships_online then greatest(a.stock, 0) else coalesce(ls.copies, 0) end as copies
     from shop_locations l join articles a on a.shop_id = l.shop_id and a.id = $2
     left join location_stock ls on ls.location_id = l.id and ls.article_id = a.id
     where l.shop_id = $1 order by l.position, l.id`,
    [shopId, articleId],
  );
  return rows;
}

/** A book's copies at every location, for staff (any book of the shop, on sale or not: 404 for another's). */
export async function adminLocationCopies(db: Db, shopId: number, articleId: number): Promise<LocationCopies[]> {
  const { rows } = await db.query('select 1 from articles where shop_id = $1 and id = $2', [shopId, articleId]);
  if (rows.length === 0) throw notFound('Book not found.');
  return locationCopies(db, shopId, articleId);
}

/**
 * The location an order is collected at, and where its copies come from: the online location draws on the online
 * stock, another on its own copies. 400 on pickup_location_id for a location the shop does not have.
 */
export async function pickupPlace(db: Db, shopId: number, locationId: number | undefined): Promise<{ place: StockPlace; location: ShopLocation }> {
  const { rows } = await db.query<ShopLocation>(
    `select id, name, address, opening_hours_fr, opening_hours_en, pickup_delay_hours, ships_online from shop_locations
     where shop_id = $1 and ${locationId === undefined ? 'ships_online' : 'id = $2'}`,
    locationId === undefined ? [shopId] : [shopId, locationId],
  );
  const location = rows[0];
  if (!location) throw badRequest('This bookshop is not one of the shop’s: choose one of GET /locations.', 'pickup_location_id');
  return { location, place: location.ships_online ? { kind: 'online', locationId: location.id } : { kind: 'counter', locationId: location.id } };
}

/** A location's copies of `ids` (0 for a book it has no row of); `lock` takes the rows, in book order. */
export async function counterCopies(db: Db, locationId: number, ids: number[], lock = false): Promise<Map<number, number>> {
  const { rows } = await db.query<{ article_id: number; copies: number }>(
    `select article_id, copies from location_stock where location_id = $1 and article_id = any($2::int[])
     order by article_id ${lock ? 'for update' : ''}`,
    [locationId, ids],
  );
  return new Map(rows.map((row) => [row.article_id, row.copies]));
}

/** Copies of `ids` that orders awaiting payment and collected at the location hold now. */
export async function counterHeldCopies(db: Db, locationId: number, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ article_id: number; held: number }>(
    `select l.article_id, sum(l.quantity)::int as held
     from orders o join order_lines l on l.order_id = o.id
     where o.pickup_location_id = $1 and o.status = 'pending_payment' and o.restocked_at is null and l.article_id = any($2::int[])
     group by l.article_id`,
    [locationId, ids],
  );
  return new Map(rows.map((row) => [row.article_id, row.held]));
}

/**
 * Moves copies of a location that does not ship online by `sign` (-1: an order takes them, +1: they come back), in
 * the caller's transaction, which holds the books' rows. The books' rows are touched too, so the catalogue version
 * moves and every cached page saying where a book is shows the change.
 */
export async function moveCounterCopies(tx: Db, locationId: number, lines: CheckoutLine[], sign: 1 | -1): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.article_id);
  const quantities = lines.map((line) => line.quantity);
  // Taken: the caller checked the rows hold the copies. Given back: a row is made for a book the location had none of.
  await tx.query(
    sign < 0
      ? `update location_stock s set copies = s.copies - l.quantity from unnest($2::int[], $3::int[]) as l(id, quantity)
         where s.location_id = $1 and s.article_id = l.id`
      : `insert into location_stock (location_id, article_id, copies)
         select $1, l.id, l.quantity from unnest($2::int[], $3::int[]) as l(id, quantity)
         on conflict (location_id, article_id) do update set copies = location_stock.copies + excluded.copies`,
    [locationId, ids, quantities],
  );
  await tx.query('update articles set updated_at = now() where id = any($1::int[])', [ids]);
}

/**
 * Staff set the copies of one book at a location that does not ship online (the online location's copies are the
 * book's stock, set with the book). The book's row is locked first, as an order locks it, then the location's row.
 */
export async function setLocationCopies(db: Db, shopId: number, adminId: number, articleId: number, locationId: number, copies: number): Promise<LocationCopies[]> {
  if (!Number.isInteger(copies) || copies < 0 || copies > ADMIN_BOOK_LIMITS.stock) {
    throw badRequest(`The copies must be a whole number from 0 to ${ADMIN_BOOK_LIMITS.stock}.`, 'copies');
  }
  return db.transaction(async (tx) => {
    const { rows: books } = await tx.query('select id from articles where shop_id = $1 and id = $2 for update', [shopId, articleId]);
    if (books.length === 0) throw notFound('Book not found.');
    const { rows: locations } = await tx.query<{ ships_online: boolean }>('select ships_online from shop_locations where shop_id = $1 and id = $2', [shopId, locationId]);
    const location = locations[0];
    if (!location) throw notFound('Location not found.', 'location_id');
    if (location.ships_online) throw badRequest('This location ships the online orders: its copies are the book’s stock, set with the book.', 'location_id');
    const before = (await counterCopies(tx, locationId, [articleId], true)).get(articleId) ?? 0;
    await tx.query(
      `insert into location_stock (location_id, article_id, copies) values ($1, $2, $3)
       on conflict (location_id, article_id) do update set copies = excluded.copies`,
      [locationId, articleId, copies],
    );
    await tx.query('update articles set updated_at = now() where id = $1', [articleId]);
    await recordAudit(tx, shopId, adminId, {
      action: 'update',
      entity: 'location_stock',
      entityId: `${articleId}:${locationId}`,
      before: { copies: before },
      after: { copies },
    });
    return locationCopies(tx, shopId, articleId);
  });
}
