/**
 * The category tree, for staff: create, rename, move (with its whole subtree) and delete. A book is linked to every
 * level of its category path (see the seed and GET /articles?category_id=), so a move also moves those links.
 */
import {
  MAX_CATEGORY_LEVEL,
  type AdminCategoryCreateBody,
  type AdminCategoryMoveBody,
  type AdminCategoryNode,
  type AdminCategoryRenameBody,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { conflict, notFound } from '../lib/errors';
import { recordAudit } from './audit';
import { guardUniqueName, sameName } from './admin-content';

/** The whole tree, flat, in reading order: by level, then rank among siblings. */
export async function listCategoryTree(db: Db, shopId: number): Promise<AdminCategoryNode[]> {
  const { rows } = await db.query<AdminCategoryNode>(
    `select c.id, c.parent_id, c.level::int as level, c.name_fr, c.name_en, c.position,
       (select count(*)::int from article_categories ac where ac.category_id = c.id) as book_count,
       (select count(*)::int from categories k where k.shop_id = c.shop_id and k.parent_id = c.id) as child_count
     from categories c where c.shop_id = $1
     order by c.level, c.position, c.id`,
    [shopId],
  );
  return rows;
}

/** What the audit log keeps of a category. */
const snapshot = ({ id, parent_id, level, name_fr, name_en, position }: AdminCategoryNode) => ({ id, parent_id, level, name_fr, name_en, position });

/**
 * The tree loaded for a change, its rows locked until the transaction ends: two moves at once could otherwise each
 * pass the cycle check and together make a loop.
 */
async function lockedTree(tx: Db, shopId: number) {
  await tx.query('select id from categories where shop_id = $1 order by id for update', [shopId]);
  const nodes = await listCategoryTree(tx, shopId);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = (parentId: number | null) =>
    nodes.filter((node) => node.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
  /** The node and all below it. */
  const subtree = (id: number): AdminCategoryNode[] => {
    const node = byId.get(id);
    return node ? [node, ...children(id).flatMap((child) => subtree(child.id))] : [];
  };
  /** Its parents, nearest first. */
  const ancestors = (id: number | null): number[] => {
    const node = id === null ? undefined : byId.get(id);
    return node ? [node.id, ...ancestors(node.parent_id)] : [];
  };
  const find = (id: number, field?: string) => {
    const node = byId.get(id);
    if (!node) throw notFound(field ? 'Parent category not found.' : 'Category not found.', field);
    return node;
  };
  return { byId, children, subtree, ancestors, find };
}

/** 409 name_taken when a sibling already has this French name (any case): the storefront lists them by name. */
function assertNameFree(siblings: AdminCategoryNode[], nameFr: string, selfId: number | null): void {
  if (siblings.some((sibling) => sibling.id !== selfId && sameName(sibling.name_fr, nameFr))) {
    throw conflict('name_taken', `A category "${nameFr}" already exists at this place.`, 'name_fr');
  }
}

/** Writes the ranks 0, 1, 2… in the given order. */
async function renumber(tx: Db, shopId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `update categories c set position = o.ord - 1
     from unnest($2::int[]) with ordinality as o(id, ord)
     where c.shop_id = $1 and c.id = o.id and c.position <> o.ord - 1`,
    [shopId, ids],
  );
}

export async function createCategory(db: Db, shopId: number, adminId: number, body: AdminCategoryCreateBody): Promise<AdminCategoryNode[]> {
  const nameFr = body.name_fr.trim();
  const nameEn = (body.name_en ?? '').trim();
  const parentId = body.parent_id ?? null;
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx, shopId);
    const level = parentId === null ? 1 : tree.find(parentId, 'parent_id').level + 1;
    if (level > MAX_CATEGORY_LEVEL) {
      throw conflict('category_too_deep', `Categories go ${MAX_CATEGORY_LEVEL} levels deep at most.`, 'parent_id');
    }
    const siblings = tree.children(parentId);
    assertNameFree(siblings, nameFr, null);
    const { rows } = await guardUniqueName('name_fr', () =>
      tx.query<{ id: number }>(
        `insert into categories (shop_id, parent_id, level, name_fr, name_en, position)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [shopId, parentId, level, nameFr, nameEn, siblings.length],
      ),
    );
    const createdId = (rows[0] as { id: number }).id;
    const after = await listCategoryTree(tx, shopId);
    const created = after.find((node) => node.id === createdId);
    await recordAudit(tx, shopId, adminId, { action: 'create', entity: 'category', entityId: createdId, after: created && snapshot(created) });
    return after;
  });
}

export async function renameCategory(db: Db, shopId: number, adminId: number, id: number, body: AdminCategoryRenameBody): Promise<AdminCategoryNode[]> {
  const nameFr = body.name_fr.trim();
  const nameEn = body.name_en.trim();
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx, shopId);
    const before = tree.find(id);
    assertNameFree(tree.children(before.parent_id), nameFr, id);
    await guardUniqueName('name_fr', () =>
      tx.query('update categories set name_fr = $3, name_en = $4 where shop_id = $1 and id = $2', [shopId, id, nameFr, nameEn]),
    );
    await recordAudit(tx, shopId, adminId, {
      action: 'update',
      entity: 'category',
      entityId: id,
      before: snapshot(before),
      after: snapshot({ ...before, name_fr: nameFr, name_en: nameEn }),
    });
    return listCategoryTree(tx, shopId);
  });
}

/**
 * Moves a category, with everything below it, under another parent (null: the root) and to a rank among its new
 * siblings (the end by default); the same parent with a rank reorders siblings. Refused (409) under itself or one of
 * its descendants (`category_cycle`), or when the subtree would go deeper than 3 levels (`category_too_deep`).
 */
export async function moveCategory(db: Db, shopId: number, adminId: number, id: number, body: AdminCategoryMoveBody): Promise<AdminCategoryNode[]> {
  const parentId = body.parent_id;
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx, shopId);
    const node = tree.find(id);
    const subtree = tree.subtree(id);
    const subtreeIds = subtree.map((entry) => entry.id);
    const parent = parentId === null ? null : tree.find(parentId, 'parent_id');
    if (parentId !== null && subtreeIds.includes(parentId)) {
      throw conflict('category_cycle', 'A category cannot move under itself or one of its sub-categories.', 'parent_id');
    }
    const level = parent ? parent.level + 1 : 1;
    const depthBelow = Math.max(...subtree.map((entry) => entry.level)) - node.level;
    if (level + depthBelow > MAX_CATEGORY_LEVEL) {
      throw conflict('category_too_deep', `Categories go ${MAX_CATEGORY_LEVEL} levels deep at most: this one has ${depthBelow} level(s) below it.`, 'parent_id');
    }
    const moved = parentId !== node.parent_id;
    const siblings = tree.children(parentId).filter((sibling) => sibling.id !== id);
    if (moved) assertNameFree(siblings, node.name_fr, id);
    const rank = Math.min(body.position ?? siblings.length, siblings.length);

    if (moved) {
      const levelShift = level - node.level;
      await guardUniqueName('name_fr', () =>
        tx.query('update categories set parent_id = $3, level = level + $4 where shop_id = $1 and id = $2', [shopId, id, parentId, levelShift]),
      );
      if (levelShift !== 0) {
        await tx.query('update categories set level = level + $3 where shop_id = $1 and id = any($2::int[])', [shopId, subtreeIds.slice(1), levelShift]);
      }
      await moveBookLinks(tx, shopId, tree, subtreeIds, tree.ancestors(node.parent_id), tree.ancestors(parentId));
      await renumber(tx, shopId, tree.children(node.parent_id).filter((sibling) => sibling.id !== id).map((sibling) => sibling.id));
    }
    await renumber(tx, shopId, [...siblings.slice(0, rank).map((sibling) => sibling.id), id, ...siblings.slice(rank).map((sibling) => sibling.id)]);

    const after = await listCategoryTree(tx, shopId);
    const movedNode = after.find((entry) => entry.id === id);
    await recordAudit(tx, shopId, adminId, { action: 'move', entity: 'category', entityId: id, before: snapshot(node), after: movedNode && snapshot(movedNode) });
    return after;
  });
}

/**
 * Keeps "a book is linked to every level of its path" true after a move: the books of the moved subtree leave the
 * old parents (unless another of their categories is still below that parent) and join the new ones. A book linked
 * directly to an old parent, and also inside the moved subtree, leaves that parent too: the links cannot tell a
 * direct choice from a derived one.
 */
async function moveBookLinks(
  tx: Db,
  shopId: number,
  tree: Awaited<ReturnType<typeof lockedTree>>,
  subtreeIds: number[],
  oldAncestors: number[],
  newAncestors: number[],
): Promise<void> {
  const { rows } = await tx.query<{ article_id: number }>(
    'select distinct article_id from article_categories where shop_id = $1 and category_id = any($2::int[])',
    [shopId, subtreeIds],
  );
  const books = rows.map((row) => row.article_id);
  if (books.length === 0) return;
  for (const ancestor of oldAncestors.filter((candidate) => !newAncestors.includes(candidate))) {
    // What stays below this old parent once the subtree has left it.
    const stillBelow = tree
      .subtree(ancestor)
      .slice(1)
      .map((entry) => entry.id)
      .filter((candidate) => !subtreeIds.includes(candidate));
    await tx.query(
      `delete from article_categories ac
       where ac.shop_id = $1 and ac.category_id = $2 and ac.article_id = any($3::int[])
         and not exists (select 1 from article_categories k where k.article_id = ac.article_id and k.category_id = any($4::int[]))`,
      [shopId, ancestor, books, stillBelow],
    );
  }
  for (const ancestor of newAncestors.filter((candidate) => !oldAncestors.includes(candidate))) {
    // A parent a book's subjects gave it (from_subjects) stays theirs: the jobs runner may take it away again.
    await tx.query(
      `insert into article_categories (shop_id, article_id, category_id, from_subjects)
       select $1, ac.article_id, $2, bool_and(ac.from_subjects)
       from article_categories ac where ac.article_id = any($3::int[]) and ac.category_id = any($4::int[])
       group by ac.article_id
       on conflict do nothing`,
      [shopId, ancestor, books, subtreeIds],
    );
  }
}

/** Deletes a category with no sub-category and no book (409 category_not_empty otherwise). */
export async function deleteCategory(db: Db, shopId: number, adminId: number, id: number): Promise<AdminCategoryNode[]> {
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx, shopId);
    const node = tree.find(id);
    if (node.child_count > 0 || node.book_count > 0) {
      const parts = [
        node.child_count > 0 ? `${node.child_count} sub-categor${node.child_count === 1 ? 'y' : 'ies'}` : '',
        node.book_count > 0 ? `${node.book_count} book${node.book_count === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      throw conflict('category_not_empty', `This category still holds ${parts.join(' and ')}; move or delete them first.`);
    }
    await tx.query('delete from categories where shop_id = $1 and id = $2', [shopId, id]);
    await renumber(tx, shopId, tree.children(node.parent_id).filter((sibling) => sibling.id !== id).map((sibling) => sibling.id));
    await recordAudit(tx, shopId, adminId, { action: 'delete', entity: 'category', entityId: id, before: snapshot(node) });
    return listCategoryTree(tx, shopId);
  });
}
