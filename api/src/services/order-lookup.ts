import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import type { Rate } from '../limits';
import { hit, tooMany } from './throttle';

/**
 * A visitor names an order by its number and email: /orders/track (and, through its token, a guest return) and the
 * order's invoices. One function for every such call, so they find the same orders and count alike.
 *
 * Both must match; 404 otherwise, the same for a wrong number and a wrong email. Lookups are counted per client
 * address (`perClient`, ORDER_LOOKUP_LIMIT), so order numbers cannot be tried one after another, and one client's
 * guesses never block another's lookups. Each one is counted before the order is looked for, so parallel guesses
 * cannot slip under the limit; a lookup that finds its order counts too, or a client could pay for each guess with a
 * lookup of its own order.
 *
 * An erased order (its customer deleted the account) is found by no one: its email became the public constant
 * `anonyme@erased.invalid`, so the pair would prove nothing but the number, and the person asked to be forgotten.
 * It answers the same 404 as an unknown order; staff still reach it and its documents from the back office.
 */
export async function trackedOrderId(db: Db, shopId: number, perClient: Rate, client: string, number: string, email: string): Promise<number> {
  const counted = await hit(db, 'orderLookupsPerClient', `${shopId}:${client}`, perClient);
  if (!counted.allowed) throw tooMany('too_many_lookups', (minutes) => `Too many lookups. Try again in ${minutes} minutes.`, counted);
  const { rows } = await db.query<{ id: number }>(
    'select id from orders where shop_id = $1 and number = $2 and email = $3 and anonymised_at is null',
    [shopId, number.trim().toUpperCase(), email.trim().toLowerCase()],
  );
  if (!rows[0]) throw notFound('No order matches this number and email.');
  return rows[0].id;
}
