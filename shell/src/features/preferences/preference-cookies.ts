/**
 * The shopper's language and currency live in the persisted store (localStorage, as the spec says). The rendering
 * server cannot read it, so the browser keeps these two cookies in step with it: the next page is rendered on the
 * server in the shopper's language and currency. Nothing personal goes in a cookie.
 */
import type { Currency, Language } from '@bookshop/contracts';
import type { RootStore } from '@bookshop/store';

export const LANGUAGE_COOKIE = 'bookshop_language';
export const CURRENCY_COOKIE = 'bookshop_currency';

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** Writes both cookies now and whenever the store's language or currency changes. */
export function mirrorPreferencesInCookies(store: RootStore): () => void {
  let written: { language: Language; currency: Currency } | undefined;
  const write = ({ language, currency }: { language: Language; currency: Currency }) => {
    if (written?.language === language && written.currency === currency) return;
    writeCookie(LANGUAGE_COOKIE, language);
    writeCookie(CURRENCY_COOKIE, currency);
    written = { language, currency };
  };
  write(store.getState());
  return store.subscribe(write);
}
