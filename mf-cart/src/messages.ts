import { defineMessages } from '@bookshop/i18n';

/**
 * Texts several features of the cart show (the cart page, the checkout, the payment); each of their dictionaries
 * spreads these in. The header's parts (mini cart, cart lines, cart operations, cart-added popup) and a book's
 * add-to-cart button do not import this file: what loads with every page keeps only its own small dictionary.
 */
export const cartCommonMessages = defineMessages({
  fr: {
    retry: 'Réessayer',
    payByCard: 'Carte bancaire',
  },
  eng: {
    retry: 'Retry',
    payByCard: 'Card',
  },
});
