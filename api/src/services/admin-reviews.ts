import type { AdminReview, AdminReviewSort, AdminReviewVisibility, PagedAnswer } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { notFound } from '../lib/errors';
import { pageWindow } from '../schemas/common';
import { containsPattern, isoOrNull, Where } from './admin-query';
import { recordAudit } from './audit';
import { refreshAverageRate } from './after-sales';

interface AdminReviewRow {
  id: number;
  article_id: number;
  article_title: string;
  user_id: number;
  customer_name: string;
  customer_email: string;
  order_number: string;
  rating: number;
  comment: string;
  created_at: Date | string;
  hidden_at: Date | string | null;
}

const ADMIN_REVIEW_FROM = `from reviews r join articles a on a.id = r.article_id join users u on u.id = r.user_id
  join orders o on o.id = r.order_id`;

const ADMIN_REVIEW_COLUMNS = `r.id, r.article_id, a.title as article_title, r.user_id, u.first_name || ' ' || u.last_name as customer_name,
  u.email as customer_email, o.number as order_number, r.rating, r.comment, r.created_at, r.hidden_at`;

const toAdminReview = (row: AdminReviewRow): AdminReview => ({
  ...row,
  created_at: isoDate(row.created_at),
  hidden_at: isoOrNull(row.hidden_at),
});

const SORT_SQL: Record<AdminReviewSort, string> = {
  created_at: 'r.created_at',
  rating: 'r.rating',
  title: 'a.title_sort',
};

export interface AdminReviewQuery {
  q?: string;
  sort?: AdminReviewSort;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  visibility?: AdminReviewVisibility;
  rating?: number;
}

/** The shop's reviews for moderation, searchable by book title, comment, customer name or email; newest first by default. */
export async function listAdminReviews(db: Db, shopId: number, query: AdminReviewQuery): Promise<PagedAnswer<AdminReview>> {
  const { page, pageSize, offset } = pageWindow(query);
  const where = new Where(shopId).add(() => 'r.shop_id = $1');
  if (query.q?.trim()) {
    where.add((p) => {
      const text = p(containsPattern(query.q ?? ''));
      return `(a.title ilike ${text} or r.comment ilike ${text} or u.email ilike ${text} or u.first_name || ' ' || u.last_name ilike ${text})`;
    });
  }
  if (query.visibility) where.add(() => (query.visibility === 'hidden' ? 'r.hidden_at is not null' : 'r.hidden_at is null'));
  if (query.rating) where.add((p) => `r.rating = ${p(query.rating)}`);
  const sort = query.sort ?? 'created_at';
  const dir = query.dir ?? (sort === 'title' ? 'asc' : 'desc');
  const window = where.page(pageSize, offset);
  const { rows } = await db.query<AdminReviewRow>(
    `select ${ADMIN_REVIEW_COLUMNS} ${ADMIN_REVIEW_FROM} ${where} order by ${SORT_SQL[sort]} ${dir}, r.id ${dir} ${window.sql}`,
    window.params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total ${ADMIN_REVIEW_FROM} ${where}`, where.params);
  return { data: rows.map(toAdminReview), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

/** One customer's reviews, newest first (at most `limit`), hidden ones included. */
export async function listCustomerReviews(db: Db, shopId: number, userId: number, limit: number): Promise<AdminReview[]> {
  const { rows } = await db.query<AdminReviewRow>(
    `select ${ADMIN_REVIEW_COLUMNS} ${ADMIN_REVIEW_FROM} where r.shop_id = $1 and r.user_id = $2 order by r.created_at desc, r.id desc limit $3`,
    [shopId, userId, limit],
  );
  return rows.map(toAdminReview);
}

/**
 * Hides a review (off the book page and out of its average rating) or shows it again, recomputing the book's average
 * and recording the change, all in one transaction. Setting the state it already has changes and records nothing.
 */
export async function setReviewHidden(db: Db, shopId: number, adminId: number, reviewId: number, hidden: boolean): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AdminReviewRow>(`select ${ADMIN_REVIEW_COLUMNS} ${ADMIN_REVIEW_FROM} where r.shop_id = $1 and r.id = $2 for update of r`, [
      shopId,
      reviewId,
    ]);
    const row = rows[0];
    if (!row) throw notFound('Review not found.');
    const before = toAdminReview(row);
    if ((before.hidden_at !== null) === hidden) return before;
    const { rows: updated } = await tx.query<{ hidden_at: Date | string | null }>(
      `update reviews set hidden_at = ${hidden ? 'now()' : 'null'} where id = $1 returning hidden_at`,
      [reviewId],
    );
    await refreshAverageRate(tx, row.article_id);
    const after = { ...before, hidden_at: isoOrNull(updated[0]?.hidden_at ?? null) };
    const snapshot = (review: AdminReview) => ({ article_id: review.article_id, rating: review.rating, comment: review.comment, hidden_at: review.hidden_at });
    await recordAudit(tx, shopId, adminId, { action: hidden ? 'hide' : 'show', entity: 'review', entityId: reviewId, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}
