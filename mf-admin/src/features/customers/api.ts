/** The server calls of the customers feature (customers, newsletter, contact messages, reviews, audit log). */
import type {
  AdminContactMessage,
  AdminCustomer,
  AdminCustomerDetail,
  AdminListQuery,
  AdminNewsletterSubscriber,
  AdminReview,
  AuditLogEntry,
  ItemAnswer,
  ListAnswer,
  PagedAnswer,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** What `useAdminList` hands a reader: the list's query and its extra filters. */
export type ListParams = AdminListQuery & Record<string, string | number | undefined>;

const paged = async <T>(path: string, params: Record<string, string | number | undefined>): Promise<PagedAnswer<T>> =>
  (await api().get<PagedAnswer<T>>(path, { params })).data;

const item = async <T>(request: Promise<{ data: ItemAnswer<T> }>): Promise<T> => (await request).data.data;

export const fetchCustomers = (query: ListParams) => paged<AdminCustomer>('/admin/customers', query);

export const fetchCustomer = (id: number) => item(api().get<ItemAnswer<AdminCustomerDetail>>(`/admin/customers/${id}`));

export const disableCustomer = (id: number, reason: string) =>
  item(api().post<ItemAnswer<AdminCustomerDetail>>(`/admin/customers/${id}/disable`, { reason }));

export const enableCustomer = (id: number) => item(api().post<ItemAnswer<AdminCustomerDetail>>(`/admin/customers/${id}/enable`));

export const fetchSubscribers = (query: ListParams) => paged<AdminNewsletterSubscriber>('/admin/newsletter', query);

export const unsubscribe = (id: number) => item(api().delete<ItemAnswer<{ id: number }>>(`/admin/newsletter/${id}`));

/**
 * The subscribers as CSV, fetched with the admin's bearer token (a plain link would carry none). The file name is the
 * server's when its Content-Disposition can be read, a dated one otherwise.
 */
export async function downloadSubscribersCsv(q: string): Promise<{ blob: Blob; filename: string }> {
  const response = await api().get<Blob>('/admin/newsletter/export.csv', { params: q ? { q } : {}, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `newsletter-${new Date().toISOString().slice(0, 10)}.csv`;
  return { blob: response.data, filename };
}

export const fetchMessages = (query: ListParams) => paged<AdminContactMessage>('/admin/contact-messages', query);

export const setMessageHandled = (id: number, handled: boolean) =>
  item(api().post<ItemAnswer<AdminContactMessage>>(`/admin/contact-messages/${id}/${handled ? 'handled' : 'unhandled'}`));

export const fetchReviews = (query: ListParams) => paged<AdminReview>('/admin/reviews', query);

export const setReviewHidden = (id: number, hidden: boolean) => item(api().post<ItemAnswer<AdminReview>>(`/admin/reviews/${id}/${hidden ? 'hide' : 'show'}`));

/** The log takes no search text nor sort (always newest first): only its filters and the page. */
export const fetchAuditLog = ({ entity, entity_id, admin_email, page }: ListParams) =>
  paged<AuditLogEntry>('/admin/audit-log', { entity, entity_id, admin_email, page });

export const fetchAuditEntities = async (): Promise<string[]> => (await api().get<ListAnswer<string>>('/admin/audit-log/entities')).data.data;
