import type { Language } from '@bookshop/contracts';
import { localeOf } from '@bookshop/i18n';

/** "jeudi 12 novembre 2026, 19:00" / "Thursday 12 November 2026, 19:00", in the shop's time zone. */
export function formatEventDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
}
