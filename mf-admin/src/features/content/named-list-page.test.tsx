import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCollaboratorRow, AdminPublisherRow } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeApi, type FakeCall, renderRoutes } from '@bookshop/testing';
import { CollaboratorsPage, collaboratorsLoader, PublishersPage, publishersLoader } from './named-list-page';

const person = (id: number, name: string, book_count: number): AdminCollaboratorRow => ({
  id,
  name,
  biography_fr: `Biographie de ${name}.`,
  biography_en: '',
  book_count,
});

/** 25 collaborators: two pages of 20. */
const PEOPLE = [person(1, 'Victor Hugo', 2), person(2, 'Émile Zola', 0), ...Array.from({ length: 23 }, (_, index) => person(10 + index, `Auteur ${index + 1}`, 1))];

let people: AdminCollaboratorRow[];
let publishers: AdminPublisherRow[];
const calls: FakeCall[] = [];
let refuseNext: ReturnType<typeof apiError> | null = null;

/** A small server: filters by q, sorts by name or book_count, pages by 20, and keeps what it is sent. */
function page<T extends { name: string; book_count: number }>(rows: T[], query: URLSearchParams) {
  const q = (query.get('q') ?? '').toLowerCase();
  const sort = query.get('sort') ?? 'name';
  const dir = query.get('dir') === 'desc' ? -1 : 1;
  const found = rows
    .filter((row) => row.name.toLowerCase().includes(q))
    .sort((a, b) => dir * (sort === 'book_count' ? a.book_count - b.book_count : a.name.localeCompare(b.name)));
  const number = Number(query.get('page') ?? 1);
  return { status: 200, body: { data: found.slice((number - 1) * 20, number * 20), total: found.length, page: number, page_size: 20 } };
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    calls.push(call);
    if (call.method === 'GET' && call.path === '/admin/collaborators') return page(people, call.query);
    if (call.method === 'GET' && call.path === '/admin/publishers') return page(publishers, call.query);
    if (refuseNext) {
      const refusal = refuseNext;
      refuseNext = null;
      return refusal;
    }
    const body = call.body as AdminCollaboratorRow;
    if (call.method === 'POST' && call.path === '/admin/collaborators') {
      const created = { ...person(99, body.name.trim(), 0), biography_fr: body.biography_fr, biography_en: body.biography_en };
      people = [...people, created];
      return { status: 201, body: { data: created } };
    }
    const id = Number(call.path.split('/').at(-1));
    if (call.method === 'PUT' && call.path.startsWith('/admin/collaborators/')) {
      people = people.map((row) => (row.id === id ? { ...row, ...body } : row));
      return { status: 200, body: { data: people.find((row) => row.id === id) } };
    }
    if (call.method === 'DELETE' && call.path.startsWith('/admin/collaborators/')) {
      people = people.filter((row) => row.id !== id);
      return { status: 200, body: { data: { id } } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  people = PEOPLE.map((row) => ({ ...row }));
  publishers = [
    { id: 1, name: 'Éditions du Phare', book_count: 5 },
    { id: 2, name: 'Harrow & Finch', book_count: 0 },
  ];
  calls.length = 0;
  refuseNext = null;
});

const renderPage = (Page = CollaboratorsPage) => {
  const [path, loader] = Page === PublishersPage ? ['/admin-panel/publishers', publishersLoader] : ['/admin-panel/collaborators', collaboratorsLoader];
  return renderRoutes([{ path, Component: Page, loader }], path);
};
const reads = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).map((call) => Object.fromEntries([...call.query].filter(([name]) => !['ecom_type', 'lang'].includes(name))));
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

test('lists one page by name with book counts, and pages on', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Collaborateurs' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: 'Auteur 1' })).toBeInTheDocument();
  expect(names()).toHaveLength(20);
  expect(screen.queryByRole('rowheader', { name: 'Victor Hugo' })).not.toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 2 · Résultats : 25')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByRole('rowheader', { name: 'Émile Zola' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Victor Hugo/ })).toHaveTextContent('2 livres');
  expect(reads('/admin/collaborators')).toEqual([
    { sort: 'name', dir: 'asc', page: '1' },
    { sort: 'name', dir: 'asc', page: '2' },
  ]);
});

test('searches and sorts on the server', async () => {
  renderPage();
  await screen.findByRole('rowheader', { name: 'Auteur 1' });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'hugo' } });
  fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Rechercher' }), { key: 'Enter' });
  expect(await screen.findByRole('rowheader', { name: 'Victor Hugo' })).toBeInTheDocument();
  expect(names()).toEqual(['Victor Hugo']);

  fireEvent.click(screen.getByRole('button', { name: 'Livres' }));
  await waitFor(() => expect(reads('/admin/collaborators').at(-1)).toEqual({ q: 'hugo', sort: 'book_count', dir: 'asc', page: '1' }));
  expect(await screen.findByRole('columnheader', { name: 'Livres' })).toHaveAttribute('aria-sort', 'ascending');

  fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'personne' } });
  fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Rechercher' }), { key: 'Enter' });
  expect(await screen.findByText('Aucun collaborateur ne correspond.')).toBeInTheDocument();
});

test('adds a collaborator with biographies; a taken name shows next to the name field', async () => {
  renderPage();
  await screen.findByRole('rowheader', { name: 'Auteur 1' });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter un collaborateur' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau collaborateur' });
  fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Victor Hugo' } });
  fireEvent.change(within(dialog).getByLabelText('Biographie (français)'), { target: { value: 'Romancière.' } });
  fireEvent.change(within(dialog).getByLabelText('Biographie (anglais)'), { target: { value: 'Novelist.' } });
  refuseNext = apiError(409, 'name_taken', 'Collaborator "Victor Hugo" already exists.', 'name');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Nom')).toHaveAccessibleDescription('Ce nom est déjà utilisé.'));

  fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'George Sand' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts.at(-1)?.body).toEqual({ name: 'George Sand', biography_fr: 'Romancière.', biography_en: 'Novelist.' });
  // The list is read again after the change.
  await waitFor(() => expect(reads('/admin/collaborators')).toHaveLength(2));
});

test('edits a collaborator from its row', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Auteur 1 »' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier « Auteur 1 »' });
  expect(within(dialog).getByLabelText('Biographie (français)')).toHaveValue('Biographie de Auteur 1.');
  fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Aaron Premier' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('rowheader', { name: 'Aaron Premier' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Auteur 1' })).not.toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/admin/collaborators/10', body: { name: 'Aaron Premier', biography_fr: 'Biographie de Auteur 1.', biography_en: '' } });
});

test('a row books still use cannot be deleted; an unused one is, after confirmation', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Victor Hugo »' }));
  let dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Impossible de supprimer « Victor Hugo » : 2 livres y font référence.');
  expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Émile Zola »' }));
  dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Émile Zola' })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/admin/collaborators/2']);
});

test('a delete the server refuses (a book started using it) says so in the dialog', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Émile Zola »' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  refuseNext = apiError(409, 'in_use', 'Collaborator "Émile Zola" is used by 1 book.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('des livres y font désormais référence');
});

test('publishers have a name only, in English when the admin reads English', async () => {
  rootStore.setState({ language: 'eng' });
  renderPage(PublishersPage);
  expect(await screen.findByRole('rowheader', { name: 'Harrow & Finch' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Éditions du Phare/ })).toHaveTextContent('5 books');
  fireEvent.click(screen.getByRole('button', { name: 'Add a publisher' }));
  const dialog = screen.getByRole('dialog', { name: 'New publisher' });
  expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/Biography|Description/)).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
});
