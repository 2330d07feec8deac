/**
 * Works and their editions (migration 019): staff link the French and the English edition of one text, and each
 * book page then leads to the other. A work is the id its editions share (articles.work_id); it holds one edition
 * per language, and a book is in one work at most.
 *
 * Linking and unlinking update articles rows, so the catalogue version moves in the same transaction (the triggers
 * of migration 013) and every cached book page and answer is asked for again.
 */
import type { AdminEdition, ArticleTextLanguage, EditionLinkError } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../lib/errors';
import { hyphenatedIsbn } from '../lib/isbn';
import { recordAudit } from './audit';

interface EditionRow {
  id: number;
  title: string;
  language: ArticleTextLanguage;
  ean: string;
  published: boolean;
  work_id: number | null;
}

const toEdition = (row: EditionRow): AdminEdition => ({
  id: row.id,
  title: row.title,
  language: row.language,
  ean: row.ean,
  ean_hyphenated: hyphenatedIsbn(row.ean),
  published: row.published,
});

/** The other editions of a book's work, published or not, by language (404 for another shop's or no book). */
export async function listEditions(db: Db, shopId: number, articleId: number): Promise<AdminEdition[]> {
  const { rows: found } = await db.query('select 1 from articles where shop_id = $1 and id = $2', [shopId, articleId]);
  if (found.length === 0) throw notFound('Article not found.');
  return otherEditions(db, shopId, articleId);
}

async function otherEditions(db: Db, shopId: number, articleId: number): Promise<AdminEdition[]> {
  const { rows } = await db.query<EditionRow>(
    `select e.id, e.title, e.language, e.ean, e.published, e.work_id
     from articles a join articles e on e.work_id = a.work_id and e.id <> a.id
     where a.shop_id = $1 and a.id = $2
     order by e.language, e.id`,
    [shopId, articleId],
  );
  return rows.map(toEdition);
}

const MESSAGES: Record<EditionLinkError, string> = {
  edition_same_book: 'A book cannot be another edition of itself.',
  edition_same_language: 'The work already has an edition in this language: a work holds one edition per language.',
  edition_other_work: 'This book is already an edition of another work: unlink it there first.',
};

const refused = (code: EditionLinkError) => new ApiError(code === 'edition_same_book' ? 400 : 409, code, MESSAGES[code], 'article_id');

/**
 * Links `otherId` to the work of `articleId` as another edition: both join a new work when neither is in one, or the
 * one without a work joins the other's. Refused (field article_id) for the book itself, for a book of a language the
 * work already has, and for two books each in a work of its own. Linking two books already linked changes nothing.
 */
export async function linkEdition(db: Db, shopId: number, adminId: number, articleId: number, otherId: number): Promise<AdminEdition[]> {
  return db.transaction(async (tx) => {
    if (otherId === articleId) throw refused('edition_same_book');
    // Both rows locked, in id order (two staff linking the same pair the other way round wait instead of deadlocking):
    // the checks below then hold until commit.
    const { rows } = await tx.query<EditionRow>(
      `select id, title, language, ean, published, work_id from articles
       where shop_id = $1 and id = any($2::int[]) order by id for update`,
      [shopId, [articleId, otherId]],
    );
    const book = rows.find((row) => row.id === articleId);
    if (!book) throw notFound('Article not found.');
    const other = rows.find((row) => row.id === otherId);
    if (!other) throw notFound('No such book in this shop.', 'article_id');
    if (book.work_id !== null && book.work_id === other.work_id) return otherEditions(tx, shopId, articleId);
    if (other.language === book.language) throw refused('edition_same_language');
    if (book.work_id !== null && other.work_id !== null) throw refused('edition_other_work');

    const joining = book.work_id === null ? book : other;
    const workId = book.work_id ?? other.work_id;
    if (workId !== null) {
      // The work's editions are locked too: the language check holds until commit (the unique index would refuse a
      // second edition of one language anyway, as a 500).
      const { rows: taken } = await tx.query(
        'select 1 from articles where shop_id = $1 and work_id = $2 and language = $3 for update',
        [shopId, workId, joining.language],
      );
      if (taken.length > 0) throw refused('edition_same_language');
      await tx.query('update articles set work_id = $3 where shop_id = $1 and id = $2', [shopId, joining.id, workId]);
    } else {
      const { rows: created } = await tx.query<{ id: number }>('insert into works (shop_id) values ($1) returning id', [shopId]);
      await tx.query('update articles set work_id = $3 where shop_id = $1 and id = any($2::int[])', [
        shopId,
        [articleId, otherId],
        (created[0] as { id: number }).id,
      ]);
    }
    const after = await otherEditions(tx, shopId, articleId);
    await recordAudit(tx, shopId, adminId, { action: 'edition_link', entity: 'article', entityId: articleId, before: null, after: { editions: after.map((edition) => edition.id) } });
    return after;
  });
}

/**
 * Takes a book out of its work: it no longer leads to the other editions, nor they to it. A work left with one
 * edition is no work any more: it goes, and that edition with it. A book in no work changes nothing.
 */
export async function unlinkEdition(db: Db, shopId: number, adminId: number, articleId: number): Promise<AdminEdition[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ work_id: number | null }>('select work_id from articles where shop_id = $1 and id = $2 for update', [shopId, articleId]);
    if (!rows[0]) throw notFound('Article not found.');
    const workId = rows[0].work_id;
    if (workId === null) return [];
    const before = await otherEditions(tx, shopId, articleId);
    await tx.query('update articles set work_id = null where shop_id = $1 and id = $2', [shopId, articleId]);
    const { rows: left } = await tx.query<{ id: number }>('select id from articles where shop_id = $1 and work_id = $2 for update', [shopId, workId]);
    if (left.length < 2) {
      await tx.query('update articles set work_id = null where shop_id = $1 and work_id = $2', [shopId, workId]);
      await tx.query('delete from works where shop_id = $1 and id = $2', [shopId, workId]);
    }
    await recordAudit(tx, shopId, adminId, { action: 'edition_unlink', entity: 'article', entityId: articleId, before: { editions: before.map((edition) => edition.id) }, after: null });
    return [];
  });
}
