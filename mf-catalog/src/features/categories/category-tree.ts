import type { Category } from '@bookshop/contracts';

/** What a category tree shows of a category: pages carry these in their loader data, not the whole `Category`. */
export type CategoryEntry = Pick<Category, 'id' | '_nom' | 'niveau' | 'b_usr_articletheme_id'> & {
  /** Its sub-categories were left out of this list (`toCategoryEntries` with `open`): it has some all the same. */
  childrenLeftOut?: true;
};

export interface CategoryNode extends CategoryEntry {
  children: CategoryNode[];
  /** Whether it has sub-categories, in the list or left out of it: whether it opens. */
  branch: boolean;
}

/**
 * Keeps of each category what a tree shows (the path text `chemin` made up half of a page's category data). With
 * `open` (the categories a page lists), only what the page draws before a shopper opens a branch: level 1, and the
 * sub-categories of the listed categories and of their parents; the others are marked `childrenLeftOut`. On /books
 * the whole tree was about a tenth of the page's first answer, and made it one round trip longer on a phone; the
 * browser reads the rest (`useWholeCategoryList`).
 */
export function toCategoryEntries(categories: readonly Category[], open?: readonly number[]): CategoryEntry[] {
  const entries = categories.map(({ id, _nom, niveau, b_usr_articletheme_id }): CategoryEntry => ({ id, _nom, niveau, b_usr_articletheme_id }));
  if (!open) return entries;
  const opened = new Set(open.flatMap((id) => [id, ...ancestorIds(entries, id)]));
  const parents = new Set(entries.map((entry) => entry.b_usr_articletheme_id));
  return entries
    .filter((entry) => entry.b_usr_articletheme_id === null || opened.has(entry.b_usr_articletheme_id))
    .map((entry) => (parents.has(entry.id) && !opened.has(entry.id) ? { ...entry, childrenLeftOut: true } : entry));
}

/** Builds the 3-level tree from the flat list (children keep the list's order: sorted by name). */
export function buildCategoryTree(categories: readonly CategoryEntry[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((category) => [category.id, { ...category, children: [], branch: category.childrenLeftOut === true }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.b_usr_articletheme_id === null ? undefined : nodes.get(node.b_usr_articletheme_id);
    if (parent) {
      parent.children.push(node);
      parent.branch = true;
    } else if (node.niveau === 1) roots.push(node);
  }
  return roots;
}

/** The ids of a category's parents, nearest first (empty for a level-1 category or an unknown id). */
export function ancestorIds(categories: readonly CategoryEntry[], id: number): number[] {
  const parentOf = new Map(categories.map((category) => [category.id, category.b_usr_articletheme_id]));
  const ancestors: number[] = [];
  for (let parent = parentOf.get(id) ?? null; parent !== null && !ancestors.includes(parent); parent = parentOf.get(parent) ?? null) {
    ancestors.push(parent);
  }
  return ancestors;
}

/** A node as the tree shows it: where it sits among its siblings, and its parent. */
export interface VisibleNode {
  node: CategoryNode;
  parentId: number | null;
  level: number;
  position: number;
  siblings: number;
}

/** The nodes a reader sees, in reading order: every level-1 node, and the children of each open branch. */
export function visibleNodes(tree: readonly CategoryNode[], expanded: Readonly<Record<string, boolean>>): VisibleNode[] {
  const shown: VisibleNode[] = [];
  const walk = (nodes: readonly CategoryNode[], parentId: number | null, level: number) => {
    nodes.forEach((node, index) => {
      shown.push({ node, parentId, level, position: index + 1, siblings: nodes.length });
      if (node.branch && expanded[node.id]) walk(node.children, node.id, level + 1);
    });
  };
  walk(tree, null, 1);
  return shown;
}
