import type { Language, ServerFavorite } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { loadArticles } from './articles';

export async function listFavorites(db: Db, shopId: number, userId: number, lang: Language): Promise<ServerFavorite[]> {
  const { rows } = await db.query<{ id: number; article_id: number }>(
    'select id, article_id from favorites where shop_id = $1 and user_id = $2 order by created_at desc, id desc',
    [shopId, userId],
  );
  const articles = await loadArticles(db, shopId, rows.map((row) => row.article_id), lang);
  return rows.flatMap((row): ServerFavorite[] => {
    const loaded = articles.get(row.article_id);
    if (!loaded) return [];
    // As in the cart: a book unpublished since answers only that it is no longer for sale, never its current record.
    return [loaded.published ? { ...row, removed: false, article: loaded.article } : { ...row, removed: true }];
  });
}

/** Idempotent: adding a book twice answers the existing favourite. */
export async function addFavorite(db: Db, shopId: number, userId: number, articleId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { rows: articles } = await tx.query(
      'select 1 from articles where shop_id = $1 and id = $2 and published',
      [shopId, articleId],
    );
    if (articles.length === 0) throw notFound('Article not found.', 'article_id');
    const { rows } = await tx.query<{ id: number }>(
      `insert into favorites (shop_id, user_id, article_id) values ($1, $2, $3)
       on conflict (user_id, article_id) do update set article_id = excluded.article_id
       returning id`,
      [shopId, userId, articleId],
    );
    return rows[0] as { id: number };
  });
}

export async function deleteFavorite(db: Db, shopId: number, userId: number, id: number): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    'delete from favorites where shop_id = $1 and user_id = $2 and id = $3 returning id',
    [shopId, userId, id],
  );
  if (!rows[0]) throw notFound('Favourite not found.', 'id');
  return rows[0];
}
