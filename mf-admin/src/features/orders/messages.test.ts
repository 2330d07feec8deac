import { keyMismatches } from '@bookshop/i18n';
import { ordersMessages } from './messages';
import { invoiceMessages } from './invoice-messages';

test('the texts have the same keys in French and English', () => {
  expect(keyMismatches(ordersMessages)).toEqual([]);
});

test('the invoice texts have the same keys in French and English', () => {
  expect(keyMismatches(invoiceMessages)).toEqual([]);
});
