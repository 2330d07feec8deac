import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminReturnSummary } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, type FakeApi, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { ReturnsPage, returnsLoader } from './returns-page';

const entry: AdminReturnSummary = {
  id: 7,
  order_number: 'ABCD-EFGH-JKLM',
  status: 'received',
  created_at: '2026-03-12T10:00:00.000Z',
  email: 'lea.martin@example.fr',
  customer_name: 'Léa Martin',
  item_count: 2,
  amount: 23.4,
  photo: true,
};

let held: AdminReturnSummary[];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ path }) =>
    path === '/admin/returns' ? { status: 200, body: { data: held, total: held.length, page: 1, page_size: 20 } } : apiError(404, 'not_found', 'Not found'),
  );
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  held = [entry];
  api.calls.length = 0;
});

const renderPage = (path = '/admin-panel/returns') =>
  renderRoutes(
    [
      { path: '/admin-panel/returns', Component: ReturnsPage, loader: returnsLoader },
      { path: '/admin-panel/returns/:id', Component: () => <p>return page</p> },
    ],
    path,
  );
const lastQuery = () => api.calls.at(-1)?.query;

test('lists the returns with their order, customer, value and photo, each opening its page', async () => {
  renderPage('/admin-panel/returns?status=received');
  const row = (await screen.findByRole('link', { name: 'Retour n° 7' })).closest('tr') as HTMLElement;
  expect(lastQuery()?.get('status')).toBe('received');
  expect(row).toHaveTextContent('ABCD-EFGH-JKLM');
  expect(row).toHaveTextContent('Léa Martin');
  expect(row).toHaveTextContent('2 livres');
  expect(row).toHaveTextContent('23,40 €');
  expect(row).toHaveTextContent('Oui');
  expect(row).toHaveTextContent('Reçu');
  fireEvent.click(screen.getByRole('link', { name: 'Retour n° 7' }));
  expect(await screen.findByText('return page')).toBeInTheDocument();
});

test('filters by status, searches and sorts through the server; an empty answer says so', async () => {
  held = [];
  renderPage();
  expect(await screen.findByText('Aucune demande de retour ne correspond.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('État'), { target: { value: 'requested' } });
  await waitFor(() => expect(lastQuery()?.get('status')).toBe('requested'));
  fireEvent.change(screen.getByLabelText('Rechercher (commande, email, nom)'), { target: { value: 'ABCD' } });
  fireEvent.keyDown(screen.getByLabelText('Rechercher (commande, email, nom)'), { key: 'Enter' });
  await waitFor(() => expect(lastQuery()?.get('q')).toBe('ABCD'));
  held = [entry];
  fireEvent.change(screen.getByLabelText('État'), { target: { value: '' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Valeur' }));
  await waitFor(() => expect(lastQuery()?.get('sort')).toBe('amount'));
  expect(lastQuery()?.has('status')).toBe(false);
});
