import { keyMismatches } from '@bookshop/i18n';
import { couponMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('every coupon text exists in French and English, non-empty, with the same placeholders', () => {
  expect(keyMismatches(couponMessages)).toEqual([]);
  const differences = Object.entries(couponMessages.fr).flatMap(([key, french]) => {
    const english = couponMessages.eng[key as keyof typeof couponMessages.fr];
    if (!french.trim() || !english.trim()) return [`${key} is empty`];
    return placeholders(french).join() === placeholders(english).join() ? [] : [`${key}: {${placeholders(french).join()}} vs {${placeholders(english).join()}}`];
  });
  expect(differences).toEqual([]);
});
