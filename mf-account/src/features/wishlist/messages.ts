import { defineMessages } from '@bookshop/i18n';
import { accountMessages } from '../../messages';
import { wishlistButtonMessages } from './wishlist-button-messages';

/** Texts of the wishlist page (with the account's shared texts and the wishlist button's, kept apart for the book page). */
export const wishlistMessages = defineMessages({
  fr: {
    ...accountMessages.fr,
    ...wishlistButtonMessages.fr,
    wishlistTitle: 'Ma liste d’envies',
    wishlistEmpty: 'Votre liste d’envies est vide.',
    wishlistCount: '{count} livres',
    wishlistCountOne: '{count} livre',
    by: 'de {author}',
    notAvailable: 'PLUS DISPONIBLE !',
    outOfStock: 'ÉPUISÉ',
    remove: 'Retirer {title}',
    noLongerForSale: 'Ce livre n’est plus en vente',
    removeGone: 'Retirer de la liste ce livre qui n’est plus en vente',
  },
  eng: {
    ...accountMessages.eng,
    ...wishlistButtonMessages.eng,
    wishlistTitle: 'My wishlist',
    wishlistEmpty: 'Your wishlist is empty.',
    wishlistCount: '{count} books',
    wishlistCountOne: '{count} book',
    by: 'by {author}',
    notAvailable: 'NOT AVAILABLE ANYMORE!',
    outOfStock: 'OUT OF STOCK',
    remove: 'Remove {title}',
    noLongerForSale: 'This book is no longer for sale',
    removeGone: 'Remove this book, no longer for sale, from the list',
  },
});
