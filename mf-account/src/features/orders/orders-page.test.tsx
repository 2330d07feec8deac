import { act, screen, within } from '@testing-library/react';
import type { Order, OrderPickup } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { aUser, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { FollowOrderPage, followOrderLoader } from './follow-order-page';
import { OrdersPage, ordersLoader } from './orders-page';

/**
 * A past order shows in the currency and at the dollar rate it was placed in (`currency`, `usd_rate`), whatever the
 * shopper chose since and whatever today's rate.
 */
const order = (fields: Partial<Order>): Order => ({
  number: 'CMD-1',
  status: 'delivered',
  email: 'client@librairie-lumiere.fr',
  created_at: '2026-03-02T10:00:00.000Z',
  currency: 'eur',
  usd_rate: null,
  payment_method: 'card',
  delivery_method: 'colissimo',
  items_total: 20,
  delivery_price: 0.01,
  total: 20.01,
  lines: [{ article_id: 1, title: 'Les Misérables', author: 'Victor Hugo', ean: '9782070409228', isbn_hyphenated: '978-2-07-040922-8', unit_price_ttc: 20, discount: 0, unit_price: 20, quantity: 1, line_total: 20 }],
  shipping: { first_name: 'Camille', last_name: 'Durand', phone: '0102030405', address: '1 rue Hugo', address_extra: '', city: 'Paris', postal_code: '75001', country: 'FR' },
  events: [],
  bank_transfer_details: null,
  expires_at: null,
  coupon: null,
  gift_card: null,
  amount_due: 20.01,
  return_window: { delivered_at: '2026-03-04T10:00:00.000Z', last_day: '2099-03-18', open: true },
  pickup: null,
  gift_card_purchase: null,
  ...fields,
});

/** Paid in dollars at 1.10 (20.01 € = 22.01 $); the other in euro. */
const IN_DOLLARS = order({ number: 'CMD-USD', currency: 'usd', usd_rate: 1.1 });
const IN_EURO = order({ number: 'CMD-EUR', total: 15.01, items_total: 15 });
/** 20 € of books and 4.99 € of delivery, of which the coupon took 1 € and 4.98 €. */
const WITH_COUPON = order({ number: 'CMD-PROMO', delivery_price: 4.99, total: 19.01, coupon: { code: 'LIRE2026', books_discount: 1, delivery_discount: 4.98 } });

/** Collections at a shop location: no delivery address (empty shipping fields), the location's hours in both languages. */
const AT_OPERA: OrderPickup = {
  location: { id: 2, name: 'Lumière Opéra', address: '12 avenue de l’Opéra, 75002 Paris', opening_hours_fr: 'Du mardi au samedi, 10 h – 19 h', opening_hours_en: 'Tuesday to Saturday, 10am – 7pm' },
  code: null,
  ready_at: null,
  hold_until: null,
};
const collection = (fields: Partial<Order>): Order =>
  order({
    delivery_method: 'shop_pickup',
    delivery_price: 0,
    total: 20,
    amount_due: 20,
    shipping: { first_name: '', last_name: '', phone: '', address: '', address_extra: '', city: '', postal_code: '', country: '' },
    return_window: null,
    pickup: AT_OPERA,
    ...fields,
  });
const PAID_AT = { status: 'paid', at: '2026-03-02T10:05:00.000Z' } as const;
const PREPARING_AT = { status: 'preparing', at: '2026-03-03T09:00:00.000Z' } as const;
const READY_AT = { status: 'shipped', at: '2026-03-05T09:00:00.000Z' } as const;
/** Being set aside at the counter: no code yet. */
const TO_COLLECT = collection({ number: 'CMD-WAIT', status: 'preparing', events: [PAID_AT, PREPARING_AT] });
/** Ready: its code given, kept until 19 March. */
const READY = collection({
  number: 'CMD-READY',
  status: 'shipped',
  events: [PAID_AT, PREPARING_AT, READY_AT],
  pickup: { ...AT_OPERA, code: 'K7QM-2ZPA', ready_at: READY_AT.at, hold_until: '2026-03-19T12:00:00.000Z' },
});
/** Collected on 7 March, at a location without English hours. */
const COLLECTED = collection({
  number: 'CMD-COLLECTED',
  status: 'delivered',
  events: [PAID_AT, PREPARING_AT, READY_AT, { status: 'delivered', at: '2026-03-07T15:30:00.000Z' }],
  pickup: { ...AT_OPERA, location: { ...AT_OPERA.location, opening_hours_en: '' }, code: 'K7QM-2ZPA', ready_at: READY_AT.at, hold_until: '2026-03-19T12:00:00.000Z' },
  return_window: { delivered_at: '2026-03-07T15:30:00.000Z', last_day: '2099-03-21', open: true },
});

/** A gift card of 40 € for Inès, paid: issued, mailed on 2 December. */
const GIFT_CARD = order({
  number: 'CMD-CARTE',
  status: 'paid',
  lines: [],
  items_total: 40,
  delivery_price: 0,
  total: 40,
  amount_due: 40,
  return_window: null,
  gift_card_purchase: { amount: 40, recipient: { name: 'Inès', email: 'ines@example.org', send_on: '2026-12-02' }, code_end: '…-STUV', sent_at: null },
});

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/users/me/orders') return { status: 200, body: { data: [IN_DOLLARS, IN_EURO, READY, COLLECTED] } };
    for (const known of [TO_COLLECT, READY, COLLECTED, GIFT_CARD]) if (call.path === `/orders/${known.number}`) return { status: 200, body: { data: known } };
    if (call.path === '/orders/CMD-USD') return { status: 200, body: { data: IN_DOLLARS } };
    if (call.path === '/orders/CMD-PROMO') return { status: 200, body: { data: WITH_COUPON } };
    return { status: 200, body: { data: [] } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  act(() => {
    rootStore.getState().setSession(aUser(), 'tok-7');
    // Today's rate is not the one of the order.
    rootStore.getState().applyCompanySettings(1.3, true);
  });
});

const row = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

test('the orders list shows each order in its own currency and rate, while the shopper now reads euro', async () => {
  renderRoute({ path: '/ordertracking', at: '/ordertracking', Component: OrdersPage, loader: ordersLoader });
  await screen.findByRole('link', { name: /CMD-USD/ });
  expect(within(row('CMD-USD')).getByText(/\$/)).toHaveTextContent('22,01 $');
  expect(within(row('CMD-EUR')).getByText(/€/)).toHaveTextContent('15,01 €');
});

test('a shopper now reading dollars still sees a euro order in euro', async () => {
  act(() => rootStore.getState().setCurrency('usd'));
  renderRoute({ path: '/ordertracking', at: '/ordertracking', Component: OrdersPage, loader: ordersLoader });
  await screen.findByRole('link', { name: /CMD-EUR/ });
  expect(within(row('CMD-EUR')).getByText(/€/)).toHaveTextContent('15,01 €');
  expect(within(row('CMD-USD')).getByText(/\$/)).toHaveTextContent('22,01 $');
});

test('an order\'s page shows its lines, delivery and total at the order\'s rate', async () => {
  renderRoute({ path: '/followorder/:orderId', at: '/followorder/CMD-USD', Component: FollowOrderPage, loader: followOrderLoader });
  expect(await screen.findByText('Les Misérables', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('22,00 $')).toBeInTheDocument();
  expect(screen.getByText('0,01 $')).toBeInTheDocument();
  expect(screen.getByText('22,01 $')).toBeInTheDocument();
});

test('an order placed with a coupon code shows the code and what it took off the books and the delivery, in both languages', async () => {
  const { unmount } = renderRoute({ path: '/followorder/:orderId', at: '/followorder/CMD-PROMO', Component: FollowOrderPage, loader: followOrderLoader });
  const books = await screen.findByText('Code promo LIRE2026 (livres)');
  expect(books).toHaveTextContent(/−1,00\s€/);
  expect(screen.getByText('Code promo LIRE2026 (livraison)')).toHaveTextContent(/−4,98\s€/);
  expect(screen.getByText('19,01 €')).toBeInTheDocument();
  unmount();

  act(() => rootStore.getState().setLanguage('eng'));
  renderRoute({ path: '/followorder/:orderId', at: '/followorder/CMD-PROMO', Component: FollowOrderPage, loader: followOrderLoader });
  expect(await screen.findByText('Coupon code LIRE2026 (books)')).toHaveTextContent(/−€1\.00/);
  expect(screen.getByText('Coupon code LIRE2026 (delivery)')).toHaveTextContent(/−€4\.98/);
});

test('an order without a coupon shows no coupon line', async () => {
  renderRoute({ path: '/followorder/:orderId', at: '/followorder/CMD-USD', Component: FollowOrderPage, loader: followOrderLoader });
  await screen.findByText('22,01 $');
  expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
});

const openOrder = (number: string) => renderRoute({ path: '/followorder/:orderId', at: `/followorder/${number}`, Component: FollowOrderPage, loader: followOrderLoader });
const pickupBlock = (name: string) => screen.findByRole('region', { name });
const badge = () => document.querySelector('.follow-order .order-status');

test('a collection not ready yet shows where it will wait, its hours, and that a mail brings the code; no empty address', async () => {
  openOrder('CMD-WAIT');
  const block = await pickupBlock('Retrait en librairie');
  expect(within(block).getByText('Lumière Opéra')).toBeInTheDocument();
  expect(within(block).getByText('12 avenue de l’Opéra, 75002 Paris')).toBeInTheDocument();
  expect(within(block).getByText('Horaires : Du mardi au samedi, 10 h – 19 h')).toBeInTheDocument();
  expect(within(block).getByText('Nous vous écrivons dès que votre commande est prête, avec votre code de retrait.')).toBeInTheDocument();
  expect(within(block).queryByText('Code de retrait')).not.toBeInTheDocument();
  expect(badge()).toHaveTextContent('En préparation');
  expect(screen.queryByRole('heading', { name: 'Livrée à' })).not.toBeInTheDocument();
});

test('a collection ready at the counter shows its pickup code and its last day, in French and in English', async () => {
  const { unmount } = openOrder('CMD-READY');
  let block = await pickupBlock('Retrait en librairie');
  expect(within(block).getByText('Prête à retirer')).toBeInTheDocument();
  expect(within(block).getByText('Code de retrait')).toBeInTheDocument();
  expect(within(block).getByText('K7QM-2ZPA')).toBeInTheDocument();
  expect(within(block).getByText('À retirer jusqu’au 19 mars 2026')).toBeInTheDocument();
  expect(within(block).queryByText(/Nous vous écrivons/)).not.toBeInTheDocument();
  expect(badge()).toHaveTextContent('Prête à retirer');
  const timeline = screen.getByRole('region', { name: 'Suivi' });
  expect(within(timeline).getByText('Prête à retirer')).toBeInTheDocument();
  expect(within(timeline).queryByText('Expédiée')).not.toBeInTheDocument();
  unmount();

  act(() => rootStore.getState().setLanguage('eng'));
  openOrder('CMD-READY');
  block = await pickupBlock('Collection');
  expect(within(block).getByText('Opening hours: Tuesday to Saturday, 10am – 7pm')).toBeInTheDocument();
  expect(within(block).getByText('Pickup code')).toBeInTheDocument();
  expect(within(block).getByText('K7QM-2ZPA')).toBeInTheDocument();
  expect(within(block).getByText('Collect it by 19 March 2026')).toBeInTheDocument();
  expect(badge()).toHaveTextContent('Ready to collect');
  expect(within(screen.getByRole('region', { name: 'Progress' })).queryByText('Shipped')).not.toBeInTheDocument();
});

test('a collected order says when it was collected, and reads "collected" rather than "delivered"', async () => {
  const { unmount } = openOrder('CMD-COLLECTED');
  const block = await pickupBlock('Retrait en librairie');
  expect(within(block).getByText('Retirée le 7 mars 2026')).toBeInTheDocument();
  expect(within(block).queryByText('K7QM-2ZPA')).not.toBeInTheDocument();
  expect(badge()).toHaveTextContent('Retirée');
  const timeline = screen.getByRole('region', { name: 'Suivi' });
  expect(within(timeline).getByText('Retirée')).toBeInTheDocument();
  expect(within(timeline).queryByText('Livrée')).not.toBeInTheDocument();
  unmount();

  // No English hours for this location: none shown, rather than an empty line.
  act(() => rootStore.getState().setLanguage('eng'));
  openOrder('CMD-COLLECTED');
  const english = await pickupBlock('Collection');
  expect(within(english).getByText('Collected on 7 March 2026')).toBeInTheDocument();
  expect(within(english).queryByText(/Opening hours/)).not.toBeInTheDocument();
  expect(badge()).toHaveTextContent('Collected');
});

test('the orders list reads a collection\'s statuses as ready to collect and collected, a delivery\'s as before', async () => {
  renderRoute({ path: '/ordertracking', at: '/ordertracking', Component: OrdersPage, loader: ordersLoader });
  await screen.findByRole('link', { name: /CMD-READY/ });
  expect(within(row('CMD-READY')).getByText('Prête à retirer')).toBeInTheDocument();
  expect(within(row('CMD-COLLECTED')).getByText('Retirée')).toBeInTheDocument();
  expect(within(row('CMD-EUR')).getByText('Livrée')).toBeInTheDocument();
});

test('an order of a gift card shows the card, who it is for and when it is mailed, in place of books', async () => {
  openOrder('CMD-CARTE');
  const card = await screen.findByRole('region', { name: 'Carte cadeau' });
  expect(card).toHaveTextContent('Pour Inès (ines@example.org), envoyée le 2 décembre 2026.');
  expect(card).toHaveTextContent('Carte …-STUV, dans vos cartes cadeaux.');
  expect(screen.queryByRole('region', { name: 'Livres' })).toBeNull();
  expect(screen.queryByText('Livraison')).toBeNull();
});
