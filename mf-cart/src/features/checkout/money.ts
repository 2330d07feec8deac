import { formatShopDate } from '@bookshop/i18n';

/** Euro amounts inside a sentence: delivery thresholds and bank transfers are in euro whatever the shown currency. */
export function formatEuro(amount: number, language: 'fr' | 'eng'): string {
  return new Intl.NumberFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
}

/** What an online payment charges: the euro total at the order's dollar rate, rounded to the cent as the server does. */
export function formatUsd(euroTotal: number, usdRate: number, language: 'fr' | 'eng'): string {
  const cents = Math.round(Math.round(euroTotal * 100) * usdRate);
  // The sign only, as every price of the shop shows it ("20,52 $", not "20,52 $US").
  return new Intl.NumberFormat(language === 'eng' ? 'en-US' : 'fr-FR', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/** Until when an unpaid order holds its books: the date and time as the shopper's language writes them. */
export function formatHoldUntil(iso: string, language: 'fr' | 'eng'): string {
  return new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as the shop writes it: read at noon UTC, so that Paris's clock gives back the same day. */
export function formatDay(day: string, language: 'fr' | 'eng'): string {
  return formatShopDate(`${day}T12:00:00Z`, language);
}
