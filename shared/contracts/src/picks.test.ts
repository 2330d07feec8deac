import { pickExcerpt, pickNote, pickProblems, PICK_EXCERPT_LENGTH, type ArticlePick } from './index';

const pick = (overrides: Partial<ArticlePick> = {}): ArticlePick => ({
  bookseller: 'Margaux Roussel',
  location: { id: 1, name: 'Lumière Opéra' },
  note_fr: 'Une cathédrale qui respire.',
  note_en: 'A cathedral that breathes.',
  picked_on: '2026-11-20',
  ...overrides,
});

test('the note is in the shopper\'s language, or in French marked as French when none was written in English', () => {
  expect(pickNote(pick(), 'fr')).toEqual({ text: 'Une cathédrale qui respire.', lang: 'fr' });
  expect(pickNote(pick(), 'eng')).toEqual({ text: 'A cathedral that breathes.', lang: 'en' });
  expect(pickNote(pick({ note_en: null }), 'eng')).toEqual({ text: 'Une cathédrale qui respire.', lang: 'fr' });
});

test('an excerpt keeps a short note whole and cuts a long one at a word, with an ellipsis', () => {
  expect(pickExcerpt('  Court,\n et   bien.  ')).toBe('Court, et bien.');
  const long = `${'Un mot '.repeat(30)}fin.`;
  const excerpt = pickExcerpt(long);
  expect(excerpt.length).toBeLessThanOrEqual(PICK_EXCERPT_LENGTH + 1);
  expect(excerpt).toMatch(/^Un mot( Un mot)+…$/);
  expect(pickExcerpt('Un texte, coupé ici: là', 17)).toBe('Un texte, coupé…');
});

test('a pick needs a signature, a French note, a real day; an English note is optional but not a scrap', () => {
  const input = { bookseller: 'Camille', location_id: 1, note_fr: 'Une note assez longue.', note_en: null, picked_on: '2026-11-20' };
  expect(pickProblems(input)).toEqual([]);
  expect(pickProblems({ ...input, note_en: '' })).toEqual([]);
  expect(pickProblems({ ...input, bookseller: ' ', note_fr: '', note_en: 'Short', picked_on: '2026-02-30' })).toEqual([
    { field: 'bookseller', problem: 'required' },
    { field: 'note_fr', problem: 'required' },
    { field: 'note_en', problem: 'too_short' },
    { field: 'picked_on', problem: 'invalid' },
  ]);
});
