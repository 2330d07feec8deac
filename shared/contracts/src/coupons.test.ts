import { BOOK_DISCOUNT_CAP_PERCENT, bookCouponRoomCents, COUPON_CODE_PATTERN, deliveryCouponRoomCents, normalizeCouponCode } from './coupons';

describe('French book law: all discounts on a book at most 5 % of its public price', () => {
  test.each([
    // public price, price after its own discount, what a coupon may still take off one copy
    [1290, 1290, 64], // 5 % of 12.90 is 0.645: rounded down, never above the cap
    [2000, 1960, 60], // 2 % already off: 3 % left
    [2000, 1900, 0], // exactly 5 % already
    [950, 855, 0], // 10 % already (more than the law allows): nothing more, never negative
    [10, 10, 0], // 5 % of 0.10 is half a cent
  ])('public %p, sold %p: %p left for a coupon', (publicCents, finalCents, room) => {
    expect(bookCouponRoomCents(publicCents, finalCents)).toBe(room);
  });

  test.each([
    // an exempt book (loi Lang's exception, cap 100 %): a coupon may take what its own discount left, never more
    [2000, 1400, 1400], // 30 % already off: the remaining 14.00
    [2000, 2000, 2000],
    [2000, 0, 0],
  ])('exempt: public %p, sold %p: %p left for a coupon', (publicCents, finalCents, room) => {
    expect(bookCouponRoomCents(publicCents, finalCents, 100)).toBe(room);
  });

  test('the cap is 5 %', () => {
    expect(BOOK_DISCOUNT_CAP_PERCENT).toBe(5);
  });

  test.each([
    // delivery, books, what a coupon may take off the delivery
    [499, 1290, 199], // below 35 EUR of books a shipped order keeps 3 EUR (loi Darcos)
    [300, 3499, 0],
    [499, 3500, 498], // from 35 EUR, one cent
    [1, 5000, 0],
    [0, 1290, 0], // a collection at the shop stays free
  ])('a delivery of %i cents for %i cents of books: a coupon may take %i off', (delivery, books, room) => {
    expect(deliveryCouponRoomCents(delivery, books)).toBe(room);
  });
});

test('codes are compared trimmed and in upper case', () => {
  expect(normalizeCouponCode('  noel-2026 ')).toBe('NOEL-2026');
  expect(COUPON_CODE_PATTERN.test(normalizeCouponCode('lire_2026'))).toBe(true);
  expect(COUPON_CODE_PATTERN.test('AB')).toBe(false);
  expect(COUPON_CODE_PATTERN.test('NO WAY')).toBe(false);
});
