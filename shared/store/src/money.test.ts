import { convertFromEuro, formatMoney, formatShopPrice } from './money';

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
