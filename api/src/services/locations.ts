/**
 * The shop's locations (issue 46, migration 043): its bookshops, or a warehouse. Shoppers read them; staff create,
 * edit and delete them, each change audited. A location where picks are signed, orders collected or copies kept cannot
 * be deleted, nor the one that ships online orders (so never the last one).
 */
import { locationProblems, type AdminLocation, type AdminLocationInput, type ShopLocation } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { badRequest, conflict, notFound } from '../lib/errors';
import { guardUniqueName } from './admin-content';
import { recordAudit } from './audit';

const COLUMNS = 'l.id, l.name, l.address, l.opening_hours_fr, l.opening_hours_en, l.pickup_delay_hours, l.ships_online';

/** The shop's locations, in the order staff gave them. */
export async function listLocations(db: Db, shopId: number): Promise<ShopLocation[]> {
  const { rows } = await db.query<ShopLocation>(`select ${COLUMNS} from shop_locations l where l.shop_id = $1 order by l.position, l.id`, [shopId]);
  return rows;
}

/** The shop's locations as staff see them, with the picks signed at each. */
export async function listAdminLocations(db: Db, shopId: number): Promise<AdminLocation[]> {
  const { rows } = await db.query<AdminLocation>(
    `select ${COLUMNS}, (select count(*)::int from article_picks p where p.location_id = l.id) as pick_count
     from shop_locations l where l.shop_id = $1 order by l.position, l.id`,
    [shopId],
  );
  return rows;
}

async function adminLocation(db: Db, shopId: number, id: number): Promise<AdminLocation> {
  const found = (await listAdminLocations(db, shopId)).find((location) => location.id === id);
  if (!found) throw notFound('Location not found.');
  return found;
}

const PROBLEM_MESSAGES = { required: 'is required', too_long: 'is too long', invalid: 'must be a whole number of hours from 0 to 720' } as const;

/** The input trimmed, or a 400 naming the first field out of bounds. */
function checked(input: AdminLocationInput): AdminLocationInput {
  const [problem] = locationProblems(input);
  if (problem) throw badRequest(`The ${problem.field.replaceAll('_', ' ')} ${PROBLEM_MESSAGES[problem.problem]}.`, problem.field);
  return {
    name: input.name.trim(),
    address: input.address.trim(),
    opening_hours_fr: input.opening_hours_fr.trim(),
    opening_hours_en: input.opening_hours_en.trim(),
    pickup_delay_hours: input.pickup_delay_hours,
  };
}

/** Adds a location after the others. 409 name_taken when another has its name. */
export async function createLocation(db: Db, shopId: number, adminId: number, input: AdminLocationInput): Promise<AdminLocation> {
  const location = checked(input);
  return guardUniqueName('name', () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into shop_locations (shop_id, name, address, opening_hours_fr, opening_hours_en, pickup_delay_hours, position)
         values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position), -1) + 1 from shop_locations where shop_id = $1))
         returning id`,
        [shopId, location.name, location.address, location.opening_hours_fr, location.opening_hours_en, location.pickup_delay_hours],
      );
      const created = await adminLocation(tx, shopId, (rows[0] as { id: number }).id);
      await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'location', entityId: created.id, after: created });
      return created;
    }),
  );
}

/** Edits a location (its picks are signed with its new name from now on). 404 unknown, 409 name_taken. */
export async function updateLocation(db: Db, shopId: number, adminId: number, id: number, input: AdminLocationInput): Promise<AdminLocation> {
  const location = checked(input);
  return guardUniqueName('name', () =>
    db.transaction(async (tx) => {
      const before = await adminLocation(tx, shopId, id);
      await tx.query(
        `update shop_locations set name = $3, address = $4, opening_hours_fr = $5, opening_hours_en = $6, pickup_delay_hours = $7
         where shop_id = $1 and id = $2`,
        [shopId, id, location.name, location.address, location.opening_hours_fr, location.opening_hours_en, location.pickup_delay_hours],
      );
      const after = await adminLocation(tx, shopId, id);
      await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'location', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * Deletes a location. 409 in_use while picks are signed there (staff move or remove them first), orders were collected
 * there or it keeps copies; 409 ships_online for the location of the online stock; 409 last_location for the shop's
 * only one (a shop has at least its own).
 */
export async function deleteLocation(db: Db, shopId: number, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The shop's locations locked together: two deletes at once cannot leave it with none.
    const { rows } = await tx.query<{ id: number }>('select id from shop_locations where shop_id = $1 order by id for update', [shopId]);
    const before = await adminLocation(tx, shopId, id);
    if (rows.length <= 1) throw conflict('last_location', 'A shop keeps at least one location.', 'id');
    if (before.pick_count > 0) throw conflict('in_use', `${before.pick_count} picks are signed at this location: move or remove them first.`, 'id');
    if (before.ships_online) throw conflict('ships_online', 'This location ships the online orders: its copies are the books’ stock.', 'id');
    const { rows: uses } = await tx.query<{ orders: number; copies: number }>(
      `select (select count(*)::int from orders where pickup_location_id = $1) as orders,
         (select coalesce(sum(copies), 0)::int from location_stock where location_id = $1) as copies`,
      [id],
    );
    const { orders, copies } = uses[0] as { orders: number; copies: number };
    if (orders > 0) throw conflict('in_use', `${orders} orders were collected at this location: it stays in their history.`, 'id');
    if (copies > 0) throw conflict('in_use', `This location still has ${copies} copies: set its stock to 0 first.`, 'id');
    await tx.query('delete from shop_locations where shop_id = $1 and id = $2', [shopId, id]);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'location', entityId: id, before });
  });
}
