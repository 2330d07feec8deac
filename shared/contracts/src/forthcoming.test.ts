import { forthcomingOf, preorderNote, type PublicationFacts } from './forthcoming';
import { clampQuantity, countsInTotal, LINE_QUANTITY_MAX, orderableCopies } from './rules';

const book = (facts: Partial<PublicationFacts>): PublicationFacts => ({
  publishing_status: null,
  product_availability: null,
  published_on: null,
  published_on_precision: null,
  ...facts,
});

test('a title is forthcoming when its record says so and its day is still to come', () => {
  expect(forthcomingOf(book({ publishing_status: '02', published_on: '2027-03-12', published_on_precision: 'day' }), '2026-11-29')).toEqual({
    on: '2027-03-12',
    precision: 'day',
  });
  expect(forthcomingOf(book({ product_availability: '10', published_on: '2027-03-31', published_on_precision: 'month' }), '2026-11-29')).toEqual({
    on: '2027-03-31',
    precision: 'month',
  });
  // Announced without a day.
  expect(forthcomingOf(book({ publishing_status: '02' }), '2026-11-29')).toEqual({ on: null, precision: null });
});

test('a title is out once its day has come, and never forthcoming without a record saying so', () => {
  expect(forthcomingOf(book({ publishing_status: '02', published_on: '2026-11-29', published_on_precision: 'day' }), '2026-11-29')).toBeNull();
  expect(forthcomingOf(book({ publishing_status: '04', product_availability: '20', published_on: '2027-01-10' }), '2026-11-29')).toBeNull();
  expect(forthcomingOf(book({ published_on: '2027-01-10' }), '2026-11-29')).toBeNull();
});

test('a pre-ordered line says when its title comes out, in both languages', () => {
  expect(preorderNote({ on: '2027-03-12', precision: 'day' }, 'fr')).toBe('Précommande : paraît le 12 mars 2027');
  expect(preorderNote({ on: '2027-03-31', precision: 'month' }, 'fr')).toBe('Précommande : paraît en mars 2027');
  expect(preorderNote({ on: '2027-03-12', precision: 'day' }, 'eng')).toBe('Pre-order: comes out on 12 March 2027');
  expect(preorderNote({ on: null, precision: null }, 'eng')).toBe('Pre-order: publication day to be announced');
});

test('a forthcoming title may be ordered past its stock (a pre-order), any other book up to its stock', () => {
  const forthcoming = { on: '2027-03-12', precision: 'day' as const };
  expect(orderableCopies({ _qte_a_terme_calcule: 0, forthcoming })).toBe(LINE_QUANTITY_MAX);
  expect(orderableCopies({ _qte_a_terme_calcule: 0, forthcoming: null })).toBe(0);
  expect(orderableCopies({ _qte_a_terme_calcule: 3 })).toBe(3);
  expect(clampQuantity(12, orderableCopies({ _qte_a_terme_calcule: 0, forthcoming }))).toBe(12);
  const line = { _qte_a_terme_calcule: 0, removed: false, forthcoming } as Parameters<typeof countsInTotal>[0];
  expect(countsInTotal(line)).toBe(true);
  expect(countsInTotal({ ...line, forthcoming: null })).toBe(false);
});
