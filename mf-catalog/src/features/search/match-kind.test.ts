import { anArticle } from '@bookshop/testing';
import { matchKind } from './match-kind';

const book = anArticle({
  designation: 'Le Comte de Monte-Cristo',
  _code_barre: '9782070409228',
  dc_auteur: { id: 1, _nom: 'Alexandre Dumas' },
  dc_traducteur: { id: 2, _nom: 'Lowell Bair' },
  dc_illustrateur: null,
  dc_collection: { id: 3, nom: 'Grands Textes illustrés', description: null },
});

test.each([
  ['monte', 'title'],
  ['dumas', 'author'],
  ['alex dum', 'author'],
  ['bair', 'translator'],
  ['illustres', 'collection'],
  ['978-2-07-040922-8', 'isbn'],
  ['proust', null],
])('"%s" matched by %s', (query, kind) => {
  expect(matchKind(book, query)).toBe(kind);
});
