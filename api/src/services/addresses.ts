import { ADDRESS_BOOK_MAX, type Address, type AddressInput } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../lib/errors';

const ADDRESS_COLUMNS =
  'id, title, first_name, last_name, phone, address, address_extra, city, postal_code, country_code as country';

/** The user's addresses, oldest first, and the id of the default one (null when none). */
export async function listAddresses(db: Db, userId: number): Promise<{ addresses: Address[]; defaultId: number | null }> {
  const { rows } = await db.query<Address & { is_default: boolean }>(
    `select ${ADDRESS_COLUMNS}, is_default from addresses where user_id = $1 order by id`,
    [userId],
  );
  return {
    addresses: rows.map(({ is_default: _default, ...address }) => address),
    defaultId: rows.find((row) => row.is_default)?.id ?? null,
  };
}

/** 400 unknown_country on `field` unless the shop delivers to the country (GET /countries). */
export async function assertCountry(db: Db, shopId: number, code: string, field = 'country'): Promise<void> {
  const { rows } = await db.query('select 1 from countries where shop_id = $1 and code = $2', [shopId, code]);
  if (rows.length === 0) throw new ApiError(400, 'unknown_country', 'We do not deliver to this country.', field);
}

const values = (input: AddressInput) => [
  input.title.trim(),
  input.first_name.trim(),
  input.last_name.trim(),
  input.phone.trim(),
  input.address.trim(),
  input.address_extra.trim(),
  input.city.trim(),
  input.postal_code.trim().toUpperCase(),
  input.country,
];

/** Makes `addressId` the user's only default (the unique index allows one). */
async function setDefault(db: Db, userId: number, addressId: number): Promise<void> {
  await db.query('update addresses set is_default = false where user_id = $1 and is_default and id <> $2', [userId, addressId]);
  await db.query('update addresses set is_default = true where user_id = $1 and id = $2', [userId, addressId]);
}

/** Adds an address; the first one, or one sent with is_default, becomes the default. */
export async function createAddress(db: Db, shopId: number, userId: number, input: AddressInput): Promise<number> {
  await assertCountry(db, shopId, input.country);
  return db.transaction(async (tx) => {
    // Serialises two simultaneous additions of one user, so the count and the default stay right.
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const { rows: counted } = await tx.query<{ count: number }>('select count(*)::int as count from addresses where user_id = $1', [userId]);
    const count = counted[0]?.count ?? 0;
    if (count >= ADDRESS_BOOK_MAX) {
      throw new ApiError(409, 'too_many_addresses', `An address book holds at most ${ADDRESS_BOOK_MAX} addresses.`);
    }
    const { rows } = await tx.query<{ id: number }>(
      `insert into addresses (shop_id, user_id, title, first_name, last_name, phone, address, address_extra, city, postal_code, country_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [shopId, userId, ...values(input)],
    );
    const id = (rows[0] as { id: number }).id;
    if (count === 0 || input.is_default) await setDefault(tx, userId, id);
    return id;
  });
}

/** Replaces one of the user's addresses; another user's (or an unknown) address is a 404. */
export async function updateAddress(db: Db, shopId: number, userId: number, addressId: number, input: AddressInput): Promise<void> {
  await assertCountry(db, shopId, input.country);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update addresses set title = $3, first_name = $4, last_name = $5, phone = $6, address = $7, address_extra = $8,
         city = $9, postal_code = $10, country_code = $11, updated_at = now()
       where user_id = $1 and id = $2 returning id`,
      [userId, addressId, ...values(input)],
    );
    if (rows.length === 0) throw notFound('Address not found.');
    if (input.is_default) await setDefault(tx, userId, addressId);
  });
}

/** Makes one of the user's addresses the default (404 for another user's). */
export async function makeDefaultAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('select 1 from addresses where user_id = $1 and id = $2', [userId, addressId]);
    if (rows.length === 0) throw notFound('Address not found.');
    await setDefault(tx, userId, addressId);
  });
}

/** Deletes one of the user's addresses; when it was the default, the oldest remaining one takes its place. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ is_default: boolean }>(
      'delete from addresses where user_id = $1 and id = $2 returning is_default',
      [userId, addressId],
    );
    if (!rows[0]) throw notFound('Address not found.');
    if (rows[0].is_default) {
      await tx.query(
        `update addresses set is_default = true where id = (select id from addresses where user_id = $1 order by id limit 1)`,
        [userId],
      );
    }
  });
}
