import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { emit } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { aCartLine, resetStore } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { CartAddedPopup } from './cart-added-popup';

// The view's chunk fails to arrive once (a network error), then arrives.
let mockViewFailures = 1;
jest.mock('./cart-added-popup-view', () => {
  if (mockViewFailures-- > 0) throw new Error('Loading chunk cart-added-popup-view failed');
  return jest.requireActual('./cart-added-popup-view');
});

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  setModuleLoader({ load: () => Promise.resolve(() => null), forget: () => Promise.resolve() } as unknown as ModuleLoader);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

function addToCart(id: number, title: string) {
  act(() => {
    rootStore.setState({ cart: [...rootStore.getState().cart, aCartLine({ _id: id, title })] });
    emit('cart:item-added', { articleId: id, quantity: 1 });
  });
}

test('a popup whose code could not be fetched shows nothing, keeps listening, and is fetched again at the next add', async () => {
  render(
    <MemoryRouter>
      <p>Page</p>
      <CartAddedPopup />
    </MemoryRouter>,
  );
  addToCart(1, 'Candide');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(consoleWarn).toHaveBeenCalledWith('[cart] the cart-added popup could not be loaded', expect.any(Error));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Page')).toBeInTheDocument();

  addToCart(2, 'Germinal');
  expect(await screen.findByTestId('cart-added-popup')).toHaveTextContent('Germinal');
});
