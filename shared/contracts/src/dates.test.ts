import { formatPublicationDate } from './dates';

/** What the store wrote with Intl before. */
const intlDate = (on: string, parts: Intl.DateTimeFormatOptions, language: 'fr' | 'eng') =>
  new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { ...parts, timeZone: 'UTC' }).format(new Date(`${on}T00:00:00Z`));

test('a publication day is written as Intl writes it, every day of two years, in both languages and every precision', () => {
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
    const on = new Date(time).toISOString().slice(0, 10);
    for (const language of ['fr', 'eng'] as const) {
      expect(`${on} ${formatPublicationDate(on, 'day', language)}`).toBe(`${on} ${intlDate(on, { day: 'numeric', month: 'long', year: 'numeric' }, language)}`);
      expect(`${on} ${formatPublicationDate(on, null, language)}`).toBe(`${on} ${intlDate(on, { day: 'numeric', month: 'long', year: 'numeric' }, language)}`);
      expect(`${on} ${formatPublicationDate(on, 'month', language)}`).toBe(`${on} ${intlDate(on, { month: 'long', year: 'numeric' }, language)}`);
      expect(`${on} ${formatPublicationDate(on, 'year', language)}`).toBe(`${on} ${intlDate(on, { year: 'numeric' }, language)}`);
    }
  }
});

test('a publication day is written as precisely as its publisher gave it', () => {
  expect(formatPublicationDate('2027-03-12', 'day', 'fr')).toBe('12 mars 2027');
  expect(formatPublicationDate('2027-03-01', 'day', 'fr')).toBe('1 mars 2027');
  expect(formatPublicationDate('2027-03-31', 'month', 'eng')).toBe('March 2027');
  expect(formatPublicationDate('2027-12-31', 'year', 'fr')).toBe('2027');
});
