import { keyMismatches } from '@bookshop/i18n';
import { accountMessages } from './messages';

test('account texts have the same keys in French and English', () => {
  expect(keyMismatches(accountMessages)).toEqual([]);
});
