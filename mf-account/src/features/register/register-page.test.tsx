import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserInfo } from '@bookshop/contracts';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { apiError, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { RegisterPage } from './register-page';

/** A tiny real API: POST /auth/register refuses one known email with 409 on field email, and creates the others. */
const TAKEN = 'client@librairie-lumiere.fr';
const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call) => {
    // The shop offers no Google sign-in here (its button is tested in social-sign-in/).
    if (call.path === '/company-settings') return { status: 200, body: { data: { google_client_id: null } } };
    const body = (call.body ?? {}) as Record<string, unknown>;
    calls.push({ path: call.path, body });
    if (body.email === TAKEN) return apiError(409, 'email_taken', 'Email already registered', 'email');
    const user = { id: 8, role: 'customer', image: null, addresses: [], payments: [], defaultAdd: null, defaultPay: null, ...body } as unknown as UserInfo;
    return { status: 201, body: { data: { token: 'tok-8', user } } };
  });
});

afterAll(() => api.close());

beforeEach(() => {
  resetStore();
  resetEventBus();
  calls.length = 0;
});

function renderRegister() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fill(values: { email?: string; password?: string; confirm?: string }) {
  const { email = 'nouveau@example.fr', password = 'Lumiere-2026', confirm = password } = values;
  fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Jeanne' } });
  fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Valjean' } });
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmer le mot de passe'), { target: { value: confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
const nothingSent = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
};

test('an empty form shows every required message and sends nothing', async () => {
  renderRegister();
  submit();

  for (const message of [
    'Veuillez saisir votre prénom.',
    'Veuillez saisir votre nom.',
    'Veuillez saisir votre adresse email.',
    'Veuillez saisir votre mot de passe.',
    'Veuillez confirmer le mot de passe.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  await nothingSent();
});

test('a "name" holding a sentence or a link is refused before any call, in French and in English', async () => {
  renderRegister();
  fill({});
  fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Paiement refusé, régularisez sur https://evil.example/' } });
  submit();
  expect(screen.getByText('Un nom ne contient que des lettres, des espaces, des apostrophes, des tirets et des points.')).toBeInTheDocument();
  expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
  await nothingSent();

  act(() => rootStore.getState().setLanguage('eng'));
  fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByText('A name holds only letters, spaces, apostrophes, hyphens and dots.')).toBeInTheDocument();
  await nothingSent();
});

test('a password of 7 characters is refused before any call', async () => {
  renderRegister();
  fill({ password: 'Abc-123' });
  submit();

  expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
  await nothingSent();
});

test('a confirmation that differs is refused before any call', async () => {
  renderRegister();
  fill({ password: 'Lumiere-2026', confirm: 'Lumiere-2027' });
  submit();

  expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
  await nothingSent();
});

test('an email already registered (409 on field email) is shown under the email field', async () => {
  renderRegister();
  fill({ email: TAKEN });
  submit();

  expect(await screen.findByText('Un compte existe déjà avec cette adresse email.')).toBeInTheDocument();
  expect(screen.getByLabelText('Adresse email')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(1);
  expect(rootStore.getState().user).toBeNull();
});

test('a valid form creates the account with the shopper’s language and currency, then logs in', async () => {
  const loggedIn = jest.fn();
  on('session:logged-in', loggedIn);
  rootStore.setState({ currency: 'usd', currencyRate: 1.1 });
  renderRegister();
  fill({});
  submit();

  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(calls[0]).toEqual({
    path: '/auth/register',
    body: { first_name: 'Jeanne', last_name: 'Valjean', email: 'nouveau@example.fr', password: 'Lumiere-2026', language: 'fr', currency: 'usd' },
  });
  expect(rootStore.getState()).toMatchObject({ token: 'tok-8', user: { id: 8, email: 'nouveau@example.fr' } });
  expect(loggedIn).toHaveBeenCalledWith({ userId: 8 });
});
