import type { Category } from '@bookshop/contracts';

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** Builds the 3-level tree from the flat list (children keep the list's order: sorted by name). */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((category) => [category.id, { ...category, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.b_usr_articletheme_id === null ? undefined : nodes.get(node.b_usr_articletheme_id);
    if (parent) parent.children.push(node);
    else if (node.niveau === 1) roots.push(node);
  }
  return roots;
}
