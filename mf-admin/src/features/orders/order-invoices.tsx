import { useState } from 'react';
import type { InvoiceDocument } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, saveFile, type Settled } from '@bookshop/ui';
import { fetchInvoicePdf } from './api';
import { useFormats } from './format';
import { invoiceMessages } from './invoice-messages';

interface OrderInvoicesProps {
  orderNumber: string;
  /** The list as read (with the order, by the page's loader, or again after a step), or null while it is read again. */
  documents: Settled<InvoiceDocument[]> | null;
  /** Reads the list again (its Retry). */
  onRetry: () => void;
}

/**
 * The order's invoice and credit notes, in order of issue, each downloadable. The page reads the list again when the
 * order's history changes (a payment issues the invoice, a cancellation or refund a credit note).
 */
export function OrderInvoices({ orderNumber, documents, onRetry }: OrderInvoicesProps) {
  const t = useT(invoiceMessages);
  const format = useFormats();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (number: string) => {
    setBusy(number);
    try {
      saveFile(await fetchInvoicePdf(orderNumber, number), `${number}.pdf`);
    } catch {
      notify.error(t('downloadFailed', { number }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="orders-card" aria-labelledby="order-invoices">
      <h2 id="order-invoices">{t('invoicesSection')}</h2>
      {!documents && <LoadingBlock label={t('invoicesLoading')} />}
      {documents?.status === 'error' && (
        <div role="alert" className="admin-list-error">
          <p>{t('invoicesError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('invoicesRetry')}
          </Button>
        </div>
      )}
      {documents?.status === 'success' && documents.data.length === 0 && <p className="admin-muted">{t('noInvoice')}</p>}
      {documents?.status === 'success' && documents.data.length > 0 && (
        <ul className="orders-plain-list orders-invoices">
          {documents.data.map((document) => (
            <li key={document.number}>
              <span>
                {t('documentLine', { kind: t(`kind_${document.kind}`), number: document.number, date: format.dateTime(document.issued_at), amount: format.euro(document.total) })}
                {document.invoice_number && <> {t('creditOf', { number: document.invoice_number })}</>}
              </span>{' '}
              <Button
                variant="secondary"
                busy={busy === document.number}
                onClick={() => void download(document.number)}
                aria-label={t(document.kind === 'invoice' ? 'downloadInvoice' : 'downloadCreditNote', { number: document.number })}
              >
                {t('download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
