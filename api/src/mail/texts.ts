import { NEWSLETTER_CONFIRM_PATH, preorderNote, STOCK_ALERT_CANCEL_PATH, STOCK_ALERT_CONFIRM_PATH, type Language, type Order, type OrderPickup, type OrderStatus } from '@bookshop/contracts';
import type { OutgoingMail } from './outbox';

/** The site the links of the mails open (the shell). */
export const publicUrl = (): string => (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

interface LinkMail {
  to: string;
  /**
   * The account's first name, or null when its email is not confirmed: a mail to an address nobody has proven to own
   * repeats no text typed by whoever gave it (a name "Paiement refusé, régularisez sur https://…" would otherwise be
   * mailed to a stranger under the shop's name). Use `confirmedName`.
   */
  firstName: string | null;
  language: Language;
  shopName: string;
  token: string;
}

/** The first name a mail may greet the account with: only once the account's email is confirmed. */
export const confirmedName = (account: { first_name: string; email_verified: boolean }): string | null =>
  account.email_verified ? account.first_name : null;

/** "Hello Léa," to a confirmed address, "Hello," otherwise. */
const hello = (language: Language, firstName: string | null) =>
  language === 'eng' ? `Hello${firstName ? ` ${firstName}` : ''},` : `Bonjour${firstName ? ` ${firstName}` : ''},`;

const link = (route: string, token: string) => `${publicUrl()}${route}?token=${encodeURIComponent(token)}`;

/**
 * The sign-up confirmation: a link to /verify-email, valid VERIFY_EMAIL_HOURS. It goes to an address not confirmed by
 * definition, so it names nobody: whoever signed up may have typed a stranger's address.
 */
export function verifyEmailMail({ to, language, shopName, token }: Omit<LinkMail, 'firstName'>, hours: number): OutgoingMail {
  const url = link('/verify-email', token);
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: confirm your email address`,
        text: `Hello,\n\nWelcome to ${shopName}. Please confirm your email address by opening this link:\n\n${url}\n\nThe link works once and for ${hours} hours. If you did not create an account, ignore this message.\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : confirmez votre adresse email`,
        text: `Bonjour,\n\nBienvenue chez ${shopName}. Confirmez votre adresse email en ouvrant ce lien :\n\n${url}\n\nLe lien ne sert qu'une fois et reste valable ${hours} heures. Si vous n'avez pas créé de compte, ignorez ce message.\n\n${shopName}\n`,
      };
}

/** The password reset: a link to /reset-password, valid RESET_PASSWORD_MINUTES. */
export function resetPasswordMail({ to, firstName, language, shopName, token }: LinkMail, minutes: number): OutgoingMail {
  const url = link('/reset-password', token);
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: reset your password`,
        text: `${hello(language, firstName)}\n\nSomeone asked to reset the password of your ${shopName} account. To choose a new password, open this link:\n\n${url}\n\nThe link works once and for ${minutes} minutes; choosing a new password signs you out everywhere else. If you did not ask for it, ignore this message: your password stays as it is.\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : réinitialisez votre mot de passe`,
        text: `${hello(language, firstName)}\n\nUne réinitialisation du mot de passe de votre compte ${shopName} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :\n\n${url}\n\nLe lien ne sert qu'une fois et reste valable ${minutes} minutes ; le nouveau mot de passe ferme vos autres sessions. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\n${shopName}\n`,
      };
}

/**
 * To an account's owner when sign-ins from several places hit its ceiling: what happened, that their password still
 * works, and a link to /login?unlock=… that lifts the waits for them (valid `UNLOCK_LOGIN_HOURS`).
 */
export function loginLockedMail({ to, firstName, language, shopName, token }: LinkMail, holdMinutes: number, linkHours: number): OutgoingMail {
  const unlock = `${publicUrl()}/login?unlock=${encodeURIComponent(token)}`;
  const reset = `${publicUrl()}/resetpasswordemail`;
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: failed sign-ins to your account`,
        text: `${hello(language, firstName)}\n\nThere were many failed attempts to sign in to your ${shopName} account, from several places. To protect it, each place that fails from now on must wait ${holdMinutes} minutes before it tries again. Your password still works from where you usually sign in.\n\nIf you are kept waiting, sign in through this link: it lifts the wait for you (it works once, for ${linkHours} hours):\n\n${unlock}\n\nIf it was not you, your password was not found; to be safe you can choose a new one:\n\n${reset}\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : échecs de connexion à votre compte`,
        text: `${hello(language, firstName)}\n\nDe nombreuses tentatives de connexion à votre compte ${shopName} ont échoué, depuis plusieurs endroits. Pour le protéger, chaque endroit qui échoue désormais doit patienter ${holdMinutes} minutes avant de réessayer. Votre mot de passe fonctionne toujours depuis l'endroit où vous vous connectez d'habitude.\n\nSi l'on vous demande de patienter, connectez-vous par ce lien : il lève l'attente pour vous (il sert une fois, pendant ${linkHours} heures) :\n\n${unlock}\n\nSi ce n'était pas vous, votre mot de passe n'a pas été trouvé ; par précaution, vous pouvez en choisir un nouveau :\n\n${reset}\n\n${shopName}\n`,
      };
}

/**
 * Sent once the account is deleted, to the address it had: the owner learns it happened (and could tell if it was not
 * them), what the shop still keeps and why.
 */
export function accountDeletedMail({ to, firstName, language, shopName }: Omit<LinkMail, 'token'>): OutgoingMail {
  return language === 'eng'
    ? {
        to,
        subject: `${shopName}: your account is deleted`,
        text: `${hello(language, firstName)}\n\nAs you asked, your ${shopName} account is deleted: your profile, addresses, saved cards (forgotten by our card provider too), wishlist, reviews and sign-in sessions are gone.\n\nThe law requires us to keep invoices and orders for our accounts: we keep them without your name, email, phone or address. An order that used a coupon code limited per customer keeps a keyed fingerprint of your email, so that the code is not used again by the same address (see our legal information). This address may open a new account at any time.\n\nIf you did not ask for this, reply to this email.\n\n${shopName}\n`,
      }
    : {
        to,
        subject: `${shopName} : votre compte est supprimé`,
        text: `${hello(language, firstName)}\n\nComme vous l'avez demandé, votre compte ${shopName} est supprimé : votre profil, vos adresses, vos cartes enregistrées (oubliées aussi par notre prestataire de paiement), vos favoris, vos avis et vos sessions de connexion ont été effacés.\n\nLa loi nous oblige à conserver les factures et les commandes pour notre comptabilité : nous les gardons sans vos nom, courriel, téléphone ni adresse. Une commande qui a utilisé un code promo limité par client garde une empreinte de votre courriel calculée avec une clé secrète, pour que ce code ne resserve pas à la même adresse (voir nos informations légales). Cette adresse peut ouvrir un nouveau compte à tout moment.\n\nSi vous n'êtes pas à l'origine de cette demande, répondez à ce courriel.\n\n${shopName}\n`,
      };
}

/** Euro amounts as each language writes them. */
const money = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

/** A moment as each language writes it, in the shop's time zone. */
const moment = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

/** A line of an order in a mail, a pre-order saying when its title comes out. */
function mailLine(line: Order['lines'][number], language: Language): string {
  const preorder = line.preorder ? ` (${preorderNote(line.preorder.forthcoming, language)})` : '';
  return `- ${line.title} x ${line.quantity}: ${money(line.line_total, language)}${preorder}`;
}

/** The order confirmation: number, books, totals, how to pay and by when, and where to follow the order. */
export function orderConfirmationMail(order: Order, shopName: string, language: Language, bankDetails: string): OutgoingMail {
  const purchase = order.gift_card_purchase;
  const lines = purchase ? giftCardLine(purchase, language) : order.lines.map((line) => mailLine(line, language)).join('\n');
  const waits = order.lines.some((line) => line.preorder);
  const follow = `${publicUrl()}/track-order`;
  const total = money(order.total, language);
  const due = money(order.amount_due, language);
  const coupon = order.coupon;
  const off = coupon ? money(coupon.books_discount + coupon.delivery_discount, language) : '';
  const giftCard = order.gift_card;
  if (language === 'eng') {
    const card = giftCard ? `\nPaid with gift card ${giftCard.code_end}: ${money(giftCard.amount, language)}` : '';
    const payment =
      order.payment_method === 'gift_card'
        ? 'Your gift card paid the whole order: there is nothing more to pay, and we are preparing your books.'
        : order.payment_method === 'bank_transfer'
          ? `Payment by bank transfer: please send ${due} with the reference ${order.number} to ${bankDetails}. ${purchase ? 'We issue the card' : 'We prepare your books'} as soon as the transfer arrives.`
          : purchase
            ? 'We write again as soon as the online payment is confirmed.'
            : 'Your books are set aside while you pay online; we write again as soon as the payment is confirmed.';
    const hold = order.expires_at ? ` Without payment by ${moment(order.expires_at, language)}, the order is cancelled${purchase ? '' : ' and its books go back on sale'}.` : '';
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} received`,
      text: `Hello,\n\nThank you for your order ${order.number}.\n\n${lines}${purchase ? '' : `\nDelivery: ${money(order.delivery_price, language)}`}${coupon ? `\nCoupon ${coupon.code}: -${off}` : ''}\nTotal: ${total}${card}${giftCard && order.amount_due > 0 ? `\nLeft to pay: ${due}` : ''}\n\n${payment}${hold}${waits ? `\n\n${PREORDER_RULE.eng}` : ''}\n\nFollow your order at ${follow} with its number and this email address.\n\n${shopName}\n`,
    };
  }
  const card = giftCard ? `\nPayé par carte cadeau ${giftCard.code_end} : ${money(giftCard.amount, language)}` : '';
  const payment =
    order.payment_method === 'gift_card'
      ? 'Votre carte cadeau a payé toute la commande : vous n\'avez plus rien à régler, et nous préparons vos livres.'
      : order.payment_method === 'bank_transfer'
        ? `Paiement par virement : merci de verser ${due} avec la référence ${order.number} à ${bankDetails}. ${purchase ? 'Nous émettons la carte' : 'Nous préparons vos livres'} dès réception du virement.`
        : purchase
          ? 'Nous vous écrivons dès que le paiement en ligne est confirmé.'
          : 'Vos livres sont réservés pendant votre paiement en ligne ; nous vous écrivons dès que le paiement est confirmé.';
  const hold = order.expires_at ? ` Faute de paiement d'ici le ${moment(order.expires_at, language)}, la commande est annulée${purchase ? '' : ' et ses livres sont remis en vente'}.` : '';
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} reçue`,
    text: `Bonjour,\n\nMerci pour votre commande ${order.number}.\n\n${lines}${purchase ? '' : `\nLivraison : ${money(order.delivery_price, language)}`}${coupon ? `\nCode promo ${coupon.code} : -${off}` : ''}\nTotal : ${total}${card}${giftCard && order.amount_due > 0 ? `\nReste à payer : ${due}` : ''}\n\n${payment}${hold}${waits ? `\n\n${PREORDER_RULE.fr}` : ''}\n\nSuivez votre commande sur ${follow} avec son numéro et cette adresse email.\n\n${shopName}\n`,
  };
}

/** The card an order buys, as its confirmation lists it (who it is for, and when it is mailed). */
function giftCardLine(purchase: NonNullable<Order['gift_card_purchase']>, language: Language): string {
  const amount = money(purchase.amount, language);
  const recipient = purchase.recipient;
  if (language === 'eng') {
    return `- Gift card of ${amount}, valid one year: ${recipient ? `for ${recipient.name}, mailed to ${recipient.email} on ${day(`${recipient.send_on}T12:00:00Z`, language)} once paid` : 'for you, its code mailed as soon as it is paid'}`;
  }
  return `- Carte cadeau de ${amount}, valable un an : ${recipient ? `pour ${recipient.name}, envoyée à ${recipient.email} le ${day(`${recipient.send_on}T12:00:00Z`, language)} une fois payée` : 'pour vous, son code envoyé dès le paiement reçu'}`;
}

/** What a bought card's mail says: its code, amount and last day. */
interface GiftCardMailFacts {
  to: string;
  language: Language;
  shopName: string;
  code: string;
  amount: number;
  /** YYYY-MM-DD */
  expiresOn: string;
}

/** A card bought for oneself, once paid: its code, in the buyer's account too when they have one. */
export function giftCardBoughtMail({ to, language, shopName, code, amount, expiresOn }: GiftCardMailFacts): OutgoingMail {
  const until = day(`${expiresOn}T12:00:00Z`, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: your gift card of ${money(amount, language)}`,
      text: `Hello,\n\nThank you: your gift card is ready.\n\nCode: ${code}\nAmount: ${money(amount, language)}, valid until ${until}\n\nType the code at checkout on ${publicUrl()} (it pays all or part of an order), or show it at the counter of our bookshops. Keep it safe: whoever has the code can spend the card.\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : votre carte cadeau de ${money(amount, language)}`,
    text: `Bonjour,\n\nMerci : votre carte cadeau est prête.\n\nCode : ${code}\nMontant : ${money(amount, language)}, valable jusqu'au ${until}\n\nSaisissez le code au moment de commander sur ${publicUrl()} (elle paie tout ou partie d'une commande), ou présentez-le au comptoir de nos librairies. Gardez-le précieusement : qui a le code peut utiliser la carte.\n\n${shopName}\n`,
  };
}

/** A card mailed to its recipient on the day chosen, with who gives it and their message. */
export function giftCardForYouMail(facts: GiftCardMailFacts & { recipientName: string; buyer: string; message: string }): OutgoingMail {
  const { to, language, shopName, code, amount, expiresOn, recipientName, buyer, message } = facts;
  const until = day(`${expiresOn}T12:00:00Z`, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${buyer} gives you a ${shopName} gift card`,
      text: `Hello ${recipientName},\n\n${buyer} gives you a gift card of ${money(amount, language)} from ${shopName}.${message ? `\n\n"${message}"` : ''}\n\nCode: ${code}\nValid until ${until}\n\nType the code at checkout on ${publicUrl()}, or show it at the counter of our bookshops.\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${buyer} vous offre une carte cadeau ${shopName}`,
    text: `Bonjour ${recipientName},\n\n${buyer} vous offre une carte cadeau de ${money(amount, language)} de ${shopName}.${message ? `\n\n« ${message} »` : ''}\n\nCode : ${code}\nValable jusqu'au ${until}\n\nSaisissez le code au moment de commander sur ${publicUrl()}, ou présentez-le au comptoir de nos librairies.\n\n${shopName}\n`,
  };
}

/** The pre-order rule (PREORDER_PAYMENT_RULE), as the checkout states it before paying. */
const PREORDER_RULE = {
  fr: "Votre commande contient une précommande : vous la payez aujourd'hui, et elle part dès que tous ses livres sont parus et arrivés à la librairie. Si l'éditeur annule une parution, votre commande est annulée et remboursée.",
  eng: 'Your order includes a pre-order: you pay for it today, and it ships as soon as all its books are out and in the shop. If a publisher cancels a title, your order is cancelled and refunded.',
};

/** A pre-order made whole: every book it waited for is in the shop. */
export function preorderReadyMail(order: Order, shopName: string, language: Language): OutgoingMail {
  const follow = `${publicUrl()}/track-order`;
  if (language === 'eng') {
    return {
      to: order.email,
      subject: `${shopName}: the books of order ${order.number} are in`,
      text: `Hello,\n\nGood news: every book of your order ${order.number} is now in the shop. We are preparing it, and write again when it ships.\n\nFollow it at ${follow} with its number and this email address.\n\n${shopName}\n`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : les livres de la commande ${order.number} sont arrivés`,
    text: `Bonjour,\n\nBonne nouvelle : tous les livres de votre commande ${order.number} sont arrivés à la librairie. Nous la préparons et vous écrivons dès son expédition.\n\nSuivez-la sur ${follow} avec son numéro et cette adresse email.\n\n${shopName}\n`,
  };
}

/** A pre-order cancelled because the publisher cancelled one of its titles: refunded in full when it was paid. */
export function preorderCancelledMail(order: Order, shopName: string, language: Language, title: string): OutgoingMail {
  const refunded = order.status === 'refunded';
  const amount = money(order.total, language);
  const card = order.gift_card;
  if (language === 'eng') {
    const refund = refunded
      ? ` You are refunded in full, ${amount}: ${card ? `${money(card.amount, language)} is back on your gift card ${card.code_end} now, the rest goes` : 'the amount goes'} back to the means you paid with (a bank transfer is paid back by the shop within a few days).`
      : ' It was not paid: you owe nothing.';
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} cancelled, "${title}" will not come out`,
      text: `Hello,\n\nThe publisher of "${title}" has cancelled its publication, so your order ${order.number} is cancelled as a whole.${refund} If you still want its other books, you are welcome to order them again at ${publicUrl()}.\n\n${shopName}\n`,
    };
  }
  const argent = refunded
    ? ` Vous êtes remboursé(e) en totalité, ${amount} : ${card ? `${money(card.amount, language)} sont de nouveau sur votre carte cadeau ${card.code_end}, le reste revient` : 'la somme revient'} sur le moyen de paiement utilisé (un virement vous est rendu par la librairie sous quelques jours).`
    : ' Elle n’était pas payée : vous ne devez rien.';
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} annulée, « ${title} » ne paraîtra pas`,
    text: `Bonjour,\n\nL'éditeur de « ${title} » a annulé sa parution : votre commande ${order.number} est donc annulée en entier.${argent} Si vous souhaitez toujours ses autres livres, vous pouvez les commander de nouveau sur ${publicUrl()}.\n\n${shopName}\n`,
  };
}

/** What each status change tells the customer, in both languages; statuses absent here send no mail. */
const STATUS_NEWS: Partial<Record<OrderStatus, { fr: string; eng: string; subjectFr: string; subjectEng: string }>> = {
  paid: {
    subjectEng: 'payment received',
    subjectFr: 'paiement reçu',
    eng: 'We have received your payment. We are now preparing your books.',
    fr: 'Nous avons bien reçu votre paiement. Nous préparons maintenant vos livres.',
  },
  shipped: {
    subjectEng: 'on its way',
    subjectFr: 'en route',
    eng: 'Your books have left the shop and are on their way to you.',
    fr: 'Vos livres ont quitté la librairie et sont en route vers vous.',
  },
  delivered: {
    subjectEng: 'delivered',
    subjectFr: 'livrée',
    eng: 'Your order has been delivered. We hope you enjoy your books; you can review them from your account.',
    fr: 'Votre commande a été livrée. Bonne lecture ! Vous pouvez donner votre avis depuis votre compte.',
  },
  cancelled: {
    subjectEng: 'cancelled',
    subjectFr: 'annulée',
    eng: 'Your order has been cancelled. If you had paid, the amount is refunded to you.',
    fr: 'Votre commande a été annulée. Si vous l\'aviez payée, le montant vous est remboursé.',
  },
  refunded: {
    subjectEng: 'refunded',
    subjectFr: 'remboursée',
    eng: 'Your order has been refunded.',
    fr: 'Votre commande a été remboursée.',
  },
};

/** The mail for an order that just reached its current status, or null when that status is not worth a mail. */
export function orderStatusMail(order: Order, shopName: string, language: Language): OutgoingMail | null {
  if (order.pickup && (order.status === 'shipped' || order.status === 'delivered')) return pickupMail(order, order.pickup, shopName, language);
  // A card bought and paid: its own mail (the code, to the buyer or on its day to the recipient) is the news.
  if (order.gift_card_purchase && order.status === 'paid') return null;
  const news = STATUS_NEWS[order.status];
  if (!news) return null;
  const follow = `${publicUrl()}/track-order`;
  if (language === 'eng') {
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} ${news.subjectEng}`,
      text: `Hello,\n\n${news.eng}\n\nOrder ${order.number}, total ${money(order.total, language)}. Follow it at ${follow} with its number and this email address.\n\n${shopName}\n`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} ${news.subjectFr}`,
    text: `Bonjour,\n\n${news.fr}\n\nCommande ${order.number}, total ${money(order.total, language)}. Suivez-la sur ${follow} avec son numéro et cette adresse email.\n\n${shopName}\n`,
  };
}

/** A day as each language writes it, in the shop's time zone. */
const day = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(new Date(iso));

/** The bookshop of a collection on one line: its name, its address and its hours when staff gave them. */
function counterLine(pickup: OrderPickup, language: Language): string {
  const hours = language === 'eng' ? pickup.location.opening_hours_en : pickup.location.opening_hours_fr;
  return [pickup.location.name, pickup.location.address, hours].filter((part) => part !== '').join(', ');
}

/**
 * A collection's news: ready at the counter (with the pickup code and the last day it is kept), or collected. The
 * code is in this mail only: the customer shows it, and staff type it to hand the books over.
 */
function pickupMail(order: Order, pickup: OrderPickup, shopName: string, language: Language): OutgoingMail {
  const where = counterLine(pickup, language);
  if (order.status === 'delivered') {
    return language === 'eng'
      ? {
          to: order.email,
          subject: `${shopName}: order ${order.number} collected`,
          text: `Hello,

You collected your order ${order.number} at ${pickup.location.name}. We hope you enjoy your books; you can review them from your account.

${shopName}
`,
        }
      : {
          to: order.email,
          subject: `${shopName} : commande ${order.number} retirée`,
          text: `Bonjour,

Vous avez retiré votre commande ${order.number} à ${pickup.location.name}. Bonne lecture ! Vous pouvez donner votre avis depuis votre compte.

${shopName}
`,
        };
  }
  const until = pickup.hold_until ? day(pickup.hold_until, language) : '';
  if (language === 'eng') {
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} is ready to collect`,
      text: `Hello,

Your order ${order.number} is ready at ${where}.

Your pickup code: ${pickup.code ?? ''}
Show it at the counter (on this mail or written down). We keep your books until ${until}; after that they go back on the shelves and the order is refunded.

${shopName}
`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} prête à retirer`,
    text: `Bonjour,

Votre commande ${order.number} vous attend à ${where}.

Votre code de retrait : ${pickup.code ?? ''}
Présentez-le au comptoir (ce mail ou le code noté). Nous gardons vos livres jusqu'au ${until} ; ensuite ils retournent en rayon et la commande vous est remboursée.

${shopName}
`,
  };
}

/** A collection not made in time: its books are back on the shelves and the order refunded. */
export function pickupUncollectedMail(order: Order, shopName: string, language: Language): OutgoingMail {
  const name = order.pickup?.location.name ?? '';
  const amount = money(order.total, language);
  const card = order.gift_card;
  if (language === 'eng') {
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} not collected, refunded`,
      text: `Hello,

Your order ${order.number} waited for you at ${name} until its last day, so its books are back on the shelves and you are refunded in full, ${amount}: ${card ? `${money(card.amount, language)} is back on your gift card ${card.code_end}, the rest goes` : 'the amount goes'} back to the means you paid with (a bank transfer is paid back by the shop within a few days). If you still want these books, you are welcome to order them again at ${publicUrl()}.

${shopName}
`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} non retirée, remboursée`,
    text: `Bonjour,

Votre commande ${order.number} vous a attendu à ${name} jusqu'à son dernier jour : ses livres sont retournés en rayon et vous êtes remboursé(e) en totalité, ${amount} : ${card ? `${money(card.amount, language)} sont de nouveau sur votre carte cadeau ${card.code_end}, le reste revient` : 'la somme revient'} sur le moyen de paiement utilisé (un virement vous est rendu par la librairie sous quelques jours). Si vous souhaitez toujours ces livres, vous pouvez les commander de nouveau sur ${publicUrl()}.

${shopName}
`,
  };
}

/** An unpaid order cancelled when its time ran out: what happened, and that nothing is owed. */
export function orderExpiredMail(order: Order, shopName: string, language: Language): OutgoingMail {
  const card = order.gift_card;
  if (language === 'eng') {
    const back = card ? ` The ${money(card.amount, language)} your gift card ${card.code_end} paid are back on it.` : '';
    return {
      to: order.email,
      subject: `${shopName}: order ${order.number} cancelled, not paid in time`,
      text: `Hello,\n\nWe did not receive the payment for your order ${order.number} (total ${money(order.total, language)}) in time, so it has been cancelled${order.gift_card_purchase ? '' : ' and its books are back on sale'}. You owe nothing.${back} If you still want ${order.gift_card_purchase ? 'this gift card' : 'these books'}, you are welcome to order again at ${publicUrl()}.\n\n${shopName}\n`,
    };
  }
  return {
    to: order.email,
    subject: `${shopName} : commande ${order.number} annulée, paiement non reçu`,
    text: `Bonjour,\n\nNous n'avons pas reçu à temps le paiement de votre commande ${order.number} (total ${money(order.total, language)}) : elle est annulée${order.gift_card_purchase ? '' : ' et ses livres sont remis en vente'}. Vous ne devez rien.${card ? ` Les ${money(card.amount, language)} payés par votre carte cadeau ${card.code_end} y sont de nouveau disponibles.` : ''} Si vous souhaitez toujours ${order.gift_card_purchase ? 'cette carte cadeau' : 'ces livres'}, vous pouvez commander de nouveau sur ${publicUrl()}.\n\n${shopName}\n`,
  };
}

/** What the customer needs to recognise a return in a mail. */
export interface ReturnMailFacts {
  to: string;
  language: Language;
  shopName: string;
  returnId: number;
  orderNumber: string;
  /** The shop's reason for its decision; may be empty for an approval. */
  reason: string;
  /** No account holds the return (a guest's, or its customer deleted theirs): it is followed from /track-order. */
  withoutAccount?: boolean;
}

const returnsPage = (withoutAccount = false) => `${publicUrl()}${withoutAccount ? '/track-order' : '/refund_return'}`;

/** The return is accepted: the customer may send the books back. */
export function returnApprovedMail(facts: ReturnMailFacts): OutgoingMail {
  const { to, language, shopName, returnId, orderNumber, reason, withoutAccount } = facts;
  if (language === 'eng') {
    const note = reason ? `\n\nOur note: ${reason}` : '';
    return {
      to,
      subject: `${shopName}: return no. ${returnId} accepted`,
      text: `Hello,\n\nWe accept your return no. ${returnId} for order ${orderNumber}. Please send the books back to the shop; we refund them as soon as they arrive.${note}\n\nFollow your return at ${returnsPage(withoutAccount)}.\n\n${shopName}\n`,
    };
  }
  const note = reason ? `\n\nNotre message : ${reason}` : '';
  return {
    to,
    subject: `${shopName} : retour n° ${returnId} accepté`,
    text: `Bonjour,\n\nNous acceptons votre retour n° ${returnId} pour la commande ${orderNumber}. Merci de renvoyer les livres à la librairie ; nous les remboursons dès leur arrivée.${note}\n\nSuivez votre retour sur ${returnsPage(withoutAccount)}.\n\n${shopName}\n`,
  };
}

/** The return is refused, with the shop's reason. */
export function returnRejectedMail(facts: ReturnMailFacts): OutgoingMail {
  const { to, language, shopName, returnId, orderNumber, reason } = facts;
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: return no. ${returnId} declined`,
      text: `Hello,\n\nWe cannot accept your return no. ${returnId} for order ${orderNumber}.\n\nReason: ${reason}\n\nIf you have a question, simply reply to this message.\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : retour n° ${returnId} refusé`,
    text: `Bonjour,\n\nNous ne pouvons pas accepter votre retour n° ${returnId} pour la commande ${orderNumber}.\n\nMotif : ${reason}\n\nPour toute question, répondez simplement à ce message.\n\n${shopName}\n`,
  };
}

/** How a return was refunded: the books' value in euro, and in dollars when the provider sends it back. */
export interface RefundFacts {
  amount: number;
  method: 'paypal' | 'card' | 'bank_transfer';
  /** What the provider sends back, in US dollars; null by bank transfer. */
  providerAmount: number | null;
  /** What goes back to the gift card that paid the order, in euro (first, before the order's other means). */
  giftCardAmount?: number;
}

/** The returned books are refunded: how much, and how the money comes back. */
export function returnRefundedMail(facts: Omit<ReturnMailFacts, 'reason'>, refund: RefundFacts): OutgoingMail {
  const { to, language, shopName, returnId, orderNumber } = facts;
  const { method, providerAmount, giftCardAmount = 0 } = refund;
  const dollars =
    providerAmount === null ? '' : ` (${new Intl.NumberFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'USD' }).format(providerAmount)})`;
  const sum = `${money(refund.amount, language)}${dollars}`;
  if (language === 'eng') {
    const how = {
      paypal: 'The amount goes back to your PayPal account, in US dollars as you paid; it shows within a few days.',
      card: 'The amount goes back to the card you paid with, in US dollars as you paid; it shows within 5 to 10 days.',
      bank_transfer: 'We send the amount by bank transfer. If we do not have your bank details yet, we will ask you for them.',
    }[method];
    const card = giftCardAmount > 0 ? `${money(giftCardAmount, language)} of it goes back to the gift card the order was paid with, at once.${giftCardAmount < refund.amount ? ' ' : ''}` : '';
    return {
      to,
      subject: `${shopName}: return no. ${returnId} refunded`,
      text: `Hello,\n\nWe have received the books of your return no. ${returnId} (order ${orderNumber}) and refund you ${sum}.\n\n${card}${giftCardAmount < refund.amount ? how : ''}\n\n${shopName}\n`,
    };
  }
  const how = {
    paypal: 'Le montant est reversé sur votre compte PayPal, en dollars US comme votre paiement ; il apparaît sous quelques jours.',
    card: 'Le montant est reversé sur la carte utilisée, en dollars US comme votre paiement ; il apparaît sous 5 à 10 jours.',
    bank_transfer: 'Nous vous envoyons le montant par virement. Si nous n\'avons pas encore vos coordonnées bancaires, nous vous les demanderons.',
  }[method];
  const card = giftCardAmount > 0 ? `${money(giftCardAmount, language)} en reviennent aussitôt sur la carte cadeau qui a payé la commande.${giftCardAmount < refund.amount ? ' ' : ''}` : '';
  return {
    to,
    subject: `${shopName} : retour n° ${returnId} remboursé`,
    text: `Bonjour,\n\nNous avons bien reçu les livres de votre retour n° ${returnId} (commande ${orderNumber}) et vous remboursons ${sum}.\n\n${card}${giftCardAmount < refund.amount ? how : ''}\n\n${shopName}\n`,
  };
}

/** What a back-in-stock mail names: the book, and the token of the link that cancels the request. */
export interface StockAlertMailFacts {
  to: string;
  language: Language;
  shopName: string;
  articleId: number;
  title: string;
  cancelToken: string;
}

/** The book's page, in the recipient's language (`?lang=eng`: the English address of a page). */
const bookPage = (articleId: number, language: Language) => `${publicUrl()}/bookdetails/${articleId}${language === 'eng' ? '?lang=eng' : ''}`;

/** The page that cancels a back-in-stock request (STOCK_ALERT_CANCEL_PATH of the contracts). */
const cancelPage = (token: string, language: Language) =>
  `${link(STOCK_ALERT_CANCEL_PATH, token)}${language === 'eng' ? '&lang=eng' : ''}`;

/** A back-in-stock request of a customer whose email is confirmed (no link to confirm): what was asked, for which book, and how to cancel it. */
export function stockAlertRequestedMail({ to, language, shopName, articleId, title, cancelToken }: StockAlertMailFacts): OutgoingMail {
  const cancel = cancelPage(cancelToken, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: we will tell you when "${title}" is back`,
      text: `Hello,\n\nYou asked to be told when "${title}" is back in stock. We will write to this address once, as soon as it is; we keep your email for nothing else.\n\n${bookPage(articleId, language)}\n\nIf you did not ask for it, or no longer want this mail, cancel the request here:\n\n${cancel}\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : nous vous prévenons du retour de « ${title} »`,
    text: `Bonjour,\n\nVous avez demandé à être prévenu(e) du retour en stock de « ${title} ». Nous vous écrirons une seule fois à cette adresse, dès son retour ; votre email ne sert à rien d'autre.\n\n${bookPage(articleId, language)}\n\nSi vous n'êtes pas à l'origine de cette demande, ou ne souhaitez plus ce message, annulez-la ici :\n\n${cancel}\n\n${shopName}\n`,
  };
}

/** A link of a confirmation mail, in the recipient's language. */
const confirmPage = (path: string, token: string, language: Language) => `${link(path, token)}${language === 'eng' ? '&lang=eng' : ''}`;

/**
 * The double opt-in of a back-in-stock request typed by a guest (or asked from an account whose email is not
 * confirmed): the request is mailed at restock only once this link's page is confirmed. To an address nobody has
 * proven to own, it repeats nothing typed by the requester, only the shop's own texts (the book's title and page).
 */
export function stockAlertConfirmMail(facts: StockAlertMailFacts & { confirmToken: string }): OutgoingMail {
  const { to, language, shopName, articleId, title, confirmToken, cancelToken } = facts;
  const confirm = confirmPage(STOCK_ALERT_CONFIRM_PATH, confirmToken, language);
  const cancel = cancelPage(cancelToken, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: confirm your back-in-stock alert for "${title}"`,
      text: `Hello,\n\nSomeone asked, with this address, to be told when "${title}" is back in stock. To receive this alert, confirm it on this page:\n\n${confirm}\n\nIf you did not ask for it, ignore this message: without confirmation we send nothing more about it.\n\n${bookPage(articleId, language)}\n\nOnce confirmed, the request can be cancelled at any time here:\n\n${cancel}\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : confirmez votre alerte de retour en stock de « ${title} »`,
    text: `Bonjour,\n\nQuelqu'un a demandé, avec cette adresse, à être prévenu du retour en stock de « ${title} ». Pour recevoir cette alerte, confirmez-la sur cette page :\n\n${confirm}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, nous n'enverrons rien d'autre à ce sujet.\n\n${bookPage(articleId, language)}\n\nUne fois confirmée, la demande peut être annulée à tout moment ici :\n\n${cancel}\n\n${shopName}\n`,
  };
}

/**
 * The double opt-in of a newsletter subscription: the address counts as subscribed only once this link's page is
 * confirmed. It names nothing the subscriber typed.
 */
export function newsletterConfirmMail({ to, language, shopName, token }: { to: string; language: Language; shopName: string; token: string }): OutgoingMail {
  const confirm = confirmPage(NEWSLETTER_CONFIRM_PATH, token, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: confirm your newsletter subscription`,
      text: `Hello,\n\nSomeone asked to subscribe this address to the ${shopName} newsletter (new books, events and favourites, one letter a month). To receive it, confirm on this page:\n\n${confirm}\n\nIf you did not ask for it, ignore this message: without confirmation this address receives no newsletter.\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : confirmez votre abonnement à la newsletter`,
    text: `Bonjour,\n\nQuelqu'un a demandé à abonner cette adresse à la newsletter de ${shopName} (nouveautés, rencontres et coups de cœur, une lettre par mois). Pour la recevoir, confirmez sur cette page :\n\n${confirm}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, cette adresse ne reçoit aucune newsletter.\n\n${shopName}\n`,
  };
}

/** The book asked for is back in stock: its title and page; the link forgets the request. */
export function backInStockMail({ to, language, shopName, articleId, title, cancelToken }: StockAlertMailFacts): OutgoingMail {
  const cancel = cancelPage(cancelToken, language);
  if (language === 'eng') {
    return {
      to,
      subject: `${shopName}: "${title}" is back in stock`,
      text: `Hello,\n\nGood news: "${title}" is back in stock. Copies can go quickly; order yours here:\n\n${bookPage(articleId, language)}\n\nThis is the only mail we send about this request. To have it deleted, open this link:\n\n${cancel}\n\n${shopName}\n`,
    };
  }
  return {
    to,
    subject: `${shopName} : « ${title} » est de retour en stock`,
    text: `Bonjour,\n\nBonne nouvelle : « ${title} » est de retour en stock. Les exemplaires peuvent partir vite ; commandez le vôtre ici :\n\n${bookPage(articleId, language)}\n\nC'est le seul message que nous envoyons pour cette demande. Pour la faire effacer, ouvrez ce lien :\n\n${cancel}\n\n${shopName}\n`,
  };
}
