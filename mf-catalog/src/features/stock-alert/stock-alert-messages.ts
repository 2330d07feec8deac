import { defineMessages } from '@bookshop/i18n';

/** Texts of the "Prévenez-moi" block of a book out of stock. */
export const stockAlertMessages = defineMessages({
  fr: {
    notifyMe: 'Prévenez-moi de son retour',
    notifyIntro: 'Ce livre est épuisé pour le moment. Laissez-nous votre email : nous vous écrirons dès son retour en stock.',
    notifyAccount: 'Nous vous écrirons à {email}, une seule fois, dès son retour en stock.',
    notifyEmail: 'Votre email pour l’alerte',
    notifyConsent:
      'Votre email sert uniquement à vous prévenir, une seule fois, du retour de ce livre ; il n’est ni partagé ni utilisé pour autre chose. Chaque message contient un lien pour annuler la demande.',
    notifySend: 'M’avertir',
    notifyCancel: 'Fermer',
    notifyRequested: 'C’est noté : nous écrirons à {email} dès que ce livre sera de retour en stock.',
    notifyAlready: 'Vous l’aviez déjà demandé : nous écrirons à {email} dès que ce livre sera de retour en stock.',
    notifyEmailRequired: 'Indiquez votre adresse email.',
    notifyEmailInvalid: 'Veuillez entrer une adresse email valide.',
    notifyInStock: 'Bonne nouvelle : ce livre est de nouveau en stock. Rechargez la page pour le commander.',
    notifyTooMany: 'Trop de demandes depuis votre connexion. Réessayez dans une heure.',
    notifyFailed: 'La demande n’a pas pu être envoyée. Réessayez.',
  },
  eng: {
    notifyMe: 'Notify me when it is back',
    notifyIntro: 'This book is out of stock for now. Leave us your email: we will write to you as soon as it is back.',
    notifyAccount: 'We will write to {email}, once, as soon as it is back in stock.',
    notifyEmail: 'Your email for the alert',
    notifyConsent:
      'Your email is used only to tell you, once, that this book is back; it is never shared or used for anything else. Every message has a link to cancel the request.',
    notifySend: 'Notify me',
    notifyCancel: 'Close',
    notifyRequested: 'Done: we will write to {email} as soon as this book is back in stock.',
    notifyAlready: 'You had already asked: we will write to {email} as soon as this book is back in stock.',
    notifyEmailRequired: 'Enter your email address.',
    notifyEmailInvalid: 'Please enter a valid email address.',
    notifyInStock: 'Good news: this book is back in stock. Reload the page to order it.',
    notifyTooMany: 'Too many requests from your connection. Please try again in an hour.',
    notifyFailed: 'The request could not be sent. Please try again.',
  },
});
