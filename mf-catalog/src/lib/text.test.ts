import { formatIsbn } from './text';

test('ISBN-13 is grouped with hyphens, anything else is left as it is', () => {
  expect(formatIsbn('9782070409228')).toBe('978-2-07040922-8');
  expect(formatIsbn('12345')).toBe('12345');
});
