import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Order } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, Price, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { fetchMyOrders } from './api';
import { ordersMessages } from './messages';
import { StatusBadge, useDateFormat } from './order-status';

/** The route's client loader: the customer's orders. */
export function ordersLoader({ request }: LoaderFunctionArgs): Promise<Settled<Order[]>> {
  return settle(fetchMyOrders(), request);
}

/** /ordertracking (login required): the customer's orders, newest first, each opening its timeline. */
export function OrdersPage() {
  const t = useT(ordersMessages);
  usePageMeta({ title: t('ordersTitle'), canonicalPath: '/ordertracking' });
  const format = useDateFormat();
  const orders = useLoaderData<Settled<Order[]> | undefined>();
  const retry = useRetry();
  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('ordersTitle')}</h1>
      <p className="account-form-page__intro">{t('ordersIntro')}</p>
      {!orders && <LoadingBlock />}
      {orders?.status === 'error' && (
        <div className="account-form" role="alert">
          <p>{t('serverError')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      )}
      {orders?.status === 'success' && orders.data.length === 0 && (
        <div className="wishlist-page__empty">
          <p>{t('noOrders')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('browseBooks')}
          </Link>
        </div>
      )}
      {orders?.status === 'success' && orders.data.length > 0 && (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('orderNumber')}</th>
              <th scope="col">{t('orderDate')}</th>
              <th scope="col">{t('orderStatus')}</th>
              <th scope="col">{t('orderTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.number}>
                <th scope="row">
                  <Link to={`/followorder/${order.number}`} aria-label={t('seeOrder', { number: order.number })}>
                    {order.number}
                  </Link>
                  <span className="orders-table__items">
                    {order.gift_card_purchase ? t('giftCardOrder') : t('orderItems', { count: order.lines.reduce((sum, line) => sum + line.quantity, 0) })}
                  </span>
                </th>
                <td>{format(order.created_at)}</td>
                <td>
                  <StatusBadge status={order.status} collection={order.pickup !== null} />
                </td>
                <td>
                  <Price priceTtc={order.total} pricedIn={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
