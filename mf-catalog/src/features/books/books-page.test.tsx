import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import type { ArticleFacets } from '@bookshop/contracts';
import { anArticle, apiError, recordScrolls, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { booksLoader, BooksPage } from './books-page';

const NO_FACETS: ArticleFacets = {
  categories: { values: [], complete: true },
  publishers: { values: [], complete: true },
  availability: { all: { count: 1000, exact: false }, in_stock: { count: 1000, exact: false }, forthcoming: { count: 0, exact: true } },
  picks: { count: 0, exact: true },
};

const ROMAN = {
  id: 4,
  _nom: 'Roman du XIXe siècle',
  niveau: 3,
  b_usr_articletheme_id: 2,
  chemin: 'Littérature > Littérature française > Roman du XIXe siècle',
  path: [
    { id: 1, _nom: 'Littérature' },
    { id: 2, _nom: 'Littérature française' },
    { id: 4, _nom: 'Roman du XIXe siècle' },
  ],
};

/** A catalogue of a million books: the API counts /books up to its limit (1,000 here) and pages stop there. */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles/facets') return { status: 200, body: { data: NO_FACETS } };
    if (call.path === '/categories/4') return { status: 200, body: { data: ROMAN } };
    if (call.path.startsWith('/categories/')) return apiError(404, 'not_found', 'Category not found.');
    if (call.path !== '/articles') return { status: 200, body: call.path === '/categories' ? [] : { data: [] } };
    const page = Number(call.query.get('page') ?? 1);
    if (page > 42) return apiError(400, 'bad_request', 'Only the first 1000 books of a list can be paged through.', 'page');
    return { status: 200, body: { data: [anArticle({ designation: `Livre de la page ${page}` })], total: 1000, total_exact: false, page, page_size: 24 } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
});

/** A new page of the list brings its top into view (jsdom has no scrolling: the test records it). */
const scrolls = recordScrolls();

const route = (at: string) => renderRoute({ path: '/books', at, Component: BooksPage, loader: booksLoader });

/** Each test ends once the filter panel has its lists, so no request is left open when the page goes. */
const filtersLoaded = async () => expect(await screen.findByText('Collections')).toBeInTheDocument();

test('a list counted up to the limit reads "Plus de 1 000 livres", and its last page says how to see the others', async () => {
  route('/books');
  expect(await screen.findByText('Livre de la page 1')).toBeInTheDocument();
  expect(screen.getByText('Plus de 1 000 livres')).toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 42')).toBeInTheDocument();
  expect(screen.queryByText(/Seuls les 1 000 premiers livres/)).toBeNull();
  await filtersLoaded();
});

test('the last browsable page tells the shopper to narrow the list', async () => {
  route('/books?page=42');
  expect(await screen.findByText('Livre de la page 42')).toBeInTheDocument();
  expect(screen.getByText(/Seuls les 1 000 premiers livres se parcourent page à page/)).toBeInTheDocument();
  await filtersLoaded();
});

test('an old link to a page past the limit leads to the first page instead of an error', async () => {
  const { router } = route('/books?page=500&sort=price_asc');
  expect(await screen.findByText('Livre de la page 1')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?sort=price_asc');
  await filtersLoaded();
});

test('one category’s list shows its path as a breadcrumb, loaded with the list; each step leads to its list', async () => {
  route('/books?category=4');
  const nav = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
  expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Accueil', 'Livres', 'Littérature', 'Littérature française', 'Roman du XIXe siècle']);
  expect(within(nav).getByRole('link', { name: 'Littérature' })).toHaveAttribute('href', '/books?category=1');
  expect(within(nav).getByRole('link', { name: 'Littérature française' })).toHaveAttribute('href', '/books?category=2');
  expect(within(nav).getByText('Roman du XIXe siècle')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Livre de la page 1')).toBeInTheDocument();
  await filtersLoaded();
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  route('/books?category=4');
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
  expect(await screen.findByText('Collections')).toBeInTheDocument();
});

test('no breadcrumb for the whole list, several categories, or a category that cannot be read (the books still show)', async () => {
  for (const at of ['/books', '/books?category=4&category=7', '/books?category=99']) {
    const { unmount } = route(at);
    expect(await screen.findByText('Livre de la page 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Fil d’Ariane' })).toBeNull();
    await filtersLoaded();
    unmount();
  }
  expect(api.calls.filter((call) => call.path.startsWith('/categories/')).map((call) => call.path)).toEqual(['/categories/99']);
});

const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const lastListCall = () => api.calls.filter((call) => call.path === '/articles').at(-1)!.query;

test('the pager is links to the same address with another page (page 1 has none); its ends are not links', async () => {
  route('/books?q=hugo&category=4&sort=title&page=2');
  expect(await screen.findByText('Livre de la page 2')).toBeInTheDocument();
  expect(within(pager()).getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/books?q=hugo&category=4&sort=title');
  expect(within(pager()).getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/books?q=hugo&category=4&sort=title&page=3');
  await filtersLoaded();
});

test('the first and the last page have nothing to go to on their side', async () => {
  for (const [at, end, other] of [['/books', 'Précédent', 'Suivant'], ['/books?page=42', 'Suivant', 'Précédent']] as const) {
    const { unmount } = route(at);
    await screen.findByText(/^Livre de la page/);
    expect(within(pager()).getByText(end)).toHaveAttribute('aria-hidden', 'true');
    expect(within(pager()).queryByRole('link', { name: end })).toBeNull();
    expect(within(pager()).getByRole('link', { name: other })).toBeInTheDocument();
    await filtersLoaded();
    unmount();
  }
});

test('following the pager reads the next page in place and brings the top of the list into view; a filter does not', async () => {
  const { router } = route('/books?sort=title');
  expect(await screen.findByText('Livre de la page 1')).toBeInTheDocument();
  await filtersLoaded();

  // A choice in the filter panel leaves the shopper where they are (in the panel).
  fireEvent.click(screen.getByRole('checkbox', { name: /^En stock uniquement/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?sort=title&stock=1'));
  expect(await screen.findByText('Livre de la page 1')).toBeInTheDocument();
  expect(scrolls.scrolledTo()).toEqual([]);

  fireEvent.click(within(pager()).getByRole('link', { name: 'Suivant' }));
  expect(await screen.findByText('Livre de la page 2')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?sort=title&stock=1&page=2');
  expect([lastListCall().get('page'), lastListCall().get('sort'), lastListCall().get('in_stock')]).toEqual(['2', 'title', '1']);
  expect(scrolls.scrolledTo()).toHaveLength(1);
  expect(within(scrolls.scrolledTo()[0] as HTMLElement).getByRole('heading', { level: 1 })).toHaveTextContent('Nos livres');
});

test('the order is a GET form to /books: its fields are the address (words and filters kept, page 1), sent on choosing', async () => {
  const { router } = route('/books?q=hugo&category=4&stock=1&page=3');
  const select = await screen.findByRole('combobox', { name: 'Trier par' });
  const form = select.closest('form')!;
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/books');
  // What a browser without script sends with the form's button.
  expect(new URLSearchParams(Array.from(new FormData(form), ([name, value]) => [name, String(value)])).toString()).toBe('sort=newest&q=hugo&category=4&stock=1');

  fireEvent.change(select, { target: { value: 'price_asc' } });
  await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&q=hugo&category=4&stock=1'));
  expect(select).toHaveValue('price_asc');
  const asked = lastListCall();
  expect([asked.get('sort'), asked.get('page'), asked.get('smart_search'), asked.getAll('category_id'), asked.get('in_stock')]).toEqual(['price_asc', '1', 'hugo', ['4'], '1']);
  await filtersLoaded();
});
