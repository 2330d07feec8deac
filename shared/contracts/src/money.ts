/** Prices as shoppers see them: discount, currency conversion with usd_rate, two decimals with € or $. */
import type { Currency, Language } from './entities';
import { discountedPrice } from './rules';

/** A euro amount in the chosen currency; null when dollars are chosen but no rate exists. */
export function convertFromEuro(amountEur: number, currency: Currency, usdRate: number | null): number | null {
  if (currency === 'eur') return amountEur;
  return usdRate && usdRate > 0 ? amountEur * usdRate : null;
}

/**
 * `value` (0 or more) in units of its last kept decimal, rounded as Intl rounds: half away from zero, on the shortest
 * decimal that reads back as the number (2.675 gives 268 hundredths, 6.8549999999999995 gives 685).
 */
function roundedUnits(value: number, fractionDigits: number): number {
  const text = value.toString();
  if (text.includes('e')) return Math.round(value * 10 ** fractionDigits);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = Number(`${whole}${fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')}`);
  return Number(fraction[fractionDigits] ?? '0') >= 5 ? kept + 1 : kept;
}

/**
 * `value` with `fractionDigits` decimals and its thousands grouped, as Intl writes it in `language` ("1 234,50" with
 * narrow no-break spaces in French, "1,234.50" in English), written out here rather than by `Intl.NumberFormat`: the
 * first Intl formatter a page builds loads ICU's data, 25 to 30 ms on a desktop and four times that on a phone, one
 * long task in the middle of the page's hydration. A test holds both to the same text.
 */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  const scale = 10 ** fractionDigits;
  const units = roundedUnits(Math.abs(value), fractionDigits);
  const [group, decimal] = language === 'fr' ? ['\u202f', ','] : [',', '.'];
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = fractionDigits > 0 ? `${decimal}${String(units % scale).padStart(fractionDigits, '0')}` : '';
  return `${value < 0 && units > 0 ? '-' : ''}${whole}${fraction}`;
}

/**
 * "12,50 €" in French, "€12.50" in English; "13,50 $" and "$13.50" for dollars (the sign only, as the spec shows it:
 * French would otherwise write "$US"). Two decimals always.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const sign = currency === 'eur' ? '€' : '$';
  // The minus goes before the sign in English ("-€12.50").
  const [, minus = '', digits = ''] = /^(-?)(.*)$/.exec(formatNumber(amount, language, 2)) ?? [];
  return language === 'fr' ? `${minus}${digits}\u00a0${sign}` : `${minus}${sign}${digits}`;
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
