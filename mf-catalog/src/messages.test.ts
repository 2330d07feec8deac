import { keyMismatches, type Bilingual, type Messages } from '@bookshop/i18n';
import { accessibilityMessages } from './features/accessibility/accessibility-messages';
import { bookDetailsMessages } from './features/book-details/book-details-messages';
import { booksMessages } from './features/books/books-messages';
import { categoryMenuMessages } from './features/categories/category-menu-messages';
import { collaboratorsMessages } from './features/collaborators/collaborators-messages';
import { collectionsMessages } from './features/collections/collections-messages';
import { compareMessages } from './features/compare/compare-messages';
import { contactMessages } from './features/contact/contact-messages';
import { contentMessages } from './features/content/content-messages';
import { eventsMessages } from './features/events/events-messages';
import { homeMessages } from './features/home/home-messages';
import { pickMessages } from './features/picks/pick-messages';
import { smartSearchMessages } from './features/search/smart-search-messages';
import { stockAlertMessages } from './features/stock-alert/stock-alert-messages';
import { bookFieldMessages } from './lib/book-field-messages';
import { catalogCommonMessages } from './lib/common-messages';

/** Every dictionary of the catalog: each page loads only its own (and those it spreads in). */
const dictionaries: Record<string, Bilingual<Messages>> = {
  accessibilityMessages,
  bookDetailsMessages,
  booksMessages,
  categoryMenuMessages,
  collaboratorsMessages,
  collectionsMessages,
  compareMessages,
  contactMessages,
  contentMessages,
  eventsMessages,
  homeMessages,
  pickMessages,
  smartSearchMessages,
  stockAlertMessages,
  bookFieldMessages,
  catalogCommonMessages,
};

test.each(Object.entries(dictionaries))('%s has the same keys in French and English', (_name, messages) => {
  expect(keyMismatches(messages)).toEqual([]);
});

test.each(Object.entries(dictionaries))('%s has a text in each language for every key', (_name, messages) => {
  for (const language of ['fr', 'eng'] as const) {
    for (const [key, text] of Object.entries(messages[language])) expect([key, text.trim()]).not.toEqual([key, '']);
  }
});
