import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminNewsletterSubscriber } from '@bookshop/contracts';
import { ToastHost } from '@bookshop/ui';
import { apiError, aUser, type FakeAnswer, type FakeApi, type FakeCall, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { NewsletterPage, newsletterLoader } from './newsletter-page';

const CSV = `email,subscribed_at\r\n"'=cmd@evil.fr",2026-01-01T00:00:00.000Z\r\nalice@example.fr,2026-01-02T00:00:00.000Z\r\n`;

let subscribers: AdminNewsletterSubscriber[];
let handler: (call: FakeCall) => FakeAnswer;
let api: FakeApi;
const adminCalls = () => api.calls.filter((call) => call.path.startsWith('/admin/'));

function defaultHandler(call: FakeCall): FakeAnswer {
  if (call.authorization !== 'Bearer tok-admin') return apiError(401, 'unauthorized', 'Authentication required.');
  if (call.path === '/admin/newsletter') return { status: 200, body: { data: subscribers, total: subscribers.length, page: 1, page_size: 20 } };
  if (call.path === '/admin/newsletter/export.csv') return { status: 200, body: Buffer.from(CSV), contentType: 'text/csv; charset=utf-8' };
  const id = Number(/^\/admin\/newsletter\/(\d+)$/.exec(call.path)?.[1]);
  if (call.method === 'DELETE' && subscribers.some((row) => row.id === id)) {
    subscribers = subscribers.filter((row) => row.id !== id);
    return { status: 200, body: { data: { id } } };
  }
  return apiError(404, 'not_found', 'Subscriber not found.');
}

beforeAll(async () => {
  api = await startFakeApi((call) => handler(call));
});
afterAll(() => api.close());

let saved: Blob[];
let clicked: Array<{ href: string; download: string }>;

beforeEach(() => {
  resetStore({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-admin' });
  api.calls.length = 0;
  handler = defaultHandler;
  subscribers = [
    { id: 1, email: 'alice@example.fr', created_at: '2026-01-02T00:00:00.000Z' },
    { id: 2, email: 'bob@example.fr', created_at: '2026-01-01T00:00:00.000Z' },
  ];
  saved = [];
  clicked = [];
  // jsdom has no object URLs nor downloads: both are recorded instead.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:fake-url';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function renderPage(path = '/admin-panel/newsletter') {
  renderRoutes([{ path: '/admin-panel/newsletter', Component: NewsletterPage, loader: newsletterLoader }], path, <ToastHost />);
}

/** The text of a Blob (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

test('lists the subscribers', async () => {
  renderPage();
  expect(await screen.findByRole('rowheader', { name: 'alice@example.fr' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'bob@example.fr' })).toBeInTheDocument();
  expect(Object.fromEntries(adminCalls()[0]?.query ?? [])).toMatchObject({ sort: 'created_at', dir: 'desc' });
});

test('the CSV export is fetched with the admin token and handed to the browser as a file', async () => {
  renderPage();
  await screen.findByRole('rowheader', { name: 'alice@example.fr' });
  fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

  await waitFor(() => expect(clicked).toHaveLength(1));
  const exportCall = adminCalls().find((call) => call.path === '/admin/newsletter/export.csv');
  expect(exportCall?.authorization).toBe('Bearer tok-admin');
  expect(exportCall?.query.has('q')).toBe(false);
  expect(clicked[0]).toEqual({ href: 'blob:fake-url', download: expect.stringMatching(/^newsletter-.*\.csv$/) });
  expect(await blobText(saved[0] as Blob)).toBe(CSV);
});

test('with a search, the export holds the search', async () => {
  renderPage('/admin-panel/newsletter?q=alice');
  await screen.findByRole('rowheader', { name: 'alice@example.fr' });
  fireEvent.click(screen.getByRole('button', { name: 'Exporter la recherche en CSV' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(adminCalls().find((call) => call.path === '/admin/newsletter/export.csv')?.query.get('q')).toBe('alice');
});

test('a refused export says so and saves nothing', async () => {
  handler = (call) => (call.path === '/admin/newsletter/export.csv' ? apiError(500, 'internal_error', 'Oops') : defaultHandler(call));
  renderPage();
  await screen.findByRole('rowheader', { name: 'alice@example.fr' });
  fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
  expect(await screen.findByText('L’export n’a pas pu être téléchargé.')).toBeInTheDocument();
  expect(clicked).toEqual([]);
});

test('unsubscribing is confirmed in a dialog, then the list reloads without the email', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Désinscrire bob@example.fr' }));
  const dialog = screen.getByRole('dialog', { name: 'Désinscrire de la newsletter' });
  expect(dialog).toHaveTextContent('bob@example.fr ne recevra plus la newsletter.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Désinscrire' }));

  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'bob@example.fr' })).not.toBeInTheDocument());
  expect(await screen.findByRole('rowheader', { name: 'alice@example.fr' })).toBeInTheDocument();
  expect(adminCalls().filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/admin/newsletter/2']);
});

test('no subscriber shows the empty state', async () => {
  subscribers = [];
  renderPage();
  expect(await screen.findByText('Aucun abonné ne correspond.')).toBeInTheDocument();
});
