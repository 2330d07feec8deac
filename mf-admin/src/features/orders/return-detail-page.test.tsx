import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReturnDetail, ReturnStatus } from '@bookshop/contracts';
import { formatMoney, rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeAnswer, type FakeApi } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { ReturnDetailPage, returnDetailLoader } from './return-detail-page';

const ADMIN = 'admin@librairie-lumiere.fr';
/** The refund button's name, with the amount as the page formats it (a narrow no-break space before €). */
const REFUND_BUTTON = `Rembourser ${formatMoney(23.4, 'eur', 'fr')}`;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const aReturn = (status: ReturnStatus, overrides: Partial<AdminReturnDetail> = {}): AdminReturnDetail => ({
  id: 7,
  order_number: 'ABCD-EFGH-JKLM',
  status,
  reason: 'La couverture est arrivée déchirée.',
  created_at: '2026-03-12T10:00:00.000Z',
  items: [{ article_id: 4, title: 'Les Misérables', quantity: 2, unit_price: 11.7 }],
  events: [{ status: 'requested', at: '2026-03-12T10:00:00.000Z', note: '', by: null }],
  photo: false,
  customer: { id: 12, first_name: 'Léa', last_name: 'Martin', email: 'lea.martin@example.fr' },
  contact_email: 'lea.martin@example.fr',
  order: { number: 'ABCD-EFGH-JKLM', status: 'delivered', created_at: '2026-03-01T10:00:00.000Z', payment_method: 'paypal', total: 28.39 },
  decision_reason: '',
  refund: { amount: 23.4, method: 'paypal', provider_amount: 25.27, provider_currency: 'USD', provider_status: null },
  refunded_amount: null,
  ...overrides,
});

let held: AdminReturnDetail;
/** What the next refund answers instead of succeeding (a provider failure). */
let refundFailure: FakeAnswer | null = null;
let api: FakeApi;

/** Moves the held return as the server would, recording the step with the admin and the note. */
function stepTo(status: ReturnStatus, note = ''): FakeAnswer {
  held = { ...held, status, events: [...held.events, { status, at: '2026-03-13T10:00:00.000Z', note, by: ADMIN }] };
  return { status: 200, body: { data: held } };
}

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/returns/7') return { status: 200, body: { data: held } };
    if (method === 'GET' && path === '/returns/7/photo') return { status: 200, body: png, contentType: 'image/png' };
    if (method !== 'POST') return apiError(404, 'not_found', 'Return not found.');
    const reason = ((body ?? {}) as { reason?: string }).reason ?? '';
    switch (path) {
      case '/admin/returns/7/approve':
        held = { ...held, decision_reason: reason };
        return stepTo('approved', reason);
      case '/admin/returns/7/reject':
        if (!reason.trim()) return apiError(400, 'validation_error', 'A reason is required.', 'reason');
        held = { ...held, decision_reason: reason };
        return stepTo('rejected', reason);
      case '/admin/returns/7/receive':
        return stepTo('received');
      case '/admin/returns/7/refund':
        if (refundFailure) return refundFailure;
        held = { ...held, refunded_amount: held.refund.amount, refund: { ...held.refund, provider_status: 'completed' } };
        return stepTo('refunded', 'paypal REF1 (25.27 USD)');
      default:
        return apiError(404, 'not_found', 'Not found');
    }
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: ADMIN }), token: 'tok-1' });
  refundFailure = null;
  api.calls.length = 0;
});

const renderPage = () => renderRoutes([{ path: '/admin-panel/returns/:id', Component: ReturnDetailPage, loader: returnDetailLoader }], '/admin-panel/returns/7', <ToastHost />);
const posts = () => api.calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.body }));

test('shows the books, the customer\'s reason and photo, and the refund to come', async () => {
  held = aReturn('requested', { photo: true });
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:return-photo';
  });
  URL.revokeObjectURL = jest.fn();
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Retour n° 7' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Commande ABCD-EFGH-JKLM' })).toHaveAttribute('href', '/admin-panel/orders/ABCD-EFGH-JKLM');
  expect(screen.getByRole('region', { name: 'Raison du client' })).toHaveTextContent('La couverture est arrivée déchirée.');
  expect(screen.getByRole('region', { name: 'Livres retournés' })).toHaveTextContent('Les Misérables');
  expect(screen.getByRole('region', { name: 'Livres retournés' })).toHaveTextContent('23,40 €');
  const image = await screen.findByRole('img', { name: 'Photo jointe par le client au retour n° 7' });
  expect(image).toHaveAttribute('src', 'blob:return-photo');
  // Read with the admin's token: a plain <img src> could not send it.
  expect(api.calls.find((call) => call.path === '/returns/7/photo')?.authorization).toBe('Bearer tok-1');
  expect(created[0]?.size).toBe(png.length);
  const refund = screen.getByRole('region', { name: 'Remboursement' });
  expect(refund).toHaveTextContent('Montant : 23,40 €');
  expect(refund).toHaveTextContent(/Le remboursement passe par PayPal : 25,27\s\$(?!US)/);
  expect(refund).toHaveTextContent('Le remboursement est possible une fois les livres reçus.');
  expect(within(refund).queryByRole('button')).not.toBeInTheDocument();
});

test('rejecting needs a reason, checked before anything is sent', async () => {
  held = aReturn('requested');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Refuser le retour' }));
  expect(await screen.findByText('Indiquez le motif du refus : le client le reçoit par email.')).toBeInTheDocument();
  expect(posts()).toEqual([]);

  fireEvent.change(screen.getByLabelText('Motif communiqué au client (obligatoire pour refuser)'), { target: { value: '  Livre annoté.  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Refuser le retour' }));
  await waitFor(() => expect(posts()).toEqual([{ path: '/admin/returns/7/reject', body: { reason: 'Livre annoté.' } }]));
  expect(await screen.findByText(/Motif communiqué : Livre annoté\./)).toBeInTheDocument();
  const history = within(screen.getByRole('region', { name: 'Historique' })).getAllByRole('listitem');
  expect(history[0]).toHaveTextContent('par le client');
  expect(history[1]).toHaveTextContent(`Refusé`);
  expect(history[1]).toHaveTextContent(`par ${ADMIN}`);
  expect(history[1]).toHaveTextContent('Livre annoté.');
  expect(screen.queryByRole('region', { name: 'Remboursement' })).not.toBeInTheDocument();
});

test('approves without a reason, then receives the books', async () => {
  held = aReturn('requested');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Accepter le retour' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Marquer les livres comme reçus' }));
  await waitFor(() => expect(posts()).toEqual([
    { path: '/admin/returns/7/approve', body: {} },
    { path: '/admin/returns/7/receive', body: undefined },
  ]));
  expect(await screen.findByRole('button', { name: REFUND_BUTTON })).toBeInTheDocument();
});

test('refunds after confirmation, and shows how the money went back', async () => {
  held = aReturn('received');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: REFUND_BUTTON }));
  const dialog = screen.getByRole('dialog', { name: 'Rembourser le retour n° 7 ?' });
  expect(dialog).toHaveTextContent('23,40 € (25,27 $) seront remboursés');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
  const refund = screen.getByRole('region', { name: 'Remboursement' });
  await waitFor(() => expect(refund).toHaveTextContent('Remboursé : 23,40 €.'));
  expect(refund).toHaveTextContent('Remboursé via PayPal : 25,27 $.');
  expect(posts()).toEqual([{ path: '/admin/returns/7/refund', body: undefined }]);
  expect(await screen.findByText('Retour n° 7 remboursé.')).toBeInTheDocument();
});

test('a refused refund leaves the return received and says why', async () => {
  held = aReturn('received');
  refundFailure = apiError(409, 'refund_refused', 'PayPal refused the refund (REFUND_FAILED_INSUFFICIENT_FUNDS).', 'refund');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: REFUND_BUTTON }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rembourser' }));
  expect(await screen.findByText('Le prestataire a refusé le remboursement ; le retour reste « reçu ». Vous pouvez réessayer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: REFUND_BUTTON })).toBeEnabled();
  expect(screen.getByText('Reçu', { selector: 'strong' })).toBeInTheDocument();
});

test('a refund by bank transfer calls no provider and says so', async () => {
  held = aReturn('received', { refund: { amount: 23.4, method: 'bank_transfer', provider_amount: null, provider_currency: null, provider_status: null } });
  renderPage();
  expect(await screen.findByRole('region', { name: 'Remboursement' })).toHaveTextContent('le remboursement est à verser par virement bancaire');
  fireEvent.click(screen.getByRole('button', { name: REFUND_BUTTON }));
  expect(screen.getByRole('dialog')).toHaveTextContent('23,40 € seront remboursés');
});
