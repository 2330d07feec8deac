import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Address, GiftCard, PaymentReference, SignInMethods, UserInfo } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { ProfilePage, profileLoader } from './profile-page';

/** The fake API holds one user, its address book and saved cards, as the server does. */
let user: UserInfo;
let api: FakeApi;
/** A saved card the card provider fails on (502), or null. */
let providerDownFor: number | null;
/** How the held user signs in; unlinking needs a password, as on the server. */
let methods: SignInMethods;
const GOOGLE = { id: 5, provider: 'google' as const, email: 'claire.martin@gmail.example', linked_at: '2026-11-20T09:30:00Z' };
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/users/me/sign-in-methods') return { status: 200, body: { data: methods } };
    const identity = /^\/users\/me\/sign-in-methods\/(\d+)$/.exec(call.path);
    if (identity && call.method === 'DELETE') {
      if (!methods.password) return apiError(409, 'password_required', 'Set a password first.');
      methods = { ...methods, identities: methods.identities.filter((linked) => linked.id !== Number(identity[1])) };
      return { status: 200, body: { data: methods } };
    }
    const card = /^\/users\/me\/payments\/(\d+)(\/default)?$/.exec(call.path);
    if (card) {
      const id = Number(card[1]);
      if (!user.payments.some((payment) => payment.id === id)) return apiError(404, 'not_found', 'Saved card not found.');
      if (card[2] && call.method === 'PUT') {
        user = { ...user, defaultPay: id };
        return { status: 200, body: { data: user } };
      }
      if (!card[2] && call.method === 'DELETE') {
        if (providerDownFor === id) return apiError(502, 'payment_unavailable', 'The card provider did not forget the card.');
        const payments = user.payments.filter((payment) => payment.id !== id);
        user = { ...user, payments, defaultPay: user.defaultPay === id ? (payments[0]?.id ?? null) : user.defaultPay };
        return { status: 200, body: { data: user } };
      }
    }
    if (call.path === '/countries') {
      return { status: 200, body: { data: [{ id: 1, code: 'FR', name_fr: 'France', name_en: 'France' }, { id: 2, code: 'BE', name_fr: 'Belgique', name_en: 'Belgium' }] } };
    }
    if (call.path === '/users/me') return { status: 200, body: { data: user } };
    if (call.path === '/users/me/stock-alerts') return { status: 200, body: { data: [] } };
    if (call.path === '/users/me/gift-cards') return giftCardsDown ? apiError(500, 'internal', 'Down.') : { status: 200, body: { data: GIFT_CARDS } };
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
  giftCardsDown = false;
  user = aUser({ email_verified: false, first_name: 'Claire' });
  providerDownFor = null;
  methods = { password: true, identities: [] };
  api.calls.length = 0;
  rootStore.getState().setSession(user, 'tok-7');
});

const GIFT_CARDS: GiftCard[] = [
  { code: 'ABCD-EFGH-JKLM-NPQR-STUV', initial: 40, balance: 25, state: 'active', expires_on: '2027-11-20', created_at: '2026-11-20T10:00:00.000Z', uses: [{ order_number: 'AAAA-BBBB-CCCC', amount: 15, at: '2026-11-21T10:00:00.000Z' }] },
  { code: 'WXYZ-2345-6789-ABCD-EFGH', initial: 15, balance: 15, state: 'expired', expires_on: '2026-10-29', created_at: '2025-10-29T10:00:00.000Z', uses: [] },
];
let giftCardsDown = false;

const renderProfile = () => renderRoute({ path: '/accountprofile', at: '/accountprofile', Component: ProfilePage, loader: profileLoader });

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

describe('preferences', () => {
  const preferences = async () => {
    renderProfile();
    const title = await screen.findByRole('heading', { name: 'Préférences' });
    return title.closest('section') as HTMLElement;
  };

  test('choosing English switches the store (the header follows) and saves it on the user record', async () => {
    const section = await preferences();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Langue' }), { target: { value: 'eng' } });
    expect(rootStore.getState().language).toBe('eng');
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/users/7')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/users/7')).toMatchObject({ body: { language: 'eng' }, authorization: 'Bearer tok-7' });
    await waitFor(() => expect(rootStore.getState().user?.language).toBe('eng'));
    // The page stayed: no reload took the select away from the shopper.
    expect(within(section).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  test('a change made in the header shows here too', async () => {
    const section = await preferences();
    act(() => rootStore.getState().setCurrency('usd'));
    expect(within(section).getByRole('combobox', { name: 'Devise' })).toHaveValue('usd');
  });

  test('dollars without a rate open the currency-blocked dialog and keep euro', async () => {
    const section = await preferences();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Devise' }), { target: { value: 'usd' } });
    const dialog = screen.getByRole('dialog', { name: 'Changement de devise' });
    expect(within(dialog).getByText('Vous ne pouvez pas changer de devise. Veuillez contacter l’administration.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactus');
    expect(rootStore.getState().currency).toBe('eur');
    expect(within(section).getByRole('combobox', { name: 'Devise' })).toHaveValue('eur');
    expect(api.calls.some((call) => call.path === '/users/7')).toBe(false);
  });

  test('dollars with a rate are chosen and saved', async () => {
    rootStore.setState({ currencyRate: 1.08 });
    const section = await preferences();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Devise' }), { target: { value: 'usd' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rootStore.getState().currency).toBe('usd');
    await waitFor(() => expect(rootStore.getState().user?.currency).toBe('usd'));
    expect(api.calls.find((call) => call.path === '/users/7')?.body).toEqual({ currency: 'usd' });
  });
});

describe('saved cards', () => {
  const visa: PaymentReference = { id: 41, provider: 'card', label: 'Visa •••• 4242 (12/30)' };
  const mastercard: PaymentReference = { id: 42, provider: 'card', label: 'Mastercard •••• 4444 (03/29)' };
  const cards = async () => {
    renderProfile();
    const title = await screen.findByRole('heading', { name: 'Mes cartes enregistrées' });
    return title.closest('section') as HTMLElement;
  };
  const cardItem = (section: HTMLElement, label: string) => within(section).getByText(label).closest('li') as HTMLElement;

  test('without a card, says that cards are saved when paying by card', async () => {
    const section = await cards();
    expect(section).toHaveTextContent('Vous n’avez aucune carte enregistrée. Lors d’un paiement par carte, vous pouvez demander à mémoriser la carte');
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  test('lists the cards with the default one marked, and makes another the default', async () => {
    user = { ...user, payments: [visa, mastercard], defaultPay: 41 };
    const section = await cards();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cardItem(section, visa.label)).getByText('Carte par défaut')).toBeInTheDocument();
    expect(within(cardItem(section, visa.label)).queryByRole('button', { name: 'Utiliser par défaut' })).toBeNull();

    fireEvent.click(within(cardItem(section, mastercard.label)).getByRole('button', { name: 'Utiliser par défaut' }));
    await waitFor(() => expect(within(cardItem(section, mastercard.label)).getByText('Carte par défaut')).toBeInTheDocument());
    expect(within(cardItem(section, visa.label)).queryByText('Carte par défaut')).toBeNull();
    expect(rootStore.getState().user?.defaultPay).toBe(42);
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/users/me/payments/42/default', authorization: 'Bearer tok-7' });
  });

  test('deletes a card after a confirmation; cancelling keeps it', async () => {
    user = { ...user, payments: [visa, mastercard], defaultPay: 41 };
    const section = await cards();
    fireEvent.click(within(section).getByRole('button', { name: `Supprimer la carte ${visa.label}` }));
    let dialog = screen.getByRole('dialog', { name: 'Supprimer une carte' });
    expect(dialog).toHaveTextContent(`Supprimer la carte ${visa.label} ?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(section).getByRole('button', { name: `Supprimer la carte ${visa.label}` }));
    dialog = screen.getByRole('dialog', { name: 'Supprimer une carte' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la carte' }));
    await waitFor(() => expect(within(section).queryByText(visa.label)).toBeNull());
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/users/me/payments/41' });
    // The server made the remaining card the default; the held user follows.
    expect(within(cardItem(section, mastercard.label)).getByText('Carte par défaut')).toBeInTheDocument();
    expect(rootStore.getState().user).toMatchObject({ payments: [mastercard], defaultPay: 42 });
    expect(within(section).getByRole('heading', { name: 'Mes cartes enregistrées' })).toHaveFocus();
  });

  test('when the card provider fails, says so and keeps the card', async () => {
    user = { ...user, payments: [visa], defaultPay: 41 };
    providerDownFor = 41;
    const section = await cards();
    fireEvent.click(within(section).getByRole('button', { name: `Supprimer la carte ${visa.label}` }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer la carte' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Le prestataire de paiement n’a pas répondu : la carte est toujours enregistrée. Veuillez réessayer dans un instant.',
    );
    expect(within(section).getByText(visa.label)).toBeInTheDocument();
    expect(rootStore.getState().user?.payments).toEqual([visa]);
  });

  test('a card already forgotten elsewhere (404) is said so and the list is refreshed', async () => {
    user = { ...user, payments: [visa, mastercard], defaultPay: 41 };
    const section = await cards();
    // Another device forgets the card meanwhile.
    user = { ...user, payments: [visa], defaultPay: 41 };
    fireEvent.click(within(section).getByRole('button', { name: `Supprimer la carte ${mastercard.label}` }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer la carte' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Cette carte n’est plus enregistrée.');
    await waitFor(() => expect(within(section).queryByText(mastercard.label)).toBeNull());
    expect(within(section).getByText(visa.label)).toBeInTheDocument();
  });
});

test('an account created with Google lists it, offers no unlink, and explains that a password is set through recovery', async () => {
  methods = { password: false, identities: [GOOGLE] };
  renderProfile();
  const section = await screen.findByRole('region', { name: 'Moyens de connexion' });
  expect(await within(section).findByText('Google — claire.martin@gmail.example')).toBeInTheDocument();
  expect(within(section).getByText('lié le 20 novembre 2026')).toBeInTheDocument();
  expect(within(section).queryByText('Mot de passe — défini')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: /Délier/ })).not.toBeInTheDocument();
  expect(within(section).getByText(/Votre compte n’a pas encore de mot de passe/)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Définir un mot de passe' })).toHaveAttribute('href', '/resetpasswordemail');
});

test('with a password, a linked Google account can be unlinked (in English too)', async () => {
  rootStore.setState({ language: 'eng' });
  methods = { password: true, identities: [GOOGLE] };
  renderProfile();
  const section = await screen.findByRole('region', { name: 'Sign-in methods' });
  expect(await within(section).findByText('Password — set')).toBeInTheDocument();
  expect(within(section).getByText('Google — claire.martin@gmail.example')).toBeInTheDocument();
  fireEvent.click(within(section).getByRole('button', { name: 'Unlink the Google account claire.martin@gmail.example' }));
  await waitFor(() => expect(within(section).queryByText('Google — claire.martin@gmail.example')).not.toBeInTheDocument());
  expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/users/me/sign-in-methods/5');
  expect(within(section).getByText('Password — set')).toBeInTheDocument();
  expect(within(section).queryByText(/no password yet/)).not.toBeInTheDocument();
});

test('an unlink the server refuses (no password any more) is explained', async () => {
  methods = { password: true, identities: [GOOGLE] };
  renderProfile();
  const section = await screen.findByRole('region', { name: 'Moyens de connexion' });
  const unlink = await within(section).findByRole('button', { name: 'Délier le compte Google claire.martin@gmail.example' });
  // Meanwhile the password was removed elsewhere: the server refuses.
  methods = { ...methods, password: false };
  fireEvent.click(unlink);
  expect(await within(section).findByRole('alert')).toHaveTextContent('Définissez d’abord un mot de passe : sans lui, votre compte n’aurait plus de moyen de connexion.');
  expect(within(section).getByText('Google — claire.martin@gmail.example')).toBeInTheDocument();
});

test("lists the account's gift cards: what is left, the code to type, until when, and where each was used", async () => {
  renderProfile();
  const section = await screen.findByRole('region', { name: 'Mes cartes cadeaux' });
  const [active, expired] = within(section).getAllByRole('listitem').filter((item) => item.classList.contains('gift-card-list__item'));
  expect(active).toHaveTextContent('Utilisable');
  expect(active).toHaveTextContent(/25,00\s€ sur 40,00\s€/);
  expect(active).toHaveTextContent('Code : ABCD-EFGH-JKLM-NPQR-STUV');
  expect(active).toHaveTextContent('Valable jusqu’au 20 novembre 2027');
  expect(within(active as HTMLElement).getByRole('link', { name: /15,00\s€ pour la commande AAAA-BBBB-CCCC/ })).toHaveAttribute('href', '/followorder/AAAA-BBBB-CCCC');
  expect(expired).toHaveTextContent('Expirée le 29 octobre 2026');
  expect(within(section).getByRole('link', { name: 'Offrir une carte cadeau' })).toHaveAttribute('href', '/gift-card');
});

test('gift cards that could not be read say so, the rest of the profile staying usable', async () => {
  giftCardsDown = true;
  renderProfile();
  expect(await screen.findByText('Vos cartes cadeaux n’ont pas pu être chargées.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Mes cartes cadeaux' })).toBeInTheDocument();
});
