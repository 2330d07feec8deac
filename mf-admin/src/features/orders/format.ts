import { useLanguage, localeOf } from '@bookshop/i18n';
import { formatMoney } from '@bookshop/store';

/** The admin's formats: amounts in euro (the shop's currency) or dollars (online payments), dates in its language. */
export function useFormats() {
  const language = useLanguage();
  const locale = localeOf(language);
  return {
    language,
    euro: (amount: number) => formatMoney(amount, 'eur', language),
    dollars: (amount: number) => formatMoney(amount, 'usd', language),
    dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD), as the shop's own. */
    date: (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
  };
}
