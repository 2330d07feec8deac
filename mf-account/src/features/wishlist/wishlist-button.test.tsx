import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { aUser, anArticle, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { WishlistButton } from './wishlist-button';

/** The book page's wishlist button reads its book only to add it, not with the page (a call fewer while it loads). */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles/12') return { status: 200, body: { data: anArticle({ id: 12, designation: 'Les Misérables' }) } };
    if (call.path === '/favorites' && call.method === 'POST') return { status: 201, body: { data: { id: 40 } } };
    return { status: 200, body: { data: [] } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
});

const BookPage = () => <WishlistButton articleId={12} />;
const button = () => screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' });

test('a customer adds the book: it is read on the click, not before, and the wishlist has it', async () => {
  act(() => rootStore.getState().setSession(aUser(), 'tok-7'));
  renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/12', Component: BookPage });
  expect(button()).toBeEnabled();
  // Whatever the page does meanwhile, the button asks nothing of the API.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toEqual([]);

  fireEvent.click(button());
  expect(await screen.findByRole('button', { name: 'Retirer de ma liste d’envies' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /articles/12', 'POST /favorites']);
  expect(rootStore.getState().favorites.map((favorite) => [favorite._favid, favorite.id])).toEqual([[12, 40]]);
});

test('a visitor is sent to the login page without the book being read', async () => {
  const { router } = renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/12', Component: BookPage });
  fireEvent.click(button());
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(api.calls).toEqual([]);
});
