import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { on, resetEventBus } from '@bookshop/event-bus';
import { resetStore } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import type { ShopFrame } from '../company/company-settings';
import { Header } from './header';

beforeEach(() => {
  resetStore();
  resetEventBus();
  // The header's remote slots (search, mini cart, profile menu, the drawer's categories) draw nothing here.
  setModuleLoader({ load: () => Promise.resolve(() => null), forget: () => Promise.resolve() } as unknown as ModuleLoader);
});

/** The phones' menu: it opens focused on its close button, and Escape closes it. */
test('the menu button opens the drawer, focused on its close button, and Escape closes it', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Header frame={null} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Menu' });
  expect(drawer).toHaveAttribute('id', 'mobile-drawer');
  expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
});

/** The header, scrolled past the sticky nav's threshold, on /books; `frame`: the company settings it shows. */
async function renderScrolled(frame: Partial<ShopFrame> | null = null) {
  Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
  render(
    <MemoryRouter initialEntries={['/books']}>
      <Header frame={frame as ShopFrame | null} />
      <Routes>
        <Route path="/books" element={<p>Books page</p>} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  // The header's remote slots settle (they draw nothing here).
  await act(async () => undefined);
  return screen.getByRole('link', { name: /^Panier/ });
}
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

test("the sticky nav's cart icon does what the header's does: the cart remote's mini cart answers it", async () => {
  const pressed = jest.fn();
  on('header:cart-icon-pressed', pressed);
  await userEvent.click(await renderScrolled());
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Books page')).toBeInTheDocument();
});

test("the sticky nav's cart icon goes to the cart page while the mini cart is not there", async () => {
  await userEvent.click(await renderScrolled());
  expect(await screen.findByText('Cart page')).toBeInTheDocument();
});

test("the logo shows the company's logo for a light background", async () => {
  await renderScrolled({ light_icon: '/img/logo-light.svg' });
  const home = screen.getAllByRole('link', { name: /Librairie Lumière/ });
  // The main bar's and the sticky nav's.
  expect(home).toHaveLength(2);
  for (const link of home) expect(link.querySelector('img')).toHaveAttribute('src', '/img/logo-light.svg');
});

test('without a company logo the header keeps its own mark', async () => {
  await renderScrolled(null);
  const home = screen.getAllByRole('link', { name: /Librairie Lumière/ });
  expect(home).toHaveLength(2);
  for (const link of home) expect(link.querySelector('img')).toBeNull();
});

test("until the catalog's search box arrives, and without JavaScript, the header holds a search of /books", () => {
  setModuleLoader({ load: () => new Promise(() => undefined), forget: () => Promise.resolve() } as unknown as ModuleLoader);
  render(
    <MemoryRouter>
      <Header frame={null} />
    </MemoryRouter>,
  );
  const search = screen.getByRole('search');
  expect(search).toHaveAttribute('action', '/books');
  expect(search).toHaveAttribute('method', 'get');
  expect(screen.getByRole('searchbox', { name: 'Rechercher un livre, un auteur, un ISBN' })).toHaveAttribute('name', 'q');
  expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
});
