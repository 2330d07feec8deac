import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the header mini cart and its side panel, which every page loads: only their own keys, so the header carries
 * no other feature's texts (the cart page and the checkout read from here those they show too).
 */
export const miniCartMessages = defineMessages({
  fr: {
    cart: 'Panier',
    itemsWord: 'articles',
    youBought: 'Vous avez ajouté {count} articles',
    close: 'Fermer le panier',
    placeOrder: 'Passer la commande',
    emptyCart: 'Votre panier est vide.',
    browseBooks: 'Découvrir nos livres',
  },
  eng: {
    cart: 'Cart',
    itemsWord: 'items',
    youBought: 'You bought {count} items',
    close: 'Close the cart',
    placeOrder: 'Place the order',
    emptyCart: 'Your cart is empty.',
    browseBooks: 'Browse our books',
  },
});
