/** Calls for an order's invoice and credit notes: the customer's (bearer) and a visitor's (the order's number and email). */
import type { InvoiceDocument, ListAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** A downloaded document and the name the server gave it (`{number}.pdf`). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const fileOf = (response: { data: Blob; headers: Record<string, unknown> }, number: string): DownloadedFile => ({
  blob: response.data,
  filename: /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? `${number}.pdf`,
});

export async function fetchOrderInvoices(orderNumber: string): Promise<InvoiceDocument[]> {
  const { data } = await api().get<ListAnswer<InvoiceDocument>>(`/orders/${encodeURIComponent(orderNumber)}/invoices`);
  return data.data;
}

/** The PDF is served only with the bearer token, which a plain link cannot send: it is fetched as a blob. */
export async function downloadOrderInvoice(orderNumber: string, number: string): Promise<DownloadedFile> {
  const response = await api().get<Blob>(`/orders/${encodeURIComponent(orderNumber)}/invoices/${encodeURIComponent(number)}`, { responseType: 'blob' });
  return fileOf(response as { data: Blob; headers: Record<string, unknown> }, number);
}

export async function fetchTrackedInvoices(orderNumber: string, email: string): Promise<InvoiceDocument[]> {
  const { data } = await api().post<ListAnswer<InvoiceDocument>>('/orders/track/invoices', { number: orderNumber, email });
  return data.data;
}

/** A visitor's download: the order's number and email go in the body, never in an address a log or history keeps. */
export async function downloadTrackedInvoice(orderNumber: string, email: string, number: string): Promise<DownloadedFile> {
  const response = await api().post<Blob>(`/orders/track/invoices/${encodeURIComponent(number)}`, { number: orderNumber, email }, { responseType: 'blob' });
  return fileOf(response as { data: Blob; headers: Record<string, unknown> }, number);
}
