import { ADMIN_BOOK_LIMITS } from '@bookshop/contracts';
import { defineMessages } from '@bookshop/i18n';

const MAX_FR = ADMIN_BOOK_LIMITS.stock.toLocaleString('fr-FR');
const MAX_EN = ADMIN_BOOK_LIMITS.stock.toLocaleString('en-GB');

/** Texts of a book's copies at each of the shop's locations, on its back-office page. */
export const bookLocationStockMessages = defineMessages({
  fr: {
    locationStockTitle: 'Stock par librairie',
    locationStockIntro: 'Les exemplaires de ce livre dans chaque librairie : une commande à retirer dans l’une d’elles prend les siens.',
    locationStockLoading: 'Chargement du stock par librairie…',
    locationStockLoadError: 'Le stock par librairie n’a pas pu être chargé.',
    locationStockRetry: 'Réessayer',
    locationStockEmpty: 'La boutique n’a pas encore de librairie.',
    onlineCopies: '{count} exemplaires',
    onlineCopiesOne: '{count} exemplaire',
    onlineNote: 'Stock en ligne : modifiez le champ Stock du livre.',
    copiesAt: 'Exemplaires à {name}',
    saveCopies: 'Enregistrer',
    saveCopiesOf: 'Enregistrer le stock de {name}',
    copiesSaved: 'Stock de {name} enregistré.',
    copiesInvalid: `Un nombre entier d’exemplaires, de 0 à ${MAX_FR}.`,
    copiesOnline: 'Cette librairie expédie les commandes en ligne : modifiez le champ Stock du livre.',
    copiesGone: 'Ce livre ou cette librairie n’existe plus : rechargez la page.',
    copiesSaveFailed: 'Le stock n’a pas pu être enregistré. Réessayez.',
  },
  eng: {
    locationStockTitle: 'Stock by bookshop',
    locationStockIntro: 'The copies of this book at each bookshop: an order collected at one of them takes its copies.',
    locationStockLoading: 'Loading the stock by bookshop…',
    locationStockLoadError: 'The stock by bookshop could not be loaded.',
    locationStockRetry: 'Try again',
    locationStockEmpty: 'The shop has no bookshop yet.',
    onlineCopies: '{count} copies',
    onlineCopiesOne: '{count} copy',
    onlineNote: 'Online stock: change the book’s Stock field.',
    copiesAt: 'Copies at {name}',
    saveCopies: 'Save',
    saveCopiesOf: 'Save the stock of {name}',
    copiesSaved: 'Stock of {name} saved.',
    copiesInvalid: `A whole number of copies, from 0 to ${MAX_EN}.`,
    copiesOnline: 'This bookshop ships the online orders: change the book’s Stock field.',
    copiesGone: 'This book or bookshop no longer exists: reload the page.',
    copiesSaveFailed: 'The stock could not be saved. Try again.',
  },
});

export type BookLocationStockMessageKey = keyof typeof bookLocationStockMessages.fr;
