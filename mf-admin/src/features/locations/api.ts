/** The locations page's server calls (admin token required). */
import type { AdminLocation, AdminLocationInput, ItemAnswer, ListAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchAdminLocations(): Promise<AdminLocation[]> {
  const { data } = await api().get<ListAnswer<AdminLocation>>('/admin/locations');
  return data.data;
}

export async function createLocation(location: AdminLocationInput): Promise<AdminLocation> {
  const { data } = await api().post<ItemAnswer<AdminLocation>>('/admin/locations', location);
  return data.data;
}

export async function updateLocation(id: number, location: AdminLocationInput): Promise<AdminLocation> {
  const { data } = await api().put<ItemAnswer<AdminLocation>>(`/admin/locations/${id}`, location);
  return data.data;
}

export async function deleteLocation(id: number): Promise<void> {
  await api().delete(`/admin/locations/${id}`);
}
