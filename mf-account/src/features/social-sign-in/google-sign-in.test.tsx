import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { LoginPage } from '../login/login-page';
import { RegisterPage } from '../register/register-page';
import { resetGoogleClient } from './google-client';
import { GoogleSignIn } from './google-sign-in';

/**
 * Google sign-in on /login and /register against a tiny real API (company settings, nonces, POST /auth/google) and
 * a stand-in for Google's script, which the test "loads" when the page adds its <script>: jsdom fetches no script.
 */
const SCRIPT_URL = 'http://gsi.test/gsi/client';
const CLIENT_ID = '1234-bookshop.apps.googleusercontent.com';
const PAGE_NONCE = 'cGFnZS1ub25jZQ==';
const user = aUser({ id: 12, email: 'lea.martin@gmail.example', first_name: 'Léa', language: 'fr' });

let clientId: string | null;
let nonces = 0;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/company-settings') return { status: 200, body: { data: { google_client_id: clientId } } };
    if (call.path === '/auth/google/nonce') {
      nonces += 1;
      return { status: 200, body: { data: { nonce: `nonce-${nonces}`, expires_in: 600, client_id: clientId, script_url: SCRIPT_URL } } };
    }
    if (call.path === '/auth/google') {
      const { credential } = call.body as { credential: string };
      if (credential === 'token-unverified') return apiError(403, 'email_not_verified', 'Google has not confirmed this email address.', 'credential');
      if (credential === 'token-staff') return apiError(403, 'staff_password_only', 'Staff accounts sign in with their password, not with Google.', 'credential');
      return { status: 200, body: { data: { token: 'tok-12', user } } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());

/** What the stand-in was initialised with, and which credential its button hands back. */
let initialized: Array<{ client_id: string; nonce: string }> = [];
let nextCredential = 'token-ok';

beforeEach(() => {
  resetStore();
  resetEventBus();
  resetGoogleClient();
  api.calls.length = 0;
  clientId = CLIENT_ID;
  nonces = 0;
  initialized = [];
  nextCredential = 'token-ok';
  document.head.innerHTML = '';
  delete window.google;
  // The page as served: its scripts carry the policy's nonce.
  const pageScript = document.createElement('script');
  pageScript.setAttribute('nonce', PAGE_NONCE);
  pageScript.nonce = PAGE_NONCE;
  document.head.appendChild(pageScript);
});

/** Plays Google's script: defines google.accounts.id, then fires the element's load event. */
async function loadStandIn(script: HTMLScriptElement) {
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          initialized.push({ client_id: config.client_id, nonce: config.nonce });
          googleCallback = config.callback;
        },
        renderButton: (parent, options) => {
          parent.textContent = '';
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.locale === 'en' ? 'Sign in with Google' : 'Se connecter avec Google';
          button.onclick = () => googleCallback?.({ credential: nextCredential });
          parent.appendChild(button);
        },
      },
    },
  };
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}
let googleCallback: ((answer: { credential: string }) => void) | undefined;

const googleScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src === SCRIPT_URL);

function renderPage(path: '/login' | '/register', state?: { from: string }) {
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/wishlist" element={<p>wishlist page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('without a Google client id in the company settings: no script, no nonce asked, no Google button', async () => {
  clientId = null;
  renderPage('/login');
  await waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(['/company-settings']));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls.map((call) => call.path)).toEqual(['/company-settings']);
  expect(googleScripts()).toEqual([]);
  expect(screen.queryByRole('group', { name: 'Connexion avec Google' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Se connecter avec Google' })).not.toBeInTheDocument();
});

test('with one: loads Google\'s script once with the page nonce, and its button signs in as the password does', async () => {
  const loggedIn = jest.fn();
  on('session:logged-in', loggedIn);
  renderPage('/login', { from: '/wishlist' });
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  const [script] = googleScripts() as [HTMLScriptElement];
  expect(script.nonce).toBe(PAGE_NONCE);
  expect(api.calls.map((call) => call.path)).toEqual(['/company-settings', '/auth/google/nonce']);
  await loadStandIn(script);

  expect(initialized).toEqual([{ client_id: CLIENT_ID, nonce: 'nonce-1' }]);
  fireEvent.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }));

  expect(await screen.findByText('wishlist page')).toBeInTheDocument();
  expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/auth/google', body: { credential: 'token-ok', nonce: 'nonce-1', language: 'fr', currency: 'eur' } });
  expect(rootStore.getState()).toMatchObject({ user: { id: 12, email: user.email }, token: 'tok-12' });
  expect(loggedIn).toHaveBeenCalledWith({ userId: 12 });
});

test('a refusal is told in the shopper\'s language, and a new nonce sets the button up again without a second script', async () => {
  rootStore.setState({ language: 'eng' });
  renderPage('/login');
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  await loadStandIn(googleScripts()[0] as HTMLScriptElement);
  nextCredential = 'token-unverified';
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Google has not confirmed this email address: it cannot be used to sign in here.');
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
  await waitFor(() => expect(initialized.map((config) => config.nonce)).toEqual(['nonce-1', 'nonce-2']));
  expect(googleScripts()).toHaveLength(1);

  // The next try, with the fresh nonce, goes through.
  nextCredential = 'token-ok';
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.path === '/auth/google').at(-1)?.body).toMatchObject({ credential: 'token-ok', nonce: 'nonce-2', language: 'eng' });
});

test('a session that switches the page to the account\'s language asks for no further nonce', async () => {
  // The account is French, the page English: starting the session switches the language. The button stays mounted
  // here (its redirect is its own page), so a set-up that followed the language would ask for a third nonce.
  rootStore.setState({ language: 'eng' });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<GoogleSignIn redirectTo="/login" />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  await loadStandIn(googleScripts()[0] as HTMLScriptElement);
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
  await waitFor(() => expect(rootStore.getState()).toMatchObject({ token: 'tok-12', language: 'fr' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(api.calls.map((call) => call.path)).toEqual(['/company-settings', '/auth/google/nonce', '/auth/google']);
  expect(initialized).toHaveLength(1);
});

test('a staff account is told, in French, to sign in with its password', async () => {
  renderPage('/login');
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  await loadStandIn(googleScripts()[0] as HTMLScriptElement);
  nextCredential = 'token-staff';
  fireEvent.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Les comptes de l’équipe se connectent avec leur mot de passe, pas avec Google.');
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
});

test('the register page offers the same button', async () => {
  renderPage('/register');
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  await loadStandIn(googleScripts()[0] as HTMLScriptElement);
  fireEvent.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(rootStore.getState().token).toBe('tok-12');
});

test('when Google\'s script cannot load, the page says so and keeps the password form', async () => {
  renderPage('/login');
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  await act(async () => {
    (googleScripts()[0] as HTMLScriptElement).dispatchEvent(new Event('error'));
  });
  expect(await screen.findByText('La connexion avec Google n’est pas disponible pour le moment. Vous pouvez utiliser votre adresse email.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(googleScripts()).toEqual([]);
});
