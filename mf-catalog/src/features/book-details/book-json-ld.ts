import type { Article, CollaboratorRef } from '@bookshop/contracts';
import { discountedPrice, isOutOfStock } from '@bookshop/store';
import { htmlToText } from '@bookshop/ui';

const person = (ref: CollaboratorRef | null) => (ref ? { '@type': 'Person', name: ref._nom } : undefined);

/**
 * schema.org `Book` of a book page, as a JSON string safe to place inside a <script> element (no "</script>" can
 * close it early: every "<" is escaped).
 */
export function bookJsonLd(article: Article, origin: string): string {
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
      availability: isOutOfStock(article._qte_a_terme_calcule) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      // A title not out yet: the day it comes out (pre-orders are not taken, so not PreOrder).
      availabilityStarts: article.forthcoming?.on ?? undefined,
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
