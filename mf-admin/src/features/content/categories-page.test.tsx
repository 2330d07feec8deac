import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategoryNode } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { CategoriesPage, categoriesLoader } from './categories-page';

const node = (id: number, parent_id: number | null, level: 1 | 2 | 3, name_fr: string, name_en: string, position: number, book_count = 0): AdminCategoryNode => ({
  id,
  parent_id,
  level,
  name_fr,
  name_en,
  position,
  book_count,
  child_count: 0,
});

const START: AdminCategoryNode[] = [
  node(1, null, 1, 'Littérature', 'Literature', 0, 3),
  node(2, 1, 2, 'Littérature française', 'French literature', 0, 3),
  node(3, 2, 3, 'Roman du XIXe siècle', 'Nineteenth-century novels', 0, 3),
  node(4, 1, 2, 'Poésie', 'Poetry', 1),
  node(5, null, 1, 'Jeunesse', 'Children', 1),
];

/** The server's tree: child counts derived, so every answer is consistent. */
let tree: AdminCategoryNode[];
let failNextGet = false;
/** The refusal the next write gets instead of going through. */
let refuseNext: ReturnType<typeof apiError> | null = null;
const writes: FakeCall[] = [];
const answer = () => ({ status: 200, body: { data: tree.map((entry) => ({ ...entry, child_count: tree.filter((child) => child.parent_id === entry.id).length })) } });

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.method === 'GET' && call.path === '/admin/categories') {
      if (failNextGet) {
        failNextGet = false;
        return apiError(500, 'internal_error', 'Boom');
      }
      return answer();
    }
    writes.push(call);
    if (refuseNext) {
      const refusal = refuseNext;
      refuseNext = null;
      return refusal;
    }
    const body = call.body as Record<string, unknown>;
    const id = Number(/\/admin\/categories\/(\d+)/.exec(call.path)?.[1]);
    if (call.method === 'POST' && call.path === '/admin/categories') {
      const parent = tree.find((entry) => entry.id === body.parent_id);
      tree = [...tree, node(100 + tree.length, parent?.id ?? null, ((parent?.level ?? 0) + 1) as 1, String(body.name_fr).trim(), String(body.name_en).trim(), 99)];
      return { ...answer(), status: 201 };
    }
    if (call.method === 'PUT') {
      tree = tree.map((entry) => (entry.id === id ? { ...entry, name_fr: String(body.name_fr).trim(), name_en: String(body.name_en).trim() } : entry));
      return answer();
    }
    if (call.method === 'POST' && call.path.endsWith('/move')) {
      tree = tree.map((entry) => (entry.id === id ? { ...entry, parent_id: body.parent_id as number | null, position: Number(body.position ?? 99) } : entry));
      return answer();
    }
    if (call.method === 'DELETE') {
      tree = tree.filter((entry) => entry.id !== id);
      return answer();
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  tree = START.map((entry) => ({ ...entry }));
  writes.length = 0;
  refuseNext = null;
});

const renderPage = () => renderRoutes([{ path: '/admin-panel/categories', Component: CategoriesPage, loader: categoriesLoader }], '/admin-panel/categories');

/** The tree's list item of a category (its row and its children). */
const itemOf = (name: string) => screen.getByText(name, { selector: '.content-tree__name' }).closest('li') as HTMLElement;

test('shows the tree as nested lists with levels, book counts and actions per node', async () => {
  renderPage();
  const top = await screen.findByRole('list', { name: 'Arbre des catégories' });
  expect(within(top).getAllByRole('listitem').filter((item) => item.parentElement === top)).toHaveLength(2);
  const french = itemOf('Littérature française');
  expect(within(itemOf('Littérature')).getByText('Littérature française', { selector: '.content-tree__name' })).toBeInTheDocument();
  expect(within(french).getByText('Niveau 2 · 3 livres')).toBeInTheDocument();
  // Level 3 cannot hold sub-categories: no such action there.
  expect(screen.queryByRole('button', { name: 'Ajouter une sous-catégorie à « Roman du XIXe siècle »' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ajouter une sous-catégorie à « Poésie »' })).toBeEnabled();
  // The first sibling cannot go up, the last cannot go down.
  expect(screen.getByRole('button', { name: 'Monter « Littérature »' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Descendre « Jeunesse »' })).toBeDisabled();
});

test('adds a sub-category with the keyboard alone', async () => {
  const user = userEvent.setup();
  renderPage();
  const add = await screen.findByRole('button', { name: 'Ajouter une sous-catégorie à « Jeunesse »' });
  add.focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle sous-catégorie de « Jeunesse »' });
  await user.type(within(dialog).getByLabelText('Nom (français)'), 'Albums');
  await user.type(within(dialog).getByLabelText('Nom (anglais)'), 'Picture books{Enter}');

  expect(await within(itemOf('Jeunesse')).findByText('Albums', { selector: '.content-tree__name' })).toBeInTheDocument();
  expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'POST', path: '/admin/categories', body: { name_fr: 'Albums', name_en: 'Picture books', parent_id: 5 } },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('renames a category; a name already taken shows next to the field, in the admin’s language', async () => {
  rootStore.setState({ language: 'eng' });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Rename “Poésie”' }));
  const dialog = screen.getByRole('dialog', { name: 'Rename “Poésie”' });
  const french = within(dialog).getByLabelText('Name (French)');
  expect(french).toHaveValue('Poésie');
  fireEvent.change(french, { target: { value: 'Littérature française' } });
  refuseNext = apiError(409, 'name_taken', 'A category "Littérature française" already exists at this place.', 'name_fr');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(french).toHaveAccessibleDescription('This name is already taken.'));

  fireEvent.change(french, { target: { value: 'Poèmes' } });
  fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Poems' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Poèmes', { selector: '.content-tree__name' })).toBeInTheDocument();
  expect(writes.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/categories/4', body: { name_fr: 'Poèmes', name_en: 'Poems' } });
});

test('a blank French name is refused before anything is sent', async () => {
  renderPage();
  await screen.findByRole('list', { name: 'Arbre des catégories' });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie principale' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle catégorie principale' });
  fireEvent.change(within(dialog).getByLabelText('Nom (français)'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(within(dialog).getByLabelText('Nom (français)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  expect(writes).toEqual([]);
});

test('the move dialog offers only places that keep three levels, never the subtree itself', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Déplacer « Littérature française »' }));
  const dialog = screen.getByRole('dialog', { name: 'Déplacer « Littérature française »' });
  const select = within(dialog).getByLabelText('Nouvelle catégorie parente');
  // It has a level below it: only level-1 parents (or the root) keep it within three levels.
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
    '— Aucune (catégorie principale) —',
    'Littérature',
    'Jeunesse',
  ]);
  expect(select).toHaveValue('1');
  fireEvent.change(select, { target: { value: '5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
  await waitFor(() => expect(within(itemOf('Jeunesse')).getByText('Littérature française', { selector: '.content-tree__name' })).toBeInTheDocument());
  expect(writes.at(-1)).toMatchObject({ method: 'POST', path: '/admin/categories/2/move', body: { parent_id: 5 } });
});

test('a move the server refuses says why next to the parent choice', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Déplacer « Poésie »' }));
  const dialog = screen.getByRole('dialog', { name: 'Déplacer « Poésie »' });
  fireEvent.change(within(dialog).getByLabelText('Nouvelle catégorie parente'), { target: { value: '2' } });
  refuseNext = apiError(409, 'category_too_deep', 'Too deep', 'parent_id');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Nouvelle catégorie parente')).toHaveAccessibleDescription(expect.stringContaining('L’arbre a trois niveaux au plus')),
  );
});

test('reorders a category among its siblings', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Descendre « Littérature »' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toMatchObject({ method: 'POST', path: '/admin/categories/1/move', body: { parent_id: null, position: 1 } });
});

test('deleting asks first; a category that still holds books cannot be deleted', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Littérature française »' }));
  let dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('sous-catégories (1) ou des livres (3)');
  expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(writes).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Poésie »' }));
  dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  expect(dialog).toHaveTextContent('« Poésie » sera supprimé définitivement.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByText('Poésie', { selector: '.content-tree__name' })).not.toBeInTheDocument());
  expect(writes).toMatchObject([{ method: 'DELETE', path: '/admin/categories/4' }]);
});

test('a failed load offers to retry', async () => {
  failNextGet = true;
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Le contenu n’a pas pu être chargé.');
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Jeunesse', { selector: '.content-tree__name' })).toBeInTheDocument();
});
