import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { STAFF_REASON_MAX_LENGTH, type AdminCustomerDetail } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, Modal, notify, Price, settle, useRetry, type Settled } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/forms';
import { adminMessages } from '../../messages';
import { ordersMessages } from '../orders/messages';
import { disableCustomer, enableCustomer, fetchCustomer } from './api';
import { AccountBadges } from './customers-page';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';
import { AdminTable } from '../../lib/admin-list';

/** The route's client loader: the customer the address names (a 404 for an id that cannot be one). */
export function customerDetailLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<AdminCustomerDetail>> {
  const customerId = Number(params.id);
  const valid = Number.isInteger(customerId) && customerId > 0;
  return settle(valid ? fetchCustomer(customerId) : Promise.reject(new ApiError(404, 'not_found', 'Not a customer id')), request);
}

/** /admin-panel/customers/:id: one account, its history, and the confirmed disabling or enabling of it. */
export function CustomerDetailPage() {
  const t = useT(customersMessages);
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const customer = useLoaderData() as Settled<AdminCustomerDetail> | null | undefined;
  const retry = useRetry();
  // The answer of a disabling or enabling, with the loaded answer it follows: newer than it until the next load.
  const [changed, setChanged] = useState<{ after: Settled<AdminCustomerDetail>; customer: AdminCustomerDetail } | null>(null);
  const shown = changed && changed.after === customer ? changed.customer : customer?.data;

  return (
    <section className="admin-page customers-detail" data-boundary="admin-customers">
      <p>
        <Link to="/admin-panel/customers">{t('backToCustomers')}</Link>
      </p>
      {!customer && <LoadingBlock />}
      {customer?.status === 'error' && <LoadError error={customer.error} onRetry={retry} />}
      {customer?.status === 'success' && shown && <CustomerView customer={shown} onChange={(next) => setChanged({ after: customer, customer: next })} />}
    </section>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(customersMessages);
  const tAdmin = useT(adminMessages);
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <h1>{t('customerNotFoundTitle')}</h1>
        <p role="alert">{t('customerNotFound')}</p>
      </>
    );
  }
  return (
    <div role="alert" className="admin-list-error">
      <p>{t('customerLoadError')}</p>
      <Button onClick={onRetry}>{tAdmin('retry')}</Button>
    </div>
  );
}

function CustomerView({ customer, onChange }: { customer: AdminCustomerDetail; onChange: (next: AdminCustomerDetail) => void }) {
  const t = useT(customersMessages);
  const tOrders = useT(ordersMessages);
  const date = useDateFormat();
  const day = useDateFormat(true);
  const [dialog, setDialog] = useState<'disable' | 'enable' | null>(null);
  const name = `${customer.first_name} ${customer.last_name}`;

  return (
    <>
      <h1>{name}</h1>
      <p className="customers-detail__badges">
        <AccountBadges customer={customer} />
      </p>
      <dl className="customers-facts">
        <dt>{t('colEmail')}</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a> · {customer.email_verified ? t('emailVerified') : t('emailNotVerified')}
        </dd>
        <dt>{t('phone')}</dt>
        <dd>{customer.phone ?? t('none')}</dd>
        <dt>{t('language')}</dt>
        <dd>{customer.language === 'eng' ? t('languageEnglish') : t('languageFrench')}</dd>
        <dt>{t('colSignedUp')}</dt>
        <dd>{date(customer.created_at)}</dd>
        {customer.disabled_at && (
          <>
            <dt>{t('disabledOn')}</dt>
            <dd>
              {date(customer.disabled_at)}
              {customer.disabled_reason && <> · {t('reasonShown', { reason: customer.disabled_reason })}</>}
            </dd>
          </>
        )}
      </dl>
      <div className="customers-actions">
        {customer.role === 'admin' ? (
          <p className="admin-muted">{t('adminCannotBeDisabled')}</p>
        ) : customer.disabled_at ? (
          <Button onClick={() => setDialog('enable')}>{t('enableAccount')}</Button>
        ) : (
          <Button variant="secondary" onClick={() => setDialog('disable')}>
            {t('disableAccount')}
          </Button>
        )}
        <Link to={`/admin-panel/audit-log?entity=user&entity_id=${customer.id}`}>{t('accountHistory')}</Link>
      </div>

      <h2>{t('addresses')}</h2>
      {customer.addresses.length === 0 ? (
        <p className="admin-empty">{t('noAddresses')}</p>
      ) : (
        <ul className="customers-addresses">
          {customer.addresses.map((address) => (
            <li key={address.id}>
              <strong>{address.title}</strong>
              <address>
                {address.first_name} {address.last_name}
                <br />
                {address.address}
                {address.address_extra && (
                  <>
                    <br />
                    {address.address_extra}
                  </>
                )}
                <br />
                {address.postal_code} {address.city}, {address.country}
                <br />
                {address.phone}
              </address>
            </li>
          ))}
        </ul>
      )}

      <h2>{t('ordersTitle', { count: customer.order_count })}</h2>
      {customer.orders.length === 0 ? (
        <p className="admin-empty">{t('noOrders')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('colOrderNumber')}</th>
                <th scope="col">{t('colDate')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.number}>
                  <th scope="row">{order.number}</th>
                  <td>{day(order.created_at)}</td>
                  <td>{tOrders(`order_${order.status}`)}</td>
                  <td>
                    <Price priceTtc={order.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {customer.order_count > customer.orders.length && <p className="admin-muted">{t('latestOnly', { count: customer.orders.length })}</p>}
        </div>
      )}

      <h2>{t('returnsTitle')}</h2>
      {customer.returns.length === 0 ? (
        <p className="admin-empty">{t('noReturns')}</p>
      ) : (
        <AdminTable
          head={
            <>
              <th scope="col">{t('colReturn')}</th>
              <th scope="col">{t('colOrderNumber')}</th>
              <th scope="col">{t('colDate')}</th>
              <th scope="col">{t('colStatus')}</th>
            </>
          }
        >
          {customer.returns.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{t('returnNumber', { id: entry.id })}</th>
              <td>{entry.order_number}</td>
              <td>{day(entry.created_at)}</td>
              <td>{tOrders(`return_${entry.status}`)}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>{t('reviewsTitle')}</h2>
      {customer.reviews.length === 0 ? (
        <p className="admin-empty">{t('noReviews')}</p>
      ) : (
        <ul className="customers-reviews">
          {customer.reviews.map((review) => (
            <li key={review.id}>
              <p>
                <strong>{review.article_title}</strong> · {t('ratingOutOf5', { rating: review.rating })} · {day(review.created_at)}
                {review.hidden_at && <span className="customers-badge customers-badge--off">{t('hidden')}</span>}
              </p>
              {review.comment && <p className="customers-quote">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}

      <DisableDialog open={dialog === 'disable'} customer={customer} onClose={() => setDialog(null)} onDone={onChange} />
      <EnableDialog open={dialog === 'enable'} customer={customer} onClose={() => setDialog(null)} onDone={onChange} />
    </>
  );
}

interface DialogProps {
  open: boolean;
  customer: AdminCustomerDetail;
  onClose: () => void;
  onDone: (next: AdminCustomerDetail) => void;
}

/** Asks for the reason (kept in the audit log) before disabling: a disabled customer is signed out everywhere at once. */
function DisableDialog({ open, customer, onClose, onDone }: DialogProps) {
  const t = useT(customersMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${customer.first_name} ${customer.last_name}`;

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      onDone(await disableCustomer(customer.id, reason.trim()));
      notify.success(t('disabledDone', { name }));
      close();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.code === 'cannot_disable_admin' ? t('adminCannotBeDisabled') : t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('disableTitle', { name })} onClose={close}>
      <form className="customers-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('disableExplain')}</p>
        <TextAreaField
          label={t('reasonLabel')}
          hint={t('reasonHint', { max: STAFF_REASON_MAX_LENGTH })}
          value={reason}
          maxLength={STAFF_REASON_MAX_LENGTH}
          required
          error={error ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="customers-dialog__actions">
          <Button variant="ghost" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('confirmDisable')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function EnableDialog({ open, customer, onClose, onDone }: DialogProps) {
  const t = useT(customersMessages);
  const [busy, setBusy] = useState(false);
  const name = `${customer.first_name} ${customer.last_name}`;

  const confirm = async () => {
    setBusy(true);
    try {
      onDone(await enableCustomer(customer.id));
      notify.success(t('enabledDone', { name }));
      onClose();
    } catch {
      notify.error(t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('enableTitle', { name })} onClose={onClose}>
      <div className="customers-dialog">
        <p>{t('enableExplain')}</p>
        <div className="customers-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={busy} onClick={() => void confirm()}>
            {t('confirmEnable')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
