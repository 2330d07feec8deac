import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleFacets, Category } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { anArticle, apiError, fakeDisplay, recordScrolls, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
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

// Sending a filter from page 3 lists page 1: the list's top is brought into view.
recordScrolls();

/** The counts the fake API answers; null: it fails. */
let facets: ArticleFacets | null;
/** The shop's bookshops (one by default: no "available at" filter). */
let locations: Array<{ id: number; name: string }>;
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
      case '/locations':
        return { status: 200, body: { data: locations } };
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
  locations = [{ id: 1, name: 'Lumière Opéra' }];
  facets = {
    categories: { values: [{ id: 1, count: 1000, exact: false }, { id: 2, count: 12, exact: true }], complete: true },
    publishers: { values: [{ id: 7, count: 340, exact: true }], complete: false },
    availability: { all: { count: 1000, exact: false }, in_stock: { count: 870, exact: true }, forthcoming: { count: 14, exact: true } },
    picks: { count: 12, exact: true },
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
  expect(choice(/^À paraître/)).toHaveAccessibleName('À paraître (14)');
  expect(choice(/^Coups de cœur des libraires/)).toHaveAccessibleName('Coups de cœur des libraires (12)');
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

  facets = { ...facets!, availability: { all: { count: 1000, exact: false }, in_stock: { count: 1000, exact: false }, forthcoming: { count: 0, exact: true } } };
  fireEvent.click(choice(/^Littérature/));
  await waitFor(() => expect(choice(/^En stock uniquement/)).toHaveAccessibleName(`En stock uniquement (1${GROUP}000+)`));
  expect(api.calls.filter((call) => call.path === '/articles/facets').at(-1)!.query.getAll('category_id')).toEqual(['2', '1']);
});

test("ticking the booksellers' picks lists them: the list and its counts are asked with favorites", async () => {
  route('/books');
  fireEvent.click(await screen.findByRole('checkbox', { name: /^Coups de cœur des libraires/ }));
  await waitFor(() => expect(choice(/^Coups de cœur des libraires/)).toBeChecked());
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/articles').at(-1)!.query.get('favorites')).toBe('1'));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/articles/facets').at(-1)!.query.get('favorites')).toBe('1'));
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
  expect(await screen.findByRole('checkbox', { name: 'Éditions du Phare' })).toBeEnabled();
  expect(choice(/^Littérature/)).toHaveAccessibleName('Littérature');
  expect(choice(/^En stock uniquement/)).toHaveAccessibleName('En stock uniquement');
});

describe('a panel whose body is not displayed (a phone, where it starts closed)', () => {
  const display = fakeDisplay();
  const choiceCalls = () => api.calls.filter((call) => ['/articles/facets', '/collections', '/publishers', '/collaborators'].includes(call.path));

  test('reads its choices and counts only once its body is displayed (the categories come with the page)', async () => {
    route('/books');
    expect(await screen.findByText('Les Misérables')).toBeInTheDocument();
    await waitFor(() => expect(display.observed()).toEqual([document.getElementById('filter-panel-body')]));
    expect(choiceCalls()).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Littérature' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Éditions du Phare/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    display.display(document.getElementById('filter-panel-body')!);
    expect(await screen.findByRole('checkbox', { name: `Littérature (1${GROUP}000+)` })).toBeEnabled();
    expect(choiceCalls().map((call) => call.path).sort()).toEqual(['/articles/facets', '/collaborators', '/collections', '/publishers']);
  });
});

/** What a browser without script sends for the form (its button pressed): the fields, empty ones included. */
const sent = (form: HTMLFormElement) => new URLSearchParams(Array.from(new FormData(form), ([name, value]) => [name, String(value)])).toString();
const lastListCall = () => api.calls.filter((call) => call.path === '/articles').at(-1)!.query;

test('the filters are one GET form to /books: its fields are the address, and the list that address asks for is read', async () => {
  const { router } = route('/books?q=hugo&sort=title&page=3&category=2');
  expect(await screen.findByRole('checkbox', { name: /^Éditions du Phare/ })).toBeInTheDocument();
  const form = choice(/^Littérature/).closest('form')!;
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/books');
  // The words and the order ride along; the page does not: another choice lists from page 1.
  expect(sent(form)).toBe('q=hugo&sort=title&min=&max=&category=2&author=&translator=&illustrator=');

  // With script, ticking a box asks its address at once, without the empty fields, and the loader reads it.
  fireEvent.click(choice(/^Éditions du Phare/));
  await waitFor(() => expect(router.state.location.search).toBe('?q=hugo&sort=title&category=2&publisher=7'));
  expect(choice(/^Éditions du Phare/)).toBeChecked();
  const asked = lastListCall();
  expect([asked.get('smart_search'), asked.get('sort'), asked.get('page'), asked.getAll('category_id'), asked.getAll('publisher_id')]).toEqual(['hugo', 'title', '1', ['2'], ['7']]);

  // The price range is sent by its button, with the rest of the form.
  fireEvent.change(screen.getByRole('textbox', { name: 'Prix minimum' }), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=hugo&sort=title&min=5&category=2&publisher=7'));
  expect(lastListCall().get('min_price')).toBe('5');

  // Clearing is a link: the words and the order stay.
  expect(screen.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/books?q=hugo&sort=title');
  fireEvent.click(screen.getByRole('link', { name: 'Effacer les filtres' }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=hugo&sort=title'));
  expect(screen.getByRole('textbox', { name: 'Prix minimum' })).toHaveValue('');
  expect(choice(/^Jeunesse/)).not.toBeChecked();
  // Ends once the cleared list's counts are asked, so none of its requests reaches the next test.
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/articles/facets').at(-1)!.query.has('category_id')).toBe(false));
});

test('a shop of several bookshops filters the books in stock at one of them, as a field of the form', async () => {
  locations = [
    { id: 1, name: 'Lumière Opéra' },
    { id: 2, name: 'Lumière Bastille' },
  ];
  const { router } = route('/books?category=2');
  const select = await screen.findByRole('combobox', { name: 'En stock à' });
  expect(Array.from((select as HTMLSelectElement).options, (option) => option.text)).toEqual(['Toutes nos librairies', 'Lumière Opéra', 'Lumière Bastille']);
  fireEvent.change(select, { target: { value: '2' } });
  await waitFor(() => expect(router.state.location.search).toBe('?category=2&at=2'));
  await waitFor(() => expect(lastListCall().get('available_at')).toBe('2'));
  expect(screen.getByRole('heading', { level: 2, name: 'Filtres (2)' })).toBeInTheDocument();
  // Ends once the list's counts are asked with it, so none of its requests reaches the next test.
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/articles/facets').at(-1)!.query.get('available_at')).toBe('2'));
});
