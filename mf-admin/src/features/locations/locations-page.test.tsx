import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminLocation, AdminLocationInput } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { LocationsPage, locationsLoader } from './locations-page';

const OPERA: AdminLocation = {
  id: 1,
  name: 'Lumière Opéra',
  address: '3 rue des Accords, 75009 Paris',
  opening_hours_fr: 'Du mardi au samedi',
  opening_hours_en: 'Tuesday to Saturday',
  pickup_delay_hours: 24,
  ships_online: true,
  pick_count: 6,
};

/** A bookshop that does not ship the online orders (one location per shop does: Opéra). */
const BASTILLE: AdminLocation = { ...OPERA, id: 2, name: 'Lumière Bastille', address: '28 rue de la Roquette, 75011 Paris', ships_online: false, pick_count: 0 };

let locations: AdminLocation[];
let down: boolean;
/** What the server answers the next delete, when set (its list may say otherwise). */
let deleteRefusal: { code: string } | null;
let api: FakeApi;

function handle(call: FakeCall) {
  if (down) return apiError(500, 'internal', 'Down.');
  if (call.path === '/admin/locations' && call.method === 'GET') return { status: 200, body: { data: locations } };
  const body = call.body as AdminLocationInput;
  if (call.path === '/admin/locations' && call.method === 'POST') {
    if (locations.some((location) => location.name === body.name.trim())) return apiError(409, 'name_taken', 'Taken.', 'name');
    const created = { ...body, name: body.name.trim(), id: locations.length + 1, pick_count: 0, ships_online: false };
    locations = [...locations, created];
    return { status: 201, body: { data: created } };
  }
  const id = Number(/^\/admin\/locations\/(\d+)$/.exec(call.path)?.[1]);
  if (call.method === 'PUT') {
    locations = locations.map((location) => (location.id === id ? { ...location, ...body } : location));
    return { status: 200, body: { data: locations.find((location) => location.id === id) } };
  }
  if (call.method === 'DELETE') {
    if (deleteRefusal) return apiError(409, deleteRefusal.code, 'Refused.', 'id');
    locations = locations.filter((location) => location.id !== id);
    return { status: 200, body: { data: { id } } };
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
  locations = [OPERA];
  down = false;
  deleteRefusal = null;
});

const renderPage = () => renderRoutes([{ path: '/admin-panel/locations', Component: LocationsPage, loader: locationsLoader }], '/admin-panel/locations', <ToastHost />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('lists the bookshops; adds one, checked first as the API checks it; a name taken shows at its field', async () => {
  renderPage();
  const row = await screen.findByRole('row', { name: /Lumière Opéra/ });
  expect(row).toHaveTextContent('3 rue des Accords, 75009 Paris');
  expect(row).toHaveTextContent('24 h');

  fireEvent.click(screen.getByRole('button', { name: 'Ajouter une librairie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle librairie' });
  type('Délai de retrait (heures)', '1.5');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(within(dialog).getByText('Un nombre entier d’heures, de 0 à 720.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  type('Nom', 'Lumière Opéra');
  type('Délai de retrait (heures)', '48');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce nom est déjà utilisé.')).toBeInTheDocument();

  type('Nom', 'Lumière Bastille');
  type('Adresse', '28 rue de la Roquette, 75011 Paris');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Librairie « Lumière Bastille » ajoutée.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('row', { name: /Lumière Bastille/ })).toHaveTextContent('48 h'));
  expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
    name: 'Lumière Bastille',
    address: '28 rue de la Roquette, 75011 Paris',
    opening_hours_fr: '',
    opening_hours_en: '',
    pickup_delay_hours: 48,
  });
});

test('a bookshop where picks are signed, or the only one, cannot be deleted; another can', async () => {
  locations = [OPERA, BASTILLE];
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Lumière Opéra »' }));
  expect(await screen.findByText('6 coup(s) de cœur sont signés à « Lumière Opéra » : déplacez-les ou retirez-les d’abord.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Lumière Bastille »' }));
  const confirm = await screen.findByRole('dialog');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Librairie « Lumière Bastille » supprimée.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/admin/locations/2']);
});

test('says which bookshop ships the online orders; that one cannot be deleted', async () => {
  locations = [{ ...OPERA, pick_count: 0 }, BASTILLE];
  renderPage();
  expect(await screen.findByRole('columnheader', { name: 'Stock en ligne' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Lumière Opéra/ })).toHaveTextContent('Oui : expédie les commandes en ligne');
  expect(screen.getByRole('row', { name: /Lumière Bastille/ })).not.toHaveTextContent('expédie les commandes en ligne');
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Lumière Opéra »' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByRole('alert')).toHaveTextContent('Cette librairie expédie les commandes en ligne : elle ne peut pas être supprimée.');
  expect(within(confirm).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
});

test('a delete the server refuses says why: the bookshop ships online by now, or is still in use', async () => {
  locations = [OPERA, BASTILLE];
  deleteRefusal = { code: 'ships_online' };
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Lumière Bastille »' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Cette librairie expédie les commandes en ligne : elle ne peut pas être supprimée.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));

  deleteRefusal = { code: 'in_use' };
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Lumière Bastille »' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText(/^« Lumière Bastille » sert encore : des coups de cœur y sont signés, des commandes y ont été retirées/)).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Lumière Bastille/ })).toBeInTheDocument();
});

test('edits a bookshop in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit “Lumière Opéra”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Lumière Opéra”' });
  expect(within(dialog).getByLabelText('Opening hours (in English)')).toHaveValue('Tuesday to Saturday');
  type('Collection delay (hours)', '0');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Bookshop “Lumière Opéra” saved.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('row', { name: /Lumière Opéra/ })).toHaveTextContent(/Saturday0 h/));
  expect(screen.getByRole('row', { name: /Lumière Opéra/ })).toHaveTextContent('Yes: ships the online orders');
  expect(screen.getByRole('columnheader', { name: 'Online stock' })).toBeInTheDocument();
});

test('a list that could not be read says so, with Retry', async () => {
  down = true;
  renderPage();
  expect(await screen.findByText('Les librairies n’ont pas pu être chargées.')).toBeInTheDocument();
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('row', { name: /Lumière Opéra/ })).toBeInTheDocument();
});
