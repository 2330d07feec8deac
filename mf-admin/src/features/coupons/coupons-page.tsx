import { useCallback, useEffect, useState } from 'react';
import { COUPON_KINDS, type AdminCouponRow, type AdminCouponSort, type CouponStatus } from '@bookshop/contracts';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { AdminListBody, AdminSearch, AdminTable, ListFilter, SortHeader, defineAdminList } from '../../lib/admin-list';
import { adminMessages } from '../../messages';
import { deactivateCoupon, fetchCoupons } from './api';
import { CouponForm } from './coupon-form';
import { couponMessages } from './messages';
import './coupons.css';

const STATUSES: readonly CouponStatus[] = ['active', 'scheduled', 'expired', 'exhausted', 'inactive'];

const COUPONS = defineAdminList<AdminCouponRow, AdminCouponSort>(fetchCoupons, { sort: 'created_at', dir: 'desc' }, ['status']);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const couponsLoader = COUPONS.loader;

/** /admin-panel/coupons: the shop's coupon codes with their status and uses, the form that makes and edits them, and deactivation. */
export function CouponsPage() {
  const t = useT(couponMessages);
  const ta = useT(adminMessages);
  const language = useLanguage();
  const list = COUPONS.use();
  const [editing, setEditing] = useState<{ coupon: AdminCouponRow | null } | null>(null);
  const [deactivating, setDeactivating] = useState<number | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const title = t('title');
  useEffect(() => {
    document.title = `${title} — ${ta('panelTitle')}`;
  }, [title, ta]);
  const locale = localeOf(language);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const euro = (value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
  const statusText = (status: CouponStatus) => t(`status_${status}`);

  const discount = (coupon: AdminCouponRow) => {
    const off = coupon.kind === COUPON_KINDS[0] ? t('percentOff', { value: coupon.value }) : t('amountOff', { value: euro(coupon.value) });
    return coupon.min_basket > 0 ? `${off} · ${t('minimumNote', { amount: euro(coupon.min_basket) })}` : off;
  };
  const validity = (coupon: AdminCouponRow) => {
    if (coupon.starts_at && coupon.ends_at) return t('fromUntil', { from: date(coupon.starts_at), until: date(coupon.ends_at) });
    if (coupon.starts_at) return t('from', { date: date(coupon.starts_at) });
    if (coupon.ends_at) return t('until', { date: date(coupon.ends_at) });
    return t('always');
  };
  const deactivate = async (coupon: AdminCouponRow) => {
    setDeactivating(coupon.id);
    try {
      await deactivateCoupon(coupon.id);
      notify.success(t('deactivated', { name: coupon.code }));
      list.state.reload();
    } catch {
      notify.error(t('deactivateFailed'));
    } finally {
      setDeactivating(null);
    }
  };

  return (
    <section className="admin-page coupons-page">
      <h1>{t('title')}</h1>
      <p className="admin-page__intro">{t('intro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={ta('search')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter list={list} name="status" label={t('statusFilter')} allLabel={t('statusAll')} options={STATUSES.map((status) => [status, statusText(status)] as const)} />
        <Button onClick={() => setEditing({ coupon: null })}>{t('add')}</Button>
      </div>
      <AdminListBody list={list} empty={t('empty')}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <SortHeader list={list} sortKey="code">
                  {t('colCode')}
                </SortHeader>
                <th scope="col">{t('colDiscount')}</th>
                <th scope="col">{t('colValidity')}</th>
                <th scope="col">{t('colUses')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('actions')}</th>
              </>
            }
          >
            {rows.map((coupon) => (
              <tr key={coupon.id}>
                <th scope="row">{coupon.code}</th>
                <td>{discount(coupon)}</td>
                <td>{validity(coupon)}</td>
                <td>
                  {coupon.max_uses === null ? coupon.uses : t('usesOf', { uses: coupon.uses, max: coupon.max_uses })}
                  {coupon.max_uses_per_customer !== null && <span className="admin-muted"> · {t('perCustomer', { count: coupon.max_uses_per_customer })}</span>}
                </td>
                <td>
                  <span className={`coupon-status coupon-status--${coupon.status}`}>{statusText(coupon.status)}</span>
                </td>
                <td className="coupon-actions">
                  <Button variant="ghost" aria-label={t('editNamed', { name: coupon.code })} onClick={() => setEditing({ coupon })}>
                    {t('edit')}
                  </Button>
                  {coupon.active && (
                    <Button
                      variant="ghost"
                      aria-label={t('deactivateNamed', { name: coupon.code })}
                      busy={deactivating === coupon.id}
                      onClick={() => void deactivate(coupon)}
                    >
                      {t('deactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      {editing && (
        <CouponForm
          coupon={editing.coupon}
          onClose={close}
          onSaved={(saved, created) => {
            setEditing(null);
            notify.success(t(created ? 'created' : 'saved', { name: saved.code }));
            list.state.reload();
          }}
        />
      )}
    </section>
  );
}
