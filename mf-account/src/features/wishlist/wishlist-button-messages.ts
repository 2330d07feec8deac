import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the wishlist button and its toasts, which a book page shows: only their own keys, so the book page does not
 * carry the wishlist page's dictionary (wishlistMessages, in `messages.ts`, spreads these in).
 */
export const wishlistButtonMessages = defineMessages({
  fr: {
    addToWishlist: 'Ajouter à ma liste d’envies',
    removeFromWishlist: 'Retirer de ma liste d’envies',
    wishlistLoginRequired: 'Veuillez vous connecter pour ajouter à votre liste d’envies.',
    wishlistAdded: 'Livre ajouté à votre liste d’envies',
    wishlistRemoved: 'Livre retiré de votre liste d’envies',
    wishlistAddFailed: 'L’ajout à la liste d’envies a échoué.',
    wishlistRemoveFailed: 'Le retrait du livre de la liste d’envies a échoué.',
  },
  eng: {
    addToWishlist: 'Add to my wishlist',
    removeFromWishlist: 'Remove from my wishlist',
    wishlistLoginRequired: 'Please login to add to wishlist.',
    wishlistAdded: 'Book is added to wishlist',
    wishlistRemoved: 'Book is removed from wishlist',
    wishlistAddFailed: 'Failed to add item to wishlist.',
    wishlistRemoveFailed: 'Failed to remove book from wishlist.',
  },
});
