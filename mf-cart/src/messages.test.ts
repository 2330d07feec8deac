import { keyMismatches } from '@bookshop/i18n';
import { cartMessages } from './messages';

test('cart texts have the same keys in French and English', () => {
  expect(keyMismatches(cartMessages)).toEqual([]);
});
