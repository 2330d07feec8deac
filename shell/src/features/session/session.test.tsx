import { act, render, screen } from '@testing-library/react';
import type { Favorite } from '@bookshop/contracts';
import { emit, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { aCartLine, apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { checkSessionAtStart, listenForExpiredSession } from './session';

/** A tiny real API answering POST /is-user-logged-in with what the test sets. */
const calls: Array<{ method: string; path: string; body: unknown }> = [];
let loggedIn = true;
let status = 200;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    return status === 200 ? { status, body: { is_logged_in: loggedIn } } : apiError(status, 'internal_error', 'Boom');
  });
});

afterAll(() => api.close());

const user = aUser();
const line = aCartLine({ cart_id: 11 });
const favorite = { id: 3, _favid: 2, favtitle: 'Candide' } as Favorite;

beforeEach(() => {
  resetStore();
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
