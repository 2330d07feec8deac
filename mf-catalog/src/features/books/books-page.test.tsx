import { screen } from '@testing-library/react';
import type { ArticleFacets } from '@bookshop/contracts';
import { anArticle, apiError, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { booksLoader, BooksPage } from './books-page';

const NO_FACETS: ArticleFacets = {
  categories: { values: [], complete: true },
  publishers: { values: [], complete: true },
  availability: { all: { count: 1000, exact: false }, in_stock: { count: 1000, exact: false } },
};

/** A catalogue of a million books: the API counts /books up to its limit (1,000 here) and pages stop there. */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles/facets') return { status: 200, body: { data: NO_FACETS } };
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
