import { keyMismatches } from '@bookshop/i18n';
import { smartSearchMessages } from './features/search/smart-search-messages';
import { catalogMessages } from './messages';

test('catalog texts have the same keys in French and English', () => {
  expect(keyMismatches(catalogMessages)).toEqual([]);
});

test('header search texts have the same keys in French and English', () => {
  expect(keyMismatches(smartSearchMessages)).toEqual([]);
});

test('catalogMessages holds every header search text, unchanged', () => {
  expect(catalogMessages.fr).toMatchObject(smartSearchMessages.fr);
  expect(catalogMessages.eng).toMatchObject(smartSearchMessages.eng);
});
