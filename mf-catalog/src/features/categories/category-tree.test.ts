import type { Category } from '@bookshop/contracts';
import { buildCategoryTree, toCategoryEntries } from './category-tree';

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

test('with the categories a page lists, only level 1 and their branches are kept; the others still open', () => {
  const all = [
    category(1, 1, null, 'Littérature'),
    category(2, 2, 1, 'Romans'),
    category(3, 3, 2, 'Classiques'),
    category(5, 2, 1, 'Nouvelles'),
    category(4, 1, null, 'Jeunesse'),
  ];
  expect(toCategoryEntries(all, [])).toEqual([
    { id: 1, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null, childrenLeftOut: true },
    { id: 4, _nom: 'Jeunesse', niveau: 1, b_usr_articletheme_id: null },
  ]);
  const tree = buildCategoryTree(toCategoryEntries(all, []));
  expect(tree.map((node) => [node._nom, node.branch, node.children.length])).toEqual([
    ['Littérature', true, 0],
    ['Jeunesse', false, 0],
  ]);
  expect(toCategoryEntries(all, [2]).map((entry) => [entry._nom, entry.childrenLeftOut ?? false])).toEqual([
    ['Littérature', false],
    ['Romans', false],
    ['Classiques', false],
    ['Nouvelles', false],
    ['Jeunesse', false],
  ]);
  expect(toCategoryEntries(all).map((entry) => entry.id)).toEqual([1, 2, 3, 5, 4]);
});
