import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCatalogueImport, AdminCatalogueImportIssue } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { CatalogueImportPage, catalogueImportLoader } from './catalogue-import-page';

const MB = 1024 * 1024;

const aRun = (overrides: Partial<AdminCatalogueImport>): AdminCatalogueImport => ({
  id: 1,
  file_name: 'catalogue.xml',
  state: 'completed',
  uploaded_by: 'admin@librairie-lumiere.fr',
  queued_at: '2026-11-29T08:00:00.000Z',
  started_at: '2026-11-29T08:00:02.000Z',
  finished_at: '2026-11-29T08:01:00.000Z',
  byte_size: 4 * MB,
  bytes_read: 4 * MB,
  records: 1250,
  created: 1200,
  updated: 40,
  unpublished: 3,
  refused: 7,
  warnings: 2,
  error: null,
  ...overrides,
});

const refusal = (index: number): AdminCatalogueImportIssue => ({
  kind: 'refusal',
  record_reference: `com.example.${index}`,
  isbn: null,
  field: 'ProductIdentifier',
  code: 'isbn_check_digit',
  reason: `The ISBN 979103560211${index} has a wrong check digit.`,
});

/** What the fake API answers for the list, call after call (the last one again when they run out). */
let lists: AdminCatalogueImport[][] = [];
let listFails = false;
let uploadAnswer: () => { status: number; body: unknown } = () => ({ status: 202, body: { data: aRun({ id: 9, state: 'queued' }) } });
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, query }) => {
    if (method === 'GET' && path === '/admin/catalogue-imports' && listFails) return apiError(500, 'internal_error', 'The server failed.');
    if (method === 'GET' && path === '/admin/catalogue-imports') return { status: 200, body: { data: lists.length > 1 ? lists.shift() : lists[0] } };
    if (method === 'POST' && path === '/admin/catalogue-imports') return uploadAnswer();
    const issues = /^\/admin\/catalogue-imports\/(\d+)\/issues$/.exec(path);
    if (method === 'GET' && issues) {
      const page = Number(query.get('page') ?? 1);
      const all = Array.from({ length: 57 }, (_, index) => refusal(index));
      return { status: 200, body: { data: all.slice((page - 1) * 50, page * 50), total: 57, page, page_size: 50 } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  lists = [[aRun({})]];
  listFails = false;
  uploadAnswer = () => ({ status: 202, body: { data: aRun({ id: 9, state: 'queued' }) } });
  api.calls.length = 0;
});

const renderPage = (path = '/admin-panel/catalogue-import') =>
  renderRoutes([{ path: '/admin-panel/catalogue-import', Component: CatalogueImportPage, loader: catalogueImportLoader }], path);

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/Fichier ONIX/), { target: { files: [file] } });

test('a run under way shows how much of its file is read, and the page reads again until it has ended', async () => {
  lists = [
    [aRun({ state: 'running', bytes_read: 1.5 * MB, records: 480, created: 470, finished_at: null })],
    [aRun({})],
  ];
  renderPage();
  const run = await screen.findByRole('article', { name: 'catalogue.xml' });
  expect(within(run).getByText('En cours')).toBeInTheDocument();
  const bar = within(run).getByRole('progressbar', { name: 'Lecture du fichier' });
  expect(bar).toHaveAttribute('value', String(1.5 * MB));
  expect(within(run).getByText(/37 % lu \(1,5 Mo sur 4 Mo\)/)).toBeInTheDocument();
  expect(within(run).getByText('Notices lues').nextSibling).toHaveTextContent('480');
  // A second later, the page has read again: the run has ended.
  expect(await within(run).findByText('Terminé', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(within(run).queryByRole('progressbar')).toBeNull();
  expect(within(run).getByText('Livres créés').nextSibling).toHaveTextContent(/1\s200/);
  const reads = api.calls.filter((call) => call.path === '/admin/catalogue-imports').length;
  // Nothing goes on any more: no read after the last.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(api.calls.filter((call) => call.path === '/admin/catalogue-imports').length).toBe(reads);
});

test('sends the chosen file itself, with its name, then shows it queued', async () => {
  renderPage();
  await screen.findByRole('article', { name: 'catalogue.xml' });
  lists = [[aRun({ id: 9, state: 'queued', file_name: 'delta.xml', started_at: null, finished_at: null, bytes_read: 0, records: 0 }), aRun({})], [aRun({ id: 9, file_name: 'delta.xml' }), aRun({})]];
  chooseFile(new File(['<?xml version="1.0"?><ONIXMessage release="3.0"/>'], 'delta.xml', { type: 'text/xml' }));
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  expect(await screen.findByText('Fichier reçu : son import est dans la liste ci-dessous.')).toBeInTheDocument();
  const upload = api.calls.find((call) => call.method === 'POST');
  expect(upload?.query.get('name')).toBe('delta.xml');
  expect(upload?.headers['content-type']).toBe('text/xml');
  expect(String(upload?.body)).toContain('<ONIXMessage release="3.0"/>');
  const queued = await screen.findByRole('article', { name: 'delta.xml' });
  expect(within(queued).getByText('En attente')).toBeInTheDocument();
  expect(within(queued).getByText('En attente du traitement des imports…')).toBeInTheDocument();
});

test('says what is wrong with a file, before sending it or from the server', async () => {
  renderPage();
  await screen.findByRole('article', { name: 'catalogue.xml' });
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un fichier ONIX.');
  chooseFile(new File([], 'vide.xml', { type: 'text/xml' }));
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier est vide.');
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  uploadAnswer = () => apiError(400, 'validation_error', 'This file is not ONIX.', 'file');
  chooseFile(new File(['GIF89a'], 'couverture.gif', { type: 'image/gif' }));
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas un fichier ONIX');
  expect(screen.getByLabelText(/Fichier ONIX/)).toHaveAttribute('aria-invalid', 'true');
  uploadAnswer = () => apiError(413, 'payload_too_large', 'Too large.', 'file');
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce fichier dépasse 1 Go'));
  uploadAnswer = () => apiError(409, 'too_many_catalogue_imports', 'Three are waiting.', 'file');
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('3 fichiers attendent déjà ou sont en cours d’import'));
});

test('lists a run\'s refusals a page at a time, from a link', async () => {
  renderPage();
  const run = await screen.findByRole('article', { name: 'catalogue.xml' });
  fireEvent.click(within(run).getByRole('link', { name: 'Voir les refus et avertissements' }));
  const table = await within(run).findByRole('table', { name: 'Refus et avertissements de catalogue.xml' });
  expect(within(table).getAllByRole('row')).toHaveLength(51);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Refus.*com\.example\.0.*ProductIdentifier.*wrong check digit/);
  expect(within(run).getByText('1 à 50 sur 57')).toBeInTheDocument();
  fireEvent.click(within(run).getByRole('link', { name: 'Suivants' }));
  expect(await within(run).findByText('51 à 57 sur 57')).toBeInTheDocument();
  expect(api.calls.at(-1)?.query.get('page')).toBe('2');
  fireEvent.click(within(run).getByRole('link', { name: 'Masquer les refus et avertissements' }));
  await waitFor(() => expect(within(run).queryByRole('table')).toBeNull());
});

test('speaks English, and says why a run ended early', async () => {
  rootStore.setState({ language: 'eng' });
  lists = [[aRun({ state: 'file_unreadable', error: 'Line 12: not well-formed.', uploaded_by: null, queued_at: null })]];
  renderPage();
  const run = await screen.findByRole('article', { name: 'catalogue.xml' });
  expect(within(run).getByText('File unreadable')).toBeInTheDocument();
  expect(within(run).getByText(/^Run by the command on/)).toBeInTheDocument();
  expect(within(run).getByText('The file could not be read to its end: the records before the error are imported.')).toBeInTheDocument();
  expect(within(run).getByText('Detail: Line 12: not well-formed.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ONIX import');
});

test('says when the list cannot be read, and reads it again on request', async () => {
  listFails = true;
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Les imports n’ont pas pu être chargés.');
  listFails = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('article', { name: 'catalogue.xml' })).toBeInTheDocument();
});
