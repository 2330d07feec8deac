import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CompanySettings, UserInfo } from '@bookshop/contracts';
import { configureApi } from '@bookshop/api-client';
import { resetEventBus } from '@bookshop/event-bus';
import { initialPersistedState, rootStore } from '@bookshop/store';
import { AdminApp } from './admin-app';

function account(id: number, email: string, role: UserInfo['role']): UserInfo {
  return { id, email, first_name: 'Ana', last_name: 'Lumière', image: null, language: 'fr', currency: 'eur', role, addresses: [], payments: [], defaultAdd: null, defaultPay: null };
}
const admin = account(1, 'admin@librairie-lumiere.fr', 'admin');
const customer = account(7, 'client@librairie-lumiere.fr', 'customer');

const settings: CompanySettings = {
  website_config: [{ lookup_config_type: 43, is_exist: true }],
  usd_rate: 1.08,
  fav_icon: null,
  dark_icon: null,
  light_icon: null,
  email: 'contact@librairie-lumiere.fr',
  phone: '+33 1 23 45 67 89',
  facebook: 'https://facebook.com/lumiere',
  youtube: '',
  twitter: '',
  linkedin: '',
  insta: '',
  about_en: 'About us',
  about_fr: 'À propos de nous',
  help_en: '',
  help_fr: '',
  libraries_en: '',
  libraries_fr: '',
  copyrights_en: '',
  copyrights_fr: '',
  primary_color: '#8b1e1e',
  secondary_color: '#c9a227',
  accent_color: '#4a2c1d',
};

/** A tiny real API: the login answers the account whose email is sent; company settings need the admin token. */
const calls: Array<{ method: string; path: string; auth: string | undefined }> = [];
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
      const path = (req.url ?? '').replace('/api/gmp/lumiere', '').split('?')[0] ?? '';
      calls.push({ method: req.method ?? '', path, auth: req.headers.authorization });
      res.setHeader('Content-Type', 'application/json');
      if (path === '/auth/login') {
        const { email } = JSON.parse(raw) as { email: string };
        const found = [admin, customer].find((candidate) => candidate.email === email);
        return found
          ? res.writeHead(200).end(JSON.stringify({ data: { token: `tok-${found.id}`, user: found } }))
          : res.writeHead(401).end(JSON.stringify({ statusCode: 401, code: 'bad_credentials', message: 'Wrong email or password' }));
      }
      if (path === '/admin/company-settings' && req.headers.authorization === 'Bearer tok-1') return res.writeHead(200).end(JSON.stringify({ data: settings }));
      res.writeHead(403).end(JSON.stringify({ statusCode: 403, code: 'forbidden', message: 'Admin only' }));
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

function renderAdmin(path = '/admin-panel') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin-panel/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

function logIn(email: string) {
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

test('with no admin user held, the admin login screen shows', () => {
  renderAdmin('/admin-panel/settings');
  expect(screen.getByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Paramètres de la société' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a held customer (not an admin) also gets the login screen', () => {
  rootStore.setState({ user: customer, token: 'tok-7' });
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('an admin held without an email gets the login screen', () => {
  rootStore.setState({ user: { ...admin, email: '' }, token: 'tok-1' });
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('logging in with a customer account is refused and holds no session', async () => {
  renderAdmin();
  logIn(customer.email);

  expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte n’a pas accès à l’administration.');
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
  expect(screen.getByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('logging in with an admin account opens the settings page', async () => {
  renderAdmin();
  logIn(admin.email);

  expect(await screen.findByRole('heading', { name: 'Paramètres de la société' })).toBeInTheDocument();
  expect(rootStore.getState()).toMatchObject({ user: { id: 1, role: 'admin' }, token: 'tok-1' });
});

test('with an admin user held, the settings page loads its values from GET /admin/company-settings', async () => {
  rootStore.setState({ user: admin, token: 'tok-1' });
  renderAdmin();

  expect(await screen.findByDisplayValue('contact@librairie-lumiere.fr')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Paramètres de la société' })).toBeInTheDocument();
  expect(screen.getByLabelText('Téléphone')).toHaveValue('+33 1 23 45 67 89');
  expect(screen.getByLabelText('Taux euro → dollar (usd_rate)')).toHaveValue('1.08');
  expect(screen.getByRole('checkbox', { name: 'Comparateur de livres (/compare)' })).toBeChecked();
  expect(screen.getByText('admin@librairie-lumiere.fr')).toBeInTheDocument();
  expect(calls).toEqual([{ method: 'GET', path: '/admin/company-settings', auth: 'Bearer tok-1' }]);
});
