import { defineMessages } from '@bookshop/i18n';
import { accountMessages } from '../../messages';

/** Texts of the login page (with the account's shared texts). */
export const loginMessages = defineMessages({
  fr: {
    ...accountMessages.fr,
    loginTitle: 'Connexion',
    loginIntro: 'Connectez-vous pour retrouver votre panier, votre liste d’envies et vos commandes.',
    submitLogin: 'Se connecter',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    badCredentials: 'Adresse email ou mot de passe incorrect.',
    forgotPassword: 'Mot de passe oublié ?',
    unlockIntro: 'Connectez-vous avec votre mot de passe : ce lien lève l’attente imposée après les échecs de connexion à votre compte.',
    unlockInvalid: 'Ce lien de déblocage a déjà servi ou a expiré. Vous pouvez vous connecter normalement, ou réinitialiser votre mot de passe.',
  },
  eng: {
    ...accountMessages.eng,
    loginTitle: 'Log in',
    loginIntro: 'Log in to find your cart, your wishlist and your orders.',
    submitLogin: 'Log in',
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
    badCredentials: 'Wrong email address or password.',
    forgotPassword: 'Forgot your password?',
    unlockIntro: 'Sign in with your password: this link lifts the wait set after the failed sign-ins to your account.',
    unlockInvalid: 'This unlock link was already used or has expired. You can sign in as usual, or reset your password.',
  },
});
