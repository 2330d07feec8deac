import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategoryNode, AdminSubjectCategories } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { CatalogueSubjectsPage, catalogueSubjectsLoader } from './catalogue-subjects-page';

const node = (id: number, parent_id: number | null, level: 1 | 2 | 3, name_fr: string, name_en: string): AdminCategoryNode => ({
  id,
  parent_id,
  level,
  name_fr,
  name_en,
  position: id,
  book_count: 0,
  child_count: 0,
});

const TREE = [
  node(1, null, 1, 'Littérature', 'Literature'),
  node(2, 1, 2, 'Aventure et mystère', 'Adventure and Mystery'),
  node(3, 2, 3, 'Romans policiers', 'Detective Fiction'),
  node(4, null, 1, 'Voyages', 'Travel'),
];

const aState = (overrides: Partial<AdminSubjectCategories> = {}): AdminSubjectCategories => ({
  mappings: [
    { scheme: 'clil', code: '3435', category_id: 1, category_path_fr: ['Littérature'], category_path_en: ['Literature'] },
    {
      scheme: 'thema',
      code: 'FF',
      category_id: 3,
      category_path_fr: ['Littérature', 'Aventure et mystère', 'Romans policiers'],
      category_path_en: ['Literature', 'Adventure and Mystery', 'Detective Fiction'],
    },
  ],
  unmapped: [
    { scheme: 'clil', code: '3436', book_count: 1240 },
    { scheme: 'thema', code: 'WTL', book_count: 12 },
  ],
  unmapped_total: 2,
  filing: false,
  ...overrides,
});

/** What the fake API answers for GET, call after call (the last one again when they run out). */
let reads: AdminSubjectCategories[] = [];
let putAnswer: () => { status: number; body: unknown } = () => ({ status: 200, body: { data: aState({ filing: true }) } });
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/admin/subject-categories') return { status: 200, body: { data: reads.length > 1 ? reads.shift() : reads[0] } };
    if (method === 'GET' && path === '/admin/categories') return { status: 200, body: { data: TREE } };
    if (method === 'PUT' && path.startsWith('/admin/subject-categories/')) return putAnswer();
    if (method === 'DELETE' && path === '/admin/subject-categories/thema/FF') {
      return { status: 200, body: { data: aState({ mappings: aState().mappings.slice(0, 1), filing: true }) } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  reads = [aState()];
  putAnswer = () => ({ status: 200, body: { data: aState({ filing: true }) } });
  api.calls.length = 0;
});

const renderPage = () =>
  renderRoutes([{ path: '/admin-panel/catalogue-subjects', Component: CatalogueSubjectsPage, loader: catalogueSubjectsLoader }], '/admin-panel/catalogue-subjects');

test('the mapping shows each code with its category path, and the unmapped codes with their books', async () => {
  renderPage();
  const [mappings, unmapped] = await screen.findAllByRole('table');
  expect(within(mappings as HTMLElement).getByRole('row', { name: /Thema FF Littérature › Aventure et mystère › Romans policiers/ })).toBeInTheDocument();
  expect(within(unmapped as HTMLElement).getByRole('row', { name: /CLIL 3436 1\s?240/ })).toBeInTheDocument();
  expect(screen.getByText(/2 codes des livres importés ne mènent à aucune catégorie/)).toBeInTheDocument();
});

test('mapping an unmapped code: the form takes the code, checks it, sends it, and follows the filing until it is done', async () => {
  reads = [aState(), aState({ filing: true }), aState({ filing: false })];
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Associer le code 3436' }));
  const category = screen.getByLabelText('Catégorie');
  expect(category).toHaveFocus();
  expect(screen.getByLabelText('Code')).toHaveValue('3436');

  // No category chosen: said under the field, nothing sent.
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Choisissez la catégorie où ranger ces livres.')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

  fireEvent.change(category, { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
  const put = api.calls.find((call) => call.method === 'PUT');
  expect(put?.path).toBe('/admin/subject-categories/clil/3436');
  expect(put?.body).toEqual({ category_id: 4 });
  expect(await screen.findByText('Les livres sont en cours de rangement selon la nouvelle correspondance…')).toBeInTheDocument();
  // Read again until the jobs runner is done.
  await waitFor(() => expect(screen.queryByText(/en cours de rangement/)).not.toBeInTheDocument(), { timeout: 6000 });
}, 15000);

test('a code that is not the scheme\'s is said before anything is sent, and the server\'s refusal is said too', async () => {
  renderPage();
  await screen.findAllByRole('table');
  fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'ABCD' } });
  fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Un code CLIL compte quatre chiffres, par exemple 3435.')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

  putAnswer = () => apiError(400, 'invalid_category', 'No category of the shop has this id.', 'category_id');
  fireEvent.change(screen.getByLabelText('Code'), { target: { value: '3437' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Cette catégorie n’existe plus : rechargez la page.')).toBeInTheDocument();
});

test('removing a mapping answers the mapping without it', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la correspondance du code FF' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Supprimer la correspondance du code FF' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Supprimer la correspondance du code 3435' })).toBeInTheDocument();
});

test('in English, with the categories in English', async () => {
  rootStore.setState({ language: 'eng' });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'ONIX subjects' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Thema FF Literature › Adventure and Mystery › Detective Fiction/ })).toBeInTheDocument();
  expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Literature › Adventure and Mystery › Detective Fiction' })).toBeInTheDocument();
});
