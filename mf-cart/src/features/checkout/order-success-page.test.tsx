import { screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { aUser, renderRoutes, resetStore } from '@bookshop/testing';
import { rememberOrder } from './last-order';
import { OrderSuccessPage } from './order-success-page';

/** An order as the server answers it, in euro, awaiting a bank transfer. */
const anOrder = (overrides: object) =>
  ({
    number: 'CMD-1',
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
    lines: [{ article_id: 1, title: 'Les Misérables', author: 'Victor Hugo', ean: '9782070409228', isbn_hyphenated: '978-2-07-040922-8', unit_price_ttc: 9.5, discount: 0, unit_price: 9.5, quantity: 2, line_total: 19 }],
    shipping: { first_name: '', last_name: '', phone: '', address: '', address_extra: '', city: '', postal_code: '', country: '' },
    events: [{ status: 'pending_payment', at: '2026-11-22T10:00:00.000Z' }],
    bank_transfer_details: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    expires_at: '2026-11-29T10:00:00.000Z',
    coupon: null,
    gift_card: null,
    amount_due: 19,
    return_window: null,
    pickup: null,
    gift_card_purchase: null,
    ...overrides,
  }) as Parameters<typeof rememberOrder>[0];

/** A 40 € card for Léa, mailed on 12 March 2027: an order of no book. */
const cardForLea = anOrder({
  number: 'CMD-GIFT-2',
  delivery_method: '',
  items_total: 40,
  total: 40,
  amount_due: 40,
  lines: [],
  gift_card_purchase: { amount: 40, recipient: { name: 'Léa', email: 'lea@example.fr', send_on: '2027-03-12' }, code_end: null, sent_at: null },
});

beforeEach(() => {
  resetStore();
  sessionStorage.clear();
});

test('an order of books: its books, their total and delivery, and when they are prepared', () => {
  rememberOrder(anOrder({}));
  renderRoutes([{ path: '/order-success', Component: OrderSuccessPage }], '/order-success?number=CMD-1');
  expect(screen.getByText('Les Misérables')).toBeInTheDocument();
  expect(screen.getByText('Livres')).toBeInTheDocument();
  expect(screen.getByText('Nous préparons vos livres dès réception du paiement, puis vous prévenons de l’expédition.')).toBeInTheDocument();
});

test('in English, a gift card for someone (read back after a reload): the card, to whom and when it goes, how to pay; no books or delivery', () => {
  rootStore.getState().setLanguage('eng');
  rememberOrder(cardForLea);
  renderRoutes([{ path: '/order-success', Component: OrderSuccessPage }], '/order-success?number=CMD-GIFT-2');
  expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  expect(screen.getByText('To pay €40.00, make a bank transfer with the reference CMD-GIFT-2 to:')).toBeInTheDocument();
  expect(screen.getByText(/^If the transfer has not arrived by 29 November 2026/)).toBeInTheDocument();
  expect(screen.getByText('Once the payment has arrived, the card is emailed to Léa on 12 March 2027, with your message.')).toBeInTheDocument();
  expect(screen.getByText('€40.00 gift card')).toBeInTheDocument();
  expect(screen.getByText('for Léa, sent on 12 March 2027')).toBeInTheDocument();
  expect(screen.getByText('Total to pay').nextElementSibling).toHaveTextContent('€40.00');
  for (const gone of ['Books', 'Delivery', /preparing your books|prepare your books/]) expect(screen.queryByText(gone)).toBeNull();
});

test('a gift card for oneself, bought by a customer: the code is mailed and shows in the account', () => {
  rootStore.getState().setSession(aUser(), 'tok');
  rememberOrder({ ...cardForLea, gift_card_purchase: { amount: 40, recipient: null, code_end: null, sent_at: null } });
  renderRoutes([{ path: '/order-success', Component: OrderSuccessPage }], '/order-success?number=CMD-GIFT-2');
  expect(screen.getByText('Dès réception du paiement, nous vous envoyons le code de la carte par email ; il s’affiche aussi dans votre compte.')).toBeInTheDocument();
  expect(screen.getByText(/^Carte cadeau de 40,00\s€$/)).toBeInTheDocument();
  expect(screen.queryByText(/^pour /)).toBeNull();
});
