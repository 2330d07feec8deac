import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { LoginPage } from './login-page';

const user = aUser();
/** A customer who chose English and dollars on another device. */
const traveller = aUser({ id: 8, email: 'traveller@example.com', language: 'eng', currency: 'usd' });

/** A tiny real API: POST /auth/login accepts one email/password pair, 403 account_disabled for one email, 401 otherwise. */
const calls: Array<{ path: string; body: unknown }> = [];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call) => {
    // The shop offers no Google sign-in here (its button is tested in social-sign-in/).
    if (call.path === '/company-settings') return { status: 200, body: { data: { google_client_id: null } } };
    const body = (call.body ?? {}) as { email?: string; password?: string };
    calls.push({ path: call.path, body });
    if ((body as { unlock?: string }).unlock === 'spent-link') return apiError(400, 'invalid_token', 'This link is not valid any more.', 'unlock');
    if (body.email === user.email && body.password === 'Lumiere-2026') return { status: 200, body: { data: { token: 'tok-7', user } } };
    if (body.email === traveller.email && body.password === 'Lumiere-2026') return { status: 200, body: { data: { token: 'tok-8', user: traveller } } };
    if (body.email === 'disabled@example.fr') return apiError(403, 'account_disabled', 'This account has been disabled by the shop.');
    return apiError(401, 'bad_credentials', 'Wrong email or password');
  });
});

afterAll(() => api.close());

beforeEach(() => {
  resetStore();
  resetEventBus();
  calls.length = 0;
});

function renderLogin(address = '/login') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

test('an empty form shows both required messages and sends nothing', async () => {
  renderLogin();
  submit();

  expect(screen.getByText('Veuillez saisir votre adresse email.')).toBeInTheDocument();
  expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
  expect(screen.getByLabelText('Adresse email')).toHaveAttribute('aria-invalid', 'true');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
});

test('a malformed email is refused before any call', async () => {
  renderLogin();
  fill('client@librairie', 'Lumiere-2026');
  submit();

  expect(screen.getByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
});

test('wrong credentials (401) say so and hold no session', async () => {
  renderLogin();
  fill(user.email, 'wrong-password');
  submit();

  expect(await screen.findByRole('alert')).toHaveTextContent('Adresse email ou mot de passe incorrect.');
  expect(calls).toEqual([{ path: '/auth/login', body: { email: user.email, password: 'wrong-password' } }]);
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('a successful login holds the session, announces session:logged-in and goes home', async () => {
  const loggedIn = jest.fn();
  on('session:logged-in', loggedIn);
  renderLogin();
  fill(` ${user.email} `, 'Lumiere-2026');
  submit();

  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(calls[0]?.body).toEqual({ email: user.email, password: 'Lumiere-2026' });
  expect(rootStore.getState()).toMatchObject({ user: { id: 7, email: user.email }, token: 'tok-7' });
  expect(loggedIn).toHaveBeenCalledWith({ userId: 7 });
});

test('the language and currency saved on the account follow the customer to this device at login', async () => {
  rootStore.getState().applyCompanySettings(1.08, true);
  expect(rootStore.getState()).toMatchObject({ language: 'fr', currency: 'eur' });
  renderLogin();
  fill(traveller.email, 'Lumiere-2026');
  submit();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(rootStore.getState()).toMatchObject({ token: 'tok-8', language: 'eng', currency: 'usd' });
});

test('a saved dollar choice stays euro while the shop gives no dollar rate', async () => {
  renderLogin();
  fill(traveller.email, 'Lumiere-2026');
  submit();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(rootStore.getState()).toMatchObject({ language: 'eng', currency: 'eur' });
});

test.each([
  ['fr', 'Ce compte a été désactivé par la librairie. Contactez-nous si vous pensez qu’il s’agit d’une erreur.'],
  ['eng', 'This account has been disabled by the bookshop. Contact us if you think this is a mistake.'],
] as const)('a disabled account (403 account_disabled) is told so in %s and holds no session', async (language, text) => {
  rootStore.setState({ language });
  renderLogin();
  fireEvent.change(screen.getByLabelText(language === 'fr' ? 'Adresse email' : 'Email address'), { target: { value: 'disabled@example.fr' } });
  fireEvent.change(screen.getByLabelText(language === 'fr' ? 'Mot de passe' : 'Password'), { target: { value: 'Lumiere-2026' } });
  fireEvent.click(screen.getByRole('button', { name: language === 'fr' ? 'Se connecter' : 'Log in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
});

describe('the unlock link mailed to an owner whose sign-ins were under attack (/login?unlock=…)', () => {
  test('says what it does, and is sent with the password', async () => {
    renderLogin('/login?unlock=fresh-link');
    expect(screen.getByText('Connectez-vous avec votre mot de passe : ce lien lève l’attente imposée après les échecs de connexion à votre compte.')).toBeInTheDocument();
    fill(user.email, 'Lumiere-2026');
    submit();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: user.email, password: 'Lumiere-2026', unlock: 'fresh-link' });
  });

  test.each([
    ['fr', 'Ce lien de déblocage a déjà servi ou a expiré. Vous pouvez vous connecter normalement, ou réinitialiser votre mot de passe.'],
    ['eng', 'This unlock link was already used or has expired. You can sign in as usual, or reset your password.'],
  ] as const)('a spent link is told so in %s, and the next try is an ordinary sign-in', async (language, text) => {
    rootStore.setState({ language });
    renderLogin('/login?unlock=spent-link');
    fireEvent.change(screen.getByLabelText(language === 'fr' ? 'Adresse email' : 'Email address'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText(language === 'fr' ? 'Mot de passe' : 'Password'), { target: { value: 'Lumiere-2026' } });
    const send = () => fireEvent.click(screen.getByRole('button', { name: language === 'fr' ? 'Se connecter' : 'Log in' }));
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    send();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { email: user.email, password: 'Lumiere-2026', unlock: 'spent-link' },
      { email: user.email, password: 'Lumiere-2026' },
    ]);
  });
});
