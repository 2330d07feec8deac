import type { ContactMessageBody } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { tooManyRequests } from '../lib/errors';
import type { Rate } from '../limits';
import { normalizeEmail } from './users';

/**
 * Stores a message (texts already trimmed and checked by the route), at most `perEmail.max` from one email per window:
 * enough for a conversation, not for a flood. The per-email count and the insert run under a transaction lock on the
 * shop and email, so concurrent sends cannot all slip under the limit.
 */
export async function saveContactMessage(db: Db, shopId: number, perEmail: Rate, body: ContactMessageBody): Promise<{ id: number }> {
  const email = normalizeEmail(body.email);
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('contact_messages:' || $1::text || ':' || $2::text))`, [
      shopId,
      email,
    ]);
    const { rows: recent } = await tx.query<{ count: number }>(
      `select count(*)::int as count from contact_messages
       where shop_id = $1 and email = $2 and created_at > now() - make_interval(mins => $3)`,
      [shopId, email, perEmail.minutes],
    );
    if ((recent[0]?.count ?? 0) >= perEmail.max) {
      throw tooManyRequests(
        'too_many_messages',
        `At most ${perEmail.max} messages from one email every ${perEmail.minutes} minutes: please try again later.`,
        'email',
      );
    }
    const { rows } = await tx.query<{ id: number }>(
      `insert into contact_messages (shop_id, name, email, subject, message) values ($1, $2, $3, $4, $5) returning id`,
      [shopId, body.name, email, body.subject, body.message],
    );
    return rows[0] as { id: number };
  });
}
