import { keyMismatches } from '@bookshop/i18n';
import { shellMessages } from './messages';

test('shell texts have the same keys in French and English', () => {
  expect(keyMismatches(shellMessages)).toEqual([]);
});
