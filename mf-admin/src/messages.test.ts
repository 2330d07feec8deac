import { keyMismatches } from '@bookshop/i18n';
import { bookEditionsMessages } from './features/books/book-editions-messages';
import { bookLocationStockMessages } from './features/books/book-location-stock-messages';
import { bookPickMessages } from './features/books/book-pick-messages';
import { locationsMessages } from './features/locations/messages';
import { giftCardsMessages } from './features/gift-cards/messages';
import { booksMessages } from './features/books/messages';
import { contentMessages } from './features/content/messages';
import { couponMessages } from './features/coupons/messages';
import { customersMessages } from './features/customers/messages';
import { dashboardMessages } from './features/dashboard/messages';
import { layoutMessages } from './features/layout/messages';
import { loginMessages } from './features/login/messages';
import { invoiceMessages } from './features/orders/invoice-messages';
import { ordersMessages } from './features/orders/messages';
import { settingsMessages } from './features/settings/messages';
import { adminMessages } from './messages';

/** Every text file of the remote: the shared one and each feature's. */
const ALL = { adminMessages, bookEditionsMessages, bookLocationStockMessages, bookPickMessages, locationsMessages, giftCardsMessages, booksMessages, contentMessages, couponMessages, customersMessages, dashboardMessages, layoutMessages, loginMessages, invoiceMessages, ordersMessages, settingsMessages };

test.each(Object.entries(ALL))('%s have the same keys in French and English', (_name, messages) => {
  expect(keyMismatches(messages)).toEqual([]);
});
