import { useState } from 'react';
import type { InvoiceDocument, ListAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, saveFile, useAsync } from '@bookshop/ui';
import { useFormats } from './format';
import { invoiceMessages } from './invoice-messages';

async function fetchInvoices(orderNumber: string): Promise<InvoiceDocument[]> {
  const { data } = await api().get<ListAnswer<InvoiceDocument>>(`/admin/orders/${encodeURIComponent(orderNumber)}/invoices`);
  return data.data;
}

/** The PDF, read with the admin's token (a plain link would carry none). */
async function fetchInvoicePdf(orderNumber: string, number: string): Promise<Blob> {
  const { data } = await api().get<Blob>(`/admin/orders/${encodeURIComponent(orderNumber)}/invoices/${encodeURIComponent(number)}`, { responseType: 'blob' });
  return data;
}

/**
 * The order's invoice and credit notes, in order of issue, each downloadable. `version` changes with the order's
 * history (a payment issues the invoice, a cancellation or refund a credit note): the list is read again then.
 */
export function OrderInvoices({ orderNumber, version }: { orderNumber: string; version: number }) {
  const t = useT(invoiceMessages);
  const format = useFormats();
  const documents = useAsync(() => fetchInvoices(orderNumber), [orderNumber, version]);
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
      {documents.status === 'loading' && <LoadingBlock label={t('invoicesLoading')} />}
      {documents.status === 'error' && (
        <div role="alert" className="admin-list-error">
          <p>{t('invoicesError')}</p>
          <Button variant="secondary" onClick={documents.reload}>
            {t('invoicesRetry')}
          </Button>
        </div>
      )}
      {documents.status === 'success' && documents.data.length === 0 && <p className="admin-muted">{t('noInvoice')}</p>}
      {documents.status === 'success' && documents.data.length > 0 && (
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
