import { useState } from 'react';
import { ORDER_TRANSITIONS, type OrderStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, notify, Price, useAsync } from '@bookshop/ui';
import { fetchOrders, moveOrder } from '../../lib/admin-api';
import { adminMessages } from '../../messages';
import { NextStep } from './status-select';

const STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];
export const orderLabel = (status: OrderStatus) => `order_${status}` as const;

/** /admin-panel/orders: the shop's orders by status, each moved along its allowed steps. */
export function OrdersPage() {
  const t = useT(adminMessages);
  const language = useRootStore((s) => s.language);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useAsync(() => fetchOrders(status, page), [status, page]);
  const date = (iso: string) => new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.page_size)) : 1;

  const move = async (number: string, to: OrderStatus) => {
    try {
      await moveOrder(number, to);
      notify.success(t('moved', { number, status: t(orderLabel(to)) }));
      orders.reload();
    } catch {
      notify.error(t('moveFailed'));
      orders.reload();
    }
  };

  return (
    <section className="admin-page">
      <h1>{t('orders')}</h1>
      <p className="admin-page__intro">{t('ordersIntro')}</p>
      <label className="admin-filter">
        <span>{t('filterStatus')}</span>
        <select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('allStatuses')}</option>
          {STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {t(orderLabel(entry))}
            </option>
          ))}
        </select>
      </label>
      {orders.status === 'loading' && <LoadingBlock />}
      {orders.status === 'error' && (
        <div role="alert">
          <p>{t('listError')}</p>
          <Button onClick={orders.reload}>{t('retry')}</Button>
        </div>
      )}
      {orders.status === 'success' && orders.data.data.length === 0 && <p>{t('noOrders')}</p>}
      {orders.status === 'success' && orders.data.data.length > 0 && (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('colNumber')}</th>
                <th scope="col">{t('colDate')}</th>
                <th scope="col">{t('colCustomer')}</th>
                <th scope="col">{t('colTotal')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colAction')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.data.map((order) => (
                <tr key={order.number}>
                  <th scope="row">{order.number}</th>
                  <td>{date(order.created_at)}</td>
                  <td>{order.email}</td>
                  <td>
                    <Price priceTtc={order.total} />
                  </td>
                  <td>{t(orderLabel(order.status))}</td>
                  <td>
                    <NextStep label={`${t('colAction')} ${order.number}`} next={ORDER_TRANSITIONS[order.status]} labelOf={orderLabel} onMove={(to) => move(order.number, to)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="admin-pager" aria-label={t('pageOf', { page, pages })}>
            <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previousPage')}
            </Button>
            <span>{t('pageOf', { page, pages })}</span>
            <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('nextPage')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
