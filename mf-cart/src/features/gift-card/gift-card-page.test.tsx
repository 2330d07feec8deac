import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GiftCardPurchaseBody } from '@bookshop/contracts';
import { shopDay } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeAnswer } from '@bookshop/testing';
import { OrderSuccessPage } from '../checkout/order-success-page';
import { GiftCardPage, giftCardLoader } from './gift-card-page';

/** The order the server makes of a purchase: no book, the card's amount as its total. */
const cardOrder = (body: GiftCardPurchaseBody) => ({
  number: 'CMD-GIFT-1',
  status: 'pending_payment',
  email: body.email ?? 'client@librairie-lumiere.fr',
  created_at: '2026-11-22T10:00:00.000Z',
  currency: 'eur',
  usd_rate: body.payment_method === 'bank_transfer' ? null : 1.08,
  payment_method: body.payment_method,
  delivery_method: '',
  items_total: body.amount,
  delivery_price: 0,
  total: body.amount,
  lines: [],
  shipping: { first_name: '', last_name: '', phone: '', address: '', address_extra: '', city: '', postal_code: '', country: '' },
  events: [{ status: 'pending_payment', at: '2026-11-22T10:00:00.000Z' }],
  bank_transfer_details: body.payment_method === 'bank_transfer' ? 'IBAN FR76 3000 6000 0112 3456 7890 189' : null,
  expires_at: '2026-11-29T10:00:00.000Z',
  coupon: null,
  gift_card: null,
  amount_due: body.amount,
  return_window: null,
  pickup: null,
  gift_card_purchase: {
    amount: body.amount,
    recipient: body.recipient && { name: body.recipient.name, email: body.recipient.email, send_on: body.recipient.send_on },
    code_end: null,
    sent_at: null,
  },
});
const placed = (): FakeAnswer => ({ status: 201, body: 'placed' });

const OFFLINE_ONLY = { offline: true, online: false, paypal: null, card: null, currency: 'USD' };
const ONLINE = {
  offline: true,
  online: true,
  paypal: { client_id: 'client-id', sdk_url: 'http://127.0.0.1:9/sdk/js' },
  card: { public_key: 'pk_test_1', js_url: 'http://127.0.0.1:9/v3/' },
  currency: 'USD',
};
let paymentOptions: unknown = OFFLINE_ONLY;
/** The answers of POST /gift-cards/purchase, in turn; `placed()` answers the order made of the body sent. */
let purchaseAnswers: FakeAnswer[] = [];
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/payment-options') return { status: 200, body: { data: paymentOptions } };
    if (call.path === '/gift-cards/purchase') {
      const answer = purchaseAnswers.shift() ?? apiError(500, 'internal', 'no answer left');
      return answer.body === 'placed' ? { status: 201, body: { data: cardOrder(call.body as GiftCardPurchaseBody) } } : answer;
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  paymentOptions = OFFLINE_ONLY;
  purchaseAnswers = [];
  resetStore();
  sessionStorage.clear();
  api.calls.length = 0;
});

const renderPage = () =>
  renderRoutes(
    [
      { path: '/gift-card', Component: GiftCardPage, loader: giftCardLoader },
      { path: '/order-success', Component: OrderSuccessPage },
    ],
    '/gift-card',
  );
const purchases = () => api.calls.filter((call) => call.path === '/gift-cards/purchase');

/** A day `days` from the shop's today, YYYY-MM-DD, and as a page writes it (Intl here, not the shop's own code). */
const dayFromToday = (days: number) => new Date(Date.parse(`${shopDay()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const written = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('before its data (on the server, and while hydrating) the page is its heading, its intro and a placeholder', () => {
  renderRoutes([{ path: '/gift-card', Component: GiftCardPage }], '/gift-card');
  expect(screen.getByRole('heading', { level: 1, name: 'Offrir une carte cadeau' })).toBeInTheDocument();
  expect(screen.getByText(/^Une carte du montant de votre choix, valable un an/)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Payer/ })).toBeNull();
  expect(api.calls).toEqual([]);
});

test('a guest buys a card for themselves by bank transfer: their email is asked, a lost answer is retried with the same key, the confirmation says how to pay', async () => {
  purchaseAnswers = [apiError(500, 'internal', 'lost'), placed()];
  renderPage();
  expect(await screen.findByRole('radio', { name: /^40,00\s€$/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Pour moi/ })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: /^25,00\s€$/ }));
  expect(screen.getByText(/^Carte cadeau de 25,00\s€, valable un an$/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Virement bancaire/ })).toBeChecked();

  const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Payer 25,00\s€$/ }));
  pay();
  const email = screen.getByLabelText('Votre adresse email (pour la confirmation)');
  expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse email.');
  expect(email).toHaveFocus();
  expect(purchases()).toHaveLength(0);

  fireEvent.change(email, { target: { value: ' lea@example.fr ' } });
  pay();
  expect(await screen.findByText('La commande de la carte n’a pas pu être enregistrée. Veuillez réessayer.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Payer/ })).toBeEnabled());
  pay();

  expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeInTheDocument();
  expect(screen.getByText('Numéro de commande : CMD-GIFT-1')).toBeInTheDocument();
  expect(screen.getByText(/^Pour régler 25,00\s€, faites un virement avec la référence CMD-GIFT-1 à :$/)).toBeInTheDocument();
  expect(screen.getByText('IBAN FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
  expect(screen.getByText(/^Sans virement reçu d’ici le 29 novembre 2026/)).toBeInTheDocument();
  expect(screen.getByText('Dès réception du paiement, nous vous envoyons le code de la carte par email.')).toBeInTheDocument();
  // The summary: the card is the order's one line, no books or delivery.
  expect(screen.getByText(/^Carte cadeau de 25,00\s€$/)).toBeInTheDocument();
  expect(screen.getByText('Total à payer').nextElementSibling).toHaveTextContent(/^25,00\s€$/);
  expect(screen.queryByText('Livres')).toBeNull();
  expect(screen.queryByText(/préparons vos livres/)).toBeNull();

  const [lost, done] = purchases();
  expect(lost?.body).toEqual({ amount: 25, recipient: null, email: 'lea@example.fr', payment_method: 'bank_transfer', currency: 'eur', language: 'fr' });
  expect(done?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
});

test('a card for someone: the name is required before sending, the server\'s refusal of the day is said under the date, and the next attempt has a new key', async () => {
  rootStore.getState().setSession(aUser(), 'tok');
  purchaseAnswers = [apiError(400, 'validation', 'body/recipient/send_on is not a day the card may be sent on', 'recipient.send_on'), placed()];
  renderPage();
  fireEvent.click(await screen.findByRole('radio', { name: /^Pour quelqu’un/ }));
  // A customer's order uses their account's email: none is asked.
  expect(screen.queryByLabelText(/^Votre adresse email/)).toBeNull();
  const date = screen.getByLabelText('Jour de l’envoi');
  expect(date).toHaveValue(shopDay());
  expect(date).toHaveAttribute('min', shopDay());
  expect(date).toHaveAttribute('max', dayFromToday(365));

  fireEvent.change(screen.getByLabelText('Adresse email de la personne'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: /^Payer 40,00\s€$/ }));
  const name = screen.getByLabelText('Nom de la personne');
  expect(name).toHaveAccessibleDescription('Veuillez saisir le nom de la personne.');
  expect(name).toHaveFocus();
  expect(purchases()).toHaveLength(0);

  fireEvent.change(name, { target: { value: ' Léa ' } });
  fireEvent.change(screen.getByLabelText('Votre message (facultatif)'), { target: { value: 'Joyeux anniversaire !' } });
  expect(screen.getByText('21 / 500 caractères')).toBeInTheDocument();
  fireEvent.change(date, { target: { value: dayFromToday(10) } });
  expect(screen.getByText(`Pour Léa, envoyée le ${written(dayFromToday(10), 'fr-FR')}`)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Payer 40,00\s€$/ }));

  await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(`Choisissez un jour entre aujourd’hui et le ${written(dayFromToday(365), 'fr-FR')}.`)));
  expect(date).toHaveFocus();
  expect(name).not.toHaveAttribute('aria-invalid');

  fireEvent.change(date, { target: { value: dayFromToday(20) } });
  await waitFor(() => expect(screen.getByRole('button', { name: /^Payer 40,00\s€$/ })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: /^Payer 40,00\s€$/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeInTheDocument();
  expect(screen.getByText(`pour Léa, envoyée le ${written(dayFromToday(20), 'fr-FR')}`)).toBeInTheDocument();
  expect(screen.getByText(`Une fois le paiement reçu, la carte est envoyée par email à Léa le ${written(dayFromToday(20), 'fr-FR')}, avec votre message.`)).toBeInTheDocument();

  const [refused, done] = purchases();
  expect(done?.body).toEqual({
    amount: 40,
    recipient: { name: 'Léa', email: 'lea@example.fr', message: 'Joyeux anniversaire !', send_on: dayFromToday(20) },
    payment_method: 'bank_transfer',
    currency: 'eur',
    language: 'fr',
  });
  expect(refused?.body).toMatchObject({ recipient: { send_on: dayFromToday(10) } });
  expect(done?.headers['idempotency-key']).not.toBe(refused?.headers['idempotency-key']);
});

test('a free amount out of range or not whole is refused in the browser; a whole one in range is sent, and a refusal for unpaid orders is said', async () => {
  rootStore.getState().setSession(aUser(), 'tok');
  purchaseAnswers = [apiError(429, 'too_many_unpaid_orders', 'This email already has 3 orders awaiting payment'), placed()];
  renderPage();
  fireEvent.click(await screen.findByRole('radio', { name: 'Autre montant' }));
  const amount = screen.getByLabelText('Montant en euros');
  expect(screen.getByText('Choisissez le montant de la carte.')).toBeInTheDocument();

  for (const value of ['5', '12.5', '301']) {
    fireEvent.change(amount, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Choisissez un montant entier de 10 € à 300 €.'));
    expect(amount).toHaveFocus();
  }
  expect(purchases()).toHaveLength(0);

  fireEvent.change(amount, { target: { value: '120' } });
  expect(screen.getByText(/^Carte cadeau de 120,00\s€, valable un an$/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Payer 120,00\s€$/ }));
  expect(await screen.findByText(/^Cette adresse email a déjà plusieurs commandes en attente de paiement\./)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Payer 120,00\s€$/ })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: /^Payer 120,00\s€$/ }));
  expect(await screen.findByText(/^Carte cadeau de 120,00\s€$/)).toBeInTheDocument();
  expect(purchases().map((call) => (call.body as GiftCardPurchaseBody).amount)).toEqual([120, 120]);
});

test('in English: the page, the amounts, the summary and the browser\'s checks', async () => {
  rootStore.getState().setLanguage('eng');
  renderPage();
  expect(await screen.findByRole('radio', { name: '€40.00' })).toBeChecked();
  expect(screen.getByRole('heading', { level: 1, name: 'Give a gift card' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Who is it for?' })).toBeInTheDocument();
  expect(screen.getByText('€40.00 gift card, valid for one year')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: /^For someone else/ }));
  fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
  fireEvent.change(screen.getByLabelText('Amount in euros'), { target: { value: '9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(screen.getByLabelText('Amount in euros')).toHaveFocus();
  expect(screen.getByText('Choose a whole amount from €10 to €300.')).toBeInTheDocument();
  expect(screen.getByLabelText('Their name')).toHaveAccessibleDescription('Please enter their name.');
  expect(screen.getByLabelText('Their email address')).toHaveAccessibleDescription('Please enter their email address.');
  expect(screen.getByLabelText('Your email address (for the confirmation)')).toHaveAccessibleDescription('Please enter your email address.');
  expect(purchases()).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Amount in euros'), { target: { value: '40' } });
  expect(screen.getByRole('button', { name: 'Pay €40.00' })).toBeInTheDocument();
});

test('with online payment, a card bought with PayPal is paid here, in dollars', async () => {
  rootStore.getState().setSession(aUser(), 'tok');
  paymentOptions = ONLINE;
  purchaseAnswers = [placed()];
  renderPage();
  fireEvent.click(await screen.findByRole('radio', { name: /^PayPal/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Payer 40,00\s€$/ }));
  expect(await screen.findByText('Votre commande CMD-GIFT-1 est enregistrée : la carte est émise dès qu’elle est payée.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paiement');
  // 40 EUR at 1.08.
  expect(screen.getByText(/^Montant à payer : 43,20\s\$$/)).toBeInTheDocument();
  expect(purchases()[0]?.body).toMatchObject({ amount: 40, recipient: null, payment_method: 'paypal' });
});
