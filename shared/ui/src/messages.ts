import { defineMessages } from '@bookshop/i18n';

/** Texts of the UI primitives, and of the currency-blocked modal (spec sections 5 and 8) every module may open. */
export const uiMessages = defineMessages({
  fr: {
    close: 'Fermer',
    loading: 'Chargement…',
    somethingWrong: 'Cette partie de la page n’a pas pu s’afficher.',
    retry: 'Réessayer',
    imageMissing: 'Image indisponible',
    moduleUnavailable: 'Cette partie du site est momentanément indisponible.',
    pageUnavailable: 'Cette page n’a pas pu être chargée.',
    currencyBlockedTitle: 'Changement de devise',
    currencyBlocked: 'Vous ne pouvez pas changer de devise. Veuillez contacter l’administration.',
    contactUs: 'Contactez-nous',
    language: 'Langue',
    french: 'Français',
    english: 'English',
  },
  eng: {
    close: 'Close',
    loading: 'Loading…',
    somethingWrong: 'This part of the page could not be shown.',
    retry: 'Retry',
    imageMissing: 'Image unavailable',
    moduleUnavailable: 'This part of the site is temporarily unavailable.',
    pageUnavailable: 'This page could not be loaded.',
    currencyBlockedTitle: 'Currency change',
    currencyBlocked: 'You cannot change the currency. Please contact the administration.',
    contactUs: 'Contact us',
    language: 'Language',
    french: 'Français',
    english: 'English',
  },
});
