import { defineMessages } from '@bookshop/i18n';

/** Texts of the admin login screen. */
export const loginMessages = defineMessages({
  fr: {
    loginTitle: 'Connexion à l’administration',
    loginIntro: 'Réservé à l’équipe de la librairie.',
    password: 'Mot de passe',
    emailRequired: 'Veuillez saisir votre adresse email.',
    passwordRequired: 'Veuillez saisir votre mot de passe.',
    badCredentials: 'Adresse email ou mot de passe incorrect.',
    notAdmin: 'Ce compte n’a pas accès à l’administration.',
    serverError: 'Le serveur n’a pas pu répondre. Veuillez réessayer.',
  },
  eng: {
    loginTitle: 'Admin login',
    loginIntro: 'For the bookshop team only.',
    password: 'Password',
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please enter your password.',
    badCredentials: 'Wrong email address or password.',
    notAdmin: 'This account has no access to the administration.',
    serverError: 'The server could not answer. Please try again.',
  },
});
