import { screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { aCartLine, renderRoutes, resetStore } from '@bookshop/testing';
import { CartPage } from './cart-page';

beforeEach(() => resetStore());

test('before its data (on the server, and while hydrating) the page is its heading and a placeholder, not an empty cart', () => {
  renderRoutes([{ path: '/cart', Component: CartPage }], '/cart');
  expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  expect(screen.queryByText('Votre panier est vide.')).toBeNull();
});

test('once its client loader answered, the empty cart in English, under the same heading', async () => {
  rootStore.getState().setLanguage('eng');
  renderRoutes([{ path: '/cart', Component: CartPage, loader: () => null }], '/cart');
  expect(await screen.findByRole('link', { name: 'Browse our books' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My cart' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Give a gift card' })).toHaveAttribute('href', '/gift-card');
});

test('below the summary of a cart, a gift card is offered', async () => {
  rootStore.getState().replaceCart([aCartLine({ _id: 1, quantity: 1 })]);
  renderRoutes([{ path: '/cart', Component: CartPage, loader: () => null }], '/cart');
  expect(await screen.findByRole('link', { name: 'Offrir une carte cadeau' })).toHaveAttribute('href', '/gift-card');
  expect(screen.getByRole('complementary', { name: 'Récapitulatif' })).toContainElement(screen.getByRole('link', { name: 'Offrir une carte cadeau' }));
});
