import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AdminArticle } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, type FakeAnswer, type FakeApi, type FakeCall, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { BooksPage, booksLoader } from './books-page';

const book = (overrides: Partial<AdminArticle>): AdminArticle => ({
  id: 1,
  title: 'Les Misérables',
  description_html: '',
  ean: '9782070409228',
  language: 'fr',
  collection_id: null,
  author_id: 3,
  publisher_id: null,
  translator_id: null,
  illustrator_id: null,
  category_ids: [],
  price_ht_cents: 1223,
  price_ttc_cents: 1290,
  weight_grams: 300,
  discount_percent: 0,
  stock: 5,
  first_published_year: 1862,
  author_name: 'Victor Hugo',
  published: true,
  published_at: '2026-01-10T09:00:00.000Z',
  published_on: '2025-09-03',
  last_restocked_on: '2026-01-10',
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-03-02T14:30:00.000Z',
  images: [],
  cover_link: '/img/covers/1.svg',
  stock_alerts_pending: 0,
  unpaid_held_copies: 0,
  ean_hyphenated: '978-2-07-040922-8',
  ...overrides,
});

const BOOKS = [
  book({}),
  book({
    id: 2,
    title: 'Le Comte de Monte-Cristo',
    ean: '9782253010173',
    ean_hyphenated: '978-2-253-01017-3',
    author_name: 'Alexandre Dumas',
    stock: 0,
    published: false,
    discount_percent: 10,
    price_ttc_cents: 1500,
    cover_link: '/img/books/7',
    stock_alerts_pending: 3,
    unpaid_held_copies: 2,
  }),
];

/** What the next GET /admin/articles answers; each call's query is kept in api.calls. */
let answer: FakeAnswer;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call: FakeCall) => (call.path === '/admin/articles' ? answer : apiError(404, 'not_found', 'No route')));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  answer = { status: 200, body: { data: BOOKS, total: 2, page: 1, page_size: 20 } };
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderList(path = '/admin-panel/books') {
  renderRoutes(
    [
      { path: '/admin-panel/books', Component: BooksPage, loader: booksLoader },
      { path: '/admin-panel/books/:id', Component: () => <p>Book page</p> },
    ],
    path,
    <Where />,
  );
}

const lastQuery = () => Object.fromEntries(api.calls.at(-1)?.query ?? []);

test('lists the books the server answers, unpublished and out-of-stock ones marked, newest change first by default', async () => {
  renderList();
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  const misérables = within(rows[1] as HTMLElement);
  expect(misérables.getByRole('link', { name: 'Les Misérables' })).toHaveAttribute('href', '/admin-panel/books/1');
  expect(misérables.getByText('978-2-07-040922-8')).toBeInTheDocument();
  expect(misérables.getByText('Victor Hugo')).toBeInTheDocument();
  expect(misérables.getByText(/12,90\s€/)).toBeInTheDocument();
  expect(misérables.getByText('Publié')).toBeInTheDocument();
  const monteCristo = within(rows[2] as HTMLElement);
  expect(monteCristo.getByText('Non publié')).toBeInTheDocument();
  expect(monteCristo.getByText('Épuisé')).toBeInTheDocument();
  expect(monteCristo.getByText('−10 %')).toBeInTheDocument();
  // How many wait for its return: a short tag, read out in full.
  expect(monteCristo.getByText('3 alertes')).toBeInTheDocument();
  expect(monteCristo.getByText('3 clients attendent son retour en stock')).toBeInTheDocument();
  expect(misérables.queryByText(/alerte/)).not.toBeInTheDocument();
  // Copies held by unpaid orders, per title.
  const heldColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Exemplaires réservés (commandes impayées)');
  expect(heldColumn).toBeGreaterThan(0);
  expect(rows[1]?.children[heldColumn]).toHaveTextContent(/^0$/);
  expect(rows[2]?.children[heldColumn]).toHaveTextContent(/^2$/);
  // Covers are shown once mounted (jsdom has no IntersectionObserver: every cover counts as in view).
  await waitFor(() => expect(rows[2]?.querySelector('img')).toHaveAttribute('src', '/img/books/7'));
  expect(screen.getByRole('columnheader', { name: 'Modifié le' })).toHaveAttribute('aria-sort', 'descending');

  expect(api.calls).toHaveLength(1);
  expect(api.calls[0]?.authorization).toBe('Bearer tok-admin');
  expect(lastQuery()).toMatchObject({ sort: 'updated', dir: 'desc', page: '1' });
  expect(screen.getByRole('link', { name: 'Nouveau livre' })).toHaveAttribute('href', '/admin-panel/books/new');
});

test('a search is sent to the server, and an empty answer says so', async () => {
  renderList();
  await screen.findByText('Les Misérables');
  answer = { status: 200, body: { data: [], total: 0, page: 1, page_size: 20 } };
  const search = screen.getByLabelText('Rechercher (titre, ISBN, auteur)');
  fireEvent.change(search, { target: { value: '978-2-07' } });
  fireEvent.keyDown(search, { key: 'Enter' });

  expect(await screen.findByText('Aucun livre ne correspond à cette recherche.')).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ q: '978-2-07', page: '1' });
  expect(screen.getByLabelText('location')).toHaveTextContent('q=978-2-07');
});

test('a column header sorts through the server, a second click turns the order round', async () => {
  renderList();
  await screen.findByText('Les Misérables');
  fireEvent.click(screen.getByRole('button', { name: 'Prix TTC' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price', dir: 'asc' }));
  await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Prix TTC' })).toHaveAttribute('aria-sort', 'ascending'));
  fireEvent.click(screen.getByRole('button', { name: 'Prix TTC' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price', dir: 'desc' }));
  await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Prix TTC' })).toHaveAttribute('aria-sort', 'descending'));
});

test('the publication and stock filters are sent and kept in the address', async () => {
  renderList('/admin-panel/books?page=2');
  await screen.findByText('Les Misérables');
  fireEvent.change(screen.getByLabelText('Publication'), { target: { value: 'unpublished' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'unpublished', page: '1' }));
  fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'out_of_stock' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'unpublished', availability: 'out_of_stock' }));
  expect(screen.getByLabelText('location')).toHaveTextContent('/admin-panel/books?status=unpublished&availability=out_of_stock');
});

test('a failed load says so and Retry asks again', async () => {
  answer = apiError(500, 'internal_error', 'Something went wrong on our side.');
  renderList();
  expect(await screen.findByRole('alert')).toHaveTextContent('La liste n’a pas pu être chargée.');
  answer = { status: 200, body: { data: BOOKS, total: 2, page: 1, page_size: 20 } };
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Les Misérables')).toBeInTheDocument();
});

test('speaks English to an English-speaking admin', async () => {
  rootStore.setState({ language: 'eng' });
  renderList();
  await screen.findByText('Les Misérables');
  expect(screen.getByRole('heading', { name: 'Books' })).toBeInTheDocument();
  expect(screen.getByText('Not published', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText('Out of stock', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText('3 alerts')).toBeInTheDocument();
  expect(screen.getByText('3 customers are waiting for it to be back in stock')).toBeInTheDocument();
  expect(screen.getByText('€12.90')).toBeInTheDocument();
  expect(screen.getByLabelText('Search (title, ISBN, author)')).toBeInTheDocument();
});
