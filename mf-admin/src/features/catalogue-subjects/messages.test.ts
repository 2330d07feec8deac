import { keyMismatches } from '@bookshop/i18n';
import { catalogueSubjectsMessages } from './messages';

test('the texts have the same keys in French and English', () => {
  expect(keyMismatches(catalogueSubjectsMessages)).toEqual([]);
});
