import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';

/** Texts of the collection list and a collection's page. */
export const collectionsMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    collectionsTitle: 'Collections',
    collectionsIntro: 'Nos collections, de la poche aux grands textes illustrés.',
    collectionNotFound: 'Cette collection est introuvable.',
    backToCollections: 'Voir toutes les collections',
  },
  eng: {
    ...catalogCommonMessages.eng,
    collectionsTitle: 'Collections',
    collectionsIntro: 'Our collections, from paperbacks to illustrated classics.',
    collectionNotFound: 'This collection could not be found.',
    backToCollections: 'See all collections',
  },
});
