import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, PersonalDataExport, ReturnRequest, ReturnWindow, SignInMethods, TrackedOrder } from '@bookshop/contracts';
import { keyMismatches } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall, type FakeAnswer } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { AddReturnPage, addReturnLoader } from '../after-sales/return-pages';
import { FollowOrderPage, followOrderLoader } from '../orders/follow-order-page';
import { TrackOrderPage } from '../orders/track-order-page';
import { PersonalDataSection } from './personal-data-section';
import { rightsMessages } from './messages';

/**
 * The customer's rights in the account area: the return period said before and after its last day, a guest's return
 * from /track-order with the lookup's token, and the download and deletion of one's data. French and English.
 */

const OPEN: ReturnWindow = { delivered_at: '2026-03-04T10:00:00.000Z', last_day: '2026-03-18', open: true };
const CLOSED: ReturnWindow = { ...OPEN, open: false };

const order = (window: ReturnWindow): Order => ({
  number: 'ABCD-EFGH-JKLM',
  status: 'delivered',
  email: 'client@librairie-lumiere.fr',
  created_at: '2026-03-01T10:00:00.000Z',
  currency: 'eur',
  usd_rate: null,
  payment_method: 'bank_transfer',
  delivery_method: 'home',
  items_total: 10,
  delivery_price: 0,
  total: 10,
  lines: [{ article_id: 2, title: 'Germinal', author: 'Émile Zola', ean: '9782070411085', isbn_hyphenated: '978-2-07-041108-5', unit_price_ttc: 10, discount: 0, unit_price: 10, quantity: 1, line_total: 10 }],
  shipping: { first_name: 'Claire', last_name: 'Martin', phone: '0123456789', address: '12 rue des Lilas', address_extra: '', city: 'Lyon', postal_code: '69003', country: 'FR' },
  events: [{ status: 'delivered', at: '2026-03-04T10:00:00.000Z' }],
  bank_transfer_details: null,
  expires_at: null,
  coupon: null,
  gift_card: null,
  amount_due: 10,
  return_window: window,
  pickup: null,
  gift_card_purchase: null,
});

const guestReturn: ReturnRequest = {
  id: 77,
  order_number: 'ABCD-EFGH-JKLM',
  status: 'requested',
  reason: 'La couverture est arrivée déchirée.',
  created_at: '2026-03-05T10:00:00.000Z',
  items: [{ article_id: 2, title: 'Germinal', quantity: 1, unit_price: 10 }],
  events: [{ status: 'requested', at: '2026-03-05T10:00:00.000Z' }],
  photo: false,
};

const tracked = (changes: Partial<TrackedOrder> = {}): TrackedOrder => ({
  number: 'ABCD-EFGH-JKLM',
  status: 'delivered',
  created_at: '2026-03-01T10:00:00.000Z',
  delivery_method: 'home',
  collection: false,
  item_count: 1,
  events: [{ status: 'delivered', at: '2026-03-04T10:00:00.000Z' }],
  return_window: OPEN,
  guest_return: { token: 'ABCD-EFGH-JKLM.1900000000.signature', expires_at: '2030-03-17T12:00:00.000Z', lines: [{ article_id: 2, title: 'Germinal', quantity: 1 }], open_return: null },
  ...changes,
});

/** What each test makes the fake API answer, by path. */
let answers: Record<string, (call: FakeCall) => FakeAnswer>;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi((call) => answers[`${call.method} ${call.path}`]?.(call) ?? apiError(404, 'not_found', 'Not found'));
  URL.createObjectURL = jest.fn(() => 'blob:personal-data');
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  answers = {};
  api.calls.length = 0;
});

function renderAt(path: string) {
  const pages = [
    { path: '/followorder/:orderId', Component: FollowOrderPage, loader: followOrderLoader },
    { path: '/add_refund_return/:order_id', Component: AddReturnPage, loader: addReturnLoader },
    { path: '/track-order', Component: TrackOrderPage },
    { path: '/accountprofile', Component: PersonalDataSection },
    { path: '/login', Component: () => <p>connexion</p> },
  ];
  return renderRoutes(pages, path, <ToastHost />);
}

test('French and English texts have the same keys', () => {
  expect(keyMismatches(rightsMessages)).toEqual([]);
});

describe('the return period', () => {
  beforeEach(() => rootStore.getState().setSession(aUser(), 'tok-7'));

  test('while open, the return button says the last day (French, then English)', async () => {
    answers['GET /orders/ABCD-EFGH-JKLM'] = () => ({ status: 200, body: { data: order(OPEN) } });
    renderAt('/followorder/ABCD-EFGH-JKLM');
    expect(await screen.findByRole('link', { name: 'Demander un retour (jusqu’au 18 mars 2026)' })).toHaveAttribute('href', '/add_refund_return/ABCD-EFGH-JKLM');
    act(() => rootStore.getState().setLanguage('eng'));
    expect(await screen.findByRole('link', { name: 'Ask for a return (until 18 March 2026)' })).toBeInTheDocument();
  });

  test('after the last day, a message replaces the button and the form', async () => {
    answers['GET /orders/ABCD-EFGH-JKLM'] = () => ({ status: 200, body: { data: order(CLOSED) } });
    const { unmount } = renderAt('/followorder/ABCD-EFGH-JKLM');
    expect(await screen.findByText(/Le délai de rétractation de 14 jours à compter de la réception a pris fin le 18 mars 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Demander un retour/ })).not.toBeInTheDocument();
    unmount();

    act(() => rootStore.getState().setLanguage('eng'));
    renderAt('/add_refund_return/ABCD-EFGH-JKLM');
    expect(await screen.findByText(/The 14-day withdrawal period from receipt ended on 18 March 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Germinal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
  });

  test('a return the server refuses as late says so', async () => {
    answers['GET /orders/ABCD-EFGH-JKLM'] = () => ({ status: 200, body: { data: order(OPEN) } });
    answers['POST /returns'] = () => apiError(409, 'return_window_closed', 'The return period ended on 2026-03-18.', 'order_number');
    renderAt('/add_refund_return/ABCD-EFGH-JKLM');
    expect(await screen.findByText(/jusqu’au 18 mars 2026 inclus/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Germinal' }));
    fireEvent.change(screen.getByLabelText('Raison du retour'), { target: { value: 'La couverture est arrivée déchirée.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le délai de rétractation de cette commande est écoulé');
  });
});

describe('a guest\'s return from /track-order', () => {
  async function lookUp() {
    renderAt('/track-order');
    fireEvent.change(screen.getByLabelText(/Numéro de commande/), { target: { value: 'ABCD-EFGH-JKLM' } });
    fireEvent.change(screen.getByLabelText('Adresse email'), { target: { value: 'invite@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
  }

  test('a collection looked up reads "ready to collect" and "collected", not shipped and delivered', async () => {
    answers['POST /orders/track'] = () => ({
      status: 200,
      body: { data: tracked({ collection: true, status: 'shipped', events: [{ status: 'shipped', at: '2026-03-04T10:00:00.000Z' }], return_window: null, guest_return: null }) },
    });
    await lookUp();
    expect(await screen.findAllByText('Prête à retirer')).not.toHaveLength(0);
    expect(screen.queryByText('Expédiée')).toBeNull();
  });

  test('a delivered order shows the return form; it is sent with the lookup\'s token, then the request is shown', async () => {
    answers['POST /orders/track'] = () => ({ status: 200, body: { data: tracked() } });
    answers['POST /guest-returns'] = () => ({ status: 201, body: { data: guestReturn } });
    await lookUp();
    const section = await screen.findByRole('region', { name: 'Retourner des livres' });
    expect(within(section).getByText(/jusqu’au 18 mars 2026 inclus/)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Germinal' }));
    fireEvent.change(within(section).getByLabelText('Raison du retour'), { target: { value: 'La couverture est arrivée déchirée.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(section).findByText(/Votre demande de retour n° 77 est enregistrée/)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/guest-returns');
    expect(sent?.headers['x-return-token']).toBe('ABCD-EFGH-JKLM.1900000000.signature');
    expect(sent?.body).toEqual({ items: [{ article_id: 2, quantity: 1 }], reason: 'La couverture est arrivée déchirée.' });
    expect(sent?.authorization).toBeUndefined();
  });

  test('an expired form says to look the order up again; an open return is shown instead of the form (English)', async () => {
    answers['POST /orders/track'] = () => ({ status: 200, body: { data: tracked() } });
    answers['POST /guest-returns'] = () => apiError(403, 'invalid_return_token', 'This return link has expired.', 'token');
    await lookUp();
    const section = await screen.findByRole('region', { name: 'Retourner des livres' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Germinal' }));
    fireEvent.change(within(section).getByLabelText('Raison du retour'), { target: { value: 'La couverture est arrivée déchirée.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Ce formulaire a expiré : recherchez à nouveau la commande');

    answers['POST /orders/track'] = () => ({
      status: 200,
      body: { data: tracked({ guest_return: { token: null, expires_at: null, lines: [], open_return: { ...guestReturn, status: 'approved' } } }) },
    });
    act(() => rootStore.getState().setLanguage('eng'));
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    const shown = await screen.findByRole('region', { name: 'Return books' });
    expect(await within(shown).findByText('Your return request no. 77 is being handled.')).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
  });

  test('after the last day the lookup says so instead of the form', async () => {
    answers['POST /orders/track'] = () => ({
      status: 200,
      body: { data: tracked({ return_window: CLOSED, guest_return: { token: null, expires_at: null, lines: [{ article_id: 2, title: 'Germinal', quantity: 1 }], open_return: null } }) },
    });
    await lookUp();
    const section = await screen.findByRole('region', { name: 'Retourner des livres' });
    expect(within(section).getByText(/a pris fin le 18 mars 2026/)).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('personal data', () => {
  const methods = (password: boolean): SignInMethods => ({ password, identities: [] });
  beforeEach(() => rootStore.getState().setSession(aUser(), 'tok-7'));

  test('the download saves the server\'s document as a JSON file', async () => {
    const data = { exported_at: '2026-03-20T10:00:00.000Z', shop: 'Librairie Lumière' } as PersonalDataExport;
    answers['GET /users/me/personal-data'] = () => ({ status: 200, body: data });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/accountprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('personal-data-2026-03-20.json');
    expect(await screen.findByText('Vos données ont été téléchargées.')).toBeInTheDocument();
    clicked.mockRestore();
  });

  test('a failed download says so', async () => {
    answers['GET /users/me/personal-data'] = () => apiError(500, 'internal', 'Boom');
    renderAt('/accountprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le téléchargement a échoué.');
  });

  test('deletion asks for the password in a dialog; a wrong one is said on the field; the right one signs out to the login page', async () => {
    answers['GET /users/me/sign-in-methods'] = () => ({ status: 200, body: { data: methods(true) } });
    answers['POST /users/me/delete'] = (call) =>
      (call.body as { password: string }).password === 'Le-bon-mot-42'
        ? { status: 200, body: { data: { deleted: true } } }
        : apiError(400, 'wrong_password', 'The password is not correct.', 'password');
    renderAt('/accountprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement le compte ?' });
    const field = await within(dialog).findByLabelText('Mot de passe');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'pas-le-bon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Ce mot de passe n’est pas le bon.')).toBeInTheDocument();
    expect(rootStore.getState().token).toBe('tok-7');
    fireEvent.change(field, { target: { value: 'Le-bon-mot-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('connexion')).toBeInTheDocument();
    expect(await screen.findByText('Votre compte a été supprimé.')).toBeInTheDocument();
    expect(rootStore.getState().token).toBeNull();
    expect(rootStore.getState().user).toBeNull();
  });

  test('in English, a staff account is told it cannot delete itself; Cancel closes the dialog', async () => {
    act(() => rootStore.getState().setLanguage('eng'));
    answers['GET /users/me/sign-in-methods'] = () => ({ status: 200, body: { data: methods(true) } });
    answers['POST /users/me/delete'] = () => apiError(403, 'staff_account', 'A staff account cannot delete itself.');
    renderAt('/accountprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account for good?' });
    fireEvent.change(await within(dialog).findByLabelText('Password'), { target: { value: 'Admin-pass-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A staff account cannot be deleted this way');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rootStore.getState().token).toBe('tok-7');
  });

  test('an account without a password is asked for a Google sign-in instead', async () => {
    answers['GET /users/me/sign-in-methods'] = () => ({ status: 200, body: { data: methods(false) } });
    answers['POST /auth/google/nonce'] = () => apiError(404, 'google_sign_in_off', 'Off');
    renderAt('/accountprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Votre compte n’a pas de mot de passe : pour confirmer, connectez-vous à nouveau avec Google.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });
});
