import { anArticle } from '@bookshop/testing';
import { bookJsonLd } from './book-json-ld';

test('describes the book, its people, publisher and offer', () => {
  const article = anArticle({
    id: 12,
    designation: 'Les Misérables',
    _code_barre: '9782070409228',
    _prix_public_ttc: 20,
    discount: 10,
    _qte_a_terme_calcule: 0,
    dc_auteur: { id: 1, _nom: 'Victor Hugo' },
    dc_traducteur: null,
    dc_editor: { id: 3, title: 'Éditions du Phare' },
    language: 'fr',
  });
  const data = JSON.parse(bookJsonLd(article, 'https://librairie.example', 'fr'));
  expect(data).toMatchObject({
    '@type': 'Book',
    name: 'Les Misérables',
    isbn: '9782070409228',
    author: { '@type': 'Person', name: 'Victor Hugo' },
    publisher: { name: 'Éditions du Phare' },
    inLanguage: 'fr',
    url: 'https://librairie.example/bookdetails/12',
    offers: { price: '18.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
  });
  expect(data.translator).toBeUndefined();
  expect(data.offers.availabilityStarts).toBeUndefined();
  expect(data.review).toBeUndefined();
});

test('a title not out yet is on pre-order without copies, in stock with some, and says the day its offer starts', () => {
  const forthcoming = { on: '2027-03-12', precision: 'day' } as const;
  const data = JSON.parse(bookJsonLd(anArticle({ _qte_a_terme_calcule: 0, forthcoming }), 'https://x.example', 'fr'));
  expect(data.offers).toMatchObject({ availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-03-12' });
  const stocked = JSON.parse(bookJsonLd(anArticle({ _qte_a_terme_calcule: 3, forthcoming }), 'https://x.example', 'fr'));
  expect(stocked.offers.availability).toBe('https://schema.org/InStock');
});

test("a bookseller's pick is a Review by them, in the page's language when they wrote in it", () => {
  const pick = {
    bookseller: 'Margaux Roussel',
    location: { id: 1, name: 'Lumière Opéra' },
    note_fr: 'Une cathédrale qui respire.',
    note_en: 'A cathedral that breathes.',
    picked_on: '2026-11-20',
  };
  const review = {
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Margaux Roussel', worksFor: { '@type': 'BookStore', name: 'Lumière Opéra' } },
    datePublished: '2026-11-20',
  };
  expect(JSON.parse(bookJsonLd(anArticle({ pick }), 'https://x.example', 'fr')).review).toEqual({ ...review, reviewBody: 'Une cathédrale qui respire.', inLanguage: 'fr' });
  expect(JSON.parse(bookJsonLd(anArticle({ pick }), 'https://x.example', 'eng')).review).toEqual({ ...review, reviewBody: 'A cathedral that breathes.', inLanguage: 'en' });
  expect(JSON.parse(bookJsonLd(anArticle({ pick: { ...pick, note_en: null } }), 'https://x.example', 'eng')).review).toMatchObject({ inLanguage: 'fr' });
});

test('a title cannot close the script element', () => {
  const json = bookJsonLd(anArticle({ designation: '</script><script>alert(1)</script>' }), 'https://x.example', 'fr');
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
