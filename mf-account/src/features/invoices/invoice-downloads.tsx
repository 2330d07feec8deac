import { useState } from 'react';
import type { InvoiceDocument } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, saveFile, useAsync } from '@bookshop/ui';
import { downloadOrderInvoice, downloadTrackedInvoice, fetchOrderInvoices, fetchTrackedInvoices, type DownloadedFile } from './api';
import { invoiceMessages } from './messages';
import './invoices.css';

interface InvoiceListProps {
  /** The order's documents (changes of `orderNumber` load them again). */
  load: () => Promise<InvoiceDocument[]>;
  download: (number: string) => Promise<DownloadedFile>;
  orderNumber: string;
}

/** An order's invoice and credit notes, each with its download button; loading, empty and error states of its own. */
function InvoiceList({ load, download, orderNumber }: InvoiceListProps) {
  const t = useT(invoiceMessages);
  const language = useLanguage();
  const documents = useAsync(load, [orderNumber]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));
  const euros = (amount: number) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(amount);

  const get = async (number: string) => {
    setBusy(number);
    setFailure(null);
    try {
      const { blob, filename } = await download(number);
      saveFile(blob, filename);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? t('downloadTooMany') : t('downloadFailed', { number }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="order-invoices" aria-labelledby={`invoices-${orderNumber}`}>
      <h2 id={`invoices-${orderNumber}`}>{t('invoicesTitle')}</h2>
      {documents.status === 'loading' && <LoadingBlock label={t('invoicesLoading')} />}
      {documents.status === 'error' && (
        <div role="alert">
          <p>{documents.error instanceof ApiError && documents.error.status === 429 ? t('downloadTooMany') : t('invoicesError')}</p>
          <Button variant="secondary" onClick={documents.reload}>
            {t('invoicesRetry')}
          </Button>
        </div>
      )}
      {documents.status === 'success' && documents.data.length === 0 && <p className="order-invoices__empty">{t('invoicesEmpty')}</p>}
      {documents.status === 'success' && documents.data.length > 0 && (
        <ul className="order-invoices__list">
          {documents.data.map((document) => (
            <li key={document.number}>
              <span>
                {t('invoiceLine', { kind: t(`invoiceKind_${document.kind}`), number: document.number, date: date(document.issued_at), amount: euros(document.total) })}
                {document.invoice_number && <> {t('creditOf', { number: document.invoice_number })}</>}
              </span>
              <Button
                variant="secondary"
                busy={busy === document.number}
                onClick={() => void get(document.number)}
                aria-label={t(document.kind === 'invoice' ? 'downloadInvoice' : 'downloadCreditNote', { number: document.number })}
              >
                {t('downloadShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="order-invoices__error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

/** On the customer's order page: their order's documents, with their session. */
export function OrderInvoices({ orderNumber }: { orderNumber: string }) {
  return (
    <InvoiceList
      orderNumber={orderNumber}
      load={() => fetchOrderInvoices(orderNumber)}
      download={(number) => downloadOrderInvoice(orderNumber, number)}
    />
  );
}

/** On /track-order, once a visitor's lookup found the order: its documents, with the number and email they gave. */
export function TrackedOrderInvoices({ orderNumber, email }: { orderNumber: string; email: string }) {
  return (
    <InvoiceList
      orderNumber={orderNumber}
      load={() => fetchTrackedInvoices(orderNumber, email)}
      download={(number) => downloadTrackedInvoice(orderNumber, email, number)}
    />
  );
}
