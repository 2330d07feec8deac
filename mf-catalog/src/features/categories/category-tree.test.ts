import type { Category } from '@bookshop/contracts';
import { buildCategoryTree } from './category-tree';

const category = (id: number, niveau: 1 | 2 | 3, parent: number | null, name: string): Category => ({
  id,
  niveau,
  b_usr_articletheme_id: parent,
  _nom: name,
  chemin: name,
});

test('nests three levels under their parents', () => {
  const tree = buildCategoryTree([
    category(1, 1, null, 'Littérature'),
    category(2, 2, 1, 'Romans'),
    category(3, 3, 2, 'Classiques'),
    category(4, 1, null, 'Jeunesse'),
  ]);
  expect(tree.map((node) => node._nom)).toEqual(['Littérature', 'Jeunesse']);
  expect(tree[0]?.children[0]?._nom).toBe('Romans');
  expect(tree[0]?.children[0]?.children[0]?._nom).toBe('Classiques');
});

test('an orphan below level 1 is left out', () => {
  expect(buildCategoryTree([category(9, 2, 77, 'Perdu')])).toEqual([]);
});
