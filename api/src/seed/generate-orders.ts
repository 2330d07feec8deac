import type { Db } from '../db/db';
import { hashPassword } from '../lib/password';
import { findShop } from '../services/shops';
import { SHOP } from './seed';

/**
 * Generated customers and orders for load work on the staff lists (`npm run seed -w api -- --books 1000000 --orders
 * 100000`): one customer per five orders, each order of one to three generated books, over the last three years,
 * in every status. Made by the database itself (generate_series), in batches each committed on its own: a second run
 * adds nothing, an interrupted one resumes. Generated rows are told by their idempotency key (`bench-order-<n>`) and their
 * customers' address (`client-<n>@exemple.invalid`, a domain that receives no mail).
 */
export const MAX_GENERATED_ORDERS = 10_000_000;
const ORDERS_PER_CUSTOMER = 5;
const STATUSES = ['delivered', 'delivered', 'delivered', 'shipped', 'preparing', 'paid', 'cancelled', 'refunded'];

export async function generateOrders(db: Db, target: number, batchSize = 10_000): Promise<{ added: number; total: number }> {
  if (!Number.isInteger(target) || target < 0 || target > MAX_GENERATED_ORDERS) {
    throw new Error(`The number of generated orders must be an integer from 0 to ${MAX_GENERATED_ORDERS}.`);
  }
  const shop = await findShop(db, SHOP.slug);
  if (!shop) throw new Error(`Seed the shop "${SHOP.slug}" before generating orders.`);
  const { rows: books } = await db.query<{ count: number }>(`select count(*)::int as count from articles where shop_id = $1 and published`, [shop.id]);
  if ((books[0]?.count ?? 0) === 0) throw new Error('Generate books before orders: an order line needs a book.');

  // Nobody signs in as a generated customer: one hash of a random password serves them all.
  const passwordHash = await hashPassword(`${Math.random()}-${Date.now()}-unusable`);
  const customers = Math.ceil(target / ORDERS_PER_CUSTOMER);
  await db.query(
    `insert into users (shop_id, email, password_hash, first_name, last_name, email_verified_at, created_at)
     select $1, 'client-' || n || '@exemple.invalid', $2, 'Client', 'n°' || n, now(), now() - make_interval(days => n % 1000)
     from generate_series(0, $3::int - 1) as n
     on conflict (shop_id, email) do nothing`,
    [shop.id, passwordHash, customers],
  );

  const { rows } = await db.query<{ done: number }>(
    `select count(*)::int as done from orders where shop_id = $1 and idempotency_key like 'bench-order-%'`,
    [shop.id],
  );
  const start = rows[0]?.done ?? 0;
  for (let from = start; from < target; from += batchSize) {
    const to = Math.min(from + batchSize, target) - 1;
    await db.transaction(async (tx) => {
      // Order n: customer n / 5, status and method by n, created within three years; its lines follow.
      await tx.query(
        `insert into orders (shop_id, number, user_id, email, language, currency, status, payment_method, delivery_method,
           items_cents, delivery_cents, total_cents, ship_first_name, ship_last_name, ship_address, ship_city,
           ship_postal_code, ship_country, idempotency_key, idempotency_scope, created_at, updated_at)
         select $1, o.number, u.id, u.email, 'fr', 'eur', ($4::text[])[1 + n % cardinality($4::text[])],
           (array['card', 'paypal', 'bank_transfer'])[1 + n % 3], 'home', 0, 0, 0, 'Client', 'n°' || (n / ${ORDERS_PER_CUSTOMER}),
           (n % 200 + 1) || ' rue des Libraires', 'Lyon', '69002', 'FR', 'bench-order-' || n, 'user:' || u.id,
           now() - make_interval(mins => (n * 7919) % (3 * 365 * 24 * 60)), now()
         from generate_series($2::int, $3::int) as n
         cross join lateral (
           select substr(s, 1, 4) || '-' || substr(s, 5, 4) || '-' || substr(s, 9, 4) as number
           from (select translate(upper(md5('bench-order-' || n)), '01', '89') as s) as hex
         ) as o
         join users u on u.shop_id = $1 and u.email = 'client-' || (n / ${ORDERS_PER_CUSTOMER}) || '@exemple.invalid'`,
        [shop.id, from, to, STATUSES],
      );
      await tx.query(
        `insert into order_lines (order_id, article_id, title, author, ean, unit_price_ttc_cents, discount_percent,
           unit_final_cents, quantity, line_total_cents)
         select o.id, a.id, a.title, '', a.ean, a.price_ttc_cents, a.discount_percent, a.final_price_cents, 1, a.final_price_cents
         from orders o
         cross join lateral generate_series(0, (o.id % 3)) as line
         join lateral (
           select id, title, ean, price_ttc_cents, discount_percent, final_price_cents from articles
           where shop_id = $1 and published and id >= (o.id * 7907 + line * 104729) % (select max(id) from articles)
           order by id limit 1
         ) as a on true
         where o.shop_id = $1 and o.idempotency_key = any(select 'bench-order-' || n from generate_series($2::int, $3::int) as n)
         on conflict (order_id, article_id) do nothing`,
        [shop.id, from, to],
      );
      await tx.query(
        `update orders o set items_cents = l.items, delivery_cents = case when l.items >= 3500 then 1 else 499 end,
           total_cents = l.items + case when l.items >= 3500 then 1 else 499 end
         from (select order_id, sum(line_total_cents)::int as items from order_lines group by order_id) as l
         where l.order_id = o.id and o.shop_id = $1
           and o.idempotency_key = any(select 'bench-order-' || n from generate_series($2::int, $3::int) as n)`,
        [shop.id, from, to],
      );
      await tx.query(
        `insert into order_events (order_id, status, created_at)
         select id, status, created_at from orders
         where shop_id = $1 and idempotency_key = any(select 'bench-order-' || n from generate_series($2::int, $3::int) as n)`,
        [shop.id, from, to],
      );
    });
  }
  const added = Math.max(0, target - start);
  if (added > 0) await db.query('vacuum analyze users, orders, order_lines, order_events');
  return { added, total: Math.max(start, target) };
}
