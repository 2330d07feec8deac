/** Prices as shoppers see them: discount, currency conversion with usd_rate, two decimals with € or $. */
import type { Currency, Language } from '@bookshop/contracts';
import { discountedPrice } from './rules';

/** A euro amount in the chosen currency; null when dollars are chosen but no rate exists. */
export function convertFromEuro(amountEur: number, currency: Currency, usdRate: number | null): number | null {
  if (currency === 'eur') return amountEur;
  return usdRate && usdRate > 0 ? amountEur * usdRate : null;
}

/**
 * One formatter per language and currency, built on first use: building an `Intl.NumberFormat` costs far more than
 * formatting with it (locale data is looked up each time), and a page formats dozens of prices on every render.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * "12,50 €" in French, "€12.50" in English; "13,50 $" and "$13.50" for dollars (the sign only, as the spec shows it:
 * French would otherwise write "$US"). Two decimals always.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: currency === 'eur' ? 'EUR' : 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The price a shopper pays for one book, in the chosen currency, formatted. Falls back to euro without a rate. */
export function formatShopPrice(
  priceTtc: number,
  discountPercent: number,
  currency: Currency,
  usdRate: number | null,
  language: Language,
): string {
  const euro = discountedPrice(priceTtc, discountPercent);
  const converted = convertFromEuro(euro, currency, usdRate);
  return converted === null ? formatMoney(euro, 'eur', language) : formatMoney(converted, currency, language);
}
