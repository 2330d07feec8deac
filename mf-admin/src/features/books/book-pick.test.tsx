import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLoaderData } from 'react-router-dom';
import type { AdminPickInput, ArticlePick, ShopLocation } from '@bookshop/contracts';
import { shopDay } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { settle, ToastHost, type Settled } from '@bookshop/ui';
import { fetchPickAndLocations } from './api';
import { BookPick, type BookPickData } from './book-pick';

const LOCATIONS: ShopLocation[] = [
  { id: 1, name: 'Lumière Opéra', address: '3 rue des Accords, 75009 Paris', opening_hours_fr: '', opening_hours_en: '', pickup_delay_hours: 24, ships_online: true },
  { id: 2, name: 'Lumière Bastille', address: '28 rue de la Roquette, 75011 Paris', opening_hours_fr: '', opening_hours_en: '', pickup_delay_hours: 48, ships_online: false },
];

/** The pick the fake API keeps for book 42; what the next save answers instead, when set. */
let pick: ArticlePick | null;
let refusal: { status: number; code: string; field?: string } | null;
let api: FakeApi;

function handle(call: FakeCall) {
  if (call.path === '/locations') return { status: 200, body: { data: LOCATIONS } };
  if (call.path !== '/admin/articles/42/pick') return apiError(404, 'not_found', 'No route');
  if (call.method === 'GET') return { status: 200, body: { data: pick } };
  if (call.method === 'DELETE') {
    pick = null;
    return { status: 200, body: { data: null } };
  }
  if (refusal) return apiError(refusal.status, refusal.code, 'Refused.', refusal.field);
  const input = call.body as AdminPickInput;
  const location = LOCATIONS.find((candidate) => candidate.id === input.location_id) as ShopLocation;
  pick = { bookseller: input.bookseller.trim(), location: { id: location.id, name: location.name }, note_fr: input.note_fr.trim(), note_en: input.note_en, picked_on: input.picked_on };
  return { status: 200, body: { data: pick } };
}

beforeAll(async () => {
  api = await startFakeApi(handle);
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  pick = null;
  refusal = null;
});

function Section() {
  return <BookPick bookId={42} loaded={useLoaderData() as Settled<BookPickData>} />;
}

function renderSection() {
  renderRoutes([{ path: '/admin-panel/books/42', Component: Section, loader: ({ request }) => settle(fetchPickAndLocations(42), request) }], '/admin-panel/books/42', <ToastHost />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saves = () => api.calls.filter((call) => call.method === 'PUT');

test('writes a pick: signed by a bookseller of a chosen shop, today by default, the English note left out', async () => {
  renderSection();
  const section = await screen.findByRole('region', { name: 'Coup de cœur' });
  expect(await within(section).findByText('Ce livre n’a pas de coup de cœur.')).toBeInTheDocument();
  expect(screen.getByLabelText('Date')).toHaveValue(shopDay(new Date()));
  expect(within(screen.getByLabelText('Librairie')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lumière Opéra', 'Lumière Bastille']);
  type('Libraire', 'Théo Marchand');
  type('Librairie', '2');
  type('Note en français', 'Cent pages d’ironie joyeuse qui n’ont pas pris une ride.');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le coup de cœur' }));
  expect(await screen.findByText('Coup de cœur enregistré : il est en ligne.')).toBeInTheDocument();
  expect(saves().map((call) => call.body)).toEqual([
    { bookseller: 'Théo Marchand', location_id: 2, note_fr: 'Cent pages d’ironie joyeuse qui n’ont pas pris une ride.', note_en: null, picked_on: shopDay(new Date()) },
  ]);
  expect(within(section).queryByText('Ce livre n’a pas de coup de cœur.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Retirer le coup de cœur' })).toBeInTheDocument();
});

test('checks the fields as the API does before sending anything, next to each field', async () => {
  renderSection();
  await screen.findByText('Ce livre n’a pas de coup de cœur.');
  type('Note en français', 'Trop bref');
  type('Note en anglais (facultative)', 'Short');
  type('Date', '2999-01-01');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le coup de cœur' }));
  expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(screen.getAllByText('Au moins 10 caractères.')).toHaveLength(2);
  expect(screen.getByText('Une date d’aujourd’hui ou d’avant.')).toBeInTheDocument();
  expect(screen.getByLabelText('Libraire')).toHaveFocus();
  expect(saves()).toHaveLength(0);
});

test('edits and removes a saved pick, in English; a server refusal shows at its field', async () => {
  pick = { bookseller: 'Margaux Roussel', location: { id: 1, name: 'Lumière Opéra' }, note_fr: 'Une cathédrale qui respire.', note_en: 'A cathedral that breathes.', picked_on: '2026-11-20' };
  act(() => rootStore.getState().setLanguage('eng'));
  renderSection();
  const section = await screen.findByRole('region', { name: 'Bookseller’s pick' });
  expect(await within(section).findByLabelText('Bookseller')).toHaveValue('Margaux Roussel');
  expect(screen.getByLabelText('Note in English (optional)')).toHaveValue('A cathedral that breathes.');
  expect(screen.getByLabelText('Date')).toHaveValue('2026-11-20');

  refusal = { status: 400, code: 'validation_error', field: 'location_id' };
  fireEvent.click(screen.getByRole('button', { name: 'Save the pick' }));
  expect(await screen.findByText('Choose one of the bookshops.')).toBeInTheDocument();

  refusal = null;
  fireEvent.click(screen.getByRole('button', { name: 'Remove the pick' }));
  expect(await screen.findByText('Pick removed.')).toBeInTheDocument();
  expect(within(section).getByText('This book has no pick.')).toBeInTheDocument();
  expect(screen.getByLabelText('Bookseller')).toHaveValue('');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the pick' })).toBeNull());
});

test('a pick that could not be read says so, with Retry', async () => {
  const failing = handle;
  api.close();
  api = await startFakeApi((call) => (call.path === '/locations' ? apiError(500, 'internal', 'Down.') : failing(call)));
  renderSection();
  expect(await screen.findByText('Le coup de cœur de ce livre n’a pas pu être chargé.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
