import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen } from '@testing-library/react';
import type { CartLine, Favorite, UserInfo } from '@bookshop/contracts';
import { configureApi } from '@bookshop/api-client';
import { emit, resetEventBus } from '@bookshop/event-bus';
import { initialPersistedState, rootStore } from '@bookshop/store';
import { ToastHost } from '@bookshop/ui';
import { checkSessionAtStart, listenForExpiredSession } from './session';

/** A tiny real API answering POST /is-user-logged-in with what the test sets. */
const calls: Array<{ method: string; path: string; body: unknown }> = [];
let loggedIn = true;
let status = 200;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: (req.url ?? '').replace('/api/gmp/lumiere', '').split('?')[0] ?? '', body: raw ? JSON.parse(raw) : undefined });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(status === 200 ? { is_logged_in: loggedIn } : { statusCode: status, code: 'internal_error', message: 'Boom' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`, shop: 'lumiere' });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const user = { id: 7, email: 'client@librairie-lumiere.fr', first_name: 'Claire', role: 'customer' } as UserInfo;
const line = { _id: 1, cart_id: 11, title: 'Les Misérables', quantity: 1, _qte_a_terme_calcule: 5 } as CartLine;
const favorite = { id: 3, _favid: 2, favtitle: 'Candide' } as Favorite;

beforeEach(() => {
  localStorage.clear();
  rootStore.setState({ ...initialPersistedState });
  resetEventBus();
  calls.length = 0;
  loggedIn = true;
  status = 200;
});

function holdSession() {
  rootStore.setState({ user, token: 'tok-7', cart: [line], favorites: [favorite], compare: [1, 2] });
}

test('a held session the server no longer knows is cleared (user, token, cart, favourites, compare) and the shopper is told', async () => {
  holdSession();
  loggedIn = false;
  render(<ToastHost />);
  await act(() => checkSessionAtStart());

  expect(calls).toEqual([{ method: 'POST', path: '/is-user-logged-in', body: { user_id: 7 } }]);
  expect(rootStore.getState()).toMatchObject({ user: null, token: null, cart: [], favorites: [], compare: [] });
  expect(await screen.findByText('Votre session est terminée, veuillez vous reconnecter.')).toBeInTheDocument();
});

test('a session the server still knows is kept as it is', async () => {
  holdSession();
  await checkSessionAtStart();

  expect(calls).toHaveLength(1);
  expect(rootStore.getState()).toMatchObject({ user, token: 'tok-7', compare: [1, 2] });
  expect(rootStore.getState().cart).toHaveLength(1);
  expect(rootStore.getState().favorites).toHaveLength(1);
});

test('with no user held (even with a leftover token), nothing is asked and nothing changes', async () => {
  rootStore.setState({ token: 'stale', cart: [{ ...line, cart_id: null }] });
  await checkSessionAtStart();
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(calls).toEqual([]);
  expect(rootStore.getState().cart).toHaveLength(1);
});

test('a failing check (server error) keeps the session', async () => {
  holdSession();
  status = 500;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await checkSessionAtStart();
  warn.mockRestore();

  expect(calls).toHaveLength(1);
  expect(rootStore.getState()).toMatchObject({ user, token: 'tok-7' });
  expect(rootStore.getState().cart).toHaveLength(1);
});

test('session:expired clears a held session', () => {
  holdSession();
  const stop = listenForExpiredSession();
  emit('session:expired', {});
  stop();
  expect(rootStore.getState()).toMatchObject({ user: null, token: null, cart: [], favorites: [], compare: [] });
});
