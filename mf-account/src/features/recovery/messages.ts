import { defineMessages } from '@bookshop/i18n';
import { accountMessages } from '../../messages';

/**
 * Texts of the password reset pages and of the email confirmation page (with the account's shared texts). The latter
 * say what a confirmation does to an account: a link opened without the account's session hands the account to the
 * mailbox's owner, without the password and the details entered before (someone else may have signed up with the
 * address).
 */
export const recoveryMessages = defineMessages({
  fr: {
    ...accountMessages.fr,
    resetRequestTitle: 'Mot de passe oublié',
    resetRequestIntro: 'Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    sendResetLink: 'Envoyer le lien',
    resetRequestSent: 'Si un compte existe pour {email}, un lien vient d’y être envoyé. Il est valable 60 minutes ; pensez à vérifier vos courriers indésirables.',
    backToLogin: 'Retour à la connexion',
    resetTitle: 'Nouveau mot de passe',
    resetIntro: 'Choisissez votre nouveau mot de passe. Vos autres sessions seront fermées.',
    saveNewPassword: 'Enregistrer le mot de passe',
    resetDone: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    linkInvalid: 'Ce lien n’est plus valable : il a déjà servi ou il a expiré.',
    linkMissing: 'Ce lien est incomplet. Ouvrez le lien reçu par email, ou demandez-en un nouveau.',
    askNewLink: 'Demander un nouveau lien',
    verifyTitle: 'Confirmation de l’adresse email',
    verified: 'Votre adresse {email} est confirmée. Merci !',
    resendLink: 'Renvoyer un lien de confirmation',
    linkResent: 'Un nouveau lien de confirmation vous a été envoyé.',
    linkResentTooOften: 'Plusieurs liens vous ont déjà été envoyés : regardez dans votre boîte de réception (et les indésirables), ou réessayez plus tard.',
    continueShopping: 'Continuer mes achats',
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
    ...accountMessages.eng,
    resetRequestTitle: 'Forgot your password',
    resetRequestIntro: 'Enter the email address of your account: we will send you a link to choose a new password.',
    sendResetLink: 'Send the link',
    resetRequestSent: 'If an account exists for {email}, a link has just been sent there. It is valid for 60 minutes; remember to check your spam folder.',
    backToLogin: 'Back to login',
    resetTitle: 'New password',
    resetIntro: 'Choose your new password. Your other sessions will be closed.',
    saveNewPassword: 'Save the password',
    resetDone: 'Your password has been changed. You can log in.',
    linkInvalid: 'This link is no longer valid: it was already used, or it expired.',
    linkMissing: 'This link is incomplete. Open the link you received by email, or ask for a new one.',
    askNewLink: 'Ask for a new link',
    verifyTitle: 'Email address confirmation',
    verified: 'Your address {email} is confirmed. Thank you!',
    resendLink: 'Send a new confirmation link',
    linkResent: 'A new confirmation link has been sent to you.',
    linkResentTooOften: 'Several links were sent to you already: look in your inbox (and spam folder), or try again later.',
    continueShopping: 'Continue shopping',
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
