import { aCartLine } from '@bookshop/testing';
import {
  addToCompare,
  addToLines,
  addToReturnRefund,
  cartCount,
  cartTotal,
  clampQuantity,
  discountedPrice,
  isAtStockCap,
  isQuantityLocked,
  parseTypedQuantity,
  isTypedQuantityTooLong,
  LINE_QUANTITY_MAX,
  toggleFilter,
  truncate,
} from './rules';

describe('quantity', () => {
  test.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [4, 0, 1],
  ])('clampQuantity(%p, stock %p) = %p', (wanted, stock, expected) => {
    expect(clampQuantity(wanted, stock)).toBe(expected);
  });

  test('a line holds at most 99 copies, whatever the stock: added, set or typed', () => {
    expect(LINE_QUANTITY_MAX).toBe(99);
    expect(clampQuantity(150, 500)).toBe(99);
    expect(parseTypedQuantity('999', 500)).toBe(99);
    expect(addToLines(addToLines([], aCartLine({ _qte_a_terme_calcule: 500 }), 60), aCartLine({ _qte_a_terme_calcule: 500 }), 60)[0]?.quantity).toBe(99);
    expect(isAtStockCap(99, 500)).toBe(true);
    expect(isAtStockCap(98, 500)).toBe(false);
  });

  test('typed quantity strips non-digits and clamps', () => {
    expect(parseTypedQuantity('1a2', 20)).toBe(12);
    expect(parseTypedQuantity('99', 4)).toBe(4);
    expect(parseTypedQuantity('abc', 4)).toBe(1);
    expect(parseTypedQuantity('0', 4)).toBe(1);
    expect(parseTypedQuantity(' 3 ', 4)).toBe(3);
  });

  test('a typed quantity of four digits or more is too long, whatever else was typed', () => {
    expect(isTypedQuantityTooLong('999')).toBe(false);
    expect(isTypedQuantityTooLong('1 2a3')).toBe(false);
    expect(isTypedQuantityTooLong('1000')).toBe(true);
    expect(isTypedQuantityTooLong('0001')).toBe(true);
    expect(isTypedQuantityTooLong('12-34')).toBe(true);
  });

  test('changes are locked for 1000 ms after a change', () => {
    expect(isQuantityLocked(undefined, 5000)).toBe(false);
    expect(isQuantityLocked(5000, 5999)).toBe(true);
    expect(isQuantityLocked(5000, 6000)).toBe(false);
  });

  test('the + control is capped at stock', () => {
    expect(isAtStockCap(3, 3)).toBe(true);
    expect(isAtStockCap(2, 3)).toBe(false);
  });

  test('adding beyond stock clamps to stock, adding again increases the existing line', () => {
    const book = aCartLine({ _qte_a_terme_calcule: 3 });
    const once = addToLines([], book, 2);
    expect(once).toHaveLength(1);
    expect(once[0]?.quantity).toBe(2);
    const twice = addToLines(once, book, 5);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(3);
  });
});

describe('totals', () => {
  test('discount is a percent of the price including tax', () => {
    expect(discountedPrice(20, 25)).toBe(15);
    expect(discountedPrice(9.9, 0)).toBe(9.9);
  });

  test('lines with stock below 1 or removed are excluded from the total, discounts applied', () => {
    const lines = [
      aCartLine({ _id: 1, price_ttc: 10, quantity: 2 }),
      aCartLine({ _id: 2, price_ttc: 20, discount: 10, quantity: 1 }),
      aCartLine({ _id: 3, price_ttc: 50, _qte_a_terme_calcule: 0 }),
      aCartLine({ _id: 4, price_ttc: 70, removed: true }),
    ];
    expect(cartTotal(lines)).toBe(38);
    expect(cartCount(lines)).toBe(5);
  });
});

describe('compare and return/refund lists', () => {
  test('compare needs a login', () => {
    expect(addToCompare([], 1, false)).toEqual({ ok: false, reason: 'login-required' });
  });

  test('compare holds at most 3', () => {
    expect(addToCompare([1, 2], 3, true)).toEqual({ ok: true, list: [1, 2, 3] });
    expect(addToCompare([1, 2, 3], 4, true)).toEqual({ ok: false, reason: 'limit-reached' });
  });

  test('return/refund holds at most 3 items', () => {
    const three = [1, 2, 3].map((articleId) => ({ articleId, quantity: 1 }));
    expect(addToReturnRefund(three.slice(0, 2), { articleId: 3, quantity: 1 })).toEqual({ ok: true, list: three });
    expect(addToReturnRefund(three, { articleId: 4, quantity: 1 })).toEqual({ ok: false, reason: 'limit-reached' });
  });
});

describe('search filters', () => {
  test('selecting adds, selecting again removes, an emptied filter is deleted', () => {
    const one = toggleFilter({}, 'author', 7);
    expect(one).toEqual({ author: [7] });
    const two = toggleFilter(one, 'author', 9);
    expect(two).toEqual({ author: [7, 9] });
    const back = toggleFilter(toggleFilter(two, 'author', 7), 'author', 9);
    expect(back).toEqual({});
    expect('author' in back).toBe(false);
  });
});

test('truncate cuts at the limit and marks the cut', () => {
  expect(truncate('Vingt mille lieues sous les mers', 20)).toBe('Vingt mille lieues s...');
  expect(truncate('Candide', 20)).toBe('Candide');
  expect(truncate('Le Tour du monde en quatre-vingts jours', 20, '…')).toBe('Le Tour du monde en …');
});
