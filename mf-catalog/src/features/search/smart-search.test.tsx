import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { configureApi } from '@bookshop/api-client';
import { initialPersistedState, rootStore } from '@bookshop/store';
import { SmartSearch } from './smart-search';

function article(id: number, designation: string, author: string): Article {
  return {
    id,
    designation,
    descriptif: `<p>${designation}, un classique.</p>`,
    _code_barre: '9782070409228',
    dc_collection: null,
    dc_auteur: { id: id + 100, _nom: author },
    dc_editor: null,
    dc_traducteur: null,
    dc_illustrateur: null,
    categories: [],
    prixpublic: 9.48,
    _prix_public_ttc: 10,
    _poids_net: 300,
    discount: 0,
    _qte_a_terme_calcule: 5,
    articleimage: [{ link: `/img/covers/${id}.svg` }],
    average_rate: 0,
    article_stock: 5,
    bestseller_count: 0,
    language: 'fr',
    published_at: null,
  };
}

/** A tiny real API: records the query of every GET /articles and answers two books. */
const searches: URLSearchParams[] = [];
const books = [article(12, 'Candide', 'Voltaire'), article(34, 'Candide ou l’optimisme', 'Voltaire')];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname === '/api/gmp/lumiere/articles') searches.push(url.searchParams);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: books, total: books.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`, shop: 'lumiere' });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  // Timers are fake so the 500 ms pause and the 200 ms blur delay are exact; I/O callbacks stay real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
  rootStore.setState({ ...initialPersistedState });
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
