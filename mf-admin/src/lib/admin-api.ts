/** The admin panel's server calls; every one is refused by the server without an admin token. */
import {
  COMPARE_CONFIG_TYPE,
  type CompanySettings,
  type CompanySettingsUpdate,
  type ItemAnswer,
  type ListAnswer,
  type LoginBody,
  type Order,
  type OrderStatus,
  type ReturnRequest,
  type ReturnStatus,
  type SessionAnswer,
} from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function adminLogin(body: LoginBody): Promise<SessionAnswer['data']> {
  const { data } = await api().post<SessionAnswer>('/auth/login', body);
  return data.data;
}

export async function fetchSettings(): Promise<CompanySettings> {
  const { data } = await api().get<ItemAnswer<CompanySettings>>('/admin/company-settings');
  return data.data;
}

export async function saveSettings(update: CompanySettingsUpdate): Promise<CompanySettings> {
  const { data } = await api().put<ItemAnswer<CompanySettings>>('/admin/company-settings', update);
  return data.data;
}

/** Whether the compare feature (website_config type 43) is on. */
export function isCompareOn(settings: Pick<CompanySettings, 'website_config'>): boolean {
  return settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
}

export async function fetchOrders(status: OrderStatus | '', page: number): Promise<{ data: Order[]; total: number; page_size: number }> {
  const { data } = await api().get<{ data: Order[]; total: number; page_size: number }>('/admin/orders', {
    params: { ...(status ? { status } : {}), page, page_size: 20 },
  });
  return data;
}

export async function moveOrder(number: string, status: OrderStatus): Promise<Order> {
  const { data } = await api().post<ItemAnswer<Order>>(`/admin/orders/${number}/status`, { status });
  return data.data;
}

export async function fetchReturns(status: ReturnStatus | ''): Promise<ReturnRequest[]> {
  const { data } = await api().get<ListAnswer<ReturnRequest>>('/admin/returns', { params: status ? { status } : {} });
  return data.data;
}

export async function moveReturn(id: number, status: ReturnStatus): Promise<ReturnRequest> {
  const { data } = await api().post<ItemAnswer<ReturnRequest>>(`/admin/returns/${id}/status`, { status });
  return data.data;
}
