/** French (default) and English texts per module, read through the one shared language state. */
import { useCallback } from 'react';
import type { Language } from '@bookshop/contracts';
import { rootStore, useRootStore } from '@bookshop/store';

export type Messages = Record<string, string>;

/** A module's texts: French, and English with exactly the same keys (a missing key is a type error). */
export interface Bilingual<T extends Messages> {
  fr: T;
  eng: { [K in keyof T]: string };
}

export type Vars = Record<string, string | number>;

/** Declares a module's texts; the type ties both languages to the same keys. */
export function defineMessages<T extends Messages>(messages: Bilingual<T>): Bilingual<T> {
  return messages;
}

/**
 * Whether a count takes the singular in `language`, as Intl.PluralRules says ("one"): French for 0 and 1 (and what lies
 * between), English for 1 only. Written out rather than asked of Intl: building its first Intl object loads ICU's data,
 * a long task on a phone in the middle of the page's start (dates.ts). A test holds both to the same answer.
 */
export function takesSingular(language: Language, count: number): boolean {
  return language === 'fr' ? Math.abs(count) < 2 : Math.abs(count) === 1;
}

/**
 * One text in one language, with `{name}` placeholders filled. A text that counts has its singular form under
 * `<key>One` ('{count} livres' / '{count} livre'): when `count` is given, the language's plural rule picks the form
 * (French takes the singular for 0 and 1, English for 1 only), so call sites never compare counts themselves.
 */
export function translate<T extends Messages>(messages: Bilingual<T>, language: Language, key: keyof T & string, vars?: Vars): string {
  const dictionary = messages[language] as Messages;
  const isSingular = typeof vars?.count === 'number' && takesSingular(language, vars.count);
  const text = (isSingular ? dictionary[`${key}One`] : undefined) ?? dictionary[key] ?? (messages.fr as Messages)[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}

/** Keys present in one language and not the other (empty when the dictionaries match). */
export function keyMismatches(messages: Bilingual<Messages>): string[] {
  const fr = Object.keys(messages.fr);
  const eng = Object.keys(messages.eng);
  return [...fr.filter((key) => !eng.includes(key)).map((key) => `eng is missing ${key}`), ...eng.filter((key) => !fr.includes(key)).map((key) => `fr is missing ${key}`)];
}

/** The shopper's language, re-rendering on change (no reload). */
export function useLanguage(): Language {
  return useRootStore((state) => state.language);
}

/** A translate function bound to the current language. */
export function useT<T extends Messages>(messages: Bilingual<T>): (key: keyof T & string, vars?: Vars) => string {
  const language = useLanguage();
  return useCallback((key, vars) => translate(messages, language, key, vars), [messages, language]);
}

/** Translate outside React (toasts fired from async code), in the language of the moment. */
export function t<T extends Messages>(messages: Bilingual<T>, key: keyof T & string, vars?: Vars): string {
  return translate(messages, rootStore.getState().language, key, vars);
}

/** BCP 47 tag of a store language, for `lang` attributes and Intl. */
export function localeOf(language: Language): 'fr-FR' | 'en-GB' {
  return language === 'fr' ? 'fr-FR' : 'en-GB';
}
export { formatShopDate, shopDay } from './dates';
