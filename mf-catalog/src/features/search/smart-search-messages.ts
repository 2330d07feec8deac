import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the header search box, which every page loads: only its own keys, so the search does not carry the whole
 * catalog dictionaries (the book list and the book page spread these in).
 */
export const smartSearchMessages = defineMessages({
  fr: {
    searchLabel: 'Rechercher un livre, un auteur, un ISBN',
    searchPlaceholder: 'Titre, auteur, ISBN…',
    searchResults: 'Résultats de recherche',
    searchSubmit: 'Rechercher',
    noResults: 'Aucun livre ne correspond à « {query} ».',
    by: 'de {author}',
    matchIsbn: 'ISBN {value}',
    matchTranslator: 'Traduit par {value}',
    matchIllustrator: 'Illustré par {value}',
    matchCollection: 'Collection {value}',
    matchPublisher: 'Éditeur : {value}',
  },
  eng: {
    searchLabel: 'Search for a book, an author, an ISBN',
    searchPlaceholder: 'Title, author, ISBN…',
    searchResults: 'Search results',
    searchSubmit: 'Search',
    noResults: 'No book matches “{query}”.',
    by: 'by {author}',
    matchIsbn: 'ISBN {value}',
    matchTranslator: 'Translated by {value}',
    matchIllustrator: 'Illustrated by {value}',
    matchCollection: 'Collection {value}',
    matchPublisher: 'Publisher: {value}',
  },
});
