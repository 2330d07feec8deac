import { defineMessages } from '@bookshop/i18n';

/** Texts of the form controls (`@bookshop/ui/forms`). */
export const formsMessages = defineMessages({
  fr: {
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    quantity: 'Quantité',
    noMoreStock: 'Plus d’exemplaires en stock',
    lessThanFourNumbers: 'Veuillez saisir moins de quatre chiffres !',
  },
  eng: {
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantity: 'Quantity',
    noMoreStock: 'No more items in stock',
    lessThanFourNumbers: 'Please enter less than four numbers!',
  },
});
