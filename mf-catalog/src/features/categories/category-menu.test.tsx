import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Category } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { anArticle, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { booksLoader, BooksPage } from '../books/books-page';

/** Literature > French literature > 19th-century novels, and two other level-1 categories. */
const CATEGORIES: Category[] = [
  { id: 1, _nom: 'Jeunesse', niveau: 1, b_usr_articletheme_id: null, chemin: 'Jeunesse' },
  { id: 2, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null, chemin: 'Littérature' },
  { id: 3, _nom: 'Policier', niveau: 1, b_usr_articletheme_id: null, chemin: 'Policier' },
  { id: 21, _nom: 'Littérature étrangère', niveau: 2, b_usr_articletheme_id: 2, chemin: 'Littérature > Littérature étrangère' },
  { id: 22, _nom: 'Littérature française', niveau: 2, b_usr_articletheme_id: 2, chemin: 'Littérature > Littérature française' },
  { id: 221, _nom: 'Roman du XIXe siècle', niveau: 3, b_usr_articletheme_id: 22, chemin: 'Littérature > Littérature française > Roman du XIXe siècle' },
];

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles') {
      const category = call.query.get('category_id') ?? 'all';
      return { status: 200, body: { data: [anArticle({ designation: `Livre de ${category}` })], total: 1, total_exact: true, page: 1, page_size: 24 } };
    }
    if (call.path === '/categories') return { status: 200, body: CATEGORIES };
    if (call.path === '/articles/facets') return { status: 500, body: { statusCode: 500, code: 'internal', message: 'no counts' } };
    return { status: 200, body: { data: [] } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
});

const route = (at: string) => renderRoute({ path: '/books', at, Component: BooksPage, loader: booksLoader });
const tree = async () => within(await screen.findByRole('tree', { name: 'Catégories' }));
const item = (scope: ReturnType<typeof within>, name: string) => scope.getByRole('treeitem', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

test('the side menu of /books is a tree of the level-1 categories, one of them in the tab order', async () => {
  route('/books');
  const menu = await tree();
  expect(menu.getAllByRole('treeitem').map((node) => node.querySelector('.category-menu__name')?.textContent)).toEqual(['Jeunesse', 'Littérature', 'Policier']);
  const literature = item(menu, 'Littérature');
  expect(literature).toHaveAttribute('aria-expanded', 'false');
  expect(literature).toHaveAttribute('aria-level', '1');
  expect(literature).toHaveAttribute('aria-posinset', '2');
  expect(literature).toHaveAttribute('aria-setsize', '3');
  expect(menu.getAllByRole('treeitem').filter((node) => node.tabIndex === 0)).toEqual([item(menu, 'Jeunesse')]);
  expect(item(menu, 'Jeunesse')).not.toHaveAttribute('aria-expanded');
});

test('arrows move, open and close branches (kept in the store), and Enter lists the category', async () => {
  const { router } = route('/books');
  const menu = await tree();
  act(() => item(menu, 'Jeunesse').focus());
  press('ArrowDown');
  expect(item(menu, 'Littérature')).toHaveFocus();
  press('ArrowRight');
  expect(item(menu, 'Littérature')).toHaveAttribute('aria-expanded', 'true');
  expect(rootStore.getState().expandedCategories).toEqual({ 2: true });
  // The page came with level 1 only: the branch fills in from the whole list, which the browser reads after it.
  await menu.findByRole('treeitem', { name: 'Littérature étrangère' });
  press('ArrowRight');
  expect(item(menu, 'Littérature étrangère')).toHaveFocus();
  expect(item(menu, 'Littérature étrangère')).toHaveAttribute('aria-level', '2');
  press('ArrowDown');
  press('ArrowRight');
  press('ArrowRight');
  expect(item(menu, 'Roman du XIXe siècle')).toHaveFocus();
  press('ArrowLeft');
  expect(item(menu, 'Littérature française')).toHaveFocus();
  press('ArrowLeft');
  expect(item(menu, 'Littérature française')).toHaveAttribute('aria-expanded', 'false');
  expect(rootStore.getState().expandedCategories).toEqual({ 2: true });
  press('End');
  expect(item(menu, 'Policier')).toHaveFocus();
  press('Home');
  expect(item(menu, 'Jeunesse')).toHaveFocus();
  press('p');
  expect(item(menu, 'Policier')).toHaveFocus();
  press('Enter');
  expect(await screen.findByText('Livre de 3')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?category=3');
  expect(rootStore.getState().selectedCategoryId).toBe(3);
  expect(item(await tree(), 'Policier')).toHaveAttribute('aria-selected', 'true');
});

test('a link to a deep category selects it and opens its branch; the store keeps the open branches', async () => {
  rootStore.getState().setCategoriesExpanded([1], true);
  route('/books?category=221');
  expect(await screen.findByText('Livre de 221')).toBeInTheDocument();
  const menu = await tree();
  const novel = await menu.findByRole('treeitem', { name: 'Roman du XIXe siècle' });
  expect(novel).toHaveAttribute('aria-selected', 'true');
  expect(novel).toHaveAttribute('tabindex', '0');
  expect(rootStore.getState().selectedCategoryId).toBe(221);
  expect(rootStore.getState().expandedCategories).toEqual({ 1: true, 2: true, 22: true });
});

test('in English the tree is named "Categories"', async () => {
  rootStore.getState().setLanguage('eng');
  route('/books');
  expect(await screen.findByRole('tree', { name: 'Categories' })).toBeInTheDocument();
});

test("the page's own data carries level 1 and the listed category's branch; the tree opens the rest from the whole list", async () => {
  const request = (at: string) => new Request(`http://localhost${at}`);
  const names = (data: { categories: Array<{ _nom: string }> }) => data.categories.map((category) => category._nom);
  expect(names(await booksLoader({ request: request('/books'), params: {}, context: undefined, url: new URL(`http://localhost/books`), pattern: '/books' }))).toEqual(['Jeunesse', 'Littérature', 'Policier']);
  expect(names(await booksLoader({ request: request('/books?category=22'), params: {}, context: undefined, url: new URL(`http://localhost/books`), pattern: '/books' }))).toEqual([
    'Jeunesse',
    'Littérature',
    'Littérature étrangère',
    'Littérature française',
    'Policier',
    'Roman du XIXe siècle',
  ]);

  route('/books');
  const menu = await tree();
  expect(item(menu, 'Littérature')).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(item(menu, 'Littérature').querySelector('.category-menu__toggle')!);
  expect(await menu.findByRole('treeitem', { name: 'Littérature française' })).toHaveAttribute('aria-expanded', 'false');
});
