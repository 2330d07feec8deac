/** Server calls of the orders and returns pages; the server refuses each without an admin token. */
import type {
  AdminOrderDetail,
  AdminOrderQuery,
  AdminOrderSummary,
  AdminReturnDetail,
  AdminReturnQuery,
  AdminReturnSummary,
  InvoiceDocument,
  ItemAnswer,
  ListAnswer,
  OrderStatus,
  OrderStatusBody,
  PagedAnswer,
  ReturnApproveBody,
  ReturnRejectBody,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchOrders(query: AdminOrderQuery): Promise<PagedAnswer<AdminOrderSummary>> {
  const { data } = await api().get<PagedAnswer<AdminOrderSummary>>('/admin/orders', { params: query });
  return data;
}

export async function fetchOrder(number: string): Promise<AdminOrderDetail> {
  const { data } = await api().get<ItemAnswer<AdminOrderDetail>>(`/admin/orders/${encodeURIComponent(number)}`);
  return data.data;
}

/**
 * Moves an order one step of ORDER_TRANSITIONS; answers the order as it now is. `pickupCode`: the code the customer
 * shows when a collection is handed over (`delivered`); the server checks it (422 pickup_code_wrong).
 */
export async function moveOrder(number: string, status: OrderStatus, pickupCode?: string): Promise<AdminOrderDetail> {
  // The contract's body does not name the code yet: the route takes it beside the status.
  const body: OrderStatusBody & { pickup_code?: string } = pickupCode === undefined ? { status } : { status, pickup_code: pickupCode };
  const { data } = await api().post<ItemAnswer<AdminOrderDetail>>(`/admin/orders/${encodeURIComponent(number)}/status`, body);
  return data.data;
}

export async function fetchReturns(query: AdminReturnQuery): Promise<PagedAnswer<AdminReturnSummary>> {
  const { data } = await api().get<PagedAnswer<AdminReturnSummary>>('/admin/returns', { params: query });
  return data;
}

export async function fetchReturn(id: number): Promise<AdminReturnDetail> {
  const { data } = await api().get<ItemAnswer<AdminReturnDetail>>(`/admin/returns/${id}`);
  return data.data;
}

export async function approveReturn(id: number, reason: string): Promise<AdminReturnDetail> {
  const body: ReturnApproveBody = reason.trim() ? { reason: reason.trim() } : {};
  const { data } = await api().post<ItemAnswer<AdminReturnDetail>>(`/admin/returns/${id}/approve`, body);
  return data.data;
}

export async function rejectReturn(id: number, reason: string): Promise<AdminReturnDetail> {
  const body: ReturnRejectBody = { reason: reason.trim() };
  const { data } = await api().post<ItemAnswer<AdminReturnDetail>>(`/admin/returns/${id}/reject`, body);
  return data.data;
}

export async function receiveReturn(id: number): Promise<AdminReturnDetail> {
  const { data } = await api().post<ItemAnswer<AdminReturnDetail>>(`/admin/returns/${id}/receive`);
  return data.data;
}

/** Refunds a received return; the server decides the amount and the way back (provider or bank transfer). */
export async function refundReturn(id: number): Promise<AdminReturnDetail> {
  const { data } = await api().post<ItemAnswer<AdminReturnDetail>>(`/admin/returns/${id}/refund`);
  return data.data;
}

/** The customer's photo of a return, read with the admin's token (an <img> alone could not send it). */
export async function fetchReturnPhoto(id: number): Promise<Blob> {
  const { data } = await api().get<Blob>(`/returns/${id}/photo`, { responseType: 'blob' });
  return data;
}

/** The order's invoice and credit notes, in order of issue. */
export async function fetchInvoices(orderNumber: string): Promise<InvoiceDocument[]> {
  const { data } = await api().get<ListAnswer<InvoiceDocument>>(`/admin/orders/${encodeURIComponent(orderNumber)}/invoices`);
  return data.data;
}

/** The PDF, read with the admin's token (a plain link would carry none). */
export async function fetchInvoicePdf(orderNumber: string, number: string): Promise<Blob> {
  const { data } = await api().get<Blob>(`/admin/orders/${encodeURIComponent(orderNumber)}/invoices/${encodeURIComponent(number)}`, { responseType: 'blob' });
  return data;
}
