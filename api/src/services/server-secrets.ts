import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** The keys the API instances share through the database (`server_secrets`), by name. */
export type ServerSecretName = 'guest_return' | 'image_preview' | 'coupon_customer';

const secrets = new WeakMap<Db, Map<ServerSecretName, Promise<Buffer>>>();

/**
 * The 32-byte key `name`: made by the first instance that needs it (or a migration), then read by all, so every
 * instance on one PostgreSQL signs and checks alike. Kept per database for the process; a failed read is asked again.
 */
export function serverSecret(db: Db, name: ServerSecretName): Promise<Buffer> {
  let known = secrets.get(db);
  if (!known) secrets.set(db, (known = new Map()));
  let key = known.get(name);
  if (!key) {
    key = (async () => {
      await db.query(`insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing`, [name, randomBytes(32).toString('base64url')]);
      const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
      return Buffer.from((rows[0] as { value: string }).value, 'base64url');
    })();
    key.catch(() => known.delete(name));
    known.set(name, key);
  }
  return key;
}
