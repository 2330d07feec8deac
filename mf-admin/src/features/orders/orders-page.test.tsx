import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderSummary, OrderStatus } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, type FakeApi, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { OrdersPage, ordersLoader } from './orders-page';

const order = (number: string, status: OrderStatus, total: number): AdminOrderSummary => ({
  number,
  status,
  created_at: '2026-03-10T09:30:00.000Z',
  email: `${number.slice(0, 4).toLowerCase()}@example.fr`,
  customer_name: 'Léa Martin',
  payment_method: 'bank_transfer',
  item_count: 2,
  total,
  pickup_location: null,
});

/** The orders the fake server holds; a status move changes the held order. */
let held: AdminOrderSummary[];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/orders') return { status: 200, body: { data: held, total: held.length, page: 1, page_size: 20 } };
    const moved = /^\/admin\/orders\/([A-Z0-9-]+)\/status$/.exec(path);
    if (method === 'POST' && moved) {
      const target = held.find((entry) => entry.number === moved[1]);
      if (!target) return apiError(404, 'not_found', 'Order not found.');
      target.status = (body as { status: OrderStatus }).status;
      return { status: 200, body: { data: target } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  held = [order('ABCD-EFGH-JKLM', 'pending_payment', 24.5), order('PQRS-TUVW-XY23', 'paid', 12)];
  api.calls.length = 0;
});

const renderPage = (path = '/admin-panel/orders') =>
  renderRoutes(
    [
      { path: '/admin-panel/orders', Component: OrdersPage, loader: ordersLoader },
      { path: '/admin-panel/orders/:number', Component: () => <p>detail page</p> },
    ],
    path,
  );
const lastQuery = () => api.calls.filter((call) => call.path === '/admin/orders').at(-1)?.query;

test('lists the orders with their customer, total and status, each linking to its page', async () => {
  renderPage();
  const row = (await screen.findByRole('link', { name: 'ABCD-EFGH-JKLM' })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Léa Martin');
  expect(row).toHaveTextContent('abcd@example.fr');
  expect(row).toHaveTextContent('24,50 €');
  expect(row).toHaveTextContent('En attente de paiement');
  expect(lastQuery()?.get('sort')).toBe('date');
  expect(lastQuery()?.get('dir')).toBe('desc');
  fireEvent.click(screen.getByRole('link', { name: 'ABCD-EFGH-JKLM' }));
  expect(await screen.findByText('detail page')).toBeInTheDocument();
});

test('the status, the dates, the search and the sort are asked of the server', async () => {
  renderPage('/admin-panel/orders?status=paid');
  await screen.findByRole('link', { name: 'PQRS-TUVW-XY23' });
  expect(lastQuery()?.get('status')).toBe('paid');
  expect(screen.getByLabelText('État')).toHaveValue('paid');

  fireEvent.change(screen.getByLabelText('Passée depuis le'), { target: { value: '2026-03-01' } });
  await waitFor(() => expect(lastQuery()?.get('from')).toBe('2026-03-01'));
  fireEvent.change(screen.getByLabelText('Passée jusqu’au'), { target: { value: '2026-03-31' } });
  await waitFor(() => expect(lastQuery()?.get('to')).toBe('2026-03-31'));
  // Each bound limits the other.
  expect(screen.getByLabelText('Passée depuis le')).toHaveAttribute('max', '2026-03-31');

  fireEvent.change(screen.getByLabelText('Rechercher (numéro, email, nom)'), { target: { value: 'martin' } });
  fireEvent.keyDown(screen.getByLabelText('Rechercher (numéro, email, nom)'), { key: 'Enter' });
  await waitFor(() => expect(lastQuery()?.get('q')).toBe('martin'));

  fireEvent.click(await screen.findByRole('button', { name: 'Total' }));
  await waitFor(() => expect(lastQuery()?.get('sort')).toBe('total'));
  expect(lastQuery()?.get('dir')).toBe('asc');
  expect(lastQuery()?.get('status')).toBe('paid');
  expect(await screen.findByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('moves an order to its next step from its row', async () => {
  renderPage();
  const row = (await screen.findByRole('link', { name: 'ABCD-EFGH-JKLM' })).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Passer à « Payée »' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
  expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/admin/orders/ABCD-EFGH-JKLM/status', body: { status: 'paid' } });
  const moved = (await screen.findByRole('link', { name: 'ABCD-EFGH-JKLM' })).closest('tr') as HTMLElement;
  await waitFor(() => expect(moved).toHaveTextContent('Payée'));
});

test('a collection reads as one in its row, and is handed over from the row against its pickup code too', async () => {
  held = [{ ...order('COLL-ECTE-2345', 'shipped', 18), pickup_location: 'Lumière Bastille' }];
  renderPage();
  const row = (await screen.findByRole('link', { name: 'COLL-ECTE-2345' })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Prête à retirer');
  const code = within(row).getByRole('textbox', { name: 'Code de retrait présenté par le client' });
  fireEvent.change(code, { target: { value: 'k7qm 2zpa' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Passer à « Retirée »' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
  expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 'delivered', pickup_code: 'k7qm 2zpa' });
});

test('cancelling is confirmed first, and can be given up', async () => {
  renderPage();
  const row = (await screen.findByRole('link', { name: 'PQRS-TUVW-XY23' })).closest('tr') as HTMLElement;
  fireEvent.change(within(row).getByRole('combobox'), { target: { value: 'cancelled' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Passer à « Annulée »' }));
  const dialog = screen.getByRole('dialog', { name: 'Annuler la commande PQRS-TUVW-XY23 ?' });
  expect(dialog).toHaveTextContent('Les livres reviennent en stock');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ne pas annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  fireEvent.click(within(row).getByRole('button', { name: 'Passer à « Annulée »' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler la commande' }));
  await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'cancelled' }));
});

test('an order with no next step says it is done', async () => {
  held = [order('ABCD-EFGH-JKLM', 'cancelled', 10)];
  renderPage();
  const row = (await screen.findByRole('link', { name: 'ABCD-EFGH-JKLM' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Terminé')).toBeInTheDocument();
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
});
