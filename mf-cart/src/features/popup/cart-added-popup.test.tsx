import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { emit, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { aCartLine, anArticle, resetStore } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { addToCart as addBook } from '../cart/cart-actions';
import { CartAddedPopup } from './cart-added-popup';

const Favourites = () => <p>Nos coups de cœur</p>;

beforeEach(() => {
  resetStore();
  resetEventBus();
  setModuleLoader({ load: () => Promise.resolve(Favourites), forget: () => Promise.resolve() } as unknown as ModuleLoader);
});

function renderPopup() {
  render(
    <MemoryRouter>
      <CartAddedPopup />
    </MemoryRouter>,
  );
}

/** What the add-to-cart code does: the line is in the store, then `cart:item-added` is announced. */
function addToCart(line = aCartLine()) {
  act(() => {
    rootStore.setState({ cart: [...rootStore.getState().cart, line] });
    emit('cart:item-added', { articleId: line._id, quantity: 1 });
  });
}

test('shows nothing before a book is added', () => {
  renderPopup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the very first add opens the popup with the book, both buttons and the favourites carousel', async () => {
  renderPopup();
  addToCart(aCartLine({ title: 'Candide', author: 'Voltaire', description: '<p>Un <b>conte</b> philosophique.</p>' }));

  const popup = await screen.findByTestId('cart-added-popup');
  expect(screen.getByRole('dialog', { name: 'Ajouté à votre panier' })).toContainElement(popup);
  expect(popup).toHaveTextContent('Candide');
  expect(popup).toHaveTextContent('de Voltaire');
  expect(popup).toHaveTextContent('Un conte philosophique.');
  expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/books');
  expect(screen.getByRole('link', { name: 'Finaliser ma commande' })).toHaveAttribute('href', '/cart');
  expect(await screen.findByText('Nos coups de cœur')).toBeInTheDocument();
});

test('a book added before the popup was mounted (it loads after the page) opens it once mounted, and only once', async () => {
  await act(() => addBook(anArticle({ id: 21, designation: 'Zadig', _qte_a_terme_calcule: 3, article_stock: 3 })));
  const { unmount } = render(
    <MemoryRouter>
      <CartAddedPopup />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('cart-added-popup')).toHaveTextContent('Zadig');
  unmount();
  renderPopup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an add the mounted popup showed is not shown again by a popup mounted later', async () => {
  renderPopup();
  await act(() => addBook(anArticle({ id: 22, designation: 'Micromégas', _qte_a_terme_calcule: 3, article_stock: 3 })));
  expect(await screen.findByTestId('cart-added-popup')).toHaveTextContent('Micromégas');
  cleanup();
  renderPopup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('shows the description up to the spec\'s 5000 characters, then cuts it', async () => {
  const long = 'Une île. '.repeat(100).trim();
  renderPopup();
  addToCart(aCartLine({ _id: 11, description: `<p>${long}</p>` }));
  const description = (await screen.findByTestId('cart-added-popup')).querySelector('.cart-added-popup__description');
  expect(description).toHaveTextContent(long, { normalizeWhitespace: false });
  addToCart(aCartLine({ _id: 12, description: `<p>${'x'.repeat(6000)}</p>` }));
  await waitFor(() => expect(screen.getByTestId('cart-added-popup').querySelector('.cart-added-popup__description')?.textContent).toBe(`${'x'.repeat(5000)}…`));
});

test('speaks English when the shop does', async () => {
  rootStore.setState({ language: 'eng' });
  renderPopup();
  addToCart();

  expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toHaveTextContent('by Victor Hugo');
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Complete my order' })).toBeInTheDocument();
});

test('closes with Continue shopping and opens again at the next add', async () => {
  renderPopup();
  addToCart();
  fireEvent.click(await screen.findByRole('link', { name: 'Continuer mes achats' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  addToCart(aCartLine({ _id: 2, title: 'Germinal', author: 'Émile Zola' }));
  expect(await screen.findByTestId('cart-added-popup')).toHaveTextContent('Germinal');
});

test('an added book that is not in the cart opens nothing', async () => {
  renderPopup();
  act(() => emit('cart:item-added', { articleId: 99, quantity: 1 }));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
