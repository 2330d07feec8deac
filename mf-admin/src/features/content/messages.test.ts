import { keyMismatches } from '@bookshop/i18n';
import { contentMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('every content text exists in French and English, non-empty, with the same placeholders', () => {
  expect(keyMismatches(contentMessages)).toEqual([]);
  const differences = Object.entries(contentMessages.fr).flatMap(([key, french]) => {
    const english = contentMessages.eng[key as keyof typeof contentMessages.fr];
    if (!french.trim() || !english.trim()) return [`${key} is empty`];
    return placeholders(french).join() === placeholders(english).join() ? [] : [`${key}: {${placeholders(french).join()}} vs {${placeholders(english).join()}}`];
  });
  expect(differences).toEqual([]);
});
