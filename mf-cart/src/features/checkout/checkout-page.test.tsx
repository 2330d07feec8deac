import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CheckoutBody } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { aCartLine, apiError, aUser, droppedConnection, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { CheckoutPage, checkoutLoader } from './checkout-page';

const order = {
  number: 'ABCD-EFGH-JKLM',
  status: 'pending_payment',
  email: 'lea@example.fr',
  created_at: '2026-11-22T10:00:00.000Z',
  currency: 'eur',
  usd_rate: null,
  payment_method: 'bank_transfer',
  delivery_method: 'shop_pickup',
  items_total: 19,
  delivery_price: 0,
  total: 19,
  gift_card: null,
  amount_due: 19,
  lines: [{ article_id: 1, title: 'Les Misérables', author: 'Victor Hugo', ean: '9782070409228', unit_price_ttc: 9.5, discount: 0, unit_price: 9.5, quantity: 2, line_total: 19 }],
  shipping: { first_name: '', last_name: '', phone: '', address: '', address_extra: '', city: '', postal_code: '', country: '' },
  events: [{ status: 'pending_payment', at: '2026-11-22T10:00:00.000Z' }],
  bank_transfer_details: 'IBAN FR76 3000 6000 0112 3456 7890 189',
  expires_at: '2026-11-29T10:00:00.000Z',
};

const OFFLINE_ONLY = { offline: true, online: false, paypal: null, card: null, currency: 'USD' };
const ONLINE = {
  offline: true,
  online: true,
  paypal: { client_id: 'client-id', sdk_url: 'http://127.0.0.1:9/sdk/js' },
  card: { public_key: 'pk_test_1', js_url: 'http://127.0.0.1:9/v3/' },
  currency: 'USD',
};
let paymentOptions: unknown = OFFLINE_ONLY;
/** The stock problems the quote reports. */
let quoteProblems: Array<{ article_id: number; code: string; available?: number }> = [];
/** What the quote says each line waits for (a pre-order), by book. */
let quotePreorders: Record<number, { awaited: number; forthcoming: { on: string | null; precision: 'day' | 'month' | 'year' | null } }> = {};

/** The bookshops a collection may be made at, as the quote answers them (null: the quote names none). */
let pickupLocations: unknown[] | null = null;
const location = (id: number, name: string, delay: number) => ({
  id,
  name,
  address: `${id} rue des Livres, Paris`,
  opening_hours_fr: 'Du mardi au samedi',
  opening_hours_en: 'Tuesday to Saturday',
  pickup_delay_hours: delay,
  ships_online: id === 1,
});

/** The answers of POST /orders, in turn. */
let orderAnswers: Array<{ status: number; body: unknown }> = [];
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/delivery-methods') {
      return {
        status: 200,
        body: {
          data: [
            { code: 'home', name: 'Livraison à domicile', description: 'Colissimo', price: 4.99, free_from: 35, free_price: 0.01, needs_address: true },
            { code: 'shop_pickup', name: 'Retrait en librairie', description: 'Sous 24 heures', price: 0, free_from: null, free_price: 0.01, needs_address: false },
          ],
        },
      };
    }
    if (call.path === '/countries') return { status: 200, body: { data: [{ id: 1, code: 'FR', name_fr: 'France', name_en: 'France' }] } };
    if (call.path === '/orders/quote') {
      const delivery = (call.body as { delivery_method: string }).delivery_method === 'home' ? 4.99 : 0;
      const lines = order.lines.map((line) => (quotePreorders[line.article_id] ? { ...line, preorder: quotePreorders[line.article_id] } : line));
      const pickup_locations = delivery === 0 ? pickupLocations : null;
      return { status: 200, body: { data: { lines, items_total: 19, delivery_price: delivery, total: 19 + delivery, coupon: null, problems: quoteProblems, pickup_locations } } };
    }
    if (call.path === '/coupons/check') {
      const body = call.body as { delivery_method: string; coupon_code: string };
      const delivery = body.delivery_method === 'home' ? 4.99 : 0;
      if (body.coupon_code.toUpperCase() === 'VIEUX') return apiError(422, 'coupon_expired', 'This coupon code has expired.', 'coupon_code');
      if (body.coupon_code.toUpperCase() === 'FIDELE') {
        return apiError(403, 'coupon_needs_confirmed_account', 'This coupon code is for signed-in customers whose email address is confirmed.', 'coupon_code');
      }
      if (body.coupon_code.toUpperCase() !== 'LIRE2026') return apiError(422, 'coupon_unknown', 'This coupon code does not exist.', 'coupon_code');
      // The server's own numbers: 5 % of the books at most, the delivery in full.
      const coupon = { code: 'LIRE2026', books_discount: 0.95, delivery_discount: delivery === 0 ? 0 : 1 };
      return {
        status: 200,
        body: { data: { lines: order.lines, items_total: 19, delivery_price: delivery, total: 19 + delivery - coupon.books_discount - coupon.delivery_discount, coupon, problems: [] } },
      };
    }
    if (call.path === '/gift-cards/check') {
      const code = (call.body as { gift_card_code: string }).gift_card_code.toUpperCase().replace(/[\s-]/g, '');
      if (code === 'SPENTSPENTSPENTSPENT') return apiError(422, 'gift_card_spent', 'This gift card has no balance left.', 'gift_card_code');
      const balance = code === 'BIGGBIGGBIGGBIGGBIGG' ? 100 : 10;
      return { status: 200, body: { data: { code: code.match(/.{4}/g)?.join('-'), balance, expires_on: '2027-11-20' } } };
    }
    if (call.path === '/payment-options') return { status: 200, body: { data: paymentOptions } };
    if (call.path === '/orders') return orderAnswers.shift() ?? apiError(500, 'internal', 'no answer left');
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  paymentOptions = OFFLINE_ONLY;
  pickupLocations = null;
  quoteProblems = [];
  quotePreorders = {};
  resetStore();
  api.calls.length = 0;
  rootStore.getState().replaceCart([aCartLine({ _id: 1, quantity: 2, _qte_a_terme_calcule: 5 })]);
});

const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/checkout', Component: CheckoutPage, loader: checkoutLoader },
      { path: '/order-success', Component: () => <p>order success page</p> },
    ],
    '/checkout',
  );

const orderCalls = () => api.calls.filter((call) => call.path === '/orders');

test('before its data (on the server, and while hydrating) the page is its heading, its intro and a placeholder, in both languages', () => {
  renderRoutes([{ path: '/checkout', Component: CheckoutPage }], '/checkout');
  expect(screen.getByRole('heading', { level: 1, name: 'Commande' })).toBeInTheDocument();
  expect(screen.getByText('Vos coordonnées, la livraison et le paiement : la librairie calcule le total de la commande, que vous voyez avant de payer.')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirmer la commande' })).toBeNull();
  expect(api.calls).toEqual([]);
});

test('in English, the heading and the intro of the page', () => {
  rootStore.getState().setLanguage('eng');
  renderRoutes([{ path: '/checkout', Component: CheckoutPage }], '/checkout');
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Your details, delivery and payment: the bookshop works out the order’s total, which you see before you pay.')).toBeInTheDocument();
});

test('a guest needs an email and, for home delivery, an address; nothing is sent before', async () => {
  renderCheckout();
  expect(await screen.findByText('Total à payer')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(screen.getByText('Veuillez saisir votre adresse email.')).toBeInTheDocument();
  for (const message of ['Veuillez saisir votre prénom.', 'Veuillez saisir votre numéro de téléphone.', 'Veuillez saisir l’adresse.', 'Veuillez saisir le code postal.', 'Veuillez saisir la ville.']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(orderCalls()).toHaveLength(0);
});

test('sends books and quantities only, retries with the same key after a lost answer, a new key after a refusal', async () => {
  orderAnswers = [apiError(500, 'internal', 'lost'), apiError(409, 'out_of_stock', 'Only 1 left', 'lines.0.quantity'), { status: 201, body: { data: order } }];
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: ' lea@example.fr ' } });

  const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  confirm();
  expect(await screen.findByText('La commande n’a pas pu être enregistrée. Veuillez réessayer.')).toBeInTheDocument();
  confirm();
  await waitFor(() => expect(orderCalls()).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
  confirm();
  expect(await screen.findByText('order success page')).toBeInTheDocument();

  const [lost, refused, placed] = orderCalls();
  expect(lost?.body as CheckoutBody).toEqual({
    lines: [{ article_id: 1, quantity: 2 }],
    delivery_method: 'shop_pickup',
    email: 'lea@example.fr',
    payment_method: 'bank_transfer',
    currency: 'eur',
    language: 'fr',
  });
  expect(refused?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  expect(placed?.headers['idempotency-key']).not.toBe(refused?.headers['idempotency-key']);
  // The ordered books leave the cart.
  expect(rootStore.getState().cart).toEqual([]);
});

test('an answer lost on the way (the connection dropped: the order may exist) is retried with the same key, never a second order', async () => {
  orderAnswers = [droppedConnection, { status: 201, body: { data: order } }];
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('La commande n’a pas pu être enregistrée. Veuillez réessayer.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('order success page')).toBeInTheDocument();
  const [lost, placed] = orderCalls();
  expect(placed?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
});

test('an order refused for too many unpaid orders or too many orders says so in the shopper\'s language', async () => {
  orderAnswers = [apiError(429, 'too_many_unpaid_orders', 'This email already has 3 orders awaiting payment'), apiError(429, 'too_many_orders', 'Too many orders')];
  const { unmount } = renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText(/^Cette adresse email a déjà plusieurs commandes en attente de paiement\./)).toBeInTheDocument();
  // The email field is fine: the refusal is not shown as an invalid address.
  expect(screen.queryByText('Veuillez entrer une adresse email valide.')).not.toBeInTheDocument();
  unmount();

  rootStore.getState().setLanguage('eng');
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Collect|Retrait/ }));
  fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'lea@example.fr' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));
  expect(await screen.findByText('Too many orders were placed from your connection. Please try again later, or contact us.')).toBeInTheDocument();
});

test('stock problems of the quote are said per book, in the shopper\'s words, and hold the order back', async () => {
  quoteProblems = [{ article_id: 1, code: 'out_of_stock', available: 1 }];
  const { unmount } = renderCheckout();
  expect(await screen.findByRole('alert')).toHaveTextContent('« Les Misérables » : il ne reste que 1 exemplaire. Modifiez la quantité dans votre panier.');
  expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  unmount();

  quoteProblems = [{ article_id: 1, code: 'out_of_stock', available: 0 }];
  rootStore.getState().setLanguage('eng');
  renderCheckout();
  expect(await screen.findByRole('alert')).toHaveTextContent('“Les Misérables” is no longer in stock. Remove it from your cart.');
  expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeDisabled();
});

test('a pre-order: the line says when its title comes out, and the payment rule is stated before paying, in both languages', async () => {
  quotePreorders = { 1: { awaited: 2, forthcoming: { on: '2027-03-12', precision: 'day' } } };
  const { unmount } = renderCheckout();
  expect(await screen.findByText('Précommande : paraît le 12 mars 2027')).toBeInTheDocument();
  expect(screen.getByTestId('preorder-rule')).toHaveTextContent('vous payez aujourd’hui, et la commande part dès que ses livres à paraître sont parus');
  expect(screen.getByTestId('preorder-rule')).toHaveTextContent('annulée et remboursée en totalité');
  // Not a problem: the order can be confirmed.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  unmount();

  rootStore.getState().setLanguage('eng');
  renderCheckout();
  expect(await screen.findByText('Pre-order: comes out on 12 March 2027')).toBeInTheDocument();
  expect(screen.getByTestId('preorder-rule')).toHaveTextContent('Pre-order: you pay today');
});

test('without a pre-order, no payment rule is stated', async () => {
  renderCheckout();
  await screen.findByText('Les Misérables');
  expect(screen.queryByTestId('preorder-rule')).not.toBeInTheDocument();
});

test('more copies than an unpaid order may hold: the refusal and the summary say how many, in the shopper\'s language', async () => {
  orderAnswers = [apiError(409, 'unpaid_copies_limit', 'An order awaiting payment may hold 1 copy of "Les Misérables" at most now', 'lines.0.quantity')];
  const { unmount } = renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
  // Other unpaid orders took copies since the summary was priced: the server refuses, and prices again.
  quoteProblems = [{ article_id: 1, code: 'unpaid_copies_limit', available: 1 }];
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('Une commande en attente de paiement ne peut réserver que quelques exemplaires d’un même livre : le récapitulatif indique combien.')).toBeInTheDocument();
  expect(
    await screen.findByText('« Les Misérables » : une commande en attente de paiement peut réserver au plus 1 exemplaire de ce livre pour l’instant. Modifiez la quantité dans votre panier.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  unmount();

  rootStore.getState().setLanguage('eng');
  quoteProblems = [{ article_id: 1, code: 'unpaid_copies_limit', available: 3 }];
  const { unmount: unmountEnglish } = renderCheckout();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“Les Misérables”: an order awaiting payment may hold at most 3 copies of this book for now. Change the quantity in your cart.',
  );
  expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeDisabled();
  unmountEnglish();

  quoteProblems = [{ article_id: 1, code: 'unpaid_copies_limit', available: 0 }];
  renderCheckout();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“Les Misérables”: every copy that may be held is already held by orders awaiting payment. Try again later, or remove it from your cart.',
  );
});

test('without both provider keys only bank transfer is offered, and a loading image stands in for online payment', async () => {
  renderCheckout();
  expect(await screen.findByRole('img', { name: 'Paiement en ligne en préparation' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Virement bancaire/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
});

test('with online payment, an order placed for PayPal waits here for its payment, in dollars', async () => {
  paymentOptions = ONLINE;
  orderAnswers = [{ status: 201, body: { data: { ...order, payment_method: 'paypal', usd_rate: 1.08 } } }];
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
  fireEvent.click(screen.getByRole('radio', { name: /^PayPal/ }));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('Votre commande ABCD-EFGH-JKLM est enregistrée et vos livres sont réservés.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paiement');
  expect(screen.queryByText(/^Vos coordonnées, la livraison et le paiement/)).toBeNull();
  expect(screen.getByText(/^Payez-la avant le 29 novembre 2026 à \d\d:00 : passé ce délai, elle est annulée\.$/)).toBeInTheDocument();
  // 19 EUR at 1.08.
  expect(screen.getByText(/^Montant à payer : 20,52\s\$$/)).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ payment_method: 'paypal' });
  expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  expect(rootStore.getState().cart).toEqual([]);
});

const couponChecks = () => api.calls.filter((call) => call.path === '/coupons/check');

test('a coupon code: required when empty, the server\'s refusal, then what it takes off the books and the delivery, sent with the order', async () => {
  orderAnswers = [{ status: 201, body: { data: { ...order, total: 18.05, coupon: { code: 'LIRE2026', books_discount: 0.95, delivery_discount: 0 } } } }];
  renderCheckout();
  expect(await screen.findByText('Total à payer')).toBeInTheDocument();
  const field = screen.getByLabelText('Code promo');
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));

  apply();
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir le code promo !');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(couponChecks()).toHaveLength(0);

  fireEvent.change(field, { target: { value: 'vieux' } });
  // Enter applies the code and does not send the order.
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(await screen.findByText('Ce code promo a expiré.')).toBeInTheDocument();
  expect(orderCalls()).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Code promo'), { target: { value: ' lire2026 ' } });
  apply();
  expect(await screen.findByText('Code promo LIRE2026 appliqué.')).toBeInTheDocument();
  expect(couponChecks().at(-1)?.body).toEqual({ lines: [{ article_id: 1, quantity: 2 }], delivery_method: 'home', coupon_code: 'lire2026' });
  expect(screen.getByText('Code promo LIRE2026 (livres)').nextElementSibling).toHaveTextContent(/^−0,95\s€$/);
  expect(screen.getByText('Code promo LIRE2026 (livraison)').nextElementSibling).toHaveTextContent(/^−1,00\s€$/);
  // 19 + 4.99 - 0.95 - 1.00, as the server said.
  expect(screen.getByText('Total à payer').nextElementSibling).toHaveTextContent(/^22,04\s€$/);

  // Another delivery: the server prices the code again.
  fireEvent.click(screen.getByRole('radio', { name: /Retrait en librairie/ }));
  await waitFor(() => expect(couponChecks().at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup', coupon_code: 'lire2026' }));
  expect(await screen.findByText('Code promo LIRE2026 (livraison)')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('order success page')).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ coupon_code: 'lire2026', delivery_method: 'shop_pickup' });
  // Only the code: never an amount from the browser.
  expect(JSON.stringify(orderCalls()[0]?.body)).not.toMatch(/discount|total|price/);
});

test('in English: the required message, removing the code, and an order refused for its code', async () => {
  rootStore.getState().setLanguage('eng');
  orderAnswers = [apiError(422, 'coupon_exhausted', 'This coupon code has been used as many times as it may be.', 'coupon_code')];
  renderCheckout();
  expect(await screen.findByText('Total to pay')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter coupon code!');

  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'LIRE2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Coupon code LIRE2026 applied.')).toBeInTheDocument();
  expect(screen.getByText('Coupon code LIRE2026 (books)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove the coupon code' }));
  await waitFor(() => expect(screen.queryByText('Coupon code LIRE2026 (books)')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByText('Total to pay').nextElementSibling).toHaveTextContent(/^€23\.99$/));

  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'LIRE2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Coupon code LIRE2026 applied.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Collect|Retrait/ }));
  await waitFor(() => expect(couponChecks().at(-1)?.body).toMatchObject({ delivery_method: 'shop_pickup' }));
  fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'lea@example.fr' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));
  expect(await screen.findByText('This coupon code has already been used as many times as it may be.')).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ coupon_code: 'LIRE2026' });
  // The summary is priced without the code again.
  await waitFor(() => expect(screen.queryByText('Coupon code LIRE2026 (books)')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Coupon code')).toBeInTheDocument();
});

test('a code limited per customer, tried by a guest: told to sign in or confirm their email, in French and English; the check sends no email', async () => {
  const french = renderCheckout();
  expect(await screen.findByText('Total à payer')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  fireEvent.change(screen.getByLabelText('Code promo'), { target: { value: 'FIDELE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  expect(
    await screen.findByText('Ce code promo est réservé aux clients connectés dont l’adresse email est confirmée : connectez-vous, ou confirmez votre adresse email, pour l’utiliser.'),
  ).toBeInTheDocument();
  // The server decides for the signed-in account only: an email typed for the order is not sent with the code.
  expect(couponChecks().at(-1)?.body).toEqual({ lines: [{ article_id: 1, quantity: 2 }], delivery_method: 'home', coupon_code: 'FIDELE' });
  french.unmount();

  rootStore.getState().setLanguage('eng');
  renderCheckout();
  expect(await screen.findByText('Total to pay')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'fidele' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(
    await screen.findByText('This coupon code is for signed-in customers whose email address is confirmed: sign in, or confirm your email address, to use it.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
});

test('a gift card pays part of the total: the summary shows its part and what is left, the order carries its code', async () => {
  rootStore.getState().setSession(aUser(), 'tok');
  renderCheckout();
  fireEvent.click(await screen.findByLabelText(/Retrait en librairie/));
  await screen.findByText('Total à payer');
  const field = screen.getByLabelText('Carte cadeau');
  fireEvent.change(field, { target: { value: 'spen tspe ntsp ents pent' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(await screen.findByText('Cette carte cadeau n’a plus de solde.')).toBeInTheDocument();
  expect(orderCalls()).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Carte cadeau'), { target: { value: 'abcd efgh jklm npqr stuv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Utiliser' }));
  expect(await screen.findByText(/Carte cadeau …-STUV : 10,00\s€ disponibles\./)).toBeInTheDocument();
  expect(screen.getByText('Reste à payer').nextElementSibling).toHaveTextContent(/^9,00\s€$/);
  expect(screen.getByText(/Votre carte cadeau paie 10,00\s€ ; le reste se paie par le moyen choisi\./)).toBeInTheDocument();

  orderAnswers = [{ status: 201, body: { data: { ...order, gift_card: { code_end: '…-STUV', amount: 10 }, amount_due: 9 } } }];
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('order success page')).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ payment_method: 'bank_transfer', gift_card_code: 'ABCD-EFGH-JKLM-NPQR-STUV' });
});

test('a gift card that covers the total: no other payment is asked, and the order goes to its confirmation', async () => {
  rootStore.getState().setSession(aUser(), 'tok');
  paymentOptions = { ...OFFLINE_ONLY, offline: false };
  renderCheckout();
  fireEvent.click(await screen.findByLabelText(/Retrait en librairie/));
  await screen.findByText('Total à payer');
  expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Carte cadeau'), { target: { value: 'BIGG-BIGG-BIGG-BIGG-BIGG' } });
  fireEvent.click(screen.getByRole('button', { name: 'Utiliser' }));
  expect(await screen.findByText('Votre carte cadeau paie toute la commande : aucun autre paiement ne vous sera demandé.')).toBeInTheDocument();
  orderAnswers = [{ status: 201, body: { data: { ...order, status: 'paid', payment_method: 'gift_card', bank_transfer_details: null, gift_card: { code_end: '…-BIGG', amount: 19 }, amount_due: 0 } } }];
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('order success page')).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ gift_card_code: 'BIGG-BIGG-BIGG-BIGG-BIGG' });
});

test('a collection is made at a chosen bookshop: the first with every book at first, each saying what it lacks', async () => {
  pickupLocations = [
    { location: location(1, 'Lumière Opéra', 24), short: [{ article_id: 1, available: 1 }] },
    { location: location(2, 'Lumière Bastille', 48), short: [] },
  ];
  orderAnswers = [{ status: 201, body: { data: order } }];
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Retrait en librairie/ }));
  // Priced again at the bookshop chosen: its own copies.
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders/quote').at(-1)?.body).toMatchObject({ pickup_location_id: 2 }));
  const bastille = await screen.findByRole('radio', { name: /Lumière Bastille/ });
  expect(bastille).toBeChecked();
  expect(bastille).toHaveAccessibleName(expect.stringContaining('Prête sous 48 h'));
  expect(bastille).toHaveAccessibleName(expect.stringContaining('Tous vos livres y sont disponibles'));
  expect(screen.getByRole('radio', { name: /Lumière Opéra/ })).toHaveAccessibleName(expect.stringContaining(`Pas assez d’exemplaires ici : « ${order.lines[0]?.title} » (1 en stock)`));
  fireEvent.change(screen.getByLabelText('Adresse email (pour suivre la commande)'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
  expect(await screen.findByText('order success page')).toBeInTheDocument();
  expect(orderCalls()[0]?.body).toMatchObject({ delivery_method: 'shop_pickup', pickup_location_id: 2 });
});

test('in English the bookshops read in English, hours included', async () => {
  rootStore.getState().setLanguage('eng');
  pickupLocations = [{ location: location(1, 'Lumière Opéra', 0), short: [] }];
  renderCheckout();
  fireEvent.click(await screen.findByRole('radio', { name: /Collect|Retrait/ }));
  const opera = await screen.findByRole('radio', { name: /Lumière Opéra/ });
  expect(opera).toHaveAccessibleName(expect.stringContaining('Tuesday to Saturday'));
  expect(opera).toHaveAccessibleName(expect.stringContaining('Ready as soon as the order is paid'));
  expect(screen.getByRole('group', { name: 'Bookshop to collect from' })).toBeInTheDocument();
});
