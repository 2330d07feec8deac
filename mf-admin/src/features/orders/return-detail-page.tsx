import { useEffect, useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { STAFF_REASON_MAX_LENGTH, type AdminReturnDetail } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, Modal, notify, settle, type Settled } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/forms';
import { approveReturn, fetchReturn, fetchReturnPhoto, receiveReturn, refundReturn, rejectReturn } from './api';
import { useFormats } from './format';
import { ordersMessages, type OrdersKey } from './messages';
import { returnLabel } from './returns-page';
import { orderLabel } from './status-select';
import { useDetail } from './use-detail';
import './orders.css';
import { AdminTable } from '../../lib/admin-list';

/** The server's refusal codes this page explains in its own words. */
const STEP_ERRORS: Partial<Record<string, OrdersKey>> = {
  refund_refused: 'error_refund_refused',
  payment_timeout: 'error_payment_timeout',
  payment_unavailable: 'error_payment_unavailable',
  order_refunded: 'error_order_refunded',
  invalid_transition: 'error_invalid_transition',
};

/** The route's client loader: the return of the address. */
export function returnDetailLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<AdminReturnDetail>> {
  return settle(fetchReturn(Number(params.id)), request);
}

/** /admin-panel/returns/:id: one return to decide on, receive and refund, with its books, photo and history. */
export function ReturnDetailPage() {
  const t = useT(ordersMessages);
  const { loaded: request, reload, replace } = useDetail<AdminReturnDetail>();

  return (
    <section className="admin-page orders-detail" data-boundary="admin-orders">
      <p className="orders-detail__back">
        <Link to="/admin-panel/returns">← {t('backToReturns')}</Link>
      </p>
      {!request && <LoadingBlock />}
      {request?.status === 'error' &&
        (request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 400) ? (
          <p className="admin-empty">{t('returnNotFound')}</p>
        ) : (
          <div role="alert" className="admin-list-error">
            <p>{t('loadError')}</p>
            <Button onClick={reload}>{t('retry')}</Button>
          </div>
        ))}
      {request?.status === 'success' && <ReturnView request={request.data} onChanged={(next) => replace(() => next)} onStale={reload} />}
    </section>
  );
}

interface ViewProps {
  request: AdminReturnDetail;
  /** The return as the server answered after a step. */
  onChanged: (next: AdminReturnDetail) => void;
  /** The return changed on the server meanwhile: read it again. */
  onStale: () => void;
}

function ReturnView({ request, onChanged, onStale }: ViewProps) {
  const t = useT(ordersMessages);
  const format = useFormats();
  const [busy, setBusy] = useState<'approve' | 'reject' | 'receive' | 'refund' | null>(null);

  /** Runs one step; a refusal is told in the page's words, and a return changed meanwhile is read again. */
  const run = async (step: NonNullable<typeof busy>, call: () => Promise<AdminReturnDetail>, done: OrdersKey): Promise<ApiError | null> => {
    setBusy(step);
    try {
      onChanged(await call());
      notify.success(t(done, { id: request.id }));
      return null;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      notify.error(t(STEP_ERRORS[apiError?.code ?? ''] ?? 'stepFailed'));
      if (apiError?.code === 'invalid_transition') onStale();
      return apiError;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <header className="orders-detail__head">
        <div>
          <h1>{t('returnTitle', { id: request.id })}</h1>
          <p className="admin-page__intro">
            <Link to={`/admin-panel/orders/${request.order.number}`}>{t('forOrder', { number: request.order.number })}</Link> ·{' '}
            {t('askedOn', { date: format.dateTime(request.created_at) })} · <strong>{t(returnLabel(request.status))}</strong>
          </p>
        </div>
      </header>

      <div className="orders-detail__grid">
        <section className="orders-card" aria-labelledby="return-customer">
          <h2 id="return-customer">{t('customerSection')}</h2>
          <p>{request.customer ? `${request.customer.first_name} ${request.customer.last_name}` : t('guest')}</p>
          <p>{request.contact_email}</p>
          <p className="admin-muted">
            {t('paymentMethod', { method: t(`method_${request.order.payment_method}`) })} · {t(orderLabel(request.order.status))}
          </p>
        </section>
        <section className="orders-card" aria-labelledby="return-reason">
          <h2 id="return-reason">{t('customerReason')}</h2>
          <p className="orders-quote">{request.reason}</p>
        </section>
        <section className="orders-card" aria-labelledby="return-photo">
          <h2 id="return-photo">{t('photo')}</h2>
          {request.photo ? <ReturnPhoto id={request.id} /> : <p className="admin-muted">{t('noPhoto')}</p>}
        </section>
      </div>

      <section className="orders-section" aria-labelledby="return-books">
        <h2 id="return-books">{t('returnedBooks')}</h2>
        <AdminTable
          head={
            <>
              <th scope="col">{t('colBook')}</th>
              <th scope="col">{t('colQuantity')}</th>
              <th scope="col">{t('colUnitPrice')}</th>
              <th scope="col">{t('colLineTotal')}</th>
            </>
          }
        >
          {request.items.map((item) => (
            <tr key={item.article_id}>
              <th scope="row">{item.title}</th>
              <td>{item.quantity}</td>
              <td>{format.euro(item.unit_price)}</td>
              <td>{format.euro(item.unit_price * item.quantity)}</td>
            </tr>
          ))}
        </AdminTable>
      </section>

      <div className="orders-detail__grid">
        <section className="orders-card" aria-labelledby="return-decision">
          <h2 id="return-decision">{t('decision')}</h2>
          {request.status === 'requested' ? (
            <DecisionForm
              busy={busy}
              onApprove={(reason) => run('approve', () => approveReturn(request.id, reason), 'approved')}
              onReject={(reason) => run('reject', () => rejectReturn(request.id, reason), 'rejected')}
            />
          ) : (
            <p>
              <strong>{t(returnLabel(request.status === 'rejected' ? 'rejected' : 'approved'))}</strong>
              {request.decision_reason && <> — {t('decidedReason', { reason: request.decision_reason })}</>}
            </p>
          )}
          {request.status === 'approved' && (
            <div className="orders-step">
              <h3>{t('reception')}</h3>
              <p className="admin-muted">{t('receiveHint')}</p>
              <Button busy={busy === 'receive'} disabled={busy !== null} onClick={() => void run('receive', () => receiveReturn(request.id), 'received')}>
                {t('receive')}
              </Button>
            </div>
          )}
        </section>
        {request.status !== 'rejected' && (
          <RefundPanel request={request} busy={busy} onRefund={() => run('refund', () => refundReturn(request.id), 'refunded')} />
        )}
      </div>

      <section className="orders-section" aria-labelledby="return-timeline">
        <h2 id="return-timeline">{t('timeline')}</h2>
        <ol className="orders-timeline">
          {request.events.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <strong>{t(returnLabel(event.status))}</strong> <time dateTime={event.at}>{format.dateTime(event.at)}</time>{' '}
              <span className="admin-muted">{event.by ? t('by', { email: event.by }) : t('byCustomer')}</span>
              {event.note && <p className="orders-quote">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

interface DecisionFormProps {
  busy: string | null;
  onApprove: (reason: string) => Promise<ApiError | null>;
  onReject: (reason: string) => Promise<ApiError | null>;
}

/** The reason and the two decisions; rejecting needs a reason, checked here and by the server. */
function DecisionForm({ busy, onApprove, onReject }: DecisionFormProps) {
  const t = useT(ordersMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<OrdersKey | null>(null);

  const decide = async (rejecting: boolean) => {
    if (reason.length > STAFF_REASON_MAX_LENGTH) return setError('reasonTooLong');
    if (rejecting && !reason.trim()) return setError('reasonRequired');
    setError(null);
    const refused = await (rejecting ? onReject(reason) : onApprove(reason));
    if (refused?.field === 'reason') setError(rejecting ? 'reasonRequired' : 'reasonTooLong');
  };

  return (
    <div className="orders-decision">
      <TextAreaField
        label={t('decisionReason')}
        value={reason}
        maxLength={STAFF_REASON_MAX_LENGTH}
        rows={3}
        error={error ? t(error, { max: STAFF_REASON_MAX_LENGTH }) : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="orders-decision__actions">
        <Button busy={busy === 'approve'} disabled={busy !== null} onClick={() => void decide(false)}>
          {t('approve')}
        </Button>
        <Button variant="secondary" busy={busy === 'reject'} disabled={busy !== null} onClick={() => void decide(true)}>
          {t('reject')}
        </Button>
      </div>
    </div>
  );
}

/** The refund: how much, which way the money goes back, and (once received) the button, confirmed first. */
function RefundPanel({ request, busy, onRefund }: { request: AdminReturnDetail; busy: string | null; onRefund: () => Promise<ApiError | null> }) {
  const t = useT(ordersMessages);
  const format = useFormats();
  const [confirming, setConfirming] = useState(false);
  const { refund } = request;
  const amount = format.euro(refund.amount);
  const provider = refund.provider_amount === null ? '' : format.dollars(refund.provider_amount);

  return (
    <section className="orders-card" aria-labelledby="return-refund">
      <h2 id="return-refund">{t('refundSection')}</h2>
      {request.status === 'refunded' ? (
        <>
          <p>
            <strong>{t('refundDone', { amount: format.euro(request.refunded_amount ?? refund.amount) })}</strong>
          </p>
          <p>{t(`refundVia_${refund.method}`, { provider })}</p>
          {refund.provider_status === 'pending' && <p className="admin-muted">{t('refundPending')}</p>}
        </>
      ) : (
        <>
          <p>{t('refundAmount', { amount })}</p>
          <p>{t(`refundWill_${refund.method}`, { provider })}</p>
          {request.status === 'received' ? (
            <Button busy={busy === 'refund'} disabled={busy !== null} onClick={() => setConfirming(true)}>
              {t('refundButton', { amount })}
            </Button>
          ) : (
            <p className="admin-muted">{t('refundLater')}</p>
          )}
        </>
      )}
      <Modal open={confirming} title={t('confirmRefundTitle', { id: request.id })} onClose={() => setConfirming(false)}>
        <p>{t('confirmRefundText', { amount: provider ? `${amount} (${provider})` : amount })}</p>
        <div className="orders-modal__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              void onRefund();
            }}
          >
            {t('confirmRefund')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

/** The customer's photo, read with the admin's token and shown from memory; released when the page leaves it. */
function ReturnPhoto({ id }: { id: number }) {
  const t = useT(ordersMessages);
  const [shown, setShown] = useState<{ id: number; url: string } | { id: number; failed: true } | null>(null);

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    fetchReturnPhoto(id).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setShown({ id, url });
      },
      () => current && setShown({ id, failed: true }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  if (!shown || shown.id !== id) return <LoadingBlock />;
  if ('failed' in shown) return <p className="admin-muted">{t('photoError')}</p>;
  return (
    <a href={shown.url} target="_blank" rel="noreferrer">
      <img className="orders-photo" src={shown.url} alt={t('photoAlt', { id })} />
    </a>
  );
}
