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
  const data = JSON.parse(bookJsonLd(article, 'https://librairie.example'));
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
});

test('a title not out yet says the day its offer starts', () => {
  const data = JSON.parse(bookJsonLd(anArticle({ _qte_a_terme_calcule: 0, forthcoming: { on: '2027-03-12', precision: 'day' } }), 'https://x.example'));
  expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', availabilityStarts: '2027-03-12' });
});

test('a title cannot close the script element', () => {
  const json = bookJsonLd(anArticle({ designation: '</script><script>alert(1)</script>' }), 'https://x.example');
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
