import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomer, AdminCustomerDetail } from '@bookshop/contracts';
import { ToastHost } from '@bookshop/ui';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from '@bookshop/testing';
import { CustomerDetailPage, customerDetailLoader } from './customer-detail-page';
import { CustomersPage, customersLoader } from './customers-page';

const camille: AdminCustomer = {
  id: 5,
  email: 'client@librairie-lumiere.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  role: 'customer',
  created_at: '2026-01-10T09:00:00.000Z',
  email_verified: true,
  disabled_at: null,
  order_count: 2,
};
const helene: AdminCustomer = { ...camille, id: 2, email: 'admin@librairie-lumiere.fr', first_name: 'Hélène', last_name: 'Marchal', role: 'admin', order_count: 0 };

const detail: AdminCustomerDetail = {
  ...camille,
  disabled_reason: null,
  phone: '06 12 34 56 78',
  language: 'fr',
  addresses: [
    { id: 1, title: 'Maison', first_name: 'Camille', last_name: 'Durand', phone: '06 12 34 56 78', address: '5 rue des Archives', address_extra: '', city: 'Paris', postal_code: '75004', country: 'FR' },
  ],
  orders: [
    { number: 'ABCD-EFGH-JKLM', created_at: '2026-02-01T10:00:00.000Z', status: 'delivered', total: 42.5 },
    { number: 'NPQR-STUV-WXYZ', created_at: '2026-03-01T10:00:00.000Z', status: 'shipped', total: 12 },
  ],
  returns: [{ id: 9, order_number: 'ABCD-EFGH-JKLM', status: 'requested', created_at: '2026-02-10T10:00:00.000Z' }],
  reviews: [
    {
      id: 3,
      article_id: 11,
      article_title: 'Les Misérables',
      user_id: 5,
      customer_name: 'Camille Durand',
      customer_email: 'client@librairie-lumiere.fr',
      order_number: 'ABCD-EFGH-JKLM',
      rating: 2,
      comment: 'Trop long.',
      created_at: '2026-02-05T10:00:00.000Z',
      hidden_at: '2026-02-06T10:00:00.000Z',
    },
  ],
};

/** What the fake server answers: swapped by the tests that need another answer. */
let handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;
let api: FakeApi;
const adminCalls = () => api.calls.filter((call) => call.path.startsWith('/admin/'));

function defaultHandler(call: FakeCall): FakeAnswer {
  if (call.authorization !== 'Bearer tok-admin') return apiError(401, 'unauthorized', 'Authentication required.');
  if (call.path === '/admin/customers') {
    const rows = call.query.get('status') === 'disabled' ? [] : [camille, helene];
    return { status: 200, body: { data: rows, total: rows.length, page: 1, page_size: 20 } };
  }
  if (call.path === '/admin/customers/5') return { status: 200, body: { data: detail } };
  if (call.path === '/admin/customers/2') return { status: 200, body: { data: { ...detail, ...helene, orders: [], returns: [], reviews: [], addresses: [] } } };
  if (call.path === '/admin/customers/5/disable' && call.method === 'POST') {
    return { status: 200, body: { data: { ...detail, disabled_at: '2026-04-01T10:00:00.000Z', disabled_reason: (call.body as { reason: string }).reason } } };
  }
  if (call.path === '/admin/customers/5/enable' && call.method === 'POST') return { status: 200, body: { data: detail } };
  return apiError(404, 'not_found', 'Customer not found.');
}

beforeAll(async () => {
  api = await startFakeApi((call) => handler(call));
});
afterAll(() => api.close());

beforeEach(() => {
  resetStore({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-admin' });
  api.calls.length = 0;
  handler = defaultHandler;
});

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/admin-panel/customers', Component: CustomersPage, loader: customersLoader },
      { path: '/admin-panel/customers/:id', Component: CustomerDetailPage, loader: customerDetailLoader },
      { path: '/admin-panel/audit-log', Component: () => <p>audit log page</p> },
    ],
    path,
    <ToastHost />,
  );
}

describe('CustomersPage', () => {
  test('lists the accounts the server answers, newest first by default, with the admin token', async () => {
    renderAt('/admin-panel/customers');
    const row = (await screen.findByRole('rowheader', { name: 'Durand Camille' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('client@librairie-lumiere.fr')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    const adminRow = screen.getByRole('rowheader', { name: 'Marchal Hélène' }).closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Administrateur')).toBeInTheDocument();
    const [call] = adminCalls();
    expect(call?.authorization).toBe('Bearer tok-admin');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({ sort: 'created_at', dir: 'desc', page: '1' });
    expect(screen.getByText(/Résultats : 2/)).toBeInTheDocument();
  });

  test('sorting, searching and filtering ask the server again', async () => {
    renderAt('/admin-panel/customers');
    await screen.findByRole('rowheader', { name: 'Durand Camille' });

    fireEvent.click(screen.getByRole('button', { name: 'Commandes' }));
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('sort')).toBe('order_count'));
    expect(adminCalls().at(-1)?.query.get('dir')).toBe('asc');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Commandes' })).toHaveAttribute('aria-sort', 'ascending'));

    fireEvent.change(screen.getByLabelText('Rechercher par nom ou email'), { target: { value: 'durand' } });
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('q')).toBe('durand'));

    fireEvent.change(screen.getByLabelText('Compte'), { target: { value: 'disabled' } });
    expect(await screen.findByText('Aucun compte ne correspond.')).toBeInTheDocument();
    expect(Object.fromEntries(adminCalls().at(-1)?.query ?? [])).toMatchObject({ status: 'disabled', q: 'durand', sort: 'order_count' });
  });

  test('a filter chosen while the search is still loading keeps the search', async () => {
    // The search's answer is held until the filter has been chosen, as on a slow connection.
    let answerSearch: () => void = () => undefined;
    const searchAnswered = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    handler = (call) => (call.query.get('q') === 'durand' && !call.query.has('status') ? searchAnswered.then(() => defaultHandler(call)) : defaultHandler(call));
    renderAt('/admin-panel/customers');
    await screen.findByRole('rowheader', { name: 'Durand Camille' });

    fireEvent.change(screen.getByLabelText('Rechercher par nom ou email'), { target: { value: 'durand' } });
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('q')).toBe('durand'));
    fireEvent.change(screen.getByLabelText('Compte'), { target: { value: 'disabled' } });
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('status')).toBe('disabled'));
    answerSearch();

    expect(await screen.findByText('Aucun compte ne correspond.')).toBeInTheDocument();
    expect(Object.fromEntries(adminCalls().at(-1)?.query ?? [])).toMatchObject({ status: 'disabled', q: 'durand' });
    expect(screen.getByLabelText('Rechercher par nom ou email')).toHaveValue('durand');
  });

  test('a failed load says so and Retry asks again', async () => {
    handler = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderAt('/admin-panel/customers');
    expect(await screen.findByRole('alert')).toHaveTextContent('La liste n’a pas pu être chargée.');
    handler = defaultHandler;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('rowheader', { name: 'Durand Camille' })).toBeInTheDocument();
  });

  test('a name opens the customer page', async () => {
    renderAt('/admin-panel/customers');
    fireEvent.click(await screen.findByRole('link', { name: 'Durand Camille' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
  });
});

describe('CustomerDetailPage', () => {
  test('shows identity, addresses, orders, returns and reviews', async () => {
    renderAt('/admin-panel/customers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'client@librairie-lumiere.fr' })).toHaveAttribute('href', 'mailto:client@librairie-lumiere.fr');
    expect(screen.getByText('06 12 34 56 78', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('5 rue des Archives', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commandes (2)' })).toBeInTheDocument();
    const order = screen.getByRole('rowheader', { name: 'ABCD-EFGH-JKLM' }).closest('tr') as HTMLElement;
    expect(within(order).getByText('Livrée')).toBeInTheDocument();
    expect(within(order).getByText(/42,50/)).toBeInTheDocument();
    const entry = screen.getByRole('rowheader', { name: 'N° 9' }).closest('tr') as HTMLElement;
    expect(within(entry).getByText('Demandé')).toBeInTheDocument();
    const review = screen.getByText('Les Misérables').closest('li') as HTMLElement;
    expect(within(review).getByText('Masqué')).toBeInTheDocument();
    expect(within(review).getByText('Trop long.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historique des modifications du compte' })).toHaveAttribute('href', '/admin-panel/audit-log?entity=user&entity_id=5');
  });

  test('disabling asks for a reason in a dialog, then sends it and shows the account disabled', async () => {
    renderAt('/admin-panel/customers/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver le compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Désactiver le compte de Camille Durand' });

    // The reason takes as many characters as the server keeps, and says how many.
    expect(within(dialog).getByLabelText('Motif')).toHaveAttribute('maxLength', '2000');
    expect(within(dialog).getByText('Conservé dans le journal des modifications (2000 caractères au plus).')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(within(dialog).getByText('Veuillez indiquer le motif.')).toBeInTheDocument();
    expect(adminCalls().filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: '  Fraude à la carte  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByRole('button', { name: 'Réactiver le compte' })).toBeInTheDocument();
    expect(await screen.findByText('Le compte de Camille Durand est désactivé.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('motif : Fraude à la carte', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('Désactivé').length).toBeGreaterThan(0);
    const post = adminCalls().find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/admin/customers/5/disable', body: { reason: 'Fraude à la carte' }, authorization: 'Bearer tok-admin' });
  });

  test('Escape closes the dialog and nothing is sent; enabling is confirmed too', async () => {
    handler = (call) => (call.path === '/admin/customers/5' ? { status: 200, body: { data: { ...detail, disabled_at: '2026-04-01T10:00:00.000Z', disabled_reason: 'Fraude' } } } : defaultHandler(call));
    renderAt('/admin-panel/customers/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Réactiver le compte' }));
    expect(screen.getByRole('dialog', { name: 'Réactiver le compte de Camille Durand' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adminCalls().filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Réactiver le compte' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByRole('button', { name: 'Désactiver le compte' })).toBeInTheDocument();
    expect(adminCalls().filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/admin/customers/5/enable']);
  });

  test('a refusal of the server shows in the dialog, which stays open', async () => {
    handler = (call) => (call.method === 'POST' ? apiError(409, 'cannot_disable_admin', 'An administrator account cannot be disabled.') : defaultHandler(call));
    renderAt('/admin-panel/customers/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver le compte' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'Fraude' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await within(dialog).findByText('Un compte administrateur ne peut pas être désactivé.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motif')).toHaveValue('Fraude');
  });

  test('an admin account offers no disabling', async () => {
    renderAt('/admin-panel/customers/2');
    expect(await screen.findByText('Un compte administrateur ne peut pas être désactivé.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune commande.')).toBeInTheDocument();
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
    expect(api.calls.filter((call) => call.path.startsWith('/admin/customers/'))).toEqual([]);
  });

  test('a failed read offers to retry, which reads the customer again', async () => {
    let failures = 1;
    handler = (call) => (call.path === '/admin/customers/5' && failures-- > 0 ? apiError(500, 'internal_error', 'Boom') : defaultHandler(call));
    renderAt('/admin-panel/customers/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fiche du client n’a pas pu être chargée.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/admin/customers/5')).toHaveLength(2);
  });
});
