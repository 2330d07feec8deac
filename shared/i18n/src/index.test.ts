import { rootStore } from '@bookshop/store';
import { act, renderHook } from '@testing-library/react';
import { defineMessages, keyMismatches, t, translate, useT } from './index';

const messages = defineMessages({
  fr: { items: 'Vous avez ajouté {count} articles', hello: 'Bonjour' },
  eng: { items: 'You bought {count} items', hello: 'Hello' },
});

test('fills placeholders in the chosen language', () => {
  expect(translate(messages, 'eng', 'items', { count: 3 })).toBe('You bought 3 items');
  expect(translate(messages, 'fr', 'items', { count: 3 })).toBe('Vous avez ajouté 3 articles');
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
