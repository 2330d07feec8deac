import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminArticle, AdminEdition } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from '@bookshop/testing';
import { settle, type Settled } from '@bookshop/ui';
import { fetchEditions } from './api';
import { BookEditions } from './book-editions';

/** Orgueil et Préjugés (id 10, fr) is edited; Pride and Prejudice (11, en) is its other edition once linked. */
const book = (id: number, title: string, language: 'fr' | 'en', ean: string, ean_hyphenated: string): AdminArticle => ({
  id,
  title,
  description_html: '',
  ean,
  ean_hyphenated,
  stock_alerts_pending: 0,
  unpaid_held_copies: 0,
  published_on: null,
  last_restocked_on: null,
  language,
  collection_id: null,
  author_id: 3,
  publisher_id: null,
  translator_id: null,
  illustrator_id: null,
  category_ids: [],
  price_ht_cents: 900,
  price_ttc_cents: 950,
  weight_grams: 300,
  discount_percent: 0,
  stock: 5,
  first_published_year: 1813,
  author_name: 'Jane Austen',
  published: true,
  published_at: null,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
  images: [],
  cover_link: '/img/covers/1.svg',
});
const ORGUEIL = book(10, 'Orgueil et Préjugés', 'fr', '9782070448760', '978-2-07-044876-0');
const PRIDE = book(11, 'Pride and Prejudice', 'en', '9780141439518', '978-0-14-143951-8');
const asEdition = (linked: AdminArticle, published = true): AdminEdition => ({
  id: linked.id,
  title: linked.title,
  language: linked.language,
  ean: linked.ean,
  ean_hyphenated: linked.ean_hyphenated,
  published,
});

/** What the fake API holds: the edited book's other editions, and what the next link answers instead, when set. */
let editions: AdminEdition[];
let refusal: FakeAnswer | null;
let loadFails: boolean;
let api: FakeApi;

function handle(call: FakeCall): FakeAnswer {
  if (call.path === '/admin/articles' && call.method === 'GET') {
    if (call.query.get('q') === 'zzz') return { status: 200, body: { data: [], total: 0, total_exact: true, page: 1, page_size: 8 } };
    return { status: 200, body: { data: [ORGUEIL, PRIDE], total: 2, total_exact: true, page: 1, page_size: 8 } };
  }
  if (call.path !== '/admin/articles/10/editions') return apiError(404, 'not_found', 'No route');
  if (call.method === 'GET') return loadFails ? apiError(503, 'database_unavailable', 'Down.') : { status: 200, body: { data: editions } };
  if (call.method === 'POST') {
    if (refusal) return refusal;
    editions = [asEdition(PRIDE)];
    return { status: 200, body: { data: editions } };
  }
  editions = [];
  return { status: 200, body: { data: editions } };
}

beforeAll(async () => {
  api = await startFakeApi(handle);
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  editions = [];
  refusal = null;
  loadFails = false;
});

/** The section as the book form shows it: the editions read by the route's loader (as the form's loader does). */
function Section() {
  return <BookEditions book={ORGUEIL} loaded={useLoaderData() as Settled<AdminEdition[]>} />;
}
const show = () =>
  renderRoutes(
    [{ path: '/admin-panel/books/:id', Component: Section, loader: ({ request }: LoaderFunctionArgs) => settle(fetchEditions(ORGUEIL.id), request) }],
    `/admin-panel/books/${ORGUEIL.id}`,
  );

/** Searches for the other edition and asks to link the result named `title`. */
async function searchAndLink(title: string, words = 'Pride') {
  fireEvent.change(await screen.findByRole('searchbox', { name: /Lier une autre édition|Link another edition/ }), { target: { value: words } });
  fireEvent.click(screen.getByRole('button', { name: /^(Chercher|Search)$/ }));
  const results = await screen.findByRole('list', { name: /Livres trouvés|Books found/ });
  fireEvent.click(within(results).getByRole('button', { name: new RegExp(title) }));
}

test('a linked edition shows with its language, ISBN and a link to its form; unlinking brings the search back', async () => {
  editions = [asEdition(PRIDE, false)];
  show();
  expect(await screen.findByRole('link', { name: 'Modifier « Pride and Prejudice »' })).toHaveAttribute('href', '/admin-panel/books/11');
  expect(screen.getByText('Édition anglaise')).toBeInTheDocument();
  expect(screen.getByText('978-0-14-143951-8')).toBeInTheDocument();
  expect(screen.getByText('hors vente')).toBeInTheDocument();
  // A work holds one edition per language: with its other edition linked, there is nothing more to link.
  expect(screen.queryByRole('searchbox')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Délier ce livre de son œuvre' }));
  expect(await screen.findByText('Aucune autre édition n’est liée à ce livre.')).toBeInTheDocument();
  expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/articles/10/editions' });
  expect(screen.getByRole('searchbox', { name: 'Lier une autre édition' })).toBeInTheDocument();
});

test('the other edition is found by a search and linked: only its id is sent', async () => {
  show();
  expect(await screen.findByText('Aucune autre édition n’est liée à ce livre.')).toBeInTheDocument();
  await searchAndLink('Lier « Pride and Prejudice » comme autre édition');
  expect(await screen.findByRole('link', { name: 'Modifier « Pride and Prejudice »' })).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/admin/articles')?.query.get('q')).toBe('Pride');
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ article_id: 11 });
  expect(screen.queryByRole('list', { name: 'Livres trouvés' })).toBeNull();
});

test.each([
  ['edition_same_book', 400, 'Un livre ne peut pas être une autre édition de lui-même.'],
  ['edition_same_language', 409, 'Cette œuvre a déjà une édition dans cette langue : liez une édition dans l’autre langue.'],
  ['edition_other_work', 409, 'Ce livre est déjà lié à une autre œuvre : déliez-le d’abord.'],
])('the server\'s refusal %s is said in French', async (code, status, message) => {
  refusal = apiError(status, code, 'Refused.', 'article_id');
  show();
  await searchAndLink('Lier « Orgueil et Préjugés » comme autre édition', 'Orgueil');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByText('Aucune autre édition n’est liée à ce livre.')).toBeInTheDocument();
});

test('in English: the refusals and the section read in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  refusal = apiError(409, 'edition_other_work', 'Refused.', 'article_id');
  show();
  expect(await screen.findByRole('heading', { name: 'Other editions' })).toBeInTheDocument();
  await searchAndLink('Link “Pride and Prejudice” as another edition');
  expect(await screen.findByRole('alert')).toHaveTextContent('That book is already linked to another work: unlink it first.');
  refusal = apiError(409, 'edition_same_language', 'Refused.', 'article_id');
  fireEvent.click(screen.getByRole('button', { name: 'Link “Pride and Prejudice” as another edition' }));
  expect(await screen.findByText('This work already has an edition in that language: link an edition in the other language.')).toBeInTheDocument();
});

test('a search that finds nothing says so; a failed load offers to try again', async () => {
  loadFails = true;
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Les éditions n’ont pas pu être chargées.');
  loadFails = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Aucune autre édition n’est liée à ce livre.')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Lier une autre édition' }), { target: { value: 'zzz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
  expect(await screen.findByText('Aucun livre ne correspond.')).toBeInTheDocument();
});
