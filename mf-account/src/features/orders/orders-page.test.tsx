import { act, screen, within } from '@testing-library/react';
import type { Order } from '@bookshop/contracts';
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
  ...fields,
});

/** Paid in dollars at 1.10 (20.01 € = 22.01 $); the other in euro. */
const IN_DOLLARS = order({ number: 'CMD-USD', currency: 'usd', usd_rate: 1.1 });
const IN_EURO = order({ number: 'CMD-EUR', total: 15.01, items_total: 15 });
/** 20 € of books and 4.99 € of delivery, of which the coupon took 1 € and 4.98 €. */
const WITH_COUPON = order({ number: 'CMD-PROMO', delivery_price: 4.99, total: 19.01, coupon: { code: 'LIRE2026', books_discount: 1, delivery_discount: 4.98 } });

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/users/me/orders') return { status: 200, body: { data: [IN_DOLLARS, IN_EURO] } };
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
