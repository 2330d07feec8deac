import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetStore } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { Header } from './header';

beforeEach(() => {
  resetStore();
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
