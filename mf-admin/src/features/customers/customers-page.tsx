import { Link } from 'react-router-dom';
import type { AdminCustomer, AdminCustomerSort } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchCustomers } from './api';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

const CUSTOMERS = defineAdminList<AdminCustomer, AdminCustomerSort>(fetchCustomers, { sort: 'created_at', dir: 'desc' }, ['status']);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const customersLoader = CUSTOMERS.loader;

/** /admin-panel/customers: the shop's accounts, searched, sorted and filtered on the server; each opens its page. */
export function CustomersPage() {
  const t = useT(customersMessages);
  const date = useDateFormat(true);
  const list = CUSTOMERS.use();

  return (
    <section className="admin-page" data-boundary="admin-customers">
      <h1>{t('customers')}</h1>
      <p className="admin-page__intro">{t('customersIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchCustomers')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="status"
          label={t('accountStatus')}
          allLabel={t('allAccounts')}
          options={[
            ['active', t('activeAccounts')],
            ['disabled', t('disabledAccounts')],
          ]}
        />
      </div>
      <AdminListBody list={list} empty={t('noCustomers')}>
        {(rows) => (
          <AdminTable
            caption={t('customers')}
            head={
              <>
                <SortHeader list={list} sortKey="name">
                  {t('colName')}
                </SortHeader>
                <SortHeader list={list} sortKey="email">
                  {t('colEmail')}
                </SortHeader>
                <SortHeader list={list} sortKey="created_at">
                  {t('colSignedUp')}
                </SortHeader>
                <SortHeader list={list} sortKey="order_count">
                  {t('colOrders')}
                </SortHeader>
                <th scope="col">{t('colAccount')}</th>
              </>
            }
          >
            {rows.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">
                  <Link to={`/admin-panel/customers/${customer.id}`}>
                    {customer.last_name} {customer.first_name}
                  </Link>
                </th>
                <td>{customer.email}</td>
                <td>{date(customer.created_at)}</td>
                <td>{customer.order_count}</td>
                <td>
                  <AccountBadges customer={customer} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
    </section>
  );
}

/** The account's state as short labels: disabled or active, staff, email not confirmed. */
export function AccountBadges({ customer }: { customer: Pick<AdminCustomer, 'role' | 'disabled_at' | 'email_verified'> }) {
  const t = useT(customersMessages);
  return (
    <span className="customers-badges">
      {customer.disabled_at ? <span className="customers-badge customers-badge--off">{t('disabled')}</span> : <span className="customers-badge">{t('active')}</span>}
      {customer.role === 'admin' && <span className="customers-badge customers-badge--staff">{t('admin')}</span>}
      {!customer.email_verified && <span className="customers-badge customers-badge--muted">{t('unverified')}</span>}
    </span>
  );
}
