import { forthcomingOf, type PublicationFacts } from './forthcoming';

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
