import { act, screen } from '@testing-library/react';
import type { ServerFavorite } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { aUser, anArticle, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { WishlistPage } from './wishlist-page';

/** The wishlist as the server answers it: a book on sale, and one unpublished since, of which only the id comes. */
const FAVORITES: ServerFavorite[] = [
  { id: 40, article_id: 12, removed: false, article: anArticle({ id: 12, designation: 'Les Misérables' }) },
  { id: 41, article_id: 13, removed: true },
];

let api: FakeApi;
beforeAll(async () => {
  // The cart's add-to-cart button, a remote: a stand-in that names its book.
  const AddToCart = ({ articleId }: { articleId: number }) => <button type="button">{`add ${articleId}`}</button>;
  setModuleLoader({ load: () => Promise.resolve(AddToCart), forget: () => Promise.resolve() } as unknown as ModuleLoader);
  api = await startFakeApi((call) => {
    if (call.path === '/users/7/favorite') return { status: 200, body: { data: FAVORITES } };
    return { status: 200, body: { data: [] } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  act(() => rootStore.getState().setSession(aUser({ id: 7 }), 'tok-7'));
});

const items = () => screen.findAllByTestId('wishlist-item');

test('a book no longer for sale says so in French, without a price or a link to its page', async () => {
  renderRoute({ path: '/wishlist', at: '/wishlist', Component: WishlistPage });
  const [onSale, gone] = await items();
  expect(onSale).toHaveTextContent('Les Misérables');
  expect(gone).toHaveTextContent('Ce livre n’est plus en vente');
  expect(gone).toHaveTextContent('PLUS DISPONIBLE !');
  expect(gone).not.toHaveTextContent('€');
  expect(gone?.querySelector('a')).toBeNull();
  expect(screen.getByRole('button', { name: 'Retirer de la liste ce livre qui n’est plus en vente' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retirer Les Misérables' })).toBeInTheDocument();
  // Only the book on sale can be put in the cart.
  expect(await screen.findByRole('button', { name: 'add 12' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'add 13' })).toBeNull();
});

test('and in English', async () => {
  act(() => rootStore.setState({ language: 'eng' }));
  renderRoute({ path: '/wishlist', at: '/wishlist', Component: WishlistPage });
  const [, gone] = await items();
  expect(gone).toHaveTextContent('This book is no longer for sale');
  expect(gone).toHaveTextContent('NOT AVAILABLE ANYMORE!');
  expect(screen.getByRole('button', { name: 'Remove this book, no longer for sale, from the list' })).toBeInTheDocument();
});
