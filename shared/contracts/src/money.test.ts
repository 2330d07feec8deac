import { convertFromEuro, formatMoney, formatNumber, formatShopPrice } from './money';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('euro amounts need no rate; dollars multiply by usd_rate', () => {
  expect(convertFromEuro(10, 'eur', null)).toBe(10);
  expect(convertFromEuro(10, 'usd', 1.08)).toBeCloseTo(10.8);
  expect(convertFromEuro(10, 'usd', null)).toBeNull();
});

test('two decimals with the currency sign, in the shopper language', () => {
  expect(nbsp(formatMoney(12.5, 'eur', 'fr'))).toBe('12,50 €');
  expect(formatMoney(12.5, 'eur', 'eng')).toBe('€12.50');
  expect(formatMoney(13.5, 'usd', 'eng')).toBe('$13.50');
  expect(nbsp(formatMoney(13.5, 'usd', 'fr'))).toBe('13,50 $');
});

test('shop price applies the discount then converts', () => {
  expect(formatShopPrice(20, 10, 'usd', 1.1, 'eng')).toBe('$19.80');
  expect(nbsp(formatShopPrice(20, 10, 'eur', 1.1, 'fr'))).toBe('18,00 €');
});

/** What the store wrote with Intl before formatting by hand: the same text, to the character. */
const intlMoney = (amount: number, currency: 'eur' | 'usd', language: 'fr' | 'eng') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: currency === 'eur' ? 'EUR' : 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

test('prices and counts are written as Intl writes them, separators and rounding included', () => {
  const amounts = [0, 0.005, 0.01, 0.5, 2.675, 7.9, 9.995, 12.5, 999.99, 1000, 1234.5, 99999.995, 1234567.891, -12.5, -1234.5];
  for (let cents = 0; cents < 300_000; cents += 137) amounts.push(cents / 100, cents / 100 + 0.005, (cents / 100) * 1.0837);
  for (const amount of amounts) {
    for (const currency of ['eur', 'usd'] as const) {
      for (const language of ['fr', 'eng'] as const) expect(`${amount} ${formatMoney(amount, currency, language)}`).toBe(`${amount} ${intlMoney(amount, currency, language)}`);
    }
  }
  for (const count of [0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321]) {
    expect(formatNumber(count, 'fr')).toBe(count.toLocaleString('fr'));
    expect(formatNumber(count, 'eng')).toBe(count.toLocaleString('en'));
  }
});
