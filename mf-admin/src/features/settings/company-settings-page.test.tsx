import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanySettings, CompanySettingsUpdate } from '@bookshop/contracts';
import { keyMismatches } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { CompanySettingsPage, settingsLoader } from './company-settings-page';
import { settingsMessages } from './messages';

const settings: CompanySettings = {
  website_config: [{ lookup_config_type: 43, is_exist: true }],
  usd_rate: 1.08,
  fav_icon: null,
  dark_icon: null,
  light_icon: null,
  email: 'contact@librairie-lumiere.fr',
  phone: '+33 1 23 45 67 89',
  facebook: '',
  youtube: '',
  twitter: '',
  linkedin: '',
  insta: '',
  about_en: '',
  about_fr: '',
  help_en: '',
  help_fr: '',
  libraries_en: '',
  libraries_fr: '',
  copyrights_en: '',
  copyrights_fr: '',
  primary_color: '#8b1e1e',
  secondary_color: '#c9a227',
  accent_color: '#4a2c1d',
  paypal_client_id: '',
  card_public_key: '',
  offline_payment: true,
  bank_transfer_details: 'IBAN FR76 0000',
  google_client_id: null,
  legal_name: 'Librairie Lumière',
  legal_form: 'SAS',
  share_capital: '20 000 €',
  street_address: '8 passage des Lumières',
  postal_code: '75011',
  city: 'Paris',
  siret: '91234567500017',
  vat_number: 'FR65912345675',
};

/** The settings the fake server holds; PUT merges what it is sent, except a secret card key, which it refuses. */
let held: CompanySettings;
const sent: CompanySettingsUpdate[] = [];
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    if (path !== '/admin/company-settings') return apiError(404, 'not_found', 'Not found');
    if (method === 'GET') return { status: 200, body: { data: held } };
    const update = body as CompanySettingsUpdate;
    sent.push(update);
    if (update.card_public_key?.startsWith('sk_')) return apiError(400, 'validation_error', 'A secret key is refused', 'card_public_key');
    if (update.google_client_id?.includes(' ')) return apiError(400, 'validation_error', 'Bad client id', 'google_client_id');
    held = { ...held, ...(update as Partial<CompanySettings>) };
    return { status: 200, body: { data: held } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  held = { ...settings };
  sent.length = 0;
});

const renderPage = () => renderRoutes([{ path: '/admin-panel/settings', Component: CompanySettingsPage, loader: settingsLoader }], '/admin-panel/settings');

test('payment keys, the bank-transfer switch and a new website config entry are saved together', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('Identifiant client PayPal'), { target: { value: 'AbC-123_x' } });
  fireEvent.change(screen.getByLabelText(/Clé publique du prestataire de carte/), { target: { value: 'pk_test_42' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Proposer le virement bancaire' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Type 43 : comparateur de livres (/compare)' }));
  fireEvent.change(screen.getByLabelText('Nouveau type'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  expect(screen.getByRole('checkbox', { name: 'Type 12' })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    paypal_client_id: 'AbC-123_x',
    card_public_key: 'pk_test_42',
    offline_payment: false,
    bank_transfer_details: 'IBAN FR76 0000',
    website_config: [
      { lookup_config_type: 12, is_exist: true },
      { lookup_config_type: 43, is_exist: false },
    ],
    fav_icon: null,
  });
  // The running storefront follows: compare is now off.
  await waitFor(() => expect(rootStore.getState().isCompareEnabled).toBe(false));
});

test('turning bank transfer off without both keys warns that customers could not pay', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Proposer le virement bancaire' }));
  expect(screen.getByText(/les clients ne pourront pas payer/)).toBeInTheDocument();
});

test('a secret card key refused by the server shows its message next to the field', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/Clé publique du prestataire de carte/), { target: { value: 'sk_live_oops' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Clé publique attendue (pk_…) : une clé secrète est refusée.')).toBeInTheDocument();
  expect(held.card_public_key).toBe('');
});

test('a type already in the list cannot be added twice', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('Nouveau type'), { target: { value: '43' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  expect(screen.getByText('Un nombre entier positif, pas encore dans la liste.')).toBeInTheDocument();
});

test.each([
  ['fr', 'Identifiant client Google', 'Enregistrer'],
  ['eng', 'Google client id', 'Save'],
] as const)('the Google client id is set, and emptied to null (sign-in with Google off), in %s', async (language, label, save) => {
  rootStore.setState({ language });
  renderPage();
  fireEvent.change(await screen.findByLabelText(new RegExp(label)), { target: { value: ' 1234-abc.apps.googleusercontent.com ' } });
  fireEvent.click(screen.getByRole('button', { name: save }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.google_client_id).toBe('1234-abc.apps.googleusercontent.com');
  await waitFor(() => expect(screen.getByLabelText(new RegExp(label))).toHaveValue('1234-abc.apps.googleusercontent.com'));

  fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: save }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]?.google_client_id).toBeNull();
});

test('a Google client id refused by the server shows its message next to the field', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/Identifiant client Google/), { target: { value: 'pas un id' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Lettres, chiffres, « . », « - » et « _ » uniquement.')).toBeInTheDocument();
  expect(held.google_client_id).toBeNull();
});

test.each([
  ['fr', 'Raison sociale', /^SIRET/, /TVA intracommunautaire/, 'Enregistrer'],
  ['eng', 'Legal name', /^SIRET/, /Intra-community VAT number/, 'Save'],
] as const)('the seller identity of invoices is saved, SIRET and VAT number without their spaces, in %s', async (language, name, siret, vat, save) => {
  rootStore.setState({ language });
  renderPage();
  fireEvent.change(await screen.findByLabelText(name), { target: { value: ' Librairie Lumière SAS ' } });
  fireEvent.change(screen.getByLabelText(siret), { target: { value: '999 999 998 00001' } });
  fireEvent.change(screen.getByLabelText(vat), { target: { value: 'fr 11 999999998' } });
  fireEvent.click(screen.getByRole('button', { name: save }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    legal_name: 'Librairie Lumière SAS',
    legal_form: 'SAS',
    share_capital: '20 000 €',
    street_address: '8 passage des Lumières',
    postal_code: '75011',
    city: 'Paris',
    siret: '99999999800001',
    vat_number: 'FR11999999998',
  });
});

test('a SIRET with a wrong key, a VAT number of another SIREN and a short postal code are shown at their fields and not sent', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/^SIRET/), { target: { value: '91234567500018' } });
  fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '750' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('SIRET invalide : 14 chiffres dont la clé de contrôle est juste.')).toBeInTheDocument();
  expect(screen.getByText('Code postal français à 5 chiffres.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^SIRET/), { target: { value: '91234567500017' } });
  fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '75011' } });
  fireEvent.change(screen.getByLabelText(/TVA intracommunautaire/), { target: { value: 'FR11999999998' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Numéro invalide : FR, la bonne clé et le SIREN du SIRET ci-dessus.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  expect(screen.getByLabelText(/TVA intracommunautaire/)).toHaveAccessibleDescription(/Numéro invalide/);
});

test('the settings texts have the same keys in French and English', () => {
  expect(keyMismatches(settingsMessages)).toEqual([]);
});
