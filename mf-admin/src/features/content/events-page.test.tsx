import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBookRef, AdminEventBody, AdminEventRow } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, type FakeApi, type FakeCall, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { fromLocalInput, toLocalInput } from '../../lib/local-date';
import { EventsPage, eventsLoader } from './events-page';

const MISERABLES: AdminBookRef = { id: 11, title: 'Les Misérables', ean: '9782070409228', ean_hyphenated: '978-2-07-040922-8', author: 'Victor Hugo', published: true };
const NOTRE_DAME: AdminBookRef = { id: 12, title: 'Notre-Dame de Paris', ean: '9782253006893', ean_hyphenated: '978-2-253-00689-3', author: 'Victor Hugo', published: false };

const READING: AdminEventRow = {
  id: 1,
  title_fr: 'Lecture de Victor Hugo',
  title_en: 'Victor Hugo reading',
  description_fr: '<p>Une soirée.</p>',
  description_en: '',
  starts_at: '2099-12-03T18:00:00.000Z',
  place: 'Librairie Lumière',
  books: [MISERABLES],
};
const WORKSHOP: AdminEventRow = { ...READING, id: 2, title_fr: 'Atelier d’écriture', title_en: '', starts_at: '2001-03-01T09:00:00.000Z', books: [] };

let events: AdminEventRow[];
const calls: FakeCall[] = [];
let refuseNext: ReturnType<typeof apiError> | null = null;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    calls.push(call);
    if (call.method === 'GET' && call.path === '/admin/events') {
      const when = call.query.get('when');
      const rows = events.filter((event) => !when || (when === 'past') === event.starts_at < '2026');
      return { status: 200, body: { data: rows, total: rows.length, page: 1, page_size: 20 } };
    }
    if (call.method === 'GET' && call.path === '/admin/events/book-lookup') {
      const q = (call.query.get('q') ?? '').toLowerCase();
      return { status: 200, body: { data: [MISERABLES, NOTRE_DAME].filter((book) => `${book.title} ${book.author}`.toLowerCase().includes(q)) } };
    }
    if (refuseNext) {
      const refusal = refuseNext;
      refuseNext = null;
      return refusal;
    }
    const body = call.body as AdminEventBody;
    const saved = (id: number): AdminEventRow => ({
      id,
      title_fr: body.title_fr,
      title_en: body.title_en ?? '',
      description_fr: body.description_fr ?? '',
      description_en: body.description_en ?? '',
      starts_at: body.starts_at,
      place: body.place ?? '',
      books: [MISERABLES, NOTRE_DAME].filter((book) => body.book_ids?.includes(book.id)),
    });
    if (call.method === 'POST') {
      events = [...events, saved(3)];
      return { status: 201, body: { data: saved(3) } };
    }
    const id = Number(call.path.split('/').at(-1));
    if (call.method === 'PUT') {
      events = events.map((event) => (event.id === id ? saved(id) : event));
      return { status: 200, body: { data: saved(id) } };
    }
    if (call.method === 'DELETE') {
      events = events.filter((event) => event.id !== id);
      return { status: 200, body: { data: { id } } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  events = [READING, WORKSHOP];
  calls.length = 0;
  refuseNext = null;
});

const renderPage = () =>
  renderRoutes([{ path: '/admin-panel/events', Component: EventsPage, loader: eventsLoader }], '/admin-panel/events');
const writes = () => calls.filter((call) => call.method !== 'GET');

test('lists events with their date, place and number of books; the period filter asks the server', async () => {
  renderPage();
  const row = await screen.findByRole('row', { name: /Lecture de Victor Hugo/ });
  expect(row).toHaveTextContent('Librairie Lumière');
  expect(row).toHaveTextContent('1 livre');
  expect(within(row).getByText(/2099/)).toHaveAttribute('datetime', READING.starts_at);
  expect(screen.getByRole('rowheader', { name: 'Atelier d’écriture' })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'past' } });
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Lecture de Victor Hugo/ })).not.toBeInTheDocument());
  expect(await screen.findByRole('rowheader', { name: 'Atelier d’écriture' })).toBeInTheDocument();
  expect(calls.at(-1)?.query.get('when')).toBe('past');
});

test('creates an event with a book found by search; the date is sent as an ISO instant', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvel événement' });

  // Nothing required filled in: the form says what is missing and sends nothing.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(within(dialog).getByLabelText('Titre (français)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  expect(within(dialog).getByLabelText('Date et heure')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  expect(writes()).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('Titre (français)'), { target: { value: 'Nuit Hugo' } });
  fireEvent.change(within(dialog).getByLabelText('Date et heure'), { target: { value: '2099-06-21T20:30' } });
  fireEvent.change(within(dialog).getByLabelText('Lieu'), { target: { value: 'Cour' } });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Chercher un livre (titre, auteur ou ISBN)' }), { target: { value: 'notre' } });
  const results = await within(dialog).findByRole('list', { name: 'Livres trouvés' });
  expect(within(results).getByText(/Notre-Dame de Paris/)).toHaveTextContent('non publié');
  fireEvent.click(within(results).getByRole('button', { name: 'Ajouter « Notre-Dame de Paris »' }));
  expect(within(results).getByRole('button', { name: 'Ajouter « Notre-Dame de Paris »' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Retirer « Notre-Dame de Paris »' })).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('rowheader', { name: 'Nuit Hugo' })).toBeInTheDocument();
  expect(writes()).toHaveLength(1);
  expect(writes()[0]).toMatchObject({
    method: 'POST',
    path: '/admin/events',
    body: { title_fr: 'Nuit Hugo', place: 'Cour', starts_at: new Date('2099-06-21T20:30').toISOString(), book_ids: [12] },
  });
  expect(calls.find((call) => call.path === '/admin/events/book-lookup')?.query.get('q')).toBe('notre');
});

test('edits an event: its books can be removed, and a refused date shows next to the date field', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Lecture de Victor Hugo »' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier « Lecture de Victor Hugo »' });
  expect(within(dialog).getByLabelText('Titre (anglais)')).toHaveValue('Victor Hugo reading');
  expect(within(dialog).getByLabelText('Date et heure')).toHaveValue(toLocalInput(READING.starts_at));
  // Its ISBN hyphenated, as the API sends it.
  expect(within(dialog).getByText('978-2-07-040922-8')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer « Les Misérables »' }));
  expect(within(dialog).getByText('Aucun livre choisi.')).toBeInTheDocument();

  refuseNext = apiError(400, 'validation_error', 'body/starts_at must match format "date-time"', 'starts_at');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Date et heure')).toHaveAccessibleDescription('Date et heure attendues.'));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes().at(-1)).toMatchObject({ method: 'PUT', path: '/admin/events/1', body: { book_ids: [], starts_at: READING.starts_at } });
  // The list is read again: the row shows the event as saved.
  await waitFor(() => expect(screen.getByRole('row', { name: /Lecture de Victor Hugo/ })).toHaveTextContent('0 livre'));
});

test('deletes an event after confirmation', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Atelier d’écriture »' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmer la suppression' });
  expect(dialog).toHaveTextContent('« Atelier d’écriture » sera supprimé définitivement.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Atelier d’écriture' })).not.toBeInTheDocument());
  expect(writes()).toMatchObject([{ method: 'DELETE', path: '/admin/events/2' }]);
});

test('date inputs round-trip in the local time zone, and a non-date is refused', () => {
  expect(fromLocalInput(toLocalInput('2030-01-15T08:05:00.000Z'))).toBe('2030-01-15T08:05:00.000Z');
  expect(fromLocalInput('')).toBeNull();
  expect(fromLocalInput('demain')).toBeNull();
});
