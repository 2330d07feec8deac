import { useMemo } from 'react';
import { localeOf, useLanguage } from '@bookshop/i18n';

/** Formats an ISO date-time in the admin's language: the day, and the time unless `dateOnly`. */
export function useDateFormat(dateOnly = false): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(localeOf(language), dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language, dateOnly]);
}
