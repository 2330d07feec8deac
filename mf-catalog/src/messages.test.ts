import { keyMismatches } from '@bookshop/i18n';
import { catalogMessages } from './messages';

test('catalog texts have the same keys in French and English', () => {
  expect(keyMismatches(catalogMessages)).toEqual([]);
});
