import { pickNote, preorderable, type Article, type ArticlePick, type CollaboratorRef, type Language } from '@bookshop/contracts';
import { discountedPrice, isOutOfStock } from '@bookshop/store';
import { htmlToText } from '@bookshop/ui';

const person = (ref: CollaboratorRef | null) => (ref ? { '@type': 'Person', name: ref._nom } : undefined);

/** schema.org availability: a title not out yet is on pre-order while it has no copy, in stock when it has some. */
function availability(article: Article): string {
  const stock = article._qte_a_terme_calcule;
  if (preorderable({ forthcoming: article.forthcoming, stock })) return 'https://schema.org/PreOrder';
  return isOutOfStock(stock) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
}

/** A bookseller's pick as a schema.org `Review` by them (working at one of the shop's bookshops), in the page's language. */
function pickReview(pick: ArticlePick, language: Language) {
  const note = pickNote(pick, language);
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: pick.bookseller, worksFor: { '@type': 'BookStore', name: pick.location.name } },
    datePublished: pick.picked_on,
    reviewBody: note.text,
    inLanguage: note.lang,
  };
}

/**
 * schema.org `Book` of a book page in `language`, as a JSON string safe to place inside a <script> element (no "</script>" can
 * close it early: every "<" is escaped).
 */
export function bookJsonLd(article: Article, origin: string, language: Language): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: article.designation,
    isbn: article._code_barre,
    description: htmlToText(article.descriptif),
    image: article.articleimage[0] ? new URL(article.articleimage[0].link, origin).href : undefined,
    author: person(article.dc_auteur),
    translator: person(article.dc_traducteur),
    illustrator: person(article.dc_illustrateur),
    publisher: article.dc_editor ? { '@type': 'Organization', name: article.dc_editor.title } : undefined,
    inLanguage: article.language,
    url: new URL(`/bookdetails/${article.id}`, origin).href,
    offers: {
      '@type': 'Offer',
      price: discountedPrice(article._prix_public_ttc, article.discount).toFixed(2),
      priceCurrency: 'EUR',
      availability: availability(article),
      // A title not out yet: the day it comes out.
      availabilityStarts: article.forthcoming?.on ?? undefined,
    },
    review: article.pick ? pickReview(article.pick, language) : undefined,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
