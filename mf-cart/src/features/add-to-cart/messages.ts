import { defineMessages } from '@bookshop/i18n';
import { cartActionMessages } from '../cart/cart-action-messages';
import { cartLineMessages } from '../cart/cart-line-messages';

/**
 * Texts of a book's add-to-cart button: only its own keys (two it shares with a cart line and the cart operations), so
 * a book page does not fetch the other features' texts, both languages, with the code that makes the button answer.
 */
export const addToCartButtonMessages = defineMessages({
  fr: {
    addToCart: 'Ajouter au panier',
    unavailableBook: 'Ce livre n’est pas disponible.',
    outOfStock: cartLineMessages.fr.outOfStock,
    preorder: 'Précommander',
    noMoreStock: cartActionMessages.fr.noMoreStock,
  },
  eng: {
    addToCart: 'Add to cart',
    unavailableBook: 'This book is not available.',
    outOfStock: cartLineMessages.eng.outOfStock,
    preorder: 'Pre-order',
    noMoreStock: cartActionMessages.eng.noMoreStock,
  },
});
