import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminCustomerDetail } from '@bookshop/contracts';
import { ToastHost } from '@bookshop/ui';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { CustomerDetailPage, customerDetailLoader } from './customer-detail-page';

const detail: AdminCustomerDetail = {
  id: 5,
  email: 'client@librairie-lumiere.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  role: 'customer',
  created_at: '2026-01-10T09:00:00.000Z',
  email_verified: true,
  disabled_at: null,
  disabled_reason: null,
  order_count: 1,
  phone: '06 12 34 56 78',
  language: 'fr',
  addresses: [],
  orders: [{ number: 'ABCD-EFGH-JKLM', created_at: '2026-02-01T10:00:00.000Z', status: 'delivered', total: 42.5 }],
  returns: [],
  reviews: [],
};

let api: FakeApi;
/** How many reads of the customer fail before one goes through. */
let failures = 0;
const reads = () => api.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/admin/customers/'));

beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.authorization !== 'Bearer tok-admin') return apiError(401, 'unauthorized', 'Authentication required.');
    if (call.path === '/admin/customers/5' && call.method === 'GET') {
      if (failures > 0) {
        failures -= 1;
        return apiError(500, 'internal_error', 'Boom');
      }
      return { status: 200, body: { data: detail } };
    }
    return apiError(404, 'not_found', 'Customer not found.');
  });
});
afterAll(() => api.close());

beforeEach(() => {
  resetStore({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-admin' });
  api.calls.length = 0;
  failures = 0;
});

const renderAt = (at: string) => renderRoutes([{ path: '/admin-panel/customers/:id', Component: CustomerDetailPage, loader: customerDetailLoader }], at, <ToastHost />);

test('the loader reads the customer the address names, and the page shows it', async () => {
  renderAt('/admin-panel/customers/5');
  expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'client@librairie-lumiere.fr' })).toHaveAttribute('href', 'mailto:client@librairie-lumiere.fr');
  const order = screen.getByRole('rowheader', { name: 'ABCD-EFGH-JKLM' }).closest('tr') as HTMLElement;
  expect(within(order).getByText('Livrée')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Retour aux clients' })).toHaveAttribute('href', '/admin-panel/customers');
  expect(reads().map((call) => call.path)).toEqual(['/admin/customers/5']);
});

test('an unknown customer says so', async () => {
  renderAt('/admin-panel/customers/77');
  expect(await screen.findByRole('heading', { name: 'Client introuvable' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Ce compte n’existe pas dans la boutique.');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Retour aux clients' })).toBeInTheDocument();
});

test('an address that cannot name a customer is not found, without asking the server', async () => {
  renderAt('/admin-panel/customers/abc');
  expect(await screen.findByRole('heading', { name: 'Client introuvable' })).toBeInTheDocument();
  expect(reads()).toEqual([]);
});

test('a failed read offers to retry, which reads again', async () => {
  failures = 1;
  renderAt('/admin-panel/customers/5');
  expect(await screen.findByRole('alert')).toHaveTextContent('La fiche du client n’a pas pu être chargée.');
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(reads()).toHaveLength(2);
});
