import { screen, waitFor } from '@testing-library/react';
import type { Article } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { aCartLine, anArticle, apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { CartPage } from '../cart-page/cart-page';
import { revalidateGuestCart } from './cart-server-sync';

/**
 * A guest's cart lives in the browser: at start and before checkout its lines are checked against the catalogue in one
 * call (GET /articles/batch), so prices and stock are today's and a book gone shows 'NOT AVAILABLE ANYMORE!'
 * ('PLUS DISPONIBLE !' in French).
 */
let api: FakeApi;
let catalogue: Map<number, Article | null>;
let down = false;
const calls: FakeCall[] = [];

beforeAll(async () => {
  api = await startFakeApi((call) => {
    calls.push(call);
    if (call.path !== '/articles/batch') return { status: 200, body: { data: [] } };
    if (down) return apiError(503, 'unavailable', 'The catalogue is out of reach.');
    const ids = call.query.getAll('id').map(Number);
    return { status: 200, body: { data: ids.map((id) => ({ id, article: catalogue.get(id) ?? null })) } };
  });
});
afterAll(() => api.close());

let warn: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  calls.length = 0;
  down = false;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Book 1 now costs 12 € with 5 % off, book 2 was unpublished, book 3 sold out since it was put in the cart.
  catalogue = new Map<number, Article | null>([
    [1, anArticle({ id: 1, designation: 'Les Misérables', _prix_public_ttc: 12, prixpublic: 11.37, discount: 5, _qte_a_terme_calcule: 4, article_stock: 4 })],
    [2, null],
    [3, anArticle({ id: 3, designation: 'Le Rhin', _qte_a_terme_calcule: 0, article_stock: 0 })],
  ]);
  rootStore.getState().replaceCart([
    aCartLine({ _id: 1, title: 'Les Misérables', price_ttc: 9.9, discount: 0, quantity: 2, _qte_a_terme_calcule: 10, article_stock: 10, note: 'pour Cosette' }),
    aCartLine({ _id: 2, title: 'Notre-Dame de Paris', quantity: 1 }),
    aCartLine({ _id: 3, title: 'Le Rhin', quantity: 1, _qte_a_terme_calcule: 3, article_stock: 3 }),
  ]);
});
afterEach(() => warn.mockRestore());

const line = (id: number) => rootStore.getState().cart.find((entry) => entry._id === id);

test('one call checks every line: today\'s price and stock, a book gone marked removed; quantities and notes kept', async () => {
  await expect(revalidateGuestCart()).resolves.toBe(true);
  const asked = calls.filter((call) => call.path === '/articles/batch');
  expect(asked).toHaveLength(1);
  expect(asked[0]!.query.getAll('id')).toEqual(['1', '2', '3']);
  expect(line(1)).toMatchObject({ price_ttc: 12, discount: 5, _qte_a_terme_calcule: 4, quantity: 2, note: 'pour Cosette', removed: false });
  expect(line(2)).toMatchObject({ title: 'Notre-Dame de Paris', removed: true, quantity: 1 });
  expect(line(3)).toMatchObject({ _qte_a_terme_calcule: 0, removed: false });
});

test('the cart page then shows the spec\'s badges and the new price', async () => {
  await revalidateGuestCart();
  // As the shell mounts it: its client loader reads nothing (the lines are the browser's).
  renderRoutes([{ path: '/cart', Component: CartPage, loader: () => null }], '/cart');
  const lines = await screen.findAllByTestId('cart-line');
  const byId = (id: number) => lines.find((element) => element.dataset.articleId === String(id))!;
  expect(byId(2)).toHaveTextContent('PLUS DISPONIBLE !');
  expect(byId(3)).toHaveTextContent('ÉPUISÉ');
  expect(byId(1)).toHaveTextContent('11,40 €');
});

test('a customer\'s cart is the server\'s: nothing is asked', async () => {
  rootStore.getState().setSession(aUser(), 'tok-7');
  await expect(revalidateGuestCart()).resolves.toBe(true);
  expect(calls.filter((call) => call.path === '/articles/batch')).toHaveLength(0);
});

test('when the catalogue cannot be read the lines stay as they were', async () => {
  down = true;
  const before = rootStore.getState().cart;
  await expect(revalidateGuestCart()).resolves.toBe(false);
  expect(rootStore.getState().cart).toBe(before);
  await waitFor(() => expect(warn).toHaveBeenCalled());
});
