import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminGiftCard } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { GiftCardsPage, giftCardsLoader } from './gift-cards-page';

const CARD: AdminGiftCard = {
  id: 7,
  code: 'ABCD-EFGH-JKLM-NPQR-STUV',
  initial: 40,
  balance: 25,
  state: 'active',
  expires_on: '2027-11-20',
  created_at: '2026-11-20T10:00:00.000Z',
  owner_email: 'client@librairie-lumiere.fr',
  cancel_reason: null,
  uses: [{ order_number: 'AAAA-BBBB-CCCC', amount: 15, at: '2026-11-21T10:00:00.000Z' }],
};

let cards: AdminGiftCard[];
let api: FakeApi;

function handle(call: FakeCall) {
  if (call.path === '/admin/gift-cards') {
    const q = call.query.get('q') ?? '';
    const data = cards.filter((card) => card.code.includes(q.toUpperCase()) || card.owner_email?.includes(q));
    return { status: 200, body: { data, total: data.length, page: 1, page_size: 20 } };
  }
  if (call.path === '/admin/gift-cards/7/cancel') {
    const { reason } = call.body as { reason: string };
    cards = cards.map((card) => (card.id === 7 ? { ...card, state: 'cancelled', cancel_reason: reason } : card));
    return { status: 200, body: { data: { id: 7 } } };
  }
  return apiError(404, 'not_found', 'No route');
}

beforeAll(async () => {
  api = await startFakeApi(handle);
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  cards = [CARD, { ...CARD, id: 8, code: 'WXYZ-2345-6789-ABCD-EFGH', balance: 15, initial: 15, state: 'expired', owner_email: null, uses: [] }];
});

const renderPage = () =>
  renderRoutes([{ path: '/admin-panel/gift-cards', Component: GiftCardsPage, loader: giftCardsLoader }], '/admin-panel/gift-cards', <ToastHost />);

test('lists the cards with their balance, owner, last day, state and uses; an expired card cannot be cancelled', async () => {
  renderPage();
  const row = await screen.findByRole('row', { name: /ABCD-EFGH-JKLM-NPQR-STUV/ });
  expect(row).toHaveTextContent(/25,00\s€ sur 40,00\s€/);
  expect(row).toHaveTextContent('client@librairie-lumiere.fr');
  expect(row).toHaveTextContent('Jusqu’au 20 novembre 2027');
  expect(within(row).getByRole('link', { name: /15,00\s€ — commande AAAA-BBBB-CCCC/ })).toHaveAttribute('href', '/admin-panel/orders/AAAA-BBBB-CCCC');
  const expired = screen.getByRole('row', { name: /WXYZ-2345/ });
  expect(expired).toHaveTextContent('Expirée');
  expect(expired).toHaveTextContent('Aucun compte');
  expect(within(expired).getByRole('button', { name: 'Annuler la carte WXYZ-2345-6789-ABCD-EFGH' })).toBeInTheDocument();
});

test('cancels a card with a reason, asked first; the list then shows why', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Annuler la carte ABCD-EFGH-JKLM-NPQR-STUV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Annuler la carte ABCD-EFGH-JKLM-NPQR-STUV' });
  expect(dialog).toHaveTextContent(/solde restant : 25,00\s€/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la carte' }));
  expect(await within(dialog).findByText('Donnez le motif de l’annulation.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'Carte signalée perdue.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la carte' }));
  expect(await screen.findByText('La carte ABCD-EFGH-JKLM-NPQR-STUV est annulée.')).toBeInTheDocument();
  expect(await screen.findByText('Annulée : Carte signalée perdue.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Carte signalée perdue.' });
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Gift cards' })).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /ABCD-EFGH-JKLM/ })).toHaveTextContent(/€25\.00 of €40\.00/);
  expect(screen.getByRole('row', { name: /WXYZ-2345/ })).toHaveTextContent('No account');
});
