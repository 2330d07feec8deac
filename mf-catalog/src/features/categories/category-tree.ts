import type { Category } from '@bookshop/contracts';

/** What a category tree shows of a category: pages carry these in their loader data, not the whole `Category`. */
export type CategoryEntry = Pick<Category, 'id' | '_nom' | 'niveau' | 'b_usr_articletheme_id'>;

export interface CategoryNode extends CategoryEntry {
  children: CategoryNode[];
}

/** Keeps of each category what a tree shows (the path text `chemin` made up half of a page's category data). */
export function toCategoryEntries(categories: readonly Category[]): CategoryEntry[] {
  return categories.map(({ id, _nom, niveau, b_usr_articletheme_id }) => ({ id, _nom, niveau, b_usr_articletheme_id }));
}

/** Builds the 3-level tree from the flat list (children keep the list's order: sorted by name). */
export function buildCategoryTree(categories: readonly CategoryEntry[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((category) => [category.id, { ...category, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.b_usr_articletheme_id === null ? undefined : nodes.get(node.b_usr_articletheme_id);
    if (parent) parent.children.push(node);
    else if (node.niveau === 1) roots.push(node);
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
      if (node.children.length > 0 && expanded[node.id]) walk(node.children, node.id, level + 1);
    });
  };
  walk(tree, null, 1);
  return shown;
}
