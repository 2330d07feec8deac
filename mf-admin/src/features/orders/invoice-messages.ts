import { defineMessages } from '@bookshop/i18n';

/** Texts of an order's invoice and credit notes on the staff's order page. */
export const invoiceMessages = defineMessages({
  fr: {
    invoicesSection: 'Factures et avoirs',
    invoicesLoading: 'Chargement des factures…',
    noInvoice: 'Aucune facture : elle est émise quand la commande est payée.',
    invoicesError: 'Les factures n’ont pas pu être chargées.',
    invoicesRetry: 'Réessayer',
    kind_invoice: 'Facture',
    kind_credit_note: 'Avoir',
    documentLine: '{kind} {number} · {date} · {amount}',
    creditOf: 'sur la facture {number}',
    downloadInvoice: 'Télécharger la facture {number} (PDF)',
    downloadCreditNote: 'Télécharger l’avoir {number} (PDF)',
    // Visible text begins the button's full name (axe: label-content-name-mismatch).
    download: 'Télécharger (PDF)',
    downloadFailed: 'Le téléchargement de {number} a échoué.',
  },
  eng: {
    invoicesSection: 'Invoices and credit notes',
    invoicesLoading: 'Loading invoices…',
    noInvoice: 'No invoice: it is issued when the order is paid.',
    invoicesError: 'The invoices could not be loaded.',
    invoicesRetry: 'Try again',
    kind_invoice: 'Invoice',
    kind_credit_note: 'Credit note',
    documentLine: '{kind} {number} · {date} · {amount}',
    creditOf: 'on invoice {number}',
    downloadInvoice: 'Download invoice {number} (PDF)',
    downloadCreditNote: 'Download credit note {number} (PDF)',
    download: 'Download (PDF)',
    downloadFailed: 'Downloading {number} failed.',
  },
});
