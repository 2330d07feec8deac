import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';
import { bookFieldMessages } from '../../lib/book-field-messages';

/** Texts of the compare button and the comparison page. */
export const compareMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    ...bookFieldMessages.fr,
    addToCompare: 'Comparer',
    removeFromCompare: 'Ne plus comparer',
    compareLoginRequired: 'Veuillez vous connecter pour ajouter des articles.',
    compareLimit: 'Impossible d’ajouter plus de 3 livres',
    compareAdded: 'Livre ajouté au comparateur',
    compareRemoved: 'Livre retiré du comparateur',
    compareTitle: 'Comparer des livres',
    compareEmpty: 'Aucun livre à comparer. Ajoutez jusqu’à 3 livres depuis leur page.',
    compareRemove: 'Retirer {title} du comparateur',
    compareWithdrawnOne: 'Un livre de votre comparateur n’est plus en vente : il en a été retiré.',
    compareWithdrawnMany: '{count} livres de votre comparateur ne sont plus en vente : ils en ont été retirés.',
  },
  eng: {
    ...catalogCommonMessages.eng,
    ...bookFieldMessages.eng,
    addToCompare: 'Compare',
    removeFromCompare: 'Stop comparing',
    compareLoginRequired: 'Please login to add items.',
    compareLimit: "Can't add more than 3",
    compareAdded: 'Book added to the comparison',
    compareRemoved: 'Book removed from the comparison',
    compareTitle: 'Compare books',
    compareEmpty: 'No books to compare. Add up to 3 books from their page.',
    compareRemove: 'Remove {title} from the comparison',
    compareWithdrawnOne: 'A book of your comparison is no longer on sale: it was removed from it.',
    compareWithdrawnMany: '{count} books of your comparison are no longer on sale: they were removed from it.',
  },
});
