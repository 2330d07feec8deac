import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { dashboardLoader, DashboardPage } from './dashboard-page';

/** The server's answer for a period: three days, the middle one with two paid orders. */
const board = (from: string, to: string): AdminDashboard => ({
  from,
  to,
  orders: 2,
  revenue_cents: 5480,
  days: [
    { date: from, orders: 0, revenue_cents: 0 },
    { date: '2026-03-11', orders: 2, revenue_cents: 5480 },
    { date: to, orders: 0, revenue_cents: 0 },
  ],
  to_prepare: { paid: 3, preparing: 1 },
  returns_to_handle: { requested: 2, approved: 0, received: 1 },
  low_stock: [{ id: 42, title: 'Notre-Dame de Paris', ean: '9782253006893', ean_hyphenated: '978-2-253-00689-3', stock: 1 }],
});

let failing = false;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ path, query }) => {
    if (path !== '/admin/dashboard') return apiError(404, 'not_found', 'Not found');
    if (failing) return apiError(500, 'internal_error', 'The server failed.');
    return { status: 200, body: { data: board(query.get('from') ?? '2026-03-10', query.get('to') ?? '2026-03-12') } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  failing = false;
  api.calls.length = 0;
});

const renderPage = (path = '/admin-panel/dashboard') =>
  renderRoutes(
    [
      { path: '/admin-panel/dashboard', Component: DashboardPage, loader: dashboardLoader },
      { path: '/admin-panel/books/:id', element: <p>book page</p> },
      { path: '/admin-panel/orders', element: <p>orders page</p> },
    ],
    path,
  );

test('shows the period\'s sales, with the chart also said in words and as a table', async () => {
  renderPage();
  const sales = await screen.findByRole('region', { name: 'Ventes de la période' });
  expect(api.calls[0]?.query.has('from')).toBe(false);
  expect(within(sales).getByText('Commandes', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
  expect(within(sales).getByText('Chiffre d’affaires', { selector: 'dt' }).nextSibling).toHaveTextContent('54,80 €');
  expect(within(sales).getByText('Panier moyen', { selector: 'dt' }).nextSibling).toHaveTextContent('27,40 €');
  const caption = sales.querySelector('figcaption') as HTMLElement;
  expect(caption).toHaveTextContent('Du 10 mars 2026 au 12 mars 2026 : 2 commandes, 54,80 €.');
  expect(caption).toHaveTextContent('Meilleur jour : 11 mars 2026, 54,80 € (2 commandes).');
  expect(sales.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const rows = within(within(sales).getByRole('table', { name: 'Chiffre d’affaires par jour' })).getAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual([
    expect.stringContaining('10 mars 2026'),
    expect.stringMatching(/11 mars 2026.*2.*54,80/),
    expect.stringContaining('12 mars 2026'),
  ]);
  // The fields show the period the server answered.
  expect(screen.getByLabelText('Du')).toHaveValue('2026-03-10');
  expect(screen.getByLabelText('Au')).toHaveValue('2026-03-12');
});

test('links what waits to the filtered lists, and low-stock books to their page', async () => {
  renderPage();
  expect(await screen.findByRole('link', { name: 'Payées, à préparer : 3' })).toHaveAttribute('href', '/admin-panel/orders?status=paid');
  expect(screen.getByRole('link', { name: 'En préparation : 1' })).toHaveAttribute('href', '/admin-panel/orders?status=preparing');
  expect(screen.getByRole('link', { name: 'À décider : 2' })).toHaveAttribute('href', '/admin-panel/returns?status=requested');
  expect(screen.getByRole('link', { name: 'Reçus, à rembourser : 1' })).toHaveAttribute('href', '/admin-panel/returns?status=received');
  const stock = screen.getByRole('region', { name: 'Stock bas (3 exemplaires ou moins)' });
  expect(within(stock).getByRole('row', { name: /Notre-Dame de Paris/ })).toHaveTextContent('978-2-253-00689-3');
  fireEvent.click(within(stock).getByRole('link', { name: 'Notre-Dame de Paris' }));
  expect(await screen.findByText('book page')).toBeInTheDocument();
});

test('a chosen period is asked of the server; an end before the start is refused here', async () => {
  renderPage();
  await screen.findByRole('region', { name: 'Ventes de la période' });
  fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-02-10' } });
  fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-01' } });
  expect(screen.getByRole('alert')).toHaveTextContent('La fin de la période précède son début.');
  expect(screen.getByRole('button', { name: 'Afficher' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
  await waitFor(() => expect(api.calls.at(-1)?.query.get('from')).toBe('2026-02-10'));
  expect(api.calls.at(-1)?.query.get('to')).toBe('2026-02-20');
  expect(await screen.findByText(/Du 10 févr\. 2026 au 20 févr\. 2026 :/)).toBeInTheDocument();
});

test('a quick period ends today and shows as chosen', async () => {
  renderPage();
  await screen.findByRole('region', { name: 'Ventes de la période' });
  fireEvent.click(screen.getByRole('button', { name: '7 derniers jours' }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await waitFor(() => expect(api.calls.at(-1)?.query.get('to')).toBe(today));
  const from = api.calls.at(-1)?.query.get('from') as string;
  expect((Date.parse(today) - Date.parse(from)) / 86_400_000).toBe(6);
  expect(await screen.findByRole('button', { name: '7 derniers jours' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '30 derniers jours' })).toHaveAttribute('aria-pressed', 'false');
});

test('a failed read offers to try again', async () => {
  failing = true;
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Le tableau de bord n’a pas pu être chargé.');
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('region', { name: 'Ventes de la période' })).toBeInTheDocument();
});
