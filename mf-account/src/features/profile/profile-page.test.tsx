import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Address, UserInfo } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { ProfilePage } from './profile-page';

/** The fake API holds one user and its address book, as the server does. */
let user: UserInfo;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/countries') {
      return { status: 200, body: { data: [{ id: 1, code: 'FR', name_fr: 'France', name_en: 'France' }, { id: 2, code: 'BE', name_fr: 'Belgique', name_en: 'Belgium' }] } };
    }
    if (call.path === '/users/me') return { status: 200, body: { data: user } };
    if (call.path === '/users/me/addresses' && call.method === 'POST') {
      const { is_default: _default, ...fields } = call.body as Address & { is_default?: boolean };
      if (fields.postal_code === '00000') return apiError(400, 'validation_error', 'bad postal code', 'postal_code');
      const address = { ...fields, id: 31 };
      user = { ...user, addresses: [...user.addresses, address], defaultAdd: user.defaultAdd ?? 31 };
      return { status: 201, body: { data: user } };
    }
    if (call.path === `/users/${user.id}` && call.method === 'PUT') {
      user = { ...user, ...(call.body as Partial<UserInfo>) };
      return { status: 200, body: { data: user } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  user = aUser({ email_verified: false, first_name: 'Claire' });
  rootStore.getState().setSession(user, 'tok-7');
});

const renderProfile = () =>
  render(
    <MemoryRouter>
      <ProfilePage />
    </MemoryRouter>,
  );

test('shows the server\'s record, the unconfirmed email, and saves details into the held user', async () => {
  renderProfile();
  expect(await screen.findByText('Adresse non confirmée')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Renvoyer un lien de confirmation' })).toBeInTheDocument();
  const details = screen.getByRole('form', { name: 'Mes informations' });
  fireEvent.change(within(details).getByLabelText('Téléphone'), { target: { value: 'appelez-moi' } });
  fireEvent.click(within(details).getByRole('button', { name: 'Enregistrer' }));
  expect(within(details).getByText('Veuillez entrer un numéro de téléphone valide.')).toBeInTheDocument();
  fireEvent.change(within(details).getByLabelText('Prénom'), { target: { value: ' Léonie ' } });
  fireEvent.change(within(details).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });
  fireEvent.click(within(details).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(rootStore.getState().user).toMatchObject({ first_name: 'Léonie', phone: '06 12 34 56 78' }));
  expect(api.calls.at(-1)?.body).toEqual({ first_name: 'Léonie', last_name: 'Martin', phone: '06 12 34 56 78' });
});

test('an address: required messages first, the server\'s field error next, then saved as the default', async () => {
  renderProfile();
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
  const form = screen.getByRole('form', { name: 'Ajouter une adresse' });
  fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
  for (const message of [
    'Veuillez donner un nom à cette adresse.',
    'Veuillez saisir votre numéro de téléphone.',
    'Veuillez saisir l’adresse.',
    'Veuillez saisir la ville.',
    'Veuillez saisir le code postal.',
    'Veuillez choisir le pays.',
  ]) {
    expect(within(form).getByText(message)).toBeInTheDocument();
  }
  const fill = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill('Nom de l’adresse (Maison, Bureau…)', 'Maison');
  fill('Prénom', 'Claire');
  fill('Nom', 'Martin');
  fill('Téléphone', '01 23 45 67 89');
  fill('Adresse', '12 rue des Lilas');
  fill('Code postal', '00000');
  fill('Ville', 'Lyon');
  fill('Pays', 'FR');
  fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
  expect(await within(form).findByText('Veuillez entrer un code postal valide.')).toBeInTheDocument();

  fill('Code postal', '69003');
  fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
  const card = (await screen.findByText('Maison')).closest('li') as HTMLElement;
  expect(within(card).getByText('Adresse par défaut')).toBeInTheDocument();
  expect(card).toHaveTextContent('69003 Lyon, France');
  expect(screen.queryByRole('form', { name: 'Ajouter une adresse' })).toBeNull();
  expect(rootStore.getState().user?.defaultAdd).toBe(31);
});
