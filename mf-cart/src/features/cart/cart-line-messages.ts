import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of one cart line (the mini cart's panel and /cart): only its own keys, so the header carries no other
 * feature's texts.
 */
export const cartLineMessages = defineMessages({
  fr: {
    isbn: 'ISBN',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total de la ligne',
    delete: 'Retirer {title} du panier',
    notAvailable: 'PLUS DISPONIBLE !',
    noLongerForSale: 'Ce livre n’est plus en vente',
    deleteGone: 'Retirer du panier ce livre qui n’est plus en vente',
    outOfStock: 'ÉPUISÉ',
    inStock: 'En stock : {count}',
  },
  eng: {
    isbn: 'ISBN',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    delete: 'Remove {title} from the cart',
    notAvailable: 'NOT AVAILABLE ANYMORE!',
    noLongerForSale: 'This book is no longer for sale',
    deleteGone: 'Remove this book, no longer for sale, from the cart',
    outOfStock: 'OUT OF STOCK',
    inStock: 'In stock: {count}',
  },
});
