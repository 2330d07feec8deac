import type {
  Article,
  Category,
  CategoryDetails,
  CategoryStep,
  Collaborator,
  CollaboratorDetails,
  CollaboratorRole,
  Collection,
  CollectionDetails,
  Country,
  Language,
  Publisher,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { loadArticles, ROLE_COLUMNS } from './articles';
import { localized } from './sql';

/** Sorting in JavaScript with the shop language's collation, so "Éditions" sorts with the E's on every database. */
function sortBy<T>(items: T[], key: (item: T) => string, lang: Language): T[] {
  const collator = new Intl.Collator(lang === 'eng' ? 'en' : 'fr', { sensitivity: 'base', numeric: true });
  return items.sort((a, b) => collator.compare(key(a), key(b)));
}

/** Every category of the shop with its path of names from the root ("A > B > C"). */
async function categoriesWithPath(db: Db, shopId: number, lang: Language): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    `with recursive paths as (
       select id, parent_id, level, ${localized('name_fr', 'name_en', '$2')} as name,
         ${localized('name_fr', 'name_en', '$2')} as chemin
       from categories where shop_id = $1 and parent_id is null
       union all
       select c.id, c.parent_id, c.level, ${localized('c.name_fr', 'c.name_en', '$2')},
         p.chemin || ' > ' || ${localized('c.name_fr', 'c.name_en', '$2')}
       from categories c join paths p on c.parent_id = p.id
       where c.shop_id = $1
     )
     select id, name as "_nom", level::int as niveau, parent_id as "b_usr_articletheme_id", chemin from paths`,
    [shopId, lang],
  );
  return rows;
}

export async function listCategories(db: Db, shopId: number, lang: Language): Promise<Category[]> {
  const categories = await categoriesWithPath(db, shopId, lang);
  return sortBy(
    categories.filter((category) => category._nom.trim() !== ''),
    (category) => category._nom,
    lang,
  );
}

/** One category with its path as steps from the root (each with its id, so a breadcrumb can link it). */
export async function getCategory(db: Db, shopId: number, id: number, lang: Language): Promise<CategoryDetails> {
  const byId = new Map((await categoriesWithPath(db, shopId, lang)).map((category) => [category.id, category]));
  const category = byId.get(id);
  if (!category) throw notFound('Category not found.');
  const path: CategoryStep[] = [];
  for (let step: Category | undefined = category; step; step = step.b_usr_articletheme_id === null ? undefined : byId.get(step.b_usr_articletheme_id)) {
    path.unshift({ id: step.id, _nom: step._nom });
  }
  return { ...category, path };
}

/**
 * Collaborators with the roles they hold on published articles (author, translator, illustrator). Only people with at
 * least one published book are listed: one whose books are all unpublished (an unannounced title, or none yet) is not
 * the shop's to make public.
 */
export async function listCollaborators(db: Db, shopId: number, lang: Language): Promise<Collaborator[]> {
  const { rows } = await db.query<{ id: number; _nom: string; biography: string | null; roles: (CollaboratorRole | null)[] }>(
    `select c.id, c.name as "_nom", ${localized('c.biography_fr', 'c.biography_en', '$2')} as biography,
       array[
         case when exists (select 1 from articles a where a.author_id = c.id and a.published) then 'author' end,
         case when exists (select 1 from articles a where a.translator_id = c.id and a.published) then 'translator' end,
         case when exists (select 1 from articles a where a.illustrator_id = c.id and a.published) then 'illustrator' end
       ] as roles
     from collaborators c where c.shop_id = $1`,
    [shopId, lang],
  );
  const collaborators = rows.map((row) => ({ ...row, roles: row.roles.filter((role) => role !== null) })).filter((row) => row.roles.length > 0);
  return sortBy(collaborators, (collaborator) => collaborator._nom, lang);
}

const ROLES = Object.keys(ROLE_COLUMNS) as CollaboratorRole[];

/** A collaborator's page lists at most this many books per role; the rest is one GET /articles?collaborator_id away. */
export const BOOKS_PER_ROLE = 48;

/**
 * One collaborator with their published books by role, by title; roles are those with at least one book. Someone
 * without any published book answers 404, as an unknown id: their name is not public yet (`listCollaborators`).
 */
export async function getCollaborator(db: Db, shopId: number, id: number, lang: Language): Promise<CollaboratorDetails> {
  const { rows } = await db.query<{ id: number; _nom: string; biography: string | null }>(
    `select c.id, c.name as "_nom", ${localized('c.biography_fr', 'c.biography_en', '$3')} as biography
     from collaborators c where c.shop_id = $1 and c.id = $2`,
    [shopId, id, lang],
  );
  if (!rows[0]) throw notFound('Collaborator not found.');
  const ids: Record<CollaboratorRole, number[]> = { author: [], translator: [], illustrator: [] };
  for (const role of ROLES) {
    const { rows: bookRows } = await db.query<{ id: number }>(
      `select a.id from articles a where a.shop_id = $1 and a.published and a.${ROLE_COLUMNS[role]} = $2
       order by a.title_sort, a.id limit ${BOOKS_PER_ROLE}`,
      [shopId, id],
    );
    ids[role] = bookRows.map((row) => row.id);
  }
  const loaded = await loadArticles(db, shopId, ROLES.flatMap((role) => ids[role]), lang);
  const books: Record<CollaboratorRole, Article[]> = { author: [], translator: [], illustrator: [] };
  for (const role of ROLES) books[role] = ids[role].flatMap((articleId) => loaded.get(articleId)?.article ?? []);
  const roles = ROLES.filter((role) => books[role].length > 0);
  if (roles.length === 0) throw notFound('Collaborator not found.');
  return { ...rows[0], roles, books };
}

export async function listCollections(db: Db, shopId: number, lang: Language): Promise<Collection[]> {
  const { rows } = await db.query<Collection>(
    `select id, name as nom, ${localized('description_fr', 'description_en', '$2')} as description
     from collections where shop_id = $1`,
    [shopId, lang],
  );
  return sortBy(rows, (collection) => collection.nom, lang);
}

/** One collection with the number of its published books (the books are GET /articles?collection_id=). */
export async function getCollection(db: Db, shopId: number, id: number, lang: Language): Promise<CollectionDetails> {
  const { rows } = await db.query<CollectionDetails>(
    `select c.id, c.name as nom, ${localized('c.description_fr', 'c.description_en', '$3')} as description,
       (select count(*)::int from articles a where a.shop_id = c.shop_id and a.collection_id = c.id and a.published)
         as book_count
     from collections c where c.shop_id = $1 and c.id = $2`,
    [shopId, id, lang],
  );
  if (!rows[0]) throw notFound('Collection not found.');
  return rows[0];
}

export async function listPublishers(db: Db, shopId: number): Promise<Publisher[]> {
  const { rows } = await db.query<Publisher>('select id, name as title from publishers where shop_id = $1', [shopId]);
  return sortBy(rows, (publisher) => publisher.title, 'fr');
}

export async function listCountries(db: Db, shopId: number, lang: Language): Promise<Country[]> {
  const { rows } = await db.query<Country>('select id, code, name_fr, name_en from countries where shop_id = $1', [shopId]);
  return sortBy(rows, (country) => (lang === 'eng' ? country.name_en : country.name_fr), lang);
}
