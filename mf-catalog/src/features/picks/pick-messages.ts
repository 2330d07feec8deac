import { defineMessages } from '@bookshop/i18n';

/** Texts of a bookseller's pick: on the book page, and its start under a card. */
export const pickMessages = defineMessages({
  fr: {
    pickHeading: 'Le coup de cœur du libraire',
    pickSignature: '{bookseller}, {location}, le {date}',
    pickBy: 'Coup de cœur de {bookseller} ({location})',
    pickBadge: 'Coup de cœur',
  },
  eng: {
    pickHeading: "Our bookseller's pick",
    pickSignature: '{bookseller}, {location}, {date}',
    pickBy: 'Picked by {bookseller} ({location})',
    pickBadge: 'Our pick',
  },
});
