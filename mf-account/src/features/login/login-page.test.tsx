import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserInfo } from '@bookshop/contracts';
import { configureApi } from '@bookshop/api-client';
import { on, resetEventBus } from '@bookshop/event-bus';
import { initialPersistedState, rootStore } from '@bookshop/store';
import { LoginPage } from './login-page';

const user: UserInfo = {
  id: 7,
  email: 'client@librairie-lumiere.fr',
  first_name: 'Claire',
  last_name: 'Martin',
  image: null,
  language: 'fr',
  currency: 'eur',
  role: 'customer',
  addresses: [],
  payments: [],
  defaultAdd: null,
  defaultPay: null,
};

/** A tiny real API: POST /auth/login accepts one email/password pair, 401 otherwise. */
const calls: Array<{ path: string; body: unknown }> = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { email?: string; password?: string };
      calls.push({ path: (req.url ?? '').replace('/api/gmp/lumiere', '').split('?')[0] ?? '', body });
      res.setHeader('Content-Type', 'application/json');
      if (body.email === user.email && body.password === 'Lumiere-2026') return res.writeHead(200).end(JSON.stringify({ data: { token: 'tok-7', user } }));
      res.writeHead(401).end(JSON.stringify({ statusCode: 401, code: 'bad_credentials', message: 'Wrong email or password' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`, shop: 'lumiere' });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  localStorage.clear();
  rootStore.setState({ ...initialPersistedState });
  resetEventBus();
  calls.length = 0;
});

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
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
