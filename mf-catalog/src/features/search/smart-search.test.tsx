import { setImmediate as nextTurn } from 'node:timers/promises';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { anArticle, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { SmartSearch } from './smart-search';

function article(id: number, designation: string, author: string): Article {
  return anArticle({ id, designation, descriptif: `<p>${designation}, un classique.</p>`, dc_auteur: { id: id + 100, _nom: author } });
}

/** A tiny real API: records the query of every GET /articles and answers two books. */
const searches: URLSearchParams[] = [];
const books = [article(12, 'Candide', 'Voltaire'), article(34, 'Candide ou l’optimisme', 'Voltaire')];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ path, query }) => {
    if (path === '/articles') searches.push(query);
    return { status: 200, body: { data: books, total: books.length } };
  });
});

afterAll(() => api.close());

beforeEach(() => {
  // Timers are fake so the 500 ms pause and the 200 ms blur delay are exact; I/O callbacks stay real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  resetStore();
  searches.length = 0;
});

afterEach(() => jest.useRealTimers());

/** Lets real HTTP round trips finish (turns of Node's own event loop, which fake timers do not touch) until `done` holds. */
async function settle(done: () => boolean = () => false, rounds = 200) {
  for (let i = 0; i < rounds && !done(); i++) await act(() => nextTurn());
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SmartSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = screen.getByRole('combobox', { name: 'Rechercher un livre, un auteur, un ISBN' });
  act(() => input.focus());
  return input;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Types a query, waits the pause and the answer. */
async function searchFor(input: HTMLElement, value: string) {
  type(input, value);
  advance(500);
  await settle(() => screen.queryAllByRole('option').length > 0);
}

test('one character never reaches the server', async () => {
  const input = renderSearch();
  type(input, 'c');
  advance(2000);
  await settle(undefined, 20);

  expect(searches).toHaveLength(0);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('nothing is asked before a 500 ms pause; then one smart_search request goes out', async () => {
  const input = renderSearch();
  type(input, 'ca');
  advance(499);
  type(input, 'can');
  advance(499);
  await settle(undefined, 20);
  expect(searches).toHaveLength(0);

  advance(1);
  await settle(() => searches.length > 0);
  await settle(undefined, 20);
  expect(searches).toHaveLength(1);
  expect(searches[0]?.get('smart_search')).toBe('can');
  expect(searches[0]?.get('ecom_type')).toBe('lumiere');
});

test('results show as options of the list', async () => {
  const input = renderSearch();
  await searchFor(input, 'candide');

  expect(screen.getByRole('listbox', { name: 'Résultats de recherche' })).toBeInTheDocument();
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(2);
  expect(options[0]).toHaveTextContent('Candide');
  expect(options[0]).toHaveTextContent('de Voltaire');
  expect(input).toHaveAttribute('aria-expanded', 'true');
});

test('ArrowDown then Enter opens the highlighted book and clears the query', async () => {
  const input = renderSearch();
  await searchFor(input, 'candide');

  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
  await user.keyboard('{Enter}');

  expect(screen.getByTestId('location')).toHaveTextContent('/bookdetails/34');
  expect(input).toHaveValue('');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('clicking a result opens its book page', async () => {
  const input = renderSearch();
  await searchFor(input, 'candide');

  fireEvent.click(screen.getByRole('option', { name: /Candide ou l’optimisme/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/bookdetails/34');
  expect(input).toHaveValue('');
});

test('the list hides 200 ms after blur, not before', async () => {
  const input = renderSearch();
  await searchFor(input, 'candide');

  act(() => input.blur());
  advance(199);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  advance(1);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('coming back before 200 ms keeps the list open', async () => {
  const input = renderSearch();
  await searchFor(input, 'candide');

  act(() => input.blur());
  advance(150);
  act(() => input.focus());
  advance(500);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
});

test('before its script runs, the box is a form that asks the book list for the query', () => {
  const input = renderSearch();
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/books');
  expect(form).toHaveAttribute('method', 'get');
  expect(input).toHaveAttribute('name', 'q');
});
