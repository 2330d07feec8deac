import { defineMessages } from '@bookshop/i18n';
import { cartCommonMessages } from '../../messages';
import { checkoutMessages } from '../checkout/messages';

/**
 * What the page says as the checkout does: the contact, the refusals and the payment's heading (the means of payment
 * and the online payment are the checkout's components, with their own texts).
 */
const fromCheckout = (language: 'fr' | 'eng') => {
  const { contactTitle, emailRequired, emailInvalid, paymentTitle, noPaymentMethod, tooManyOrders, tooManyUnpaidOrders, payTitle } = checkoutMessages[language];
  return { contactTitle, emailRequired, emailInvalid, paymentTitle, noPaymentMethod, tooManyOrders, tooManyUnpaidOrders, payTitle };
};

/** Texts of the gift card purchase (/gift-card, issue 46); those it shares with the checkout are the checkout's. */
export const giftCardMessages = defineMessages({
  fr: {
    ...cartCommonMessages.fr,
    ...fromCheckout('fr'),
    giftCardTitle: 'Offrir une carte cadeau',
    giftCardIntro:
      'Une carte du montant de votre choix, valable un an, qui paie tout ou partie d’une commande à la librairie : pour vous, ou envoyée par email à la personne de votre choix le jour que vous choisissez.',
    optionsFailed: 'Les moyens de paiement n’ont pas pu être chargés.',
    amountTitle: 'Montant',
    otherAmount: 'Autre montant',
    otherAmountLabel: 'Montant en euros',
    otherAmountHint: 'Un montant entier de {min} € à {max} €.',
    amountInvalid: 'Choisissez un montant entier de {min} € à {max} €.',
    recipientTitle: 'Pour qui ?',
    forMe: 'Pour moi',
    forMeHint: 'Le code vous est envoyé par email dès réception du paiement.',
    forMeHintAccount: 'Le code vous est envoyé par email dès réception du paiement, et s’affiche dans votre compte.',
    forSomeone: 'Pour quelqu’un',
    forSomeoneHint: 'Nous lui envoyons la carte par email le jour choisi, avec votre message.',
    recipientName: 'Nom de la personne',
    recipientEmail: 'Adresse email de la personne',
    message: 'Votre message (facultatif)',
    messageCount: '{count} / {max} caractères',
    sendOn: 'Jour de l’envoi',
    sendOnHint: 'Aujourd’hui, ou un jour d’ici le {last}.',
    recipientNameRequired: 'Veuillez saisir le nom de la personne.',
    recipientNameTooLong: 'Ce nom est trop long : {max} caractères au plus.',
    recipientNameInvalid: 'Veuillez vérifier le nom de la personne.',
    recipientEmailRequired: 'Veuillez saisir l’adresse email de la personne.',
    recipientEmailInvalid: 'Veuillez entrer une adresse email valide.',
    messageTooLong: 'Votre message dépasse {max} caractères.',
    sendOnInvalid: 'Choisissez un jour entre aujourd’hui et le {last}.',
    yourEmail: 'Votre adresse email (pour la confirmation)',
    giftBankTransferHint: 'Les coordonnées bancaires s’affichent après la commande et vous sont envoyées par email ; la carte est émise dès réception du virement.',
    paymentMethodInvalid: 'Ce moyen de paiement n’est pas disponible : veuillez en choisir un autre.',
    summaryTitle: 'Récapitulatif',
    summaryCard: 'Carte cadeau de {amount}, valable un an',
    summaryFor: 'Pour {name}, envoyée le {date}',
    summaryNoAmount: 'Choisissez le montant de la carte.',
    pay: 'Payer {amount}',
    payNoAmount: 'Payer',
    payPlaced: 'Votre commande {number} est enregistrée : la carte est émise dès qu’elle est payée.',
    purchaseFailed: 'La commande de la carte n’a pas pu être enregistrée. Veuillez réessayer.',
  },
  eng: {
    ...cartCommonMessages.eng,
    ...fromCheckout('eng'),
    giftCardTitle: 'Give a gift card',
    giftCardIntro:
      'A card of the amount you choose, valid for one year, that pays all or part of an order at the bookshop: for yourself, or emailed to the person you choose on the day you choose.',
    optionsFailed: 'The ways to pay could not be loaded.',
    amountTitle: 'Amount',
    otherAmount: 'Other amount',
    otherAmountLabel: 'Amount in euros',
    otherAmountHint: 'A whole amount from €{min} to €{max}.',
    amountInvalid: 'Choose a whole amount from €{min} to €{max}.',
    recipientTitle: 'Who is it for?',
    forMe: 'For me',
    forMeHint: 'The code is emailed to you as soon as the payment arrives.',
    forMeHintAccount: 'The code is emailed to you as soon as the payment arrives, and shows in your account.',
    forSomeone: 'For someone else',
    forSomeoneHint: 'We email them the card on the day you choose, with your message.',
    recipientName: 'Their name',
    recipientEmail: 'Their email address',
    message: 'Your message (optional)',
    messageCount: '{count} / {max} characters',
    sendOn: 'Day to send it',
    sendOnHint: 'Today, or any day until {last}.',
    recipientNameRequired: 'Please enter their name.',
    recipientNameTooLong: 'This name is too long: {max} characters at most.',
    recipientNameInvalid: 'Please check their name.',
    recipientEmailRequired: 'Please enter their email address.',
    recipientEmailInvalid: 'Please enter a valid email address.',
    messageTooLong: 'Your message is longer than {max} characters.',
    sendOnInvalid: 'Choose a day between today and {last}.',
    yourEmail: 'Your email address (for the confirmation)',
    giftBankTransferHint: 'The bank details are shown after the order and sent to you by email; the card is issued as soon as the transfer arrives.',
    paymentMethodInvalid: 'This way to pay is not available: please choose another.',
    summaryTitle: 'Summary',
    summaryCard: '{amount} gift card, valid for one year',
    summaryFor: 'For {name}, sent on {date}',
    summaryNoAmount: 'Choose the card’s amount.',
    pay: 'Pay {amount}',
    payNoAmount: 'Pay',
    payPlaced: 'Your order {number} is placed: the card is issued as soon as it is paid.',
    purchaseFailed: 'The card’s order could not be saved. Please try again.',
  },
});

export type GiftCardMessageKey = keyof (typeof giftCardMessages)['fr'];
