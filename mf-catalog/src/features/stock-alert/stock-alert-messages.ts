import { defineMessages } from '@bookshop/i18n';

/** Texts of the "Prévenez-moi" block of a book out of stock. */
export const stockAlertMessages = defineMessages({
  fr: {
    notifyMe: 'Prévenez-moi de son retour',
    notifyMeForthcoming: 'Prévenez-moi de sa parution',
    notifyIntro: 'Ce livre est épuisé pour le moment. Laissez-nous votre email : nous vous écrirons dès son retour en stock.',
    notifyAccount: 'Nous vous écrirons à {email}, une seule fois, dès son retour en stock.',
    notifyEmail: 'Votre email pour l’alerte',
    notifyConsent:
      'Votre email sert uniquement à vous prévenir, une seule fois, du retour de ce livre ; il n’est ni partagé ni utilisé pour autre chose. Nous vous enverrons d’abord un lien pour confirmer la demande, et chaque message contient un lien pour l’annuler.',
    notifySend: 'M’avertir',
    notifyCancel: 'Fermer',
    notifyDone:
      'C’est noté pour {email}. Si cette adresse n’est pas encore confirmée, nous vous avons envoyé un lien de confirmation : ouvrez-le pour être prévenu(e) du retour de ce livre.',
    notifyEmailRequired: 'Indiquez votre adresse email.',
    notifyEmailInvalid: 'Veuillez entrer une adresse email valide.',
    notifyInStock: 'Bonne nouvelle : ce livre est de nouveau en stock. Rechargez la page pour le commander.',
    notifyTooMany: 'Trop de demandes depuis votre connexion. Réessayez dans une heure.',
    notifyFailed: 'La demande n’a pas pu être envoyée. Réessayez.',
  },
  eng: {
    notifyMe: 'Notify me when it is back',
    notifyMeForthcoming: 'Notify me when it comes out',
    notifyIntro: 'This book is out of stock for now. Leave us your email: we will write to you as soon as it is back.',
    notifyAccount: 'We will write to {email}, once, as soon as it is back in stock.',
    notifyEmail: 'Your email for the alert',
    notifyConsent:
      'Your email is used only to tell you, once, that this book is back; it is never shared or used for anything else. We first mail you a link to confirm the request, and every message has a link to cancel it.',
    notifySend: 'Notify me',
    notifyCancel: 'Close',
    notifyDone:
      'Noted for {email}. If this address is not confirmed yet, we have mailed you a confirmation link: open it to be told when this book is back.',
    notifyEmailRequired: 'Enter your email address.',
    notifyEmailInvalid: 'Please enter a valid email address.',
    notifyInStock: 'Good news: this book is back in stock. Reload the page to order it.',
    notifyTooMany: 'Too many requests from your connection. Please try again in an hour.',
    notifyFailed: 'The request could not be sent. Please try again.',
  },
});
