import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emit } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { aCartLine, resetStore } from '@bookshop/testing';
import { MiniCart } from './mini-cart';

// The panel's chunk cannot arrive while the network is down. The failing test runs first: once the panel's code has
// arrived, the module keeps it.
let mockNetworkDown = true;
jest.mock('./cart-panel', () => {
  if (mockNetworkDown) throw new Error('Loading chunk cart-panel failed');
  return jest.requireActual('./cart-panel');
});

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  // A desktop-wide window: the icon opens the panel (below 768 px it goes to /cart).
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/books']}>
      <MiniCart />
      <Routes>
        <Route path="/books" element={<p>Books page</p>} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a panel whose code could not be fetched leads to the cart page, and the next opening fetches it again', async () => {
  renderHeader();

  await userEvent.click(screen.getByRole('button', { name: /Panier/ }));
  expect(await screen.findByText('Cart page')).toBeInTheDocument();
  expect(consoleWarn).toHaveBeenCalledWith('[cart] the cart panel could not be loaded', expect.any(Error));
  expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();

  mockNetworkDown = false;
  await userEvent.click(screen.getByRole('button', { name: /Panier/ }));
  expect(await screen.findByTestId('cart-panel')).toHaveTextContent('Votre panier est vide.');
});

test('the panel opens with the cart lines once its code has arrived, and Escape closes it', async () => {
  act(() => rootStore.setState({ cart: [aCartLine({ _id: 1, title: 'Candide', quantity: 2 })] }));
  renderHeader();
  expect(screen.getByTestId('cart-count')).toHaveTextContent('2');

  await userEvent.click(screen.getByRole('button', { name: /Panier/ }));
  const panel = await screen.findByTestId('cart-panel');
  expect(panel).toHaveTextContent('Vous avez ajouté 2 articles');
  expect(panel).toHaveTextContent('Candide');

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
});

test("a press of the sticky nav's cart icon opens the panel on desktop, and goes to the cart page on a phone", async () => {
  renderHeader();
  act(() => void emit('header:cart-icon-pressed', {}));
  expect(await screen.findByTestId('cart-panel')).toHaveTextContent('Votre panier est vide.');
  await userEvent.keyboard('{Escape}');

  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
  act(() => void emit('header:cart-icon-pressed', {}));
  expect(await screen.findByText('Cart page')).toBeInTheDocument();
  expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
});
