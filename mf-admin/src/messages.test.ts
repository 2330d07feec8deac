import { keyMismatches } from '@bookshop/i18n';
import { adminMessages } from './messages';

test('admin texts have the same keys in French and English', () => {
  expect(keyMismatches(adminMessages)).toEqual([]);
});
