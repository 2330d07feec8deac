import type { Db } from '../db/db';
import { conflict } from '../lib/errors';
import { normalizeEmail } from './users';

export async function subscribe(db: Db, shopId: number, email: string): Promise<{ email: string }> {
  const { rows } = await db.query<{ email: string }>(
    `insert into newsletter_subscriptions (shop_id, email) values ($1, $2)
     on conflict (shop_id, email) do nothing returning email`,
    [shopId, normalizeEmail(email)],
  );
  if (!rows[0]) throw conflict('already_subscribed', 'The email has already been subscribed.', 'email');
  return rows[0];
}
