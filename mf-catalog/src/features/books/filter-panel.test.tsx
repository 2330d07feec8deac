import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleFacets, Category } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { anArticle, apiError, fakeDisplay, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { booksLoader, BooksPage } from './books-page';

/**
 * The /books filter panel shows how many books each category, publisher and the in-stock choice would list
 * (GET /articles/facets), exact, bounded ("100+") or unknown, and greys a choice that would list none.
 */
const CATEGORIES: Category[] = [
  { id: 1, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null, chemin: 'Littérature' },
  { id: 2, _nom: 'Jeunesse', niveau: 1, b_usr_articletheme_id: null, chemin: 'Jeunesse' },
  { id: 3, _nom: 'Policier', niveau: 1, b_usr_articletheme_id: null, chemin: 'Policier' },
];

/** The counts the fake API answers; null: it fails. */
let facets: ArticleFacets | null;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    switch (call.path) {
      case '/articles':
        return { status: 200, body: { data: [anArticle({ designation: 'Les Misérables' })], total: 1, total_exact: true, page: 1, page_size: 24 } };
      case '/articles/facets':
        return facets ? { status: 200, body: { data: facets } } : apiError(500, 'internal', 'The counts could not be read.');
      case '/categories':
        return { status: 200, body: CATEGORIES };
      case '/publishers':
        return { status: 200, body: { data: [{ id: 7, title: 'Éditions du Phare' }, { id: 8, title: 'Harrow & Finch' }] } };
      default:
        return { status: 200, body: { data: [] } };
    }
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  facets = {
    categories: { values: [{ id: 1, count: 1000, exact: false }, { id: 2, count: 12, exact: true }], complete: true },
    publishers: { values: [{ id: 7, count: 340, exact: true }], complete: false },
    availability: { all: { count: 1000, exact: false }, in_stock: { count: 870, exact: true } },
  };
});

/** French groups thousands with a narrow no-break space. */
const GROUP = '\u202f';
const route = (at: string) => renderRoute({ path: '/books', at, Component: BooksPage, loader: booksLoader });
const choice = (name: RegExp) => screen.getByRole('checkbox', { name });

test('each choice shows its count: exact, bounded, none (greyed and not selectable) or unknown', async () => {
  route('/books');
  expect(await screen.findByRole('checkbox', { name: `Littérature (1${GROUP}000+)` })).toBeEnabled();
  expect(choice(/^Jeunesse/)).toHaveAccessibleName('Jeunesse (12)');
  // Counted whole and left out: no book of the list is a detective novel.
  expect(choice(/^Policier/)).toHaveAccessibleName('Policier (0)');
  expect(choice(/^Policier/)).toBeDisabled();
  expect(choice(/^En stock uniquement/)).toHaveAccessibleName('En stock uniquement (870)');
  expect(choice(/^Éditions du Phare/)).toHaveAccessibleName('Éditions du Phare (340)');
  // Publishers were counted over the list's first books only: one not met there may still have some.
  expect(choice(/^Harrow & Finch/)).toHaveAccessibleName('Harrow & Finch');
  expect(choice(/^Harrow & Finch/)).toBeEnabled();
});

test('asks the counts of the list the address shows (words and filters, not page or order), and again when it changes', async () => {
  route('/books?q=hugo&category=2&stock=1&page=3&sort=price_asc');
  await screen.findByRole('checkbox', { name: /^Littérature \(/ });
  const asked = api.calls.filter((call) => call.path === '/articles/facets');
  expect(asked).toHaveLength(1);
  const query = asked[0]!.query;
  expect([query.get('smart_search'), query.getAll('category_id'), query.get('in_stock')]).toEqual(['hugo', ['2'], '1']);
  expect([query.has('page'), query.has('sort')]).toEqual([false, false]);

  facets = { ...facets!, availability: { all: { count: 1000, exact: false }, in_stock: { count: 1000, exact: false } } };
  fireEvent.click(choice(/^Littérature/));
  await waitFor(() => expect(choice(/^En stock uniquement/)).toHaveAccessibleName(`En stock uniquement (1${GROUP}000+)`));
  expect(api.calls.filter((call) => call.path === '/articles/facets').at(-1)!.query.getAll('category_id')).toEqual(['2', '1']);
});

test('a chosen value stays selectable to unchoose it, even when the counts say it lists none', async () => {
  facets = { ...facets!, categories: { values: [], complete: true } };
  route('/books?category=3');
  const ticked = await screen.findByRole('checkbox', { name: 'Policier (0)' });
  expect(ticked).toBeChecked();
  expect(ticked).toBeEnabled();
});

test('counts read in English with English digit grouping', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  route('/books');
  expect(await screen.findByRole('checkbox', { name: 'In stock only (870)' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Filters' });
  expect(within(panel).getByRole('checkbox', { name: /^Littérature/ })).toHaveAccessibleName('Littérature (1,000+)');
});

test('without counts (the call failed) the filters still work, unnumbered', async () => {
  facets = null;
  route('/books');
  expect(await screen.findByRole('checkbox', { name: 'Littérature' })).toBeEnabled();
  expect(choice(/^En stock uniquement/)).toHaveAccessibleName('En stock uniquement');
});

describe('a panel whose body is not displayed (a phone, where it starts closed)', () => {
  const display = fakeDisplay();
  const choiceCalls = () => api.calls.filter((call) => ['/articles/facets', '/collections', '/publishers', '/collaborators'].includes(call.path));

  test('reads its choices and counts only once its body is displayed', async () => {
    route('/books');
    expect(await screen.findByText('Les Misérables')).toBeInTheDocument();
    await waitFor(() => expect(display.observed()).toEqual([document.getElementById('filter-panel-body')]));
    expect(choiceCalls()).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: /^Littérature/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    display.display(document.getElementById('filter-panel-body')!);
    expect(await screen.findByRole('checkbox', { name: `Littérature (1${GROUP}000+)` })).toBeEnabled();
    expect(choiceCalls().map((call) => call.path).sort()).toEqual(['/articles/facets', '/collaborators', '/collections', '/publishers']);
  });
});
