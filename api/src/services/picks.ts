/**
 * The booksellers' picks (issue 46, migration 043; the contract in shared/contracts/src/picks.ts).
 * Articles carry their pick (articles.ts); staff write and remove them here, each change audited.
 */
import { pickProblems, type AdminPickInput, type ArticlePick } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { shopToday } from '../lib/dates';
import { badRequest, notFound } from '../lib/errors';
import { recordAudit } from './audit';

/** The pick of the book whose id `articleId` (an SQL expression) names, as the contract's ArticlePick, or null. */
export const pickSql = (articleId: string): string =>
  `(select json_build_object('bookseller', pk.bookseller, 'location', json_build_object('id', l.id, 'name', l.name),
      'note_fr', pk.note_fr, 'note_en', pk.note_en, 'picked_on', pk.picked_on::text)
    from article_picks pk join shop_locations l on l.id = pk.location_id where pk.article_id = ${articleId})`;

/** A book's pick, or null; 404 when the shop has no such book (published or not). */
export async function getPick(db: Db, shopId: number, articleId: number): Promise<ArticlePick | null> {
  const { rows } = await db.query<{ pick: ArticlePick | null }>(
    `select ${pickSql('a.id')} as pick from articles a where a.shop_id = $1 and a.id = $2`,
    [shopId, articleId],
  );
  if (!rows[0]) throw notFound('Article not found.');
  return rows[0].pick;
}

const PROBLEM_MESSAGES: Record<ReturnType<typeof pickProblems>[number]['problem'], string> = {
  required: 'is required',
  too_short: 'is too short',
  too_long: 'is too long',
  invalid: 'is not a day (YYYY-MM-DD)',
};

/**
 * Writes a book's pick (a new one or over the old): 400 with its field for a field out of bounds, a day after today, or
 * a location the shop does not have; 404 for a book the shop does not have. Answers the pick as shoppers will see it.
 */
export async function setPick(db: Db, shopId: number, adminId: number, articleId: number, input: AdminPickInput): Promise<ArticlePick> {
  const [problem] = pickProblems(input);
  if (problem) throw badRequest(`The ${problem.field.replace('_', ' ')} ${PROBLEM_MESSAGES[problem.problem]}.`, problem.field);
  if (input.picked_on > shopToday()) throw badRequest('A pick cannot be signed on a day to come.', 'picked_on');
  const noteEn = input.note_en?.trim() || null;
  return db.transaction(async (tx) => {
    const before = await getPick(tx, shopId, articleId);
    // Shared-locked: a delete of the location (locations.ts, which locks them all for update) waits for this pick, then
    // counts it and refuses; or it went first, and the location is not found here.
    const { rows: locations } = await tx.query('select 1 from shop_locations where shop_id = $1 and id = $2 for share', [shopId, input.location_id]);
    if (locations.length === 0) throw badRequest('The shop has no such location.', 'location_id');
    await tx.query(
      `insert into article_picks (shop_id, article_id, location_id, bookseller, note_fr, note_en, picked_on)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (article_id) do update set location_id = excluded.location_id, bookseller = excluded.bookseller,
         note_fr = excluded.note_fr, note_en = excluded.note_en, picked_on = excluded.picked_on, updated_at = now()`,
      [shopId, articleId, input.location_id, input.bookseller.trim(), input.note_fr.trim(), noteEn, input.picked_on],
    );
    const after = (await getPick(tx, shopId, articleId)) as ArticlePick;
    await recordAudit(tx, shopId, adminId, { action: before ? 'update' : 'create', entity: 'article_pick', entityId: articleId, before, after });
    return after;
  });
}

/** Removes a book's pick; 404 when the book has none (or the shop has no such book). */
export async function deletePick(db: Db, shopId: number, adminId: number, articleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getPick(tx, shopId, articleId);
    if (!before) throw notFound('This book has no pick.');
    await tx.query('delete from article_picks where shop_id = $1 and article_id = $2', [shopId, articleId]);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'article_pick', entityId: articleId, before });
  });
}
