import {
  bookDiscountCapPercent,
  discountedPriceCents,
  isBookDiscountExempt,
  isCalendarDay,
  lawfulDiscountPercent,
  monthsBefore,
  type BookLawDates,
} from './book-law';

const TODAY = '2026-11-26';
const dates = (published_on: string | null, last_restocked_on: string | null): BookLawDates => ({ published_on, last_restocked_on });

describe('loi Lang: at most 5 % off a book, unless published over two years ago and not restocked for six months', () => {
  test.each([
    // published, last restocked, exempt on TODAY
    ['2020-03-01', '2025-01-10', true], // old edition, restocked long ago
    ['2024-11-25', '2026-05-25', true], // one day past both limits
    ['2024-11-26', '2026-01-01', false], // published exactly two years ago: not yet "more than"
    ['2020-03-01', '2026-05-26', false], // restocked exactly six months ago: not yet
    ['2020-03-01', '2026-11-20', false], // old edition restocked last week: the cap again
    ['2026-01-15', '2026-01-15', false], // a recent book
    [null, '2020-01-01', false], // unknown publication: the shop cannot show the exemption holds
    ['2010-01-01', null, false], // never restocked (no copy taken in yet): not exempt
  ])('published %p, restocked %p: exempt %p', (published, restocked, exempt) => {
    expect(isBookDiscountExempt(dates(published, restocked), TODAY)).toBe(exempt);
    expect(bookDiscountCapPercent(dates(published, restocked), TODAY)).toBe(exempt ? 100 : 5);
  });

  test.each([
    // stored discount, exempt?, what the shop may apply
    [0, false, 0],
    [5, false, 5],
    [10, false, 5], // above the law on a recent book: brought down to 5 %
    [30, true, 30], // an exempt book keeps its larger discount
    [100, true, 100],
  ])('a stored %p %% discount, exempt %p: %p %% applied', (stored, exempt, applied) => {
    const bookDates = exempt ? dates('2019-06-01', '2025-02-01') : dates('2026-09-01', '2026-09-01');
    expect(lawfulDiscountPercent(stored, bookDates, TODAY)).toBe(applied);
  });

  test.each([
    // day, months back, answer
    ['2026-11-26', 6, '2026-05-26'],
    ['2026-08-31', 6, '2026-02-28'], // February is shorter
    ['2028-02-29', 24, '2026-02-28'],
    ['2026-03-15', 15, '2024-12-15'], // across a year
  ])('%p less %p months is %p', (day, months, answer) => {
    expect(monthsBefore(day, months)).toBe(answer);
  });

  test.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-01', false],
  ])('%p is a calendar day: %p', (value, valid) => {
    expect(isCalendarDay(value)).toBe(valid);
  });

  test('the price with a discount rounds half a cent up, as the database does', () => {
    expect(discountedPriceCents(1290, 5)).toBe(1226); // 1225.5
    expect(discountedPriceCents(2000, 30)).toBe(1400);
    expect(discountedPriceCents(999, 0)).toBe(999);
  });
});
