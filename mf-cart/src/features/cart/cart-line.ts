import type { Article, CartLine, ServerCartEntry } from '@bookshop/contracts';

/** A client cart line for a book (not yet on the server). */
export function lineFromArticle(article: Article, removed = false): CartLine {
  return {
    _id: article.id,
    cart_id: null,
    title: article.designation,
    author: article.dc_auteur?._nom ?? '',
    image: article.articleimage[0]?.link ?? '',
    price: article.prixpublic,
    price_ttc: article._prix_public_ttc,
    discount: article.discount,
    quantity: 1,
    _qte_a_terme_calcule: article._qte_a_terme_calcule,
    _code_barre: article._code_barre,
    isbn_hyphenated: article.isbn_hyphenated,
    description: article.descriptif,
    weight: article._poids_net,
    average_rate: article.average_rate,
    removed,
    article_stock: article.article_stock,
    note: '',
    forthcoming: article.forthcoming,
  };
}

/**
 * A client cart line for a server cart entry: the server's id and quantity, and the book as on sale now. A book no
 * longer for sale comes with its id only (the server keeps an unpublished book's record to itself): its line knows
 * nothing else of it, and shows that it is no longer for sale.
 */
export function lineFromServer(entry: ServerCartEntry): CartLine {
  if (entry.removed) return { ...goneLine(entry.article_id), cart_id: entry.id, quantity: entry.quantity };
  return { ...lineFromArticle(entry.article), cart_id: entry.id, quantity: entry.quantity, discount: entry.discount };
}

/** The line of a book no longer for sale, of which only the id is known. */
function goneLine(articleId: number): CartLine {
  return {
    _id: articleId,
    cart_id: null,
    title: '',
    author: '',
    image: '',
    price: 0,
    price_ttc: 0,
    discount: 0,
    quantity: 1,
    _qte_a_terme_calcule: 0,
    _code_barre: '',
    description: '',
    weight: 0,
    average_rate: 0,
    removed: true,
    article_stock: 0,
    note: '',
  };
}

/**
 * A guest's line checked against the catalogue: the book's price, discount, stock and texts as on sale now, or
 * marked removed when it is not on sale any more ('NOT AVAILABLE ANYMORE!'). The quantity and note stay the
 * shopper's; the checkout's quote says when fewer copies are left.
 */
export function refreshedLine(line: CartLine, article: Article | null): CartLine {
  if (!article) return { ...line, removed: true };
  return { ...lineFromArticle(article), cart_id: line.cart_id, quantity: line.quantity, note: line.note };
}
