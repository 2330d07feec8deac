import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the email confirmation page that say what a confirmation does to an account (the others are in
 * accountMessages): a link opened without the account's session hands the account to the mailbox's owner, without
 * the password and the details entered before (someone else may have signed up with the address).
 */
export const verifyEmailMessages = defineMessages({
  fr: {
    verifyIntro: 'Confirmez votre adresse email pour terminer la création de votre compte.',
    confirmAddress: 'Confirmer mon adresse',
    signInFirstNote:
      'Vous avez créé ce compte ? Connectez-vous d’abord sur ce navigateur pour garder votre mot de passe et vos informations. ' +
      'Sans cela, par sécurité, le mot de passe choisi à l’inscription et les informations saisies depuis (adresses, cartes enregistrées, ' +
      'liste d’envies, panier) seront effacés, et nous vous enverrons un lien pour choisir votre mot de passe.',
    signInFirst: 'Me connecter d’abord',
    clearedDone: 'Votre adresse est confirmée. Pour votre sécurité, choisissez un mot de passe : nous vous avons envoyé un lien.',
    clearedDetails:
      'Le mot de passe choisi à l’inscription ne fonctionne plus, les sessions ouvertes sont fermées, et les adresses, cartes enregistrées, ' +
      'liste d’envies et panier saisis avant la confirmation ont été effacés.',
  },
  eng: {
    verifyIntro: 'Confirm your email address to finish creating your account.',
    confirmAddress: 'Confirm my address',
    signInFirstNote:
      'Did you create this account? Sign in on this browser first to keep your password and your details. ' +
      'Otherwise, for your safety, the password chosen at sign-up and the details entered since (addresses, saved cards, wishlist, cart) ' +
      'will be deleted, and we will mail you a link to choose your password.',
    signInFirst: 'Sign in first',
    clearedDone: 'Your address is confirmed. For your safety, choose a password: we have mailed you a link.',
    clearedDetails:
      'The password chosen at sign-up no longer works, open sessions are closed, and the addresses, saved cards, wishlist and cart ' +
      'entered before the confirmation have been deleted.',
  },
});
