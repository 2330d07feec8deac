import { StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { keyMismatches } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { aUser, apiError, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { ResetPasswordPage } from './reset-password-page';
import { ResetRequestPage } from './reset-request-page';
import { VerifyEmailPage } from './verify-email-page';
import { recoveryMessages } from './messages';

/** The fake API keeps which tokens were spent, as the real one does. */
const spent = new Set<string>();
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    const body = (call.body ?? {}) as { token?: string; password?: string };
    if (call.path === '/auth/password-reset-request') {
      // The API's per-client limit (PASSWORD_RESET_LIMIT) answers 429 past it.
      if ((call.body as { email?: string }).email === 'flood@example.fr') return apiError(429, 'too_many_requests', 'Too many requests from your connection.');
      return { status: 202, body: { data: { requested: true } } };
    }
    if (body.token === undefined || spent.has(body.token) || body.token === 'expired') {
      return apiError(400, 'invalid_token', 'This link is not valid any more.', 'token');
    }
    if (call.path === '/auth/password-reset' && body.password === 'motdepasse') {
      return apiError(400, 'weak_password', 'Too common.', 'password');
    }
    spent.add(body.token);
    // As the API: a link used with the bearer of a session of its account keeps everything; without one, the account
    // is handed to the mailbox's owner (cleared).
    if (call.path === '/auth/verify-email') {
      return { status: 200, body: { data: { verified: true, email: 'lea@example.fr', cleared: call.authorization !== 'Bearer tok-lea' } } };
    }
    return { status: 200, body: { data: { reset: true } } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  spent.clear();
  api.calls.length = 0;
});

const at = (path: string, element: React.ReactElement) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

test('the email link is confirmed on a button press only (mail scanners open links), with the session\'s bearer', async () => {
  resetStore({ user: aUser({ email: 'lea@example.fr', email_verified: false }), token: 'tok-lea' });
  at('/verify-email?token=tok-verify-1234567', <VerifyEmailPage />);
  expect(screen.getByText('Confirmez votre adresse email pour terminer la création de votre compte.')).toBeInTheDocument();
  // Signed in: nothing to warn about, and nothing sent until the press.
  expect(screen.queryByRole('link', { name: 'Me connecter d’abord' })).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
  expect(await screen.findByText('Votre adresse lea@example.fr est confirmée. Merci !')).toBeInTheDocument();
  expect(api.calls.map((call) => [call.path, call.authorization])).toEqual([['/auth/verify-email', 'Bearer tok-lea']]);
  expect(rootStore.getState().user?.email_verified).toBe(true);
});

test('without a session the page offers to sign in first, then says the account was secured, in French and in English', async () => {
  const { unmount } = at('/verify-email?token=tok-verify-1234567', <VerifyEmailPage />);
  expect(screen.getByText(/^Vous avez créé ce compte \? Connectez-vous d’abord sur ce navigateur/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Me connecter d’abord' })).toHaveAttribute('href', '/login');
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
  // Found by its words: the busy button's spinner is a status too.
  expect(
    await screen.findByText('Votre adresse est confirmée. Pour votre sécurité, choisissez un mot de passe : nous vous avons envoyé un lien.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Le mot de passe choisi à l’inscription ne fonctionne plus/)).toBeInTheDocument();
  expect(api.calls.map((call) => call.authorization)).toEqual([undefined]);
  unmount();

  rootStore.getState().setLanguage('eng');
  at('/verify-email?token=tok-verify-7654321', <VerifyEmailPage />);
  expect(screen.getByText(/^Did you create this account\? Sign in on this browser first/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm my address' }));
  expect(await screen.findByText('Your address is confirmed. For your safety, choose a password: we have mailed you a link.')).toBeInTheDocument();
  expect(screen.getByText(/^The password chosen at sign-up no longer works/)).toBeInTheDocument();
});

test('a spent or missing email link says so', async () => {
  const { unmount } = at('/verify-email?token=expired', <VerifyEmailPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable : il a déjà servi ou il a expiré.');
  unmount();
  at('/verify-email', <VerifyEmailPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet.');
  expect(screen.queryByRole('button', { name: 'Confirmer mon adresse' })).not.toBeInTheDocument();
});

test('the recovery texts (reset and email confirmation pages) have the same keys in French and English', () => {
  expect(keyMismatches(recoveryMessages)).toEqual([]);
});

test('the reset request answers the same words for any address, after checking it', async () => {
  at('/resetpasswordemail', <ResetRequestPage />);
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: 'lea@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  expect(screen.getByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: ' lea@example.fr ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  // Found by its words: the busy button's spinner is a status too.
  expect(await screen.findByText(/^Si un compte existe pour lea@example\.fr, un lien vient d’y être envoyé\./)).toBeInTheDocument();
  expect(api.calls.map((call) => call.body)).toEqual([{ email: 'lea@example.fr' }]);
});

test('a reset request refused for too many requests from the connection says so, in French and in English', async () => {
  const { unmount } = at('/resetpasswordemail', <ResetRequestPage />);
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: 'flood@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  expect(await screen.findByText('Trop de demandes sont parties de votre connexion. Veuillez réessayer plus tard.')).toBeInTheDocument();
  unmount();
  rootStore.getState().setLanguage('eng');
  at('/resetpasswordemail', <ResetRequestPage />);
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'flood@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText('Too many requests came from your connection. Please try again later.')).toBeInTheDocument();
});

test('a new password: checked here, refused by the server when guessable, then saved once', async () => {
  at('/reset-password?token=tok-reset-12345678', <ResetPasswordPage />);
  const fill = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  };
  fill('court', 'court');
  expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
  fill('Plume-et-encrier-42', 'Plume-et-encrier-43');
  expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);

  fill('motdepasse', 'motdepasse');
  expect(await screen.findByText(/Ce mot de passe est trop courant/)).toBeInTheDocument();
  fill('Plume-et-encrier-42', 'Plume-et-encrier-42');
  expect(await screen.findByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
});

test('a reset page without a token offers a new link', () => {
  at('/reset-password', <ResetPasswordPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet.');
  expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/resetpasswordemail');
});
