import { rootStore } from '@bookshop/store';
import { act, renderHook } from '@testing-library/react';
import { defineMessages, keyMismatches, t, takesSingular, translate, useT } from './index';

const messages = defineMessages({
  fr: { items: 'Vous avez ajouté {count} articles', hello: 'Bonjour' },
  eng: { items: 'You bought {count} items', hello: 'Hello' },
});

test('fills placeholders in the chosen language', () => {
  expect(translate(messages, 'eng', 'items', { count: 3 })).toBe('You bought 3 items');
  expect(translate(messages, 'fr', 'items', { count: 3 })).toBe('Vous avez ajouté 3 articles');
});

test('a count picks the singular form by the language\'s plural rule: 0 and 1 in French, 1 in English', () => {
  const counted = defineMessages({
    fr: { books: '{count} livres', booksOne: '{count} livre', title: 'Livres' },
    eng: { books: '{count} books', booksOne: '{count} book', title: 'Books' },
  });
  expect([0, 1, 2, 1000].map((count) => translate(counted, 'fr', 'books', { count }))).toEqual(['0 livre', '1 livre', '2 livres', '1000 livres']);
  expect([0, 1, 2, 1000].map((count) => translate(counted, 'eng', 'books', { count }))).toEqual(['0 books', '1 book', '2 books', '1000 books']);
  // A text without a singular form is used for every count.
  expect(translate(messages, 'eng', 'items', { count: 1 })).toBe('You bought 1 items');
  expect(translate(counted, 'fr', 'title', { count: 1 })).toBe('Livres');
});

test('the singular is chosen as Intl.PluralRules chooses it', () => {
  const rules = { fr: new Intl.PluralRules('fr-FR'), eng: new Intl.PluralRules('en-GB') };
  const counts = [...Array.from({ length: 2001 }, (_, count) => count), 0.5, 1.5, 1.99, 2.5, -1, 1_000_000];
  for (const language of ['fr', 'eng'] as const) {
    for (const count of counts) expect(`${language} ${count} ${takesSingular(language, count)}`).toBe(`${language} ${count} ${rules[language].select(count) === 'one'}`);
  }
});

test('reports keys missing from one language', () => {
  expect(keyMismatches({ fr: { a: '1', b: '2' }, eng: { a: '1', c: '3' } })).toEqual(['eng is missing b', 'fr is missing c']);
  expect(keyMismatches(messages)).toEqual([]);
});

test('useT follows the shared language without a reload', () => {
  rootStore.getState().setLanguage('fr');
  const { result } = renderHook(() => useT(messages));
  expect(result.current('hello')).toBe('Bonjour');
  act(() => rootStore.getState().setLanguage('eng'));
  expect(result.current('hello')).toBe('Hello');
  expect(t(messages, 'hello')).toBe('Hello');
  act(() => rootStore.getState().setLanguage('fr'));
});
