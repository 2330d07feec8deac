import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of one cart line (the mini cart's panel and /cart): only its own keys, so the header does not carry the whole
 * cart dictionary (cartMessages spreads these in).
 */
export const cartLineMessages = defineMessages({
  fr: {
    isbn: 'ISBN',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total de la ligne',
    delete: 'Retirer {title} du panier',
    notAvailable: 'PLUS DISPONIBLE !',
    outOfStock: 'ÉPUISÉ',
    inStock: 'En stock : {count}',
  },
  eng: {
    isbn: 'ISBN',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    delete: 'Remove {title} from the cart',
    notAvailable: 'NOT AVAILABLE ANYMORE!',
    outOfStock: 'OUT OF STOCK',
    inStock: 'In stock: {count}',
  },
});
