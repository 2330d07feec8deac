import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvoiceDocument } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoute, resetStore, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from '@bookshop/testing';
import { TrackOrderPage } from '../orders/track-order-page';
import { keyMismatches } from '@bookshop/i18n';
import { OrderInvoices } from './invoice-downloads';
import { invoiceMessages } from './messages';

const INVOICE: InvoiceDocument = { kind: 'invoice', number: 'FA-000012', issued_at: '2026-03-02T10:00:00.000Z', total: 24.7, invoice_number: null };
const CREDIT: InvoiceDocument = { kind: 'credit_note', number: 'AV-000003', issued_at: '2026-03-09T10:00:00.000Z', total: -12.35, invoice_number: 'FA-000012' };
const PDF = Buffer.from('%PDF-1.3 fake');

/** What the fake API answers each call; tests change it. */
let answer: (call: FakeCall) => FakeAnswer;
const standard = (call: FakeCall): FakeAnswer => {
  if (call.path === '/orders/ABCD-EFGH-JKLM/invoices') return { status: 200, body: { data: [INVOICE, CREDIT] } };
  if (call.path === '/orders/NEWW-ORDE-RRRR/invoices') return { status: 200, body: { data: [] } };
  if (call.path.startsWith('/orders/ABCD-EFGH-JKLM/invoices/')) return { status: 200, body: PDF, contentType: 'application/pdf' };
  if (call.path === '/orders/track') {
    return { status: 200, body: { data: { number: 'ABCD-EFGH-JKLM', status: 'paid', created_at: '2026-03-02T10:00:00.000Z', delivery_method: 'home', item_count: 2, events: [] } } };
  }
  if (call.path === '/orders/track/invoices') return { status: 200, body: { data: [INVOICE] } };
  if (call.path.startsWith('/orders/track/invoices/')) return { status: 200, body: PDF, contentType: 'application/pdf' };
  return apiError(404, 'not_found', 'Not found');
};

let api: FakeApi;
let saved: Array<{ name: string; blob: Blob }>;
beforeAll(async () => {
  api = await startFakeApi((call) => answer(call));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  answer = standard;
  api.calls.length = 0;
  saved = [];
  // jsdom has no object URLs nor downloads: each saved file is recorded instead.
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((made: Blob) => {
    blob = made;
    return 'blob:invoice';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blob as Blob });
  });
  act(() => rootStore.getState().setSession(aUser(), 'tok-7'));
});
afterEach(() => jest.restoreAllMocks());

test('invoice texts have the same keys in French and English', () => {
  expect(keyMismatches(invoiceMessages)).toEqual([]);
});

const orderPage = (number: string) => renderRoute({ path: '/followorder/:orderId', at: `/followorder/${number}`, Component: () => <OrderInvoices orderNumber={number} /> });

test('the customer downloads the invoice and the credit note of their order as PDF files named by their numbers (French)', async () => {
  orderPage('ABCD-EFGH-JKLM');
  expect(screen.getByRole('heading', { name: 'Factures et avoirs' })).toBeInTheDocument();
  const invoice = await screen.findByRole('button', { name: 'Télécharger la facture FA-000012 (PDF)' });
  expect(screen.getByText(/Facture FA-000012 du 2 mars 2026/)).toHaveTextContent(/24,70\s€/);
  expect(screen.getByText(/Avoir AV-000003 du 9 mars 2026/)).toHaveTextContent(/-12,35\s€ sur la facture FA-000012/);
  fireEvent.click(invoice);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.name).toBe('FA-000012.pdf');
  expect(saved[0]?.blob.size).toBe(PDF.length);
  const call = api.calls.find((entry) => entry.path === '/orders/ABCD-EFGH-JKLM/invoices/FA-000012');
  expect(call?.authorization).toBe('Bearer tok-7');
  fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’avoir AV-000003 (PDF)' }));
  await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['FA-000012.pdf', 'AV-000003.pdf']));
});

test('in English, the same downloads with English names', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  orderPage('ABCD-EFGH-JKLM');
  expect(screen.getByRole('heading', { name: 'Invoices and credit notes' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Download invoice FA-000012 (PDF)' }));
  expect(screen.getByText(/Credit note AV-000003 of 9 March 2026/)).toHaveTextContent(/-€12\.35 on invoice FA-000012/);
  await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['FA-000012.pdf']));
  expect(screen.getByRole('button', { name: 'Download credit note AV-000003 (PDF)' })).toBeInTheDocument();
});

test('an unpaid order says its invoice comes with the payment; a failed list offers to try again; a failed download says so', async () => {
  const { unmount } = orderPage('NEWW-ORDE-RRRR');
  expect(await screen.findByText('La facture sera disponible ici dès que la commande sera payée.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();

  answer = (call) => (call.path.endsWith('/invoices') ? apiError(500, 'internal', 'Down') : standard(call));
  orderPage('ABCD-EFGH-JKLM');
  expect(await screen.findByRole('alert')).toHaveTextContent('Les factures n’ont pas pu être chargées.');
  answer = (call) => (call.path.includes('/invoices/') ? apiError(500, 'internal', 'Down') : standard(call));
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture FA-000012 (PDF)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Le téléchargement de FA-000012 a échoué.');
  expect(saved).toEqual([]);
});

test('a visitor who found their order on /track-order downloads its invoice with the number and email they gave', async () => {
  act(() => rootStore.getState().clearUser());
  renderRoute({ path: '/track-order', at: '/track-order', Component: TrackOrderPage });
  fireEvent.change(screen.getByLabelText(/Numéro de commande/), { target: { value: 'abcd-efgh-jklm' } });
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: 'invite@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
  const download = await screen.findByRole('button', { name: 'Télécharger la facture FA-000012 (PDF)' });
  // The field changed after the lookup: the invoice is still asked for with the email that found the order.
  fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: 'autre@example.org' } });
  fireEvent.click(download);
  await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['FA-000012.pdf']));
  const call = api.calls.find((entry) => entry.path === '/orders/track/invoices/FA-000012');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ number: 'ABCD-EFGH-JKLM', email: 'invite@example.org' });
  expect(call?.authorization).toBeUndefined();
});
