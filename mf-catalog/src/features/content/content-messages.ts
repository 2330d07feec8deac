import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';

/** Texts of the content pages (about, terms and the like). */
export const contentMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    pageNotFound: 'Cette page est introuvable.',
  },
  eng: {
    ...catalogCommonMessages.eng,
    pageNotFound: 'This page could not be found.',
  },
});
