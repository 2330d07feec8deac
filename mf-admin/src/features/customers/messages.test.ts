import { keyMismatches } from '@bookshop/i18n';
import { customersMessages } from './messages';

test('customers texts have the same keys in French and English, none empty', () => {
  expect(keyMismatches(customersMessages)).toEqual([]);
  const empty = [...Object.entries(customersMessages.fr), ...Object.entries(customersMessages.eng)].filter(([, text]) => text.trim() === '');
  expect(empty).toEqual([]);
});
