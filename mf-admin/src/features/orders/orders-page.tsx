import { Link } from 'react-router-dom';
import { ORDER_TRANSITIONS, type AdminOrderQuery, type AdminOrderSort, type AdminOrderSummary, type OrderStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchOrders } from './api';
import { useFormats } from './format';
import { ordersMessages } from './messages';
import { OrderNextStep, orderLabel } from './status-select';
import './orders.css';

const STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

const ORDERS = defineAdminList<AdminOrderSummary, AdminOrderSort>((query) => fetchOrders(query as AdminOrderQuery), { sort: 'date', dir: 'desc' }, [
    'status',
    'from',
    'to',
  ]);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const ordersLoader = ORDERS.loader;

/** /admin-panel/orders: the shop's orders, filtered by status and placement day, searched, sorted, each moved a step. */
export function OrdersPage() {
  const t = useT(ordersMessages);
  const format = useFormats();
  const list = ORDERS.use();
  const { filters } = list.query;

  return (
    <section className="admin-page" data-boundary="admin-orders">
      <h1>{t('orders')}</h1>
      <p className="admin-page__intro">{t('ordersIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchOrders')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="status"
          label={t('filterStatus')}
          allLabel={t('allStatuses')}
          options={STATUSES.map((status) => [status, t(orderLabel(status))] as const)}
        />
        {/* Each bound limits the other, so the server is never asked for a period that ends before it starts. */}
        <label className="admin-search">
          <span>{t('filterFrom')}</span>
          <input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => list.setFilter('from', event.target.value)} />
        </label>
        <label className="admin-search">
          <span>{t('filterTo')}</span>
          <input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => list.setFilter('to', event.target.value)} />
        </label>
      </div>
      <AdminListBody list={list} empty={t('noOrders')}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <th scope="col">{t('colNumber')}</th>
                <SortHeader list={list} sortKey="date">
                  {t('colDate')}
                </SortHeader>
                <th scope="col">{t('colCustomer')}</th>
                <SortHeader list={list} sortKey="total">
                  {t('colTotal')}
                </SortHeader>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colAction')}</th>
              </>
            }
          >
            {rows.map((order) => (
              <tr key={order.number}>
                <th scope="row">
                  <Link to={`/admin-panel/orders/${order.number}`}>{order.number}</Link>
                </th>
                <td>{format.dateTime(order.created_at)}</td>
                <td>
                  {order.customer_name && <span className="orders-cell__name">{order.customer_name}</span>}
                  <span className="orders-cell__email">{order.email}</span>
                </td>
                <td>
                  {format.euro(order.total)}
                  <span className="orders-cell__count">{t('itemCount', { count: order.item_count })}</span>
                </td>
                <td>{t(orderLabel(order.status, order.pickup_location !== null))}</td>
                <td>
                  <OrderNextStep number={order.number} status={order.status} collected={order.pickup_location !== null} onMoved={() => list.state.reload()} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
    </section>
  );
}
