import { fireEvent, render, screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { PasswordForm } from './password-form';

/** PUT /users/me/password: a wrong current password, or 429 once its tries (counted as sign-ins) are used up. */
let api: FakeApi;
let tries = 0;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path !== '/users/me/password') return apiError(404, 'not_found', 'Not found.');
    tries += 1;
    return tries > 1
      ? apiError(429, 'too_many_attempts', 'Too many sign-in attempts for this email. Try again in 15 minutes.', 'current_password')
      : apiError(400, 'wrong_password', 'The current password is not correct.', 'current_password');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  tries = 0;
  rootStore.setState({ user: aUser(), token: 'tok-7' });
});

test.each([
  ['fr', ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmer le nouveau mot de passe', 'Changer le mot de passe'], 'Le mot de passe actuel n’est pas correct.', 'Trop de tentatives de connexion. Réessayez plus tard, ou réinitialisez votre mot de passe pour vous connecter aussitôt.'],
  ['eng', ['Current password', 'New password', 'Confirm the new password', 'Change the password'], 'The current password is not correct.', 'Too many sign-in attempts. Try again later, or reset your password to sign in at once.'],
] as const)('in %s, a wrong current password and then too many tries are shown on the current password', async (language, [current, next, confirm, button], wrong, tooMany) => {
  rootStore.setState({ language });
  render(<PasswordForm />);
  fireEvent.change(screen.getByLabelText(current), { target: { value: 'Mauvais-mot-2026' } });
  fireEvent.change(screen.getByLabelText(next), { target: { value: 'Encre-de-Chine-1789' } });
  fireEvent.change(screen.getByLabelText(confirm), { target: { value: 'Encre-de-Chine-1789' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(wrong)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(tooMany)).toBeInTheDocument();
  expect(screen.getByLabelText(current)).toHaveAttribute('aria-invalid', 'true');
});
