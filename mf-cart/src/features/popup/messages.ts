import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the cart-added popup's view, fetched with it after the first add to cart: only its own keys, so neither
 * the popup's listener nor its view carries other features' texts (the cart page and the checkout show
 * continueShopping, read from here).
 */
export const cartAddedPopupMessages = defineMessages({
  fr: {
    addedTitle: 'Ajouté à votre panier',
    continueShopping: 'Continuer mes achats',
    completeOrder: 'Finaliser ma commande',
    by: 'de {author}',
  },
  eng: {
    addedTitle: 'Added to your cart',
    continueShopping: 'Continue shopping',
    completeOrder: 'Complete my order',
    by: 'by {author}',
  },
});
