import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLoaderData } from 'react-router-dom';
import type { LocationCopies } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { settle, ToastHost, type Settled } from '@bookshop/ui';
import { fetchLocationStock } from './api';
import { BookLocationStock } from './book-location-stock';

const PATH = '/admin/articles/42/location-stock';

/** Book 42's copies at each location, as the fake API keeps them; what the next save answers instead, when set. */
let rows: LocationCopies[];
let refusal: { status: number; code: string; field?: string } | null;
/** Every read fails while set. */
let down: boolean;
let api: FakeApi;

function handle(call: FakeCall) {
  if (call.path === PATH && call.method === 'GET') return down ? apiError(500, 'internal', 'Down.') : { status: 200, body: { data: rows } };
  const saved = new RegExp(`^${PATH}/(\\d+)$`).exec(call.path);
  if (!saved || call.method !== 'PUT') return apiError(404, 'not_found', 'No route');
  if (refusal) return apiError(refusal.status, refusal.code, 'Refused.', refusal.field);
  const id = Number(saved[1]);
  const { copies } = call.body as { copies: number };
  if (!Number.isInteger(copies) || copies < 0 || copies > 1_000_000) return apiError(400, 'validation_error', 'Copies.', 'copies');
  if (rows.find((row) => row.location_id === id)?.ships_online) return apiError(400, 'validation_error', 'Online.', 'location_id');
  rows = rows.map((row) => (row.location_id === id ? { ...row, copies } : row));
  return { status: 200, body: { data: rows } };
}

beforeAll(async () => {
  api = await startFakeApi(handle);
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  rows = [
    { location_id: 1, name: 'Lumière Opéra', copies: 5, ships_online: true },
    { location_id: 2, name: 'Lumière Bastille', copies: 0, ships_online: false },
    { location_id: 3, name: 'Lumière Croix-Rousse', copies: 4, ships_online: false },
  ];
  refusal = null;
  down = false;
});

function Section() {
  return <BookLocationStock bookId={42} loaded={useLoaderData() as Settled<LocationCopies[]>} />;
}

function renderSection() {
  renderRoutes([{ path: '/admin-panel/books/42', Component: Section, loader: ({ request }) => settle(fetchLocationStock(42), request) }], '/admin-panel/books/42', <ToastHost />);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saves = () => api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);

test('lists every bookshop: the online one read only, pointing to the book\'s Stock field; another\'s copies saved on their own', async () => {
  renderSection();
  const section = await screen.findByRole('region', { name: 'Stock par librairie' });
  const [online, bastille, croixRousse] = within(section).getAllByRole('listitem');
  expect(online).toHaveTextContent('Lumière Opéra');
  expect(online).toHaveTextContent('5 exemplaires');
  expect(online).toHaveTextContent('Stock en ligne : modifiez le champ Stock du livre.');
  expect(within(online as HTMLElement).queryByRole('spinbutton')).toBeNull();
  expect(within(bastille as HTMLElement).getByRole('spinbutton', { name: 'Exemplaires à Lumière Bastille' })).toHaveValue(0);
  expect(within(croixRousse as HTMLElement).getByRole('spinbutton', { name: 'Exemplaires à Lumière Croix-Rousse' })).toHaveValue(4);

  type('Exemplaires à Lumière Bastille', '3');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le stock de Lumière Bastille' }));
  expect(await screen.findByText('Stock de Lumière Bastille enregistré.')).toBeInTheDocument();
  expect(saves()).toEqual([[`${PATH}/2`, { copies: 3 }]]);
  expect(screen.getByLabelText('Exemplaires à Lumière Bastille')).toHaveValue(3);
  expect(screen.getByLabelText('Exemplaires à Lumière Croix-Rousse')).toHaveValue(4);
});

test('checks the copies as the API does before sending anything, at the field', async () => {
  renderSection();
  const field = await screen.findByLabelText('Exemplaires à Lumière Bastille');
  for (const value of ['1.5', '-2', '', '1000001']) {
    type('Exemplaires à Lumière Bastille', value);
    // Enter in the field sends its row.
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^Un nombre entier d’exemplaires, de 0 à 1\s000\s000\.$/));
    expect(field).toHaveFocus();
  }
  expect(saves()).toEqual([]);
});

test('a refusal of the server shows at the field, a failure under it', async () => {
  renderSection();
  const field = await screen.findByLabelText('Exemplaires à Lumière Bastille');
  const save = screen.getByRole('button', { name: 'Enregistrer le stock de Lumière Bastille' });

  refusal = { status: 400, code: 'validation_error', field: 'copies' };
  fireEvent.click(save);
  await waitFor(() => expect(field).toHaveAccessibleDescription(/^Un nombre entier d’exemplaires/));

  // The list was older than the server's: this bookshop ships the online orders by now.
  refusal = { status: 400, code: 'validation_error', field: 'location_id' };
  fireEvent.click(save);
  await waitFor(() => expect(field).toHaveAccessibleDescription('Cette librairie expédie les commandes en ligne : modifiez le champ Stock du livre.'));

  refusal = { status: 500, code: 'internal', field: undefined };
  fireEvent.click(save);
  expect(await screen.findByRole('alert')).toHaveTextContent('Le stock n’a pas pu être enregistré. Réessayez.');
  expect(field).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/enregistré\.$/)).toBeNull();
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  renderSection();
  const section = await screen.findByRole('region', { name: 'Stock by bookshop' });
  expect(section).toHaveTextContent('Online stock: change the book’s Stock field.');
  expect(section).toHaveTextContent('5 copies');
  type('Copies at Lumière Croix-Rousse', '12');
  fireEvent.click(screen.getByRole('button', { name: 'Save the stock of Lumière Croix-Rousse' }));
  expect(await screen.findByText('Stock of Lumière Croix-Rousse saved.')).toBeInTheDocument();
  expect(saves()).toEqual([[`${PATH}/3`, { copies: 12 }]]);
});

test('a list that could not be read says so, with Retry', async () => {
  down = true;
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent('Le stock par librairie n’a pas pu être chargé.');
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByLabelText('Exemplaires à Lumière Bastille')).toHaveValue(0);
});

test('a shop without bookshops says so', async () => {
  rows = [];
  renderSection();
  expect(await screen.findByText('La boutique n’a pas encore de librairie.')).toBeInTheDocument();
});

test('says the list loads while the page reads it', async () => {
  renderRoutes([{ path: '/admin-panel/books/42', Component: () => <BookLocationStock bookId={42} loaded={undefined} /> }], '/admin-panel/books/42');
  expect(await screen.findByText('Chargement du stock par librairie…')).toBeInTheDocument();
});
