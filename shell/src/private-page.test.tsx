import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { aUser, resetStore } from '@bookshop/testing';
import { PrivatePage } from './app';
import type { RouteEntry } from './routes';

const profile: RouteEntry = { path: '/accountprofile', module: 'account/profile-page', requiresLogin: true };
const Page = () => <h1>Mon profil, avec mes adresses</h1>;
const Skeleton = () => <h1>Mon profil</h1>;

function page(route: RouteEntry = profile) {
  return (
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path={route.path} element={<PrivatePage route={route} Page={Page} Skeleton={Skeleton} />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => resetStore({ isCompareEnabled: true }));

test('the server renders the skeleton of a shopper\'s own page, never the page, logged in or not', () => {
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  const html = renderToString(page());
  expect(html).toContain('<h1>Mon profil</h1>');
  expect(html).not.toContain('avec mes adresses');
});

test('in the browser a logged-in shopper gets the page; a logged-out one goes to the login page', () => {
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  const { unmount } = render(page());
  expect(screen.getByRole('heading', { name: 'Mon profil, avec mes adresses' })).toBeInTheDocument();
  unmount();

  rootStore.setState({ user: null, token: null });
  render(page());
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test('a page that needs no login is shown to anyone; without a skeleton the server renders a spinner', () => {
  const cart: RouteEntry = { path: '/cart', module: 'cart/cart-page' };
  render(page(cart));
  expect(screen.getByRole('heading', { name: 'Mon profil, avec mes adresses' })).toBeInTheDocument();
  const html = renderToString(
    <MemoryRouter initialEntries={['/cart']}>
      <PrivatePage route={cart} Page={Page} />
    </MemoryRouter>,
  );
  expect(html).toContain('bk-page-loading');
});
