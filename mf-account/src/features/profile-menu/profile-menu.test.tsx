import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { aUser, resetStore } from '@bookshop/testing';
import { ProfileMenu } from './profile-menu';

// The favourites the menu keeps in step with the session are not what these tests are about.
jest.mock('../session/use-favorites-sync', () => ({ useFavoritesSync: () => undefined }));

const menu = () =>
  render(
    <MemoryRouter>
      <ProfileMenu />
    </MemoryRouter>,
  );
const button = () => screen.getByRole('button', { name: /compte|account/i });

test('a signed-in customer with a picture sees it as the button’s picture, round, at the icon’s size', () => {
  resetStore({ token: 'token', user: aUser({ first_name: 'Claire', image: 'avatars/7.png' }) });
  const { container } = menu();
  const picture = screen.getByRole('img', { name: 'Compte de Claire' });
  expect(button()).toContainElement(picture);
  expect(picture).toHaveAttribute('src', '/img/avatars/7.png');
  expect(picture).toHaveAttribute('width', '24');
  expect(picture).toHaveAttribute('height', '24');
  expect(picture).toHaveClass('profile-menu__avatar');
  expect(container.querySelector('svg')).toBeNull();
});

test('follows the profile page: a new picture shows at once, a removed one gives the icon back', () => {
  resetStore({ token: 'token', user: aUser({ image: null }) });
  const { container } = menu();
  expect(screen.queryByRole('img')).toBeNull();
  expect(button().querySelector('svg')).not.toBeNull();
  // The profile page saves the picture into the one store (as AvatarField's onSaved does).
  act(() => rootStore.getState().setUser(aUser({ image: 'avatars/7-new.webp' })));
  expect(screen.getByRole('img', { name: 'Compte de Claire' })).toHaveAttribute('src', '/img/avatars/7-new.webp');
  act(() => rootStore.getState().setUser(aUser({ image: null })));
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.querySelector('svg')).not.toBeNull();
});

test('a picture that cannot be loaded leaves the icon', () => {
  resetStore({ token: 'token', user: aUser({ image: 'avatars/gone.png' }) });
  menu();
  fireEvent.error(screen.getByRole('img', { name: 'Compte de Claire' }));
  expect(screen.queryByRole('img')).toBeNull();
  expect(button().querySelector('svg')).not.toBeNull();
});

test('in English, and the icon for a visitor', () => {
  resetStore({ token: 'token', user: aUser({ image: 'avatars/7.png' }), language: 'eng' });
  const { unmount } = menu();
  expect(screen.getByRole('img', { name: 'Account of Claire' })).toBeInTheDocument();
  unmount();
  resetStore({ language: 'eng' });
  menu();
  expect(screen.getByRole('button', { name: 'My account' }).querySelector('svg')).not.toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
});

test('mounted by a press of the shell’s stand-in button, it opens at once with its first entry focused', () => {
  resetStore({});
  render(
    <MemoryRouter>
      <ProfileMenu openAtStart />
    </MemoryRouter>,
  );
  expect(button()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'Suivre une commande' })).toHaveFocus();
  expect(screen.getByRole('menuitem', { name: 'Connexion' })).toBeInTheDocument();
});

test('a signed-in customer’s name heads the open menu, not the button: the button keeps the icon’s size', () => {
  resetStore({ token: 'token', user: aUser({ first_name: 'Claire', image: null }) });
  menu();
  expect(button()).toHaveTextContent(/^$/);
  expect(button()).toHaveAccessibleName('Compte de Claire');
  fireEvent.click(button());
  const list = screen.getByRole('menu');
  expect(list.firstElementChild).toHaveTextContent('Claire');
  expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
});
