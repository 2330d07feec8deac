import { formatShopDate, shopDay } from './dates';

/** What the store wrote with Intl before: the date in Paris, long form. */
const intlDate = (iso: string, language: 'fr' | 'eng') =>
  new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));

test('a date is written as Intl writes it in Paris, every hour of two years, summer time changes included', () => {
  for (let time = Date.UTC(2025, 11, 31); time < Date.UTC(2028, 0, 2); time += 3_600_000) {
    const iso = new Date(time).toISOString();
    for (const language of ['fr', 'eng'] as const) expect(`${iso} ${formatShopDate(iso, language)}`).toBe(`${iso} ${intlDate(iso, language)}`);
  }
  // The half hours around the changes: 01:00 UTC on the last Sundays of March and October.
  for (const iso of ['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-24T21:59:59Z', '2026-10-24T22:00:00Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z', '2026-10-25T22:59:59Z', '2026-10-25T23:00:00Z']) {
    expect(`${iso} ${formatShopDate(iso, 'fr')}`).toBe(`${iso} ${intlDate(iso, 'fr')}`);
  }
});

test('the shop’s day is Paris’s: an instant late in the evening in UTC is already the next day there', () => {
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  for (let time = Date.UTC(2025, 11, 31); time < Date.UTC(2028, 0, 2); time += 3_600_000) {
    expect(`${new Date(time).toISOString()} ${shopDay(new Date(time))}`).toBe(`${new Date(time).toISOString()} ${parisDay.format(time)}`);
  }
  expect(shopDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  expect(shopDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  expect(shopDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
});
