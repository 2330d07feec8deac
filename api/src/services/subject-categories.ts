/**
 * The records' subjects on the shop's categories (issue 45, migration 040): the mapping staff edit, the books it files,
 * the codes it does not reach, and the default mapping a new shop starts from.
 *
 * A book's categories from its subjects are rows of article_categories marked from_subjects, each with its parents:
 * written by the import with the book (catalogue-import.ts), and by the jobs runner for the whole shop after a change
 * to the mapping (a pass in batches, each its own transaction). A book staff filed by hand keeps their choice.
 */
import {
  UNMAPPED_SUBJECTS_LISTED,
  subjectCodeProblem,
  type AdminSubjectCategories,
  type AdminSubjectCategory,
  type SubjectMappingScheme,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, notFound } from '../lib/errors';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { recordAudit } from './audit';

/** The mapping row that reaches a subject of article_subjects `s`: the code itself, or Thema's longest beginning. */
const MAPPING_OF_SUBJECT = `
  select m.category_id from subject_categories m
  where m.shop_id = s.shop_id
    and m.scheme = case when s.scheme = 'clil' then 'clil' else 'thema' end
    and (m.code = s.code or (s.scheme <> 'clil' and starts_with(s.code, m.code)))
  order by length(m.code) desc
  limit 1`;

/**
 * Takes the categories the subjects gave these books ($2, of shop $1) away. Run with FILE_BY_SUBJECTS_SQL in one
 * transaction, for books whose subjects or whose shop's mapping changed.
 */
export const UNFILE_BY_SUBJECTS_SQL = 'delete from article_categories where article_id = any($2::int[]) and from_subjects and shop_id = $1';

/**
 * Files these books ($2, of shop $1) under the categories their subjects map to, with the categories' parents; a book
 * with a category chosen by hand is left alone, and a category it already has stays as it is.
 */
export const FILE_BY_SUBJECTS_SQL = `
  insert into article_categories (shop_id, article_id, category_id, from_subjects)
  select distinct s.shop_id, s.article_id, path.id, true
  from article_subjects s
  cross join lateral (${MAPPING_OF_SUBJECT}) mapped
  join categories c on c.id = mapped.category_id
  left join categories p on p.id = c.parent_id
  left join categories g on g.id = p.parent_id
  cross join lateral (values (c.id), (p.id), (g.id)) as path (id)
  where s.shop_id = $1 and s.article_id = any($2::int[]) and path.id is not null
    and not exists (select 1 from article_categories hand where hand.article_id = s.article_id and not hand.from_subjects)
  on conflict do nothing`;

/** How many books a transaction of the filing pass takes. */
const FILING_BATCH = 2000;

/**
 * Files the shop's books with subjects again if its mapping changed since the last pass: in batches by book id, so a
 * million books never sit in one transaction, and a pass cut short is done again whole by the next. Two runners doing
 * it at once write the same rows. Answers the books looked at.
 */
export async function fileShopBySubjects(db: Db, shopId: number): Promise<number> {
  const { rows } = await db.query<{ version: number; applied: number }>(
    'select subject_mapping_version as version, subject_mapping_applied as applied from shops where id = $1',
    [shopId],
  );
  const shop = rows[0];
  if (!shop || shop.version === shop.applied) return 0;
  let after = 0;
  let looked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows: books } = await tx.query<{ article_id: number }>(
        `select distinct article_id from article_subjects where shop_id = $1 and article_id > $2 order by article_id limit ${FILING_BATCH}`,
        [shopId, after],
      );
      const ids = books.map((book) => book.article_id);
      if (ids.length > 0) {
        await tx.query(UNFILE_BY_SUBJECTS_SQL, [shopId, ids]);
        await tx.query(FILE_BY_SUBJECTS_SQL, [shopId, ids]);
      }
      return ids;
    });
    looked += batch.length;
    if (batch.length < FILING_BATCH) break;
    after = batch[batch.length - 1] as number;
  }
  await db.transaction(async (tx) => {
    await tx.query('update shops set subject_mapping_applied = $2 where id = $1 and subject_mapping_applied <> $2', [shopId, shop.version]);
    // The lists, their counts and the pages the CDN keeps read the new categories.
    await tx.query('select move_catalogue_versions(array[$1::int])', [shopId]);
  });
  return looked;
}

/** One pass of the jobs runner: every shop whose mapping changed. */
export async function fileChangedShopsBySubjects(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from shops where subject_mapping_version <> subject_mapping_applied order by id');
  let looked = 0;
  for (const shop of rows) looked += await fileShopBySubjects(db, shop.id);
  return looked;
}

/** The jobs runner's part: a look every 5 s (a change is filed within seconds; a pass of a million books takes minutes). */
export function createSubjectFiler({ db, intervalMs = 5000, log }: { db: Db; intervalMs?: number; log?: { error(message: string): void } }): PeriodicJob<number> {
  return periodicJob('subject_categories', () => fileChangedShopsBySubjects(db), { intervalMs, log });
}

/** The mapping, the codes it does not reach, and whether the books are being filed again. */
export async function subjectCategories(db: Db, shopId: number): Promise<AdminSubjectCategories> {
  const [mappings, unmapped, shop] = await Promise.all([
    db.query<AdminSubjectCategory>(
      `select m.scheme, m.code, m.category_id,
         array_remove(array[g.name_fr, p.name_fr, c.name_fr], null) as category_path_fr,
         array_remove(array[g.name_en, p.name_en, c.name_en], null) as category_path_en
       from subject_categories m
       join categories c on c.id = m.category_id
       left join categories p on p.id = c.parent_id
       left join categories g on g.id = p.parent_id
       where m.shop_id = $1
       order by m.scheme, m.code`,
      [shopId],
    ),
    // Codes first (an index-only count of the subjects), then the mapping looked up once per code.
    db.query<{ scheme: SubjectMappingScheme; code: string; book_count: number; total: number }>(
      `select case when s.scheme = 'clil' then 'clil' else 'thema' end as scheme, s.code, s.book_count,
         (count(*) over ())::int as total
       from (
         select shop_id, scheme, code, count(*)::int as book_count from article_subjects where shop_id = $1 group by 1, 2, 3
       ) s
       where not exists (${MAPPING_OF_SUBJECT})
       order by s.book_count desc, 1, s.code
       limit ${UNMAPPED_SUBJECTS_LISTED}`,
      [shopId],
    ),
    db.query<{ filing: boolean }>('select subject_mapping_version <> subject_mapping_applied as filing from shops where id = $1', [shopId]),
  ]);
  return {
    mappings: mappings.rows,
    unmapped: unmapped.rows.map(({ scheme, code, book_count }) => ({ scheme, code, book_count })),
    unmapped_total: unmapped.rows[0]?.total ?? 0,
    filing: shop.rows[0]?.filing ?? false,
  };
}

/** A code as the mapping keeps it (capitals), or 400 with the field `code`. */
export function checkedSubjectCode(scheme: SubjectMappingScheme, code: string): string {
  const upper = code.trim().toUpperCase();
  const problem = subjectCodeProblem(scheme, upper);
  if (problem === 'clil_code') throw new ApiError(400, 'invalid_subject_code', 'A CLIL code is four digits, such as 3435.', 'code');
  if (problem === 'thema_code') {
    throw new ApiError(400, 'invalid_subject_code', 'A Thema code is letters and digits (and hyphens), 20 at most, such as FBA or 1DDF.', 'code');
  }
  return upper;
}

async function mappingChanged(tx: Db, shopId: number): Promise<void> {
  await tx.query('update shops set subject_mapping_version = subject_mapping_version + 1 where id = $1', [shopId]);
}

/** Maps a code to one of the shop's categories (or moves its mapping); the books are filed again by the jobs runner. */
export async function setSubjectCategory(
  db: Db,
  shopId: number,
  adminId: number,
  mapping: { scheme: SubjectMappingScheme; code: string; categoryId: number },
): Promise<AdminSubjectCategories> {
  const code = checkedSubjectCode(mapping.scheme, mapping.code);
  await db.transaction(async (tx) => {
    const { rows: category } = await tx.query('select 1 from categories where shop_id = $1 and id = $2', [shopId, mapping.categoryId]);
    if (category.length === 0) throw new ApiError(400, 'invalid_category', 'No category of the shop has this id.', 'category_id');
    const { rows: before } = await tx.query<{ category_id: number }>(
      'select category_id from subject_categories where shop_id = $1 and scheme = $2 and code = $3 for update',
      [shopId, mapping.scheme, code],
    );
    if (before[0]?.category_id === mapping.categoryId) return;
    await tx.query(
      `insert into subject_categories (shop_id, scheme, code, category_id) values ($1, $2, $3, $4)
       on conflict (shop_id, scheme, code) do update set category_id = excluded.category_id`,
      [shopId, mapping.scheme, code, mapping.categoryId],
    );
    await mappingChanged(tx, shopId);
    await recordAudit(tx, shopId, adminId, {
      action: before[0] ? 'update' : 'create',
      entity: 'subject_category',
      entityId: `${mapping.scheme}:${code}`,
      before: before[0] ?? null,
      after: { category_id: mapping.categoryId },
    });
  });
  return subjectCategories(db, shopId);
}

/** Removes a code's mapping (404 when there is none); its books leave the category at the next pass. */
export async function deleteSubjectCategory(
  db: Db,
  shopId: number,
  adminId: number,
  mapping: { scheme: SubjectMappingScheme; code: string },
): Promise<AdminSubjectCategories> {
  const code = checkedSubjectCode(mapping.scheme, mapping.code);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ category_id: number }>(
      'delete from subject_categories where shop_id = $1 and scheme = $2 and code = $3 returning category_id',
      [shopId, mapping.scheme, code],
    );
    if (!rows[0]) throw notFound('This code has no mapping.', 'code');
    await mappingChanged(tx, shopId);
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'subject_category', entityId: `${mapping.scheme}:${code}`, before: rows[0] });
  });
  return subjectCategories(db, shopId);
}

/**
 * The default mapping: the top levels of Thema (whose codes and meanings are EDItEUR's), a few of its fiction and
 * humanities codes, and the CLIL top levels "Littérature générale" (3435) and "Jeunesse" (3722), each on the category
 * of the shop's tree it names by its French names from the top. A shop whose tree has no such category skips it.
 */
export const DEFAULT_SUBJECT_CATEGORIES: ReadonlyArray<{ scheme: SubjectMappingScheme; code: string; path: readonly string[] }> = [
  { scheme: 'clil', code: '3435', path: ['Littérature'] },
  { scheme: 'clil', code: '3722', path: ['Jeunesse'] },
  // Thema F: fiction; FF crime and mystery, FJ adventure, FK horror and ghost stories, FL science fiction.
  { scheme: 'thema', code: 'F', path: ['Littérature'] },
  { scheme: 'thema', code: 'FF', path: ['Littérature', 'Aventure et mystère', 'Romans policiers'] },
  { scheme: 'thema', code: 'FJ', path: ['Littérature', 'Aventure et mystère', "Romans d'aventures"] },
  { scheme: 'thema', code: 'FK', path: ['Littérature', 'Aventure et mystère', 'Romans gothiques'] },
  { scheme: 'thema', code: 'FL', path: ['Littérature', 'Aventure et mystère', 'Anticipation et science-fiction'] },
  // DC poetry, DD plays; Y children's, teenage and educational.
  { scheme: 'thema', code: 'DC', path: ['Poésie et théâtre', 'Poésie'] },
  { scheme: 'thema', code: 'DD', path: ['Poésie et théâtre', 'Théâtre'] },
  { scheme: 'thema', code: 'Y', path: ['Jeunesse'] },
  // N history and archaeology, QD philosophy, J society and social sciences, P mathematics and science, WT travel.
  { scheme: 'thema', code: 'N', path: ['Histoire, idées et société', 'Histoire'] },
  { scheme: 'thema', code: 'QD', path: ['Histoire, idées et société', 'Philosophie'] },
  { scheme: 'thema', code: 'J', path: ['Histoire, idées et société', 'Politique et société'] },
  { scheme: 'thema', code: 'P', path: ['Sciences et savoirs'] },
  { scheme: 'thema', code: 'WT', path: ['Voyages'] },
];

/**
 * Adds the default mappings whose category the shop's tree has and whose code staff have not mapped (theirs stay).
 * Answers how many it added. `adminId` is null for the seed.
 */
export async function applyDefaultSubjectCategories(db: Db, shopId: number, adminId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ scheme: SubjectMappingScheme; code: string; category_id: number }>(
      `insert into subject_categories (shop_id, scheme, code, category_id)
       select $1, d.scheme, d.code, c.id
       from jsonb_to_recordset($2::jsonb) as d (scheme text, code text, l1 text, l2 text, l3 text)
       join categories c1 on c1.shop_id = $1 and c1.parent_id is null and c1.name_fr = d.l1
       left join categories c2 on c2.shop_id = $1 and c2.parent_id = c1.id and c2.name_fr = d.l2
       left join categories c3 on c3.shop_id = $1 and c3.parent_id = c2.id and c3.name_fr = d.l3
       cross join lateral (select case when d.l3 is not null then c3.id when d.l2 is not null then c2.id else c1.id end as id) c
       where c.id is not null
       on conflict (shop_id, scheme, code) do nothing
       returning scheme, code, category_id`,
      [shopId, JSON.stringify(DEFAULT_SUBJECT_CATEGORIES.map(({ scheme, code, path }) => ({ scheme, code, l1: path[0], l2: path[1], l3: path[2] })))],
    );
    if (rows.length === 0) return 0;
    await mappingChanged(tx, shopId);
    if (adminId !== null) {
      await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'subject_category', entityId: 'defaults', after: rows });
    }
    return rows.length;
  });
}
