import { defineMessages } from '@bookshop/i18n';
import { accountMessages } from '../../messages';

/** Texts of the Google sign-in of the login and register pages (with the account's shared texts). */
export const socialSignInMessages = defineMessages({
  fr: {
    ...accountMessages.fr,
    orSeparator: 'ou',
    googleFailed: 'La connexion avec Google n’a pas abouti. Veuillez réessayer.',
    googleExpired: 'Cette connexion avec Google a expiré. Veuillez cliquer à nouveau sur le bouton Google.',
    googleEmailNotVerified: 'Google n’a pas confirmé cette adresse email : elle ne peut pas servir à vous connecter ici.',
    googleStaffPasswordOnly: 'Les comptes de l’équipe se connectent avec leur mot de passe, pas avec Google.',
    googleOtherAccount: 'Ce compte est déjà lié à un autre compte Google : connectez-vous avec celui-ci, ou avec votre mot de passe.',
  },
  eng: {
    ...accountMessages.eng,
    orSeparator: 'or',
    googleFailed: 'Signing in with Google did not succeed. Please try again.',
    googleExpired: 'This Google sign-in has expired. Please click the Google button again.',
    googleEmailNotVerified: 'Google has not confirmed this email address: it cannot be used to sign in here.',
    googleStaffPasswordOnly: 'Staff accounts sign in with their password, not with Google.',
    googleOtherAccount: 'This account is already linked to another Google account: sign in with that one, or with your password.',
  },
});
