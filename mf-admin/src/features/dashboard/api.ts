/** The dashboard's server call; the server refuses it without an admin token. */
import type { AdminDashboard, AdminDashboardQuery, ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/** The period's figures; without dates, the server's default period (the last 30 days). */
export async function fetchDashboard(query: AdminDashboardQuery): Promise<AdminDashboard> {
  const { data } = await api().get<ItemAnswer<AdminDashboard>>('/admin/dashboard', { params: query });
  return data.data;
}
