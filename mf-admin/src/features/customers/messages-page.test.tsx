import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminContactMessage, AdminReview } from '@bookshop/contracts';
import { ToastHost } from '@bookshop/ui';
import { apiError, aUser, type FakeAnswer, type FakeApi, type FakeCall, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { MessagesPage, messagesLoader } from './messages-page';
import { ReviewsPage, reviewsLoader } from './reviews-page';

let messages: AdminContactMessage[];
let reviews: AdminReview[];
let handler: (call: FakeCall) => FakeAnswer;
let api: FakeApi;
const adminCalls = () => api.calls.filter((call) => call.path.startsWith('/admin/'));
const page = <T,>(rows: T[]): FakeAnswer => ({ status: 200, body: { data: rows, total: rows.length, page: 1, page_size: 20 } });

/** A small stateful server: handling a message or hiding a review changes what the next list shows. */
function defaultHandler(call: FakeCall): FakeAnswer {
  if (call.authorization !== 'Bearer tok-admin') return apiError(401, 'unauthorized', 'Authentication required.');
  if (call.path === '/admin/contact-messages') {
    const status = call.query.get('status');
    return page(messages.filter((row) => !status || (status === 'handled') === (row.handled_at !== null)));
  }
  const message = /^\/admin\/contact-messages\/(\d+)\/(handled|unhandled)$/.exec(call.path);
  if (message && call.method === 'POST') {
    messages = messages.map((row) => (row.id === Number(message[1]) ? { ...row, handled_at: message[2] === 'handled' ? '2026-05-02T08:00:00.000Z' : null } : row));
    return { status: 200, body: { data: messages.find((row) => row.id === Number(message[1])) } };
  }
  if (call.path === '/admin/reviews') return page(reviews);
  const review = /^\/admin\/reviews\/(\d+)\/(hide|show)$/.exec(call.path);
  if (review && call.method === 'POST') {
    reviews = reviews.map((row) => (row.id === Number(review[1]) ? { ...row, hidden_at: review[2] === 'hide' ? '2026-05-02T08:00:00.000Z' : null } : row));
    return { status: 200, body: { data: reviews.find((row) => row.id === Number(review[1])) } };
  }
  return apiError(404, 'not_found', 'Not found.');
}

beforeAll(async () => {
  api = await startFakeApi((call) => handler(call));
});
afterAll(() => api.close());

beforeEach(() => {
  resetStore({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-admin' });
  api.calls.length = 0;
  handler = defaultHandler;
  messages = [
    { id: 7, name: 'Anne', email: 'anne@example.fr', subject: 'Horaires', message: 'Êtes-vous ouverts le dimanche ?\nMerci.', created_at: '2026-05-01T09:00:00.000Z', handled_at: null },
    { id: 6, name: 'Bruno', email: 'bruno@example.fr', subject: 'Commande', message: 'Où en est ma commande ?', created_at: '2026-04-30T09:00:00.000Z', handled_at: '2026-04-30T10:00:00.000Z' },
  ];
  reviews = [
    {
      id: 3,
      article_id: 11,
      article_title: 'Les Misérables',
      user_id: 5,
      customer_name: 'Camille Durand',
      customer_email: 'client@librairie-lumiere.fr',
      order_number: 'ABCD-EFGH-JKLM',
      rating: 1,
      comment: 'Nul.',
      created_at: '2026-02-05T10:00:00.000Z',
      hidden_at: null,
    },
  ];
});

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/admin-panel/messages', Component: MessagesPage, loader: messagesLoader },
      { path: '/admin-panel/reviews', Component: ReviewsPage, loader: reviewsLoader },
    ],
    path,
    <ToastHost />,
  );
}

describe('MessagesPage', () => {
  test('lists the messages with their state, and filters on the server', async () => {
    renderAt('/admin-panel/messages');
    const anne = (await screen.findByRole('rowheader', { name: 'Horaires' })).closest('tr') as HTMLElement;
    expect(within(anne).getByText('À traiter')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: 'Commande' }).closest('tr') as HTMLElement).getByText('Traité')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Traitement'), { target: { value: 'unhandled' } });
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('status')).toBe('unhandled'));
    expect(await screen.findByRole('rowheader', { name: 'Horaires' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Commande' })).not.toBeInTheDocument();
  });

  test('a message opens in a dialog and is marked handled from there', async () => {
    renderAt('/admin-panel/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Lire le message « Horaires »' }));
    const dialog = screen.getByRole('dialog', { name: 'Horaires' });
    expect(within(dialog).getByText(/Êtes-vous ouverts le dimanche/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'anne@example.fr' })).toHaveAttribute('href', 'mailto:anne@example.fr?subject=Re%3A%20Horaires');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme traité' }));
    expect(await within(dialog).findByRole('button', { name: 'Remettre à traiter' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Traité le /)).toBeInTheDocument();
    expect(adminCalls().filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/admin/contact-messages/7/handled']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Horaires' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Traité')).toBeInTheDocument());
  });

  test('a failed change says so and keeps the message as it was', async () => {
    handler = (call) => (call.method === 'POST' ? apiError(500, 'internal_error', 'Oops') : defaultHandler(call));
    renderAt('/admin-panel/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Lire le message « Horaires »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme traité' }));
    expect(await screen.findByText('Ce changement n’a pas pu être enregistré. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme traité' })).toBeEnabled();
  });
});

describe('ReviewsPage', () => {
  test('lists reviews with book, customer, rating and state; hiding one asks the server and shows it hidden', async () => {
    renderAt('/admin-panel/reviews');
    const row = (await screen.findByRole('rowheader', { name: 'Les Misérables' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Camille Durand' })).toHaveAttribute('href', '/admin-panel/customers/5');
    expect(within(row).getByText('1/5')).toBeInTheDocument();
    expect(within(row).getByText('Nul.')).toBeInTheDocument();
    expect(within(row).getByText('Visible')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Masquer l’avis de Camille Durand sur « Les Misérables »' }));
    const hidden = await screen.findByRole('button', { name: 'Afficher l’avis de Camille Durand sur « Les Misérables »' });
    expect(within(hidden.closest('tr') as HTMLElement).getByText('Masqué')).toBeInTheDocument();
    expect(adminCalls().filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/admin/reviews/3/hide']);
  });

  test('the visibility and rating filters go to the server', async () => {
    renderAt('/admin-panel/reviews');
    await screen.findByRole('rowheader', { name: 'Les Misérables' });
    fireEvent.change(screen.getByLabelText('Visibilité'), { target: { value: 'hidden' } });
    await waitFor(() => expect(adminCalls().at(-1)?.query.get('visibility')).toBe('hidden'));
    await screen.findByRole('rowheader', { name: 'Les Misérables' });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '1' } });
    await waitFor(() => expect(Object.fromEntries(adminCalls().at(-1)?.query ?? [])).toMatchObject({ visibility: 'hidden', rating: '1' }));
  });
});
