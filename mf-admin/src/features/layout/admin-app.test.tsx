import { fireEvent, screen } from '@testing-library/react';
import { redirect, type LoaderFunction } from 'react-router-dom';
import type { CompanySettings } from '@bookshop/contracts';
import { resetEventBus } from '@bookshop/event-bus';
import { isStaff, rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import * as dashboardPage from '../../exposes/dashboard-page';
import * as settingsPage from '../../exposes/settings-page';
import { AdminApp } from './admin-app';

const admin = aUser({ id: 1, email: 'admin@librairie-lumiere.fr', first_name: 'Ana', last_name: 'Lumière', role: 'admin' });
const customer = aUser({ first_name: 'Ana', last_name: 'Lumière' });

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
  paypal_client_id: '',
  card_public_key: '',
  offline_payment: true,
  bank_transfer_details: '',
  google_client_id: null,
  legal_name: '',
  legal_form: '',
  share_capital: '',
  street_address: '',
  postal_code: '',
  city: '',
  siret: '',
  vat_number: '',
};

/** A tiny real API: the login answers the account whose email is sent; company settings need the admin token. */
const calls: Array<{ method: string; path: string; auth: string | undefined }> = [];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body, authorization }) => {
    calls.push({ method, path, auth: authorization });
    if (path === '/auth/login') {
      const { email } = body as { email: string };
      const found = [admin, customer].find((candidate) => candidate.email === email);
      return found ? { status: 200, body: { data: { token: `tok-${found.id}`, user: found } } } : apiError(401, 'bad_credentials', 'Wrong email or password');
    }
    if (path === '/admin/company-settings' && authorization === 'Bearer tok-1') return { status: 200, body: { data: settings } };
    return apiError(403, 'forbidden', 'Admin only');
  });
});

afterAll(() => api.close());

beforeEach(() => {
  resetStore();
  resetEventBus();
  calls.length = 0;
});

/** A staff page's loader as the shell runs it: for staff only (anyone else gets the layout's login and no read). */
function staffOnly(module: object): LoaderFunction {
  const { loader } = module as { loader?: LoaderFunction };
  return (args) => (loader && isStaff(rootStore.getState()) ? loader(args) : null);
}

/** The panel as the shell's router draws it: the layout, and two of its pages inside it. */
function renderAdmin(path = '/admin-panel') {
  renderRoutes(
    [
      {
        path: '/admin-panel',
        Component: AdminApp,
        children: [
          { index: true, loader: () => redirect('/admin-panel/dashboard') },
          { path: '/admin-panel/dashboard', Component: dashboardPage.default, loader: staffOnly(dashboardPage) },
          { path: '/admin-panel/settings', Component: settingsPage.default, loader: staffOnly(settingsPage) },
        ],
      },
    ],
    path,
  );
}

async function logIn(email: string) {
  fireEvent.change(await screen.findByLabelText('Adresse email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

test('with no admin user held, the admin login screen shows', async () => {
  renderAdmin('/admin-panel/settings');
  expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Paramètres de la société' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a held customer (not an admin) also gets the login screen', async () => {
  rootStore.setState({ user: customer, token: 'tok-7' });
  renderAdmin();
  expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('an admin held without an email gets the login screen', async () => {
  rootStore.setState({ user: { ...admin, email: '' }, token: 'tok-1' });
  renderAdmin();
  expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('logging in with a customer account is refused and holds no session', async () => {
  renderAdmin();
  await logIn(customer.email);

  expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte n’a pas accès à l’administration.');
  expect(rootStore.getState()).toMatchObject({ user: null, token: null });
  expect(screen.getByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
});

test('logging in with an admin account opens the dashboard', async () => {
  renderAdmin();
  await logIn(admin.email);

  expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  expect(rootStore.getState()).toMatchObject({ user: { id: 1, role: 'admin' }, token: 'tok-1' });
});

test('logging in on a page of the panel reads that page for the staff (it read nothing for a stranger)', async () => {
  renderAdmin('/admin-panel/settings');
  await logIn(admin.email);

  expect(await screen.findByDisplayValue('contact@librairie-lumiere.fr')).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/admin/company-settings')).toEqual([{ method: 'GET', path: '/admin/company-settings', auth: 'Bearer tok-1' }]);
});

test('with an admin user held, the settings page loads its values from GET /admin/company-settings', async () => {
  rootStore.setState({ user: admin, token: 'tok-1' });
  renderAdmin('/admin-panel/settings');

  expect(await screen.findByDisplayValue('contact@librairie-lumiere.fr')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Paramètres de la société' })).toBeInTheDocument();
  expect(screen.getByLabelText('Téléphone')).toHaveValue('+33 1 23 45 67 89');
  expect(screen.getByLabelText('Taux euro → dollar (usd_rate)')).toHaveValue('1.08');
  expect(screen.getByRole('checkbox', { name: 'Type 43 : comparateur de livres (/compare)' })).toBeChecked();
  expect(screen.getByText('admin@librairie-lumiere.fr')).toBeInTheDocument();
  // (The previous test's dashboard read may land after the reset: only the settings calls are looked at.)
  expect(calls.filter((call) => call.path === '/admin/company-settings')).toEqual([{ method: 'GET', path: '/admin/company-settings', auth: 'Bearer tok-1' }]);
});

test('the staff switch the panel\'s language on the login screen and in the sidebar (the shop header is hidden here)', async () => {
  renderAdmin();
  fireEvent.change(await screen.findByLabelText('Langue'), { target: { value: 'eng' } });
  expect(screen.getByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  expect(rootStore.getState().language).toBe('eng');

  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: admin.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
  expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  expect(rootStore.getState().language).toBe('fr');
});

test('the menu leads to every part of the back office, grouped', async () => {
  rootStore.setState({ user: admin, token: 'tok-1' });
  renderAdmin('/admin-panel/settings');
  const menu = await screen.findByRole('navigation', { name: 'Menu de l’administration' });
  const links = Array.from(menu.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Tableau de bord', '/admin-panel/dashboard'],
    ['Livres', '/admin-panel/books'],
    ['Catégories', '/admin-panel/categories'],
    ['Contributeurs', '/admin-panel/collaborators'],
    ['Collections', '/admin-panel/collections'],
    ['Éditeurs', '/admin-panel/publishers'],
    ['Import ONIX', '/admin-panel/catalogue-import'],
    ['Sujets ONIX', '/admin-panel/catalogue-subjects'],
    ['Commandes', '/admin-panel/orders'],
    ['Retours et remboursements', '/admin-panel/returns'],
    ['Codes promo', '/admin-panel/coupons'],
    ['Cartes cadeaux', '/admin-panel/gift-cards'],
    ['Comptes clients', '/admin-panel/customers'],
    ['Newsletter', '/admin-panel/newsletter'],
    ['Messages de contact', '/admin-panel/messages'],
    ['Avis', '/admin-panel/reviews'],
    ['Événements', '/admin-panel/events'],
    ['Bandeau d’accueil', '/admin-panel/hero-slides'],
    ['Paramètres de la société', '/admin-panel/settings'],
    ['Librairies', '/admin-panel/locations'],
    ['Journal des modifications', '/admin-panel/audit-log'],
  ]);
  expect(screen.getByRole('link', { name: 'Paramètres de la société' })).toHaveClass('active');
  expect(await screen.findByDisplayValue('contact@librairie-lumiere.fr')).toBeInTheDocument();
});
