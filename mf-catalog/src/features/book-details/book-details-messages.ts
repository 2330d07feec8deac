import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';
import { bookFieldMessages } from '../../lib/book-field-messages';
import { smartSearchMessages } from '../search/smart-search-messages';

/** Texts of the book page, its reviews and its related books. */
export const bookDetailsMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    ...bookFieldMessages.fr,
    ...smartSearchMessages.fr,
    bookNotFound: 'Ce livre est introuvable.',
    homeCrumb: 'Accueil',
    rating: 'Note moyenne',
    ratingValue: '{rate} / 5',
    noRating: 'Pas encore d’avis',
    readerReviews: 'Avis des lecteurs',
    reviewStars: '{rating} sur 5',
    reviewBy: '{name}, le {date}',
    noReviews: 'Aucun lecteur n’a encore donné son avis sur ce livre.',
    reviewsFailed: 'Les avis n’ont pas pu être chargés.',
    priceExcl: 'Prix HT : {price}',
    details: 'Caractéristiques',
    description: 'Présentation',
    sameAuthor: 'Du même auteur',
    sameCollection: 'Dans la même collection',
    firstPublished: 'Première parution',
    onSaleSince: 'En vente depuis le',
    publisherBooks: 'Tous les livres de {publisher}',
  },
  eng: {
    ...catalogCommonMessages.eng,
    ...bookFieldMessages.eng,
    ...smartSearchMessages.eng,
    homeCrumb: 'Home',
    bookNotFound: 'This book could not be found.',
    rating: 'Average rating',
    ratingValue: '{rate} / 5',
    noRating: 'No reviews yet',
    readerReviews: 'Readers’ reviews',
    reviewStars: '{rating} out of 5',
    reviewBy: '{name}, on {date}',
    noReviews: 'No reader has reviewed this book yet.',
    reviewsFailed: 'The reviews could not be loaded.',
    priceExcl: 'Price excl. tax: {price}',
    details: 'Details',
    description: 'About this book',
    sameAuthor: 'By the same author',
    sameCollection: 'In the same collection',
    firstPublished: 'First published',
    onSaleSince: 'On sale since',
    publisherBooks: 'Every book from {publisher}',
  },
});
