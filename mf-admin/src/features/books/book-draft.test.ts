import { keyMismatches } from '@bookshop/i18n';
import { centsOf, draftDiscountCap, emptyDraft, eurosText, readDraft, serverFieldError, type BookDraft } from './book-draft';
import { listSelection, wrapSelection } from './description-field';
import { booksMessages } from './messages';

test('euros typed with a comma or a dot become whole cents, computed on the digits', () => {
  expect(centsOf('12,90')).toBe(1290);
  expect(centsOf(' 0.29 ')).toBe(29);
  expect(centsOf('7')).toBe(700);
  expect(centsOf('7,5')).toBe(750);
  expect(centsOf('1,005')).toBeNull();
  expect(centsOf('-3')).toBeNull();
  expect(centsOf('12 €')).toBeNull();
  expect(centsOf('')).toBeNull();
});

test('cents show with two decimals and the decimal mark of the language', () => {
  expect(eurosText(1290, 'fr')).toBe('12,90');
  expect(eurosText(700, 'eng')).toBe('7.00');
});

test('an ISBN-10 is taken as the EAN, kept as its 13 digits; a wrong check digit is not', () => {
  const draft = { ...emptyDraft(), title: 'L’Étranger', price_ht: '9', price_ttc: '9,50', stock: '1' };
  expect(readDraft({ ...draft, ean: '2-07-036822-X' }).book?.ean).toBe('9782070368228');
  expect(readDraft({ ...draft, ean: '2-07-036822-1' }).errors).toEqual({ ean: 'eanInvalid' });
});

test('a complete draft reads as the book the API takes; the EAN loses its hyphens, an empty year is none', () => {
  const read = readDraft({
    ...emptyDraft(),
    title: ' Germinal ',
    ean: '978-2-07-040922-8',
    author_id: '3',
    category_ids: [12],
    price_ht: '9,48',
    price_ttc: '10',
    stock: '0',
  });
  expect(read.book).toMatchObject({
    title: 'Germinal',
    ean: '9782070409228',
    author_id: 3,
    translator_id: null,
    price_ht_cents: 948,
    price_ttc_cents: 1000,
    stock: 0,
    first_published_year: null,
    published: false,
  });
});

test('each wrong field of a draft gets its own message', () => {
  const read = readDraft({ ...emptyDraft(), ean: '9782070409229', price_ht: '10', price_ttc: '9,99', weight_grams: '1.5', first_published_year: 'vers 1900' });
  expect(read.errors).toEqual({
    title: 'titleRequired',
    ean: 'eanInvalid',
    price_ttc: 'ttcBelowHt',
    weight_grams: 'weightInvalid',
    first_published_year: 'yearInvalid',
  });
});

test('a server error lands on the form field it names', () => {
  expect(serverFieldError('ean', 'ean_taken')).toEqual({ field: 'ean', message: 'eanTaken' });
  expect(serverFieldError('ean', 'validation_error')).toEqual({ field: 'ean', message: 'eanInvalid' });
  expect(serverFieldError('price_ttc_cents', 'validation_error')).toEqual({ field: 'price_ttc', message: 'ttcBelowHt' });
  expect(serverFieldError('category_ids.1', 'validation_error')).toEqual({ field: 'category_ids', message: 'choiceUnknown' });
  expect(serverFieldError('shop', 'validation_error')).toBeNull();
});

describe('the loi Lang on a draft (the contracts\' rule, dates as inputs)', () => {
  const today = '2026-11-26';
  const draft = (fields: Partial<BookDraft>): BookDraft => ({
    ...emptyDraft(),
    title: 'Germinal',
    ean: '9782070409228',
    price_ht: '9,48',
    price_ttc: '10',
    ...fields,
  });
  test.each([
    // discount, stock typed, stock when loaded (null: new book), published, last restocked, the discount's message
    ['10', '0', null, '2026-06-01', '', 'discountOverLaw'], // a recent edition
    ['10', '0', null, '', '', 'discountOverLaw'], // unknown dates never exempt
    ['10', '0', null, '2023-01-10', '2026-01-10', undefined], // old edition, restocked over six months ago
    ['10', '3', 3, '2023-01-10', '2026-01-10', undefined], // same stock: no restock
    ['10', '4', 3, '2023-01-10', '2026-01-10', 'discountOverLawRestock'], // one more copy: a restock today
    ['10', '2', null, '2023-01-10', '2026-01-10', 'discountOverLawRestock'], // a new book with copies
    ['5', '4', 3, '2026-06-01', '', undefined], // 5 % is always allowed
  ] as const)('%p %% with stock %p (was %p), published %p, restocked %p: %p', (discount, stock, savedStock, published, restocked, message) => {
    const read = readDraft(draft({ discount_percent: discount, stock, published_on: published, last_restocked_on: restocked }), { today, savedStock });
    expect(read.errors?.discount_percent).toBe(message);
  });

  test('the dates are real days, the restock not after today; they travel as null when empty', () => {
    const read = readDraft(draft({ published_on: '2026-02-30', last_restocked_on: '2026-11-27' }), { today, savedStock: null });
    expect(read.errors).toEqual({ published_on: 'publishedOnInvalid', last_restocked_on: 'restockedOnInvalid' });
    expect(readDraft(draft({}), { today, savedStock: null }).book).toMatchObject({ published_on: null, last_restocked_on: null });
  });

  test('the hint follows the cap, and the server\'s refusal lands on the discount', () => {
    expect(draftDiscountCap(draft({ published_on: '2023-01-10', last_restocked_on: '2026-01-10' }), { today, savedStock: null })).toBe(100);
    expect(draftDiscountCap(draft({ published_on: '2023-01-10', last_restocked_on: '2026-01-10', stock: '1' }), { today, savedStock: 0 })).toBe(5);
    expect(serverFieldError('discount_percent', 'book_discount_law')).toEqual({ field: 'discount_percent', message: 'discountOverLaw' });
    expect(serverFieldError('last_restocked_on', 'validation_error')).toEqual({ field: 'last_restocked_on', message: 'restockedOnInvalid' });
  });
});

test('the toolbar wraps the selection, or lists the selected lines', () => {
  expect(wrapSelection('un roman', 3, 8, '<em>', '</em>')).toEqual({ text: 'un <em>roman</em>', start: 7, end: 12 });
  expect(listSelection('avant\nA\n\nB', 6, 10)).toEqual({ text: 'avant\n<ul>\n<li>A</li>\n<li>B</li>\n</ul>', start: 38, end: 38 });
  expect(listSelection('', 0, 0)).toEqual({ text: '<ul>\n<li></li>\n</ul>', start: 9, end: 9 });
});

test('the books texts exist in French and English, none left empty', () => {
  expect(keyMismatches(booksMessages)).toEqual([]);
  expect(Object.entries({ ...booksMessages.fr }).filter(([, text]) => !text.trim())).toEqual([]);
  expect(Object.entries({ ...booksMessages.eng }).filter(([, text]) => !text.trim())).toEqual([]);
});
