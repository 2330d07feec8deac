import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { normalizePickupCode, type AdminOrderDetail, type InvoiceDocument, type OrderStatus } from '@bookshop/contracts';
import { ToastHost } from '@bookshop/ui';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { OrderDetailPage, orderDetailLoader } from './order-detail-page';

const NUMBER = 'ABCD-EFGH-JKLM';

const anOrder = (): AdminOrderDetail => ({
  number: NUMBER,
  status: 'paid',
  email: 'lea.martin@example.fr',
  created_at: '2026-03-10T09:30:00.000Z',
  currency: 'eur',
  usd_rate: 1.08,
  payment_method: 'card',
  delivery_method: 'home',
  items_total: 30,
  delivery_price: 4.99,
  total: 34.99,
  lines: [{ article_id: 4, title: 'Les Misérables', author: 'Victor Hugo', ean: '9782070409228', isbn_hyphenated: '978-2-07-040922-8', unit_price_ttc: 15, discount: 0, unit_price: 15, quantity: 2, line_total: 30 }],
  shipping: { first_name: 'Léa', last_name: 'Martin', phone: '01 23 45 67 89', address: '12 rue des Lilas', address_extra: '', city: 'Lyon', postal_code: '69003', country: 'FR' },
  events: [
    { status: 'pending_payment', at: '2026-03-10T09:30:00.000Z' },
    { status: 'paid', at: '2026-03-10T09:35:00.000Z' },
  ],
  bank_transfer_details: null,
  expires_at: null,
  coupon: null,
  gift_card: null,
  amount_due: 34.99,
  return_window: null,
  pickup: null,
  gift_card_purchase: null,
  language: 'fr',
  customer: { id: 12, first_name: 'Léa', last_name: 'Martin', email: 'lea.martin@example.fr' },
  delivery_name: { fr: 'Livraison à domicile', eng: 'Home delivery' },
  payments: [
    {
      provider: 'card',
      provider_ref: 'pi_declined',
      status: 'failed',
      amount: 37.79,
      currency: 'USD',
      failure: 'insufficient_funds',
      created_at: '2026-03-10T09:31:00.000Z',
      updated_at: '2026-03-10T09:31:00.000Z',
      refunds: [],
    },
    {
      provider: 'card',
      provider_ref: 'pi_paid',
      status: 'completed',
      amount: 37.79,
      currency: 'USD',
      failure: '',
      created_at: '2026-03-10T09:34:00.000Z',
      updated_at: '2026-03-10T09:35:00.000Z',
      refunds: [{ return_id: 3, provider_ref: 're_1', amount: 16.2, status: 'completed', created_at: '2026-03-20T10:00:00.000Z' }],
    },
  ],
  returns: [{ id: 3, status: 'refunded', created_at: '2026-03-18T10:00:00.000Z', item_count: 1, refunded_amount: 15 }],
  restocked: false,
  expired_at: null,
});

const BASTILLE = { id: 2, name: 'Lumière Bastille', address: '28 rue de la Roquette, 75011 Paris', opening_hours_fr: '', opening_hours_en: '' };

/** An order collected at Lumière Bastille, paid and not yet set aside at the counter. */
const aCollection = (): AdminOrderDetail => ({
  ...anOrder(),
  customer: null,
  delivery_method: 'shop_pickup',
  delivery_name: { fr: 'Retrait à la librairie', eng: 'Collect at the bookshop' },
  delivery_price: 0,
  shipping: { ...anOrder().shipping, address: '', city: '', postal_code: '' },
  pickup: { location: BASTILLE, code: null, ready_at: null, hold_until: null },
});

/** The collection set aside at the counter, waiting for its customer. */
const aReadyCollection = (): AdminOrderDetail => ({
  ...aCollection(),
  status: 'shipped',
  pickup: { location: BASTILLE, code: null, ready_at: '2026-03-12T12:00:00.000Z', hold_until: '2026-03-22T12:00:00.000Z' },
});

/** The code the customer of the collection was mailed (the server checks it, spaces, dashes and case aside). */
const PICKUP_CODE = 'K7Q2MX';

let held: AdminOrderDetail;
/** The order's documents as the server lists them. */
let invoices: InvoiceDocument[] = [];
/** The server fails every read while set. */
let failReads = false;
/** The provider's refund times out on the server while set. */
let providerTimesOut = false;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    if (path === `/admin/orders/${NUMBER}/invoices`) return { status: 200, body: { data: invoices } };
    if (path.startsWith(`/admin/orders/${NUMBER}/invoices/`)) return { status: 200, body: Buffer.from('%PDF-1.3 fake'), contentType: 'application/pdf' };
    if (path !== `/admin/orders/${NUMBER}` && path !== `/admin/orders/${NUMBER}/status`) return apiError(404, 'not_found', 'Order not found.');
    if (method === 'GET') return failReads ? apiError(500, 'internal_error', 'The server failed.') : { status: 200, body: { data: held } };
    const { status, pickup_code: code } = body as { status: OrderStatus; pickup_code?: string };
    if (providerTimesOut) return apiError(504, 'payment_timeout', 'The payment provider did not answer in time.', 'refund');
    if (code !== undefined && normalizePickupCode(code) !== PICKUP_CODE) return apiError(422, 'pickup_code_wrong', 'This is not the pickup code of this order.', 'pickup_code');
    held = { ...held, status, events: [...held.events, { status, at: '2026-03-11T08:00:00.000Z' }], restocked: status === 'cancelled' };
    // A collection set aside at the counter is kept there ten days.
    if (held.pickup && status === 'shipped') held = { ...held, pickup: { ...held.pickup, ready_at: '2026-03-12T12:00:00.000Z', hold_until: '2026-03-22T12:00:00.000Z' } };
    return { status: 200, body: { data: held } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  held = anOrder();
  invoices = [];
  providerTimesOut = false;
  api.calls.length = 0;
});

const renderPage = (number = NUMBER) =>
  renderRoutes(
    [
      { path: '/admin-panel/orders/:number', Component: OrderDetailPage, loader: orderDetailLoader },
      { path: '/admin-panel/returns/:id', Component: () => <p>return page</p> },
    ],
    `/admin-panel/orders/${number}`,
    <ToastHost />,
  );

test('shows the customer, the address, the delivery, each payment attempt, the books, the history and the returns', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: `Commande ${NUMBER}` })).toBeInTheDocument();
  const customer = screen.getByRole('region', { name: 'Client' });
  expect(customer).toHaveTextContent('Compte n° 12 : Léa Martin');
  expect(customer).toHaveTextContent('Langue des emails : français');
  const delivery = screen.getByRole('region', { name: 'Livraison' });
  expect(delivery).toHaveTextContent('Livraison à domicile');
  expect(delivery).toHaveTextContent('12 rue des Lilas');
  expect(delivery).toHaveTextContent('69003 Lyon (FR)');
  const payment = screen.getByRole('region', { name: 'Paiement' });
  expect(payment).toHaveTextContent('Moyen de paiement : Carte bancaire');
  const attempts = within(payment).getAllByRole('row');
  expect(attempts[1]).toHaveTextContent('pi_declined');
  expect(attempts[1]).toHaveTextContent('Échoué');
  expect(attempts[1]).toHaveTextContent('Motif : insufficient_funds');
  expect(attempts[2]).toHaveTextContent('Payé');
  expect(attempts[2]).toHaveTextContent('retour n° 3');
  expect(screen.getByRole('region', { name: 'Livres' })).toHaveTextContent('Les Misérables');
  expect(screen.getByRole('region', { name: 'Livres' })).toHaveTextContent('Victor Hugo · 978-2-07-040922-8');
  const history = within(screen.getByRole('region', { name: 'Historique' })).getAllByRole('listitem');
  expect(history.map((item) => item.textContent)).toEqual([expect.stringContaining('En attente de paiement'), expect.stringContaining('Payée')]);
  fireEvent.click(screen.getByRole('link', { name: 'Retour n° 3' }));
  expect(await screen.findByText('return page')).toBeInTheDocument();
});

test('an order placed with a coupon code shows the code and what it took off the books and the delivery', async () => {
  held = { ...anOrder(), total: anOrder().total - 1.49, coupon: { code: 'LIRE2026', books_discount: 0.5, delivery_discount: 0.99 } };
  renderPage();
  const books = await screen.findByText('Code promo LIRE2026 (livres)');
  expect(books.nextElementSibling).toHaveTextContent(/^−0,50\s€$/);
  expect(screen.getByText('Code promo LIRE2026 (livraison)').nextElementSibling).toHaveTextContent(/^−0,99\s€$/);
});

test('an order without a coupon has no coupon line', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: `Commande ${NUMBER}` })).toBeInTheDocument();
  expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
});

test('an order of a gift card says what card, for whom and when it is mailed', async () => {
  held = {
    ...anOrder(),
    lines: [],
    delivery_method: 'gift_card',
    gift_card_purchase: { amount: 40, recipient: { name: 'Inès', email: 'ines@example.org', send_on: '2026-12-02' }, code_end: '…-STUV', sent_at: null },
  };
  renderPage();
  const card = await screen.findByRole('region', { name: 'Carte cadeau achetée' });
  expect(card).toHaveTextContent(/Montant : 40,00\s€/);
  expect(card).toHaveTextContent('Pour Inès (ines@example.org), à envoyer le 2 déc. 2026.');
  expect(card).toHaveTextContent('Carte émise : …-STUV.');
});

test('a guest collecting at the shop has no account and no address', async () => {
  held = { ...anOrder(), customer: null, delivery_method: 'shop_pickup', delivery_name: { fr: 'Retrait à la librairie', eng: 'Collect at the bookshop' }, shipping: { ...anOrder().shipping, address: '', city: '', postal_code: '' }, payments: [] };
  renderPage();
  expect(await screen.findByText('Invité, sans compte')).toBeInTheDocument();
  expect(screen.getByText('Retrait à la librairie : pas d’adresse.')).toBeInTheDocument();
  expect(screen.getByText('Aucune tentative de paiement en ligne.')).toBeInTheDocument();
});

test('cancels after confirmation and shows the order as the server now has it', async () => {
  renderPage();
  await screen.findByRole('heading', { name: `Commande ${NUMBER}` });
  fireEvent.change(screen.getByLabelText(`Étape suivante ${NUMBER}`), { target: { value: 'cancelled' } });
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Annulée »' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler la commande' }));
  expect(await screen.findByText('Les livres de cette commande ont été remis en stock.')).toBeInTheDocument();
  expect(screen.getByText('Terminé')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ status: 'cancelled' }]);
  // The answer was shown as it came: no second read of the order (its invoices are read again: a credit note may be new).
  expect(api.calls.filter((call) => call.method === 'GET' && call.path === `/admin/orders/${NUMBER}`)).toHaveLength(1);
});

test('a provider that does not answer the refund of a cancelled order leaves the order as it was, and says to try again', async () => {
  providerTimesOut = true;
  renderPage();
  await screen.findByRole('heading', { name: `Commande ${NUMBER}` });
  fireEvent.change(screen.getByLabelText(`Étape suivante ${NUMBER}`), { target: { value: 'cancelled' } });
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Annulée »' }));
  expect(within(screen.getByRole('dialog')).getByText(/un paiement en ligne est remboursé par son prestataire/)).toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler la commande' }));
  expect(await screen.findByText(/Le prestataire n’a pas répondu à temps/)).toBeInTheDocument();
  expect(screen.queryByText('Les livres de cette commande ont été remis en stock.')).not.toBeInTheDocument();
});

test('refunding the whole order is confirmed first', async () => {
  held = { ...anOrder(), status: 'delivered' };
  renderPage();
  await screen.findByRole('heading', { name: `Commande ${NUMBER}` });
  fireEvent.change(screen.getByLabelText(`Étape suivante ${NUMBER}`), { target: { value: 'refunded' } });
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Remboursée »' }));
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rembourser la commande' }));
  await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ status: 'refunded' }]));
});

test('an unknown order says so', async () => {
  renderPage('ZZZZ-ZZZZ-ZZZZ');
  expect(await screen.findByText('Cette commande n’existe pas.')).toBeInTheDocument();
});

test('a failed read offers to try again', async () => {
  failReads = true;
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée.');
  failReads = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: `Commande ${NUMBER}` })).toBeInTheDocument();
});

test('staff download the order\'s invoice and credit note, named by their numbers, in French and in English', async () => {
  invoices = [
    { kind: 'invoice', number: 'FA-000007', issued_at: '2026-03-10T09:35:00.000Z', total: 34.99, invoice_number: null },
    { kind: 'credit_note', number: 'AV-000002', issued_at: '2026-03-20T10:00:00.000Z', total: -15, invoice_number: 'FA-000007' },
  ];
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { unmount } = renderPage();
  const section = await screen.findByRole('region', { name: 'Factures et avoirs' });
  expect(await within(section).findByText(/Facture FA-000007/)).toHaveTextContent(/34,99\s€/);
  expect(within(section).getByText(/Avoir AV-000002/)).toHaveTextContent(/-15,00\s€ sur la facture FA-000007/);
  fireEvent.click(within(section).getByRole('button', { name: 'Télécharger l’avoir AV-000002 (PDF)' }));
  await waitFor(() => expect(saved).toEqual(['AV-000002.pdf']));
  expect(api.calls.find((call) => call.path === `/admin/orders/${NUMBER}/invoices/AV-000002`)?.authorization).toBe('Bearer tok-1');
  unmount();

  rootStore.getState().setLanguage('eng');
  renderPage();
  const english = await screen.findByRole('region', { name: 'Invoices and credit notes' });
  fireEvent.click(await within(english).findByRole('button', { name: 'Download invoice FA-000007 (PDF)' }));
  await waitFor(() => expect(saved).toEqual(['AV-000002.pdf', 'FA-000007.pdf']));
  click.mockRestore();
});

test('an unpaid order says its invoice comes with the payment, and the list is read again once staff mark it paid', async () => {
  held = { ...anOrder(), status: 'pending_payment', payment_method: 'bank_transfer', payments: [], returns: [], events: [{ status: 'pending_payment', at: '2026-03-10T09:30:00.000Z' }] };
  renderPage();
  expect(await screen.findByText('Aucune facture : elle est émise quand la commande est payée.')).toBeInTheDocument();
  invoices = [{ kind: 'invoice', number: 'FA-000008', issued_at: '2026-03-11T08:00:00.000Z', total: 34.99, invoice_number: null }];
  const before = api.calls.filter((call) => call.path.endsWith('/invoices')).length;
  // What the next-step control does once the server answers: the page takes the moved order.
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Payée »' }));
  expect(await screen.findByRole('button', { name: 'Télécharger la facture FA-000008 (PDF)' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.path.endsWith('/invoices')).length).toBeGreaterThan(before);
});

const posts = () => api.calls.filter((call) => call.method === 'POST').map((call) => call.body);

test('a collection shows where it is collected, and its steps read "ready to collect" and "collected"', async () => {
  held = { ...aCollection(), status: 'preparing', events: [...anOrder().events, { status: 'preparing', at: '2026-03-11T08:00:00.000Z' }] };
  renderPage();
  const pickup = await screen.findByRole('region', { name: 'Retrait en librairie' });
  expect(pickup).toHaveTextContent('Lumière Bastille');
  expect(pickup).toHaveTextContent('28 rue de la Roquette, 75011 Paris');
  // Not set aside yet: no day it is kept until.
  expect(pickup).not.toHaveTextContent(/Prête depuis|Gardée/);
  expect(screen.getByLabelText(`Étape suivante ${NUMBER}`)).toHaveDisplayValue('Prête à retirer');
  expect(screen.queryByLabelText('Code de retrait présenté par le client')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Prête à retirer »' }));
  expect(await screen.findByText(`Commande ${NUMBER} : Prête à retirer.`)).toBeInTheDocument();
  expect(posts()).toEqual([{ status: 'shipped' }]);
  expect(pickup).toHaveTextContent(/Prête depuis le 12 mars 2026/);
  expect(pickup).toHaveTextContent(/Gardée jusqu’au 22 mars 2026/);
  expect(pickup).toHaveTextContent('Le client a reçu son code de retrait par email');
  expect(screen.getByText(/^Passée le/)).toHaveTextContent('Prête à retirer');
  const history = within(screen.getByRole('region', { name: 'Historique' })).getAllByRole('listitem');
  expect(history.at(-1)).toHaveTextContent('Prête à retirer');
  expect(screen.queryByText('Expédiée')).toBeNull();
  expect(within(screen.getByLabelText(`Étape suivante ${NUMBER}`)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Retirée', 'Remboursée']);
});

test('handing a collection over asks for the code the customer shows, and says at the field when it is not theirs', async () => {
  held = aReadyCollection();
  renderPage();
  await screen.findByRole('heading', { name: `Commande ${NUMBER}` });
  const code = screen.getByRole('textbox', { name: 'Code de retrait présenté par le client' });
  expect(code).toBeRequired();

  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Retirée »' }));
  expect(await screen.findByText('Saisissez le code de retrait que montre le client.')).toBeInTheDocument();
  expect(code).toHaveFocus();
  expect(posts()).toEqual([]);

  fireEvent.change(code, { target: { value: 'AAAAAA' } });
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Retirée »' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('Ce n’est pas le code de retrait de cette commande.'));
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(/^Passée le/)).toHaveTextContent('Prête à retirer');

  // Typed as the customer reads it, with its dash and in lower case: the server reads it whatever the form.
  fireEvent.change(code, { target: { value: 'k7q-2mx' } });
  expect(screen.queryByText('Ce n’est pas le code de retrait de cette commande.')).toBeNull();
  fireEvent.submit(code.closest('form') as HTMLFormElement);
  expect(await screen.findByText(`Commande ${NUMBER} : Retirée.`)).toBeInTheDocument();
  expect(posts()).toEqual([
    { status: 'delivered', pickup_code: 'AAAAAA' },
    { status: 'delivered', pickup_code: 'k7q-2mx' },
  ]);
  expect(screen.getByText(/^Passée le/)).toHaveTextContent('Retirée');
  expect(screen.queryByRole('textbox', { name: 'Code de retrait présenté par le client' })).toBeNull();
});

test('in English, a collection reads "Collection", "Ready to collect" and "Collected", and a wrong code is refused in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  held = aReadyCollection();
  renderPage();
  const pickup = await screen.findByRole('region', { name: 'Collection' });
  expect(pickup).toHaveTextContent(/Ready since 12 Mar 2026/);
  expect(pickup).toHaveTextContent(/Kept until 22 Mar 2026/);
  expect(screen.getByText(/^Placed on/)).toHaveTextContent('Ready to collect');
  const code = screen.getByLabelText('Pickup code shown by the customer');
  fireEvent.change(code, { target: { value: 'WRONG1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move to “Collected”' }));
  expect(await screen.findByText('This is not the pickup code of this order.')).toBeInTheDocument();
});

test('a delivery keeps its words: shipped and delivered, and no code is asked', async () => {
  held = { ...anOrder(), status: 'shipped' };
  renderPage();
  await screen.findByRole('heading', { name: `Commande ${NUMBER}` });
  expect(screen.queryByRole('region', { name: 'Retrait en librairie' })).toBeNull();
  expect(screen.getByText(/^Passée le/)).toHaveTextContent('Expédiée');
  expect(screen.queryByLabelText('Code de retrait présenté par le client')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Passer à « Livrée »' }));
  await waitFor(() => expect(posts()).toEqual([{ status: 'delivered' }]));
});
