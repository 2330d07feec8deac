import { defineMessages } from '@bookshop/i18n';

/**
 * Toasts of the cart operations (cart-actions.ts, which the header mini cart runs on every page): only their own
 * keys, so the header carries no other feature's texts.
 */
export const cartActionMessages = defineMessages({
  fr: {
    addedToCart: 'Livre ajouté au panier',
    removed: 'Livre retiré du panier',
    updated: 'Article mis à jour',
    noMoreStock: 'Plus d’exemplaires en stock',
    failedUpdate: 'La mise à jour de la quantité a échoué.',
    failedDecrement: 'Le retrait de l’article du panier a échoué.',
    failedAdd: 'L’ajout de l’article au panier a échoué.',
    failedDelete: 'La suppression de l’article du panier a échoué.',
  },
  eng: {
    addedToCart: 'Book is added to Cart',
    removed: 'Book is removed',
    updated: 'Item updated with new data',
    noMoreStock: 'No more items in stock',
    failedUpdate: 'Failed to update item quantity.',
    failedDecrement: 'Failed to remove item from cart.',
    failedAdd: 'Failed to add item to cart.',
    failedDelete: 'Failed to delete item from cart.',
  },
});
