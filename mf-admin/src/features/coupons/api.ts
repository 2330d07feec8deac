/** The coupon pages' server calls; admins only, the server checks. */
import type { AdminCouponBody, AdminCouponQuery, AdminCouponRow, ItemAnswer, PagedAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchCoupons(query: AdminCouponQuery): Promise<PagedAnswer<AdminCouponRow>> {
  const { data } = await api().get<PagedAnswer<AdminCouponRow>>('/admin/coupons', { params: query });
  return data;
}

export async function createCoupon(body: AdminCouponBody): Promise<AdminCouponRow> {
  const { data } = await api().post<ItemAnswer<AdminCouponRow>>('/admin/coupons', body);
  return data.data;
}

export async function updateCoupon(id: number, body: AdminCouponBody): Promise<AdminCouponRow> {
  const { data } = await api().put<ItemAnswer<AdminCouponRow>>(`/admin/coupons/${id}`, body);
  return data.data;
}

export async function deactivateCoupon(id: number): Promise<AdminCouponRow> {
  const { data } = await api().post<ItemAnswer<AdminCouponRow>>(`/admin/coupons/${id}/deactivate`);
  return data.data;
}
