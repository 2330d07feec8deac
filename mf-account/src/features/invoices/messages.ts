import { defineMessages } from '@bookshop/i18n';

/** Texts of an order's invoice and credit notes, in the account's order page and the visitor's /track-order. */
export const invoiceMessages = defineMessages({
  fr: {
    invoicesTitle: 'Factures et avoirs',
    invoicesLoading: 'Chargement des factures…',
    invoicesEmpty: 'La facture sera disponible ici dès que la commande sera payée.',
    invoicesError: 'Les factures n’ont pas pu être chargées.',
    invoicesRetry: 'Réessayer',
    invoiceKind_invoice: 'Facture',
    invoiceKind_credit_note: 'Avoir',
    invoiceLine: '{kind} {number} du {date} : {amount}',
    creditOf: 'sur la facture {number}',
    downloadInvoice: 'Télécharger la facture {number} (PDF)',
    downloadCreditNote: 'Télécharger l’avoir {number} (PDF)',
    downloadShort: 'Télécharger (PDF)',
    downloadFailed: 'Le téléchargement de {number} a échoué. Réessayez dans un instant.',
    downloadTooMany: 'Trop de recherches depuis votre connexion : réessayez dans quelques minutes.',
  },
  eng: {
    invoicesTitle: 'Invoices and credit notes',
    invoicesLoading: 'Loading invoices…',
    invoicesEmpty: 'The invoice will be available here once the order is paid.',
    invoicesError: 'The invoices could not be loaded.',
    invoicesRetry: 'Try again',
    invoiceKind_invoice: 'Invoice',
    invoiceKind_credit_note: 'Credit note',
    invoiceLine: '{kind} {number} of {date}: {amount}',
    creditOf: 'on invoice {number}',
    downloadInvoice: 'Download invoice {number} (PDF)',
    downloadCreditNote: 'Download credit note {number} (PDF)',
    downloadShort: 'Download (PDF)',
    downloadFailed: 'Downloading {number} failed. Please try again in a moment.',
    downloadTooMany: 'Too many lookups from your connection: please try again in a few minutes.',
  },
});
