import { forthcomingOf, lineQuantityCap, orderableCopies, type Language, type PublicationFacts, type ServerCartEntry } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { conflict, notFound } from '../lib/errors';
import { shopToday } from '../lib/dates';
import { loadArticles, PUBLICATION_COLUMNS } from './articles';

const outOfStock = () => conflict('out_of_stock', 'This book is out of stock.', 'quantity');

/** The copies a cart line of this book may hold: its stock, or a line's cap for a title not out yet (a pre-order). */
const orderable = (book: { stock: number } & PublicationFacts) =>
  orderableCopies({ _qte_a_terme_calcule: book.stock, forthcoming: forthcomingOf(book, shopToday()) });

export async function listCart(db: Db, shopId: number, userId: number, lang: Language): Promise<ServerCartEntry[]> {
  const { rows } = await db.query<{ id: number; article_id: number; quantity: number }>(
    'select id, article_id, quantity from cart_lines where shop_id = $1 and user_id = $2 order by created_at, id',
    [shopId, userId],
  );
  const articles = await loadArticles(db, shopId, rows.map((row) => row.article_id), lang);
  return rows.flatMap((row): ServerCartEntry[] => {
    const loaded = articles.get(row.article_id);
    if (!loaded) return [];
    // A book unpublished since is not shown to the public any more: its record (perhaps edited towards an unannounced
    // title) stays out of the answer, which tells only that it is no longer for sale.
    if (!loaded.published) return [{ ...row, removed: true }];
    return [{ ...row, removed: false, article: loaded.article, discount: loaded.article.discount }];
  });
}

/** Adds to the user's line for the article (or creates it); the result is clamped to [1, lineQuantityCap(stock)]. */
export async function addToCart(
  db: Db,
  shopId: number,
  userId: number,
  articleId: number,
  quantity: number,
): Promise<{ id: number; quantity: number }> {
  return db.transaction(async (tx) => {
    const { rows: articles } = await tx.query<{ stock: number } & PublicationFacts>(
      `select a.stock, ${PUBLICATION_COLUMNS} from articles a where a.shop_id = $1 and a.id = $2 and a.published`,
      [shopId, articleId],
    );
    const [article] = articles;
    if (!article) throw notFound('Article not found.', 'article_id');
    const copies = orderable(article);
    if (copies < 1) throw outOfStock();
    const { rows } = await tx.query<{ id: number; quantity: number }>(
      `insert into cart_lines (shop_id, user_id, article_id, quantity) values ($1, $2, $3, least($4::int, $5::int))
       on conflict (user_id, article_id)
       do update set quantity = least(cart_lines.quantity + $4::int, $5::int), updated_at = now()
       returning id, quantity`,
      [shopId, userId, articleId, quantity, lineQuantityCap(copies)],
    );
    return rows[0] as { id: number; quantity: number };
  });
}

/** Sets a line's quantity, clamped to lineQuantityCap(stock). A line of another user is reported as missing. */
export async function setCartQuantity(
  db: Db,
  shopId: number,
  userId: number,
  cartId: number,
  quantity: number,
): Promise<{ id: number; quantity: number }> {
  return db.transaction(async (tx) => {
    const { rows: lines } = await tx.query<{ stock: number } & PublicationFacts>(
      `select a.stock, ${PUBLICATION_COLUMNS} from cart_lines cl join articles a on a.id = cl.article_id
       where cl.shop_id = $1 and cl.user_id = $2 and cl.id = $3`,
      [shopId, userId, cartId],
    );
    const [line] = lines;
    if (!line) throw notFound('Cart line not found.', 'cart_id');
    const copies = orderable(line);
    if (copies < 1) throw outOfStock();
    const { rows } = await tx.query<{ id: number; quantity: number }>(
      'update cart_lines set quantity = least($2::int, $3::int), updated_at = now() where id = $1 returning id, quantity',
      [cartId, quantity, lineQuantityCap(copies)],
    );
    return rows[0] as { id: number; quantity: number };
  });
}

export async function deleteCartLine(db: Db, shopId: number, userId: number, cartId: number): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    'delete from cart_lines where shop_id = $1 and user_id = $2 and id = $3 returning id',
    [shopId, userId, cartId],
  );
  if (!rows[0]) throw notFound('Cart line not found.', 'cart_id');
  return rows[0];
}

export async function clearCart(db: Db, shopId: number, userId: number): Promise<{ deleted: number }> {
  const { rows } = await db.query<{ deleted: number }>(
    `with removed as (delete from cart_lines where shop_id = $1 and user_id = $2 returning 1)
     select count(*)::int as deleted from removed`,
    [shopId, userId],
  );
  return { deleted: rows[0]?.deleted ?? 0 };
}
