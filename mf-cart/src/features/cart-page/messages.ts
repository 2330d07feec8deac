import { defineMessages } from '@bookshop/i18n';
import { cartCommonMessages } from '../../messages';
import { miniCartMessages } from '../mini-cart/messages';
import { cartAddedPopupMessages } from '../popup/messages';

/** Texts of the cart page (/cart); four it shows as the mini cart's panel and the cart-added popup word them. */
export const cartPageMessages = defineMessages({
  fr: {
    ...cartCommonMessages.fr,
    emptyCart: miniCartMessages.fr.emptyCart,
    browseBooks: miniCartMessages.fr.browseBooks,
    placeOrder: miniCartMessages.fr.placeOrder,
    continueShopping: cartAddedPopupMessages.fr.continueShopping,
    total: 'Total',
    cartPageTitle: 'Mon panier',
    summary: 'Récapitulatif',
    itemsCount: '{count} articles',
    itemsCountOne: '{count} article',
    excludedNote: 'Les livres épuisés ou retirés ne sont pas comptés dans le total.',
    guestNote: 'Connectez-vous pour retrouver votre panier sur tous vos appareils.',
    login: 'Se connecter',
    loadError: 'Votre panier n’a pas pu être chargé depuis le serveur.',
    giftCardLink: 'Offrir une carte cadeau',
  },
  eng: {
    ...cartCommonMessages.eng,
    emptyCart: miniCartMessages.eng.emptyCart,
    browseBooks: miniCartMessages.eng.browseBooks,
    placeOrder: miniCartMessages.eng.placeOrder,
    continueShopping: cartAddedPopupMessages.eng.continueShopping,
    total: 'Total',
    cartPageTitle: 'My cart',
    summary: 'Summary',
    itemsCount: '{count} items',
    itemsCountOne: '{count} item',
    excludedNote: 'Out-of-stock or removed books are not counted in the total.',
    guestNote: 'Log in to find your cart on all your devices.',
    login: 'Log in',
    loadError: 'Your cart could not be loaded from the server.',
    giftCardLink: 'Give a gift card',
  },
});
