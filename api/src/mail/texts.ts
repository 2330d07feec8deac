import type { Language, Order } from '@bookshop/contracts';
import type { OutgoingMail } from './outbox';

/** The site the links of the mails open (the shell). */
export const publicUrl = (): string => (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

interface LinkMail {
  to: string;
  firstName: string;
  language: Language;
  shopName: string;
  token: string;
}

const link = (route: string, token: string) => `${publicUrl()}${route}?token=${encodeURIComponent(token)}`;

/** The sign-up confirmation: a link to /verify-email, valid VERIFY_EMAIL_HOURS. */
export function verifyEmailMail({ to, firstName, language, shopName, token }: LinkMail, hours: number): OutgoingMail {
  const url = link('/verify-email', token);
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: confirm your email address`,
        text: `Hello ${firstName},\n\nWelcome to ${shopName}. Please confirm your email address by opening this link:\n\n${url}\n\nThe link works once and for ${hours} hours. If you did not create an account, ignore this message.\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : confirmez votre adresse email`,
        text: `Bonjour ${firstName},\n\nBienvenue chez ${shopName}. Confirmez votre adresse email en ouvrant ce lien :\n\n${url}\n\nLe lien ne sert qu'une fois et reste valable ${hours} heures. Si vous n'avez pas créé de compte, ignorez ce message.\n\n${shopName}\n`,
      };
}

/** The password reset: a link to /reset-password, valid RESET_PASSWORD_MINUTES. */
export function resetPasswordMail({ to, firstName, language, shopName, token }: LinkMail, minutes: number): OutgoingMail {
  const url = link('/reset-password', token);
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: reset your password`,
        text: `Hello ${firstName},\n\nSomeone asked to reset the password of your ${shopName} account. To choose a new password, open this link:\n\n${url}\n\nThe link works once and for ${minutes} minutes; choosing a new password signs you out everywhere else. If you did not ask for it, ignore this message: your password stays as it is.\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : réinitialisez votre mot de passe`,
        text: `Bonjour ${firstName},\n\nUne réinitialisation du mot de passe de votre compte ${shopName} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :\n\n${url}\n\nLe lien ne sert qu'une fois et reste valable ${minutes} minutes ; le nouveau mot de passe ferme vos autres sessions. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\n${shopName}\n`,
      };
}

/** Euro amounts as each language writes them. */
const money = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

/** The order confirmation: number, books, totals, how to pay by transfer, and where to follow the order. */
export function orderConfirmationMail(order: Order, shopName: string, language: Language, bankDetails: string): OutgoingMail {
  const lines = order.lines.map((line) => `- ${line.title} x ${line.quantity}: ${money(line.line_total, language)}`).join('\n');
  const follow = `${publicUrl()}/track-order`;
  if (language === 'eng') {
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} received`,
      text: `Hello,\n\nThank you for your order ${order.number}.\n\n${lines}\nDelivery: ${money(order.delivery_price, language)}\nTotal: ${money(order.total, language)}\n\nPayment by bank transfer: please send ${money(order.total, language)} with the reference ${order.number} to ${bankDetails}. We prepare your books as soon as the transfer arrives.\n\nFollow your order at ${follow} with its number and this email address.\n\n${shopName}\n`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} reçue`,
    text: `Bonjour,\n\nMerci pour votre commande ${order.number}.\n\n${lines}\nLivraison : ${money(order.delivery_price, language)}\nTotal : ${money(order.total, language)}\n\nPaiement par virement : merci de verser ${money(order.total, language)} avec la référence ${order.number} à ${bankDetails}. Nous préparons vos livres dès réception du virement.\n\nSuivez votre commande sur ${follow} avec son numéro et cette adresse email.\n\n${shopName}\n`,
  };
}
