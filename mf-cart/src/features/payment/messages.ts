import { defineMessages } from '@bookshop/i18n';
import { cartCommonMessages } from '../../messages';

/** Texts of the online payment of a placed order (PayPal or a card) and of its stand-in while it is not set up. */
export const paymentMessages = defineMessages({
  fr: {
    ...cartCommonMessages.fr,
    payWith: 'Payer avec',
    onlineLoadingAlt: 'Paiement en ligne en préparation',
    onlineNotReady: 'Le paiement par PayPal et par carte n’est pas encore disponible dans cette librairie.',
    providerLoading: 'Chargement du paiement…',
    providerLoadFailed: 'Le module de paiement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
    paymentCallFailed: 'Le paiement n’a pas pu aboutir pour l’instant. Rien n’a été débité deux fois : réessayez.',
    savedCards: 'Cartes enregistrées',
    newCard: 'Une autre carte',
    rememberCard: 'Enregistrer cette carte pour mes prochains achats',
    payNow: 'Payer maintenant',
  },
  eng: {
    ...cartCommonMessages.eng,
    payWith: 'Pay with',
    onlineLoadingAlt: 'Online payment being set up',
    onlineNotReady: 'PayPal and card payment are not available at this bookshop yet.',
    providerLoading: 'Loading payment…',
    providerLoadFailed: 'The payment module could not be loaded. Check your connection and try again.',
    paymentCallFailed: 'The payment could not go through just now. Nothing was charged twice: try again.',
    savedCards: 'Saved cards',
    newCard: 'Another card',
    rememberCard: 'Save this card for my next purchases',
    payNow: 'Pay now',
  },
});
