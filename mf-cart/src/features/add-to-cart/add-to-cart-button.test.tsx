import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Article } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { anArticle, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { AddToCartButton } from './add-to-cart-button';

/** What the server says of book 1 now: sold out since the page was read. */
let now: Article;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call) => (call.path === '/articles/1' ? { status: 200, body: { data: now } } : { status: 404, body: {} }));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  now = anArticle({ id: 1, designation: 'Les Misérables', _qte_a_terme_calcule: 4 });
});

test("with the page's copy of the book, the button answers a click at once, before the book is read again", async () => {
  render(<AddToCartButton articleId={1} article={anArticle({ id: 1, designation: 'Les Misérables', _qte_a_terme_calcule: 4 })} />);
  // The first render, before any answer: usable.
  const button = screen.getByRole('button', { name: 'Ajouter au panier' });
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(rootStore.getState().cart.map((line) => [line._id, line.quantity])).toEqual([[1, 1]]);
});

test("the server's answer then decides: a book sold out since the page was read can no longer be added", async () => {
  now = anArticle({ id: 1, designation: 'Les Misérables', _qte_a_terme_calcule: 0 });
  render(<AddToCartButton articleId={1} article={anArticle({ id: 1, designation: 'Les Misérables', _qte_a_terme_calcule: 4 })} />);
  expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  expect(await screen.findByRole('button', { name: 'ÉPUISÉ' }, { timeout: 3000 })).toBeDisabled();
});

test('without the page’s copy (or with another book’s), the button waits for the book to be read', async () => {
  render(<AddToCartButton articleId={1} article={anArticle({ id: 2 })} />);
  expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled(), { timeout: 5000 });
});

test('a title not out yet, without copies, is pre-ordered: the button says so and adds it to the cart', async () => {
  now = anArticle({ id: 1, _qte_a_terme_calcule: 0, forthcoming: { on: '2027-03-12', precision: 'day' } });
  render(<AddToCartButton articleId={1} />);
  const button = await screen.findByRole('button', { name: 'Précommander' }, { timeout: 3000 });
  expect(button).toBeEnabled();
  await userEvent.click(button);
  await waitFor(() => expect(rootStore.getState().cart).toEqual([expect.objectContaining({ _id: 1, quantity: 1, forthcoming: { on: '2027-03-12', precision: 'day' } })]));
});
