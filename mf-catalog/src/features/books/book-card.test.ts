import type { Article, ListAnswer } from '@bookshop/contracts';
import { toCards } from './book-card';

const article = {
  id: 7,
  designation: 'Les Misérables',
  descriptif: '<p>Une longue description…</p>'.repeat(20),
  dc_auteur: { id: 172, _nom: 'Victor Hugo' },
  dc_collection: { id: 3, nom: 'Grands Textes illustrés', description: '<p>…</p>' },
  categories: [{ id: 1, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null }],
  discount: 5,
  _prix_public_ttc: 12.5,
  _qte_a_terme_calcule: 3,
  articleimage: [{ link: '/img/covers/7.svg' }, { link: '/img/covers/7-back.svg' }],
} as unknown as Article;

test('a list keeps of each article what its card shows, and the list its pager reads', () => {
  const list: ListAnswer<Article> = { data: [article], total: 41, page: 2, page_size: 20 };
  const cards = toCards(list);
  expect(cards).toEqual({
    total: 41,
    page: 2,
    page_size: 20,
    data: [
      {
        id: 7,
        designation: 'Les Misérables',
        author: 'Victor Hugo',
        discount: 5,
        _prix_public_ttc: 12.5,
        _qte_a_terme_calcule: 3,
        cover: '/img/covers/7.svg',
      },
    ],
  });
});

test("a pick is only its badge, unless the cards show the notes: then the start of each", () => {
  const pick = { bookseller: 'Margaux Roussel', location: { id: 1, name: 'Lumière Opéra' }, note_fr: 'Une cathédrale qui respire. '.repeat(20), note_en: null, picked_on: '2026-11-20' };
  const list: ListAnswer<Article> = { data: [{ ...article, pick }], total: 1, page: 1, page_size: 20 };
  expect(toCards(list).data[0]?.pick).toBe(true);
  const shown = toCards(list, { pickNotes: true }).data[0]?.pick;
  expect(shown).toMatchObject({ bookseller: 'Margaux Roussel', note_en: null });
  expect(shown !== true && shown?.note_fr.length).toBeLessThan(pick.note_fr.length);
});
