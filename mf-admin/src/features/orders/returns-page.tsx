import { Link } from 'react-router-dom';
import { RETURN_TRANSITIONS, type AdminReturnQuery, type AdminReturnSort, type AdminReturnSummary, type ReturnStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchReturns } from './api';
import { useFormats } from './format';
import { ordersMessages } from './messages';
import './orders.css';

const STATUSES = Object.keys(RETURN_TRANSITIONS) as ReturnStatus[];
export const returnLabel = (status: ReturnStatus) => `return_${status}` as const;

const RETURNS = defineAdminList<AdminReturnSummary, AdminReturnSort>((query) => fetchReturns(query as AdminReturnQuery), { sort: 'date', dir: 'desc' }, [
    'status',
  ]);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const returnsLoader = RETURNS.loader;

/** /admin-panel/returns: the customers' return requests, by status, searched, sorted; each opens to be handled. */
export function ReturnsPage() {
  const t = useT(ordersMessages);
  const format = useFormats();
  const list = RETURNS.use();

  return (
    <section className="admin-page" data-boundary="admin-orders">
      <h1>{t('returns')}</h1>
      <p className="admin-page__intro">{t('returnsIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchReturns')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="status"
          label={t('filterStatus')}
          allLabel={t('allStatuses')}
          options={STATUSES.map((status) => [status, t(returnLabel(status))] as const)}
        />
      </div>
      <AdminListBody list={list} empty={t('noReturns')}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <th scope="col">{t('colReturn')}</th>
                <SortHeader list={list} sortKey="date">
                  {t('colDate')}
                </SortHeader>
                <th scope="col">{t('colNumber')}</th>
                <th scope="col">{t('colCustomer')}</th>
                <th scope="col">{t('colBooks')}</th>
                <SortHeader list={list} sortKey="amount">
                  {t('colAmount')}
                </SortHeader>
                <th scope="col">{t('colPhoto')}</th>
                <th scope="col">{t('colStatus')}</th>
              </>
            }
          >
            {rows.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">
                  <Link to={`/admin-panel/returns/${entry.id}`}>{t('returnLink', { id: entry.id })}</Link>
                </th>
                <td>{format.dateTime(entry.created_at)}</td>
                <td>
                  <Link to={`/admin-panel/orders/${entry.order_number}`}>{entry.order_number}</Link>
                </td>
                <td>
                  <span className="orders-cell__name">{entry.customer_name}</span>
                  <span className="orders-cell__email">{entry.email}</span>
                </td>
                <td>{t('itemCount', { count: entry.item_count })}</td>
                <td>{format.euro(entry.amount)}</td>
                <td>{t(entry.photo ? 'withPhoto' : 'withoutPhoto')}</td>
                <td>{t(returnLabel(entry.status))}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
    </section>
  );
}
