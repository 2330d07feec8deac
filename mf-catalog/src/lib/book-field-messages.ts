import { defineMessages } from '@bookshop/i18n';

/** Labels of a book's fields, shown on the book page, in the comparison table and in the filters. */
export const bookFieldMessages = defineMessages({
  fr: {
    author: 'Auteur',
    translator: 'Traducteur',
    illustrator: 'Illustrateur',
    publisher: 'Éditeur',
    collection: 'Collection',
    categories: 'Catégories',
    isbn: 'ISBN / EAN',
    weight: 'Poids',
    grams: '{weight} g',
    language: 'Langue',
    languageFr: 'Français',
    languageEn: 'Anglais',
    price: 'Prix',
    stock: 'Disponibilité',
  },
  eng: {
    author: 'Author',
    translator: 'Translator',
    illustrator: 'Illustrator',
    publisher: 'Publisher',
    collection: 'Collection',
    categories: 'Categories',
    isbn: 'ISBN / EAN',
    weight: 'Weight',
    grams: '{weight} g',
    language: 'Language',
    languageFr: 'French',
    languageEn: 'English',
    price: 'Price',
    stock: 'Availability',
  },
});
