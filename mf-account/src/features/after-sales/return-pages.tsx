import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { Order, ReturnRequest, ReturnStatus } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, Price, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { fetchMyOrder } from '../../lib/api';
import { fetchMyReturn, fetchMyReturns } from './api';
import { afterSalesMessages } from './messages';
import { useDateFormat } from '../orders/order-status';
import { ReturnWindowNote } from '../rights/return-window';
import { rightsMessages } from '../rights/messages';
import { ReturnForm } from './return-form';
import { ReturnPhotoView } from './return-photo';

type Messages = typeof afterSalesMessages.fr;
const RETURN_STATUS: Record<ReturnStatus, keyof Messages> = {
  requested: 'returnStatus_requested',
  approved: 'returnStatus_approved',
  rejected: 'returnStatus_rejected',
  received: 'returnStatus_received',
  refunded: 'returnStatus_refunded',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT(afterSalesMessages);
  return <span className={`order-status order-status--return-${status}`}>{t(RETURN_STATUS[status])}</span>;
}

/** A page's read that failed: "not found" for a number that is not the customer's, else an error with Retry. */
function LoadFailed({ error, missing }: { error: unknown; missing: keyof Messages }) {
  const t = useT(afterSalesMessages);
  const retry = useRetry();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="account-form" role="alert">
      <p>{notFound ? t(missing) : t('serverError')}</p>
      {!notFound && <Button onClick={retry}>{t('retry')}</Button>}
    </div>
  );
}

/** The client loader of /add_refund_return/:order_id: the order. */
export function addReturnLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<Order>> {
  return settle(fetchMyOrder(params.order_id ?? ''), request);
}

/** /add_refund_return/:order_id (login required): a new return on a delivered order. */
export function AddReturnPage() {
  const t = useT(afterSalesMessages);
  const { order_id: number = '' } = useParams();
  usePageMeta({ title: t('addReturnTitle', { number }), canonicalPath: `/add_refund_return/${number}` });
  const order = useLoaderData<Settled<Order> | undefined>();
  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('addReturnTitle', { number })}</h1>
      {!order && <LoadingBlock />}
      {order?.status === 'error' && <LoadFailed error={order.error} missing="orderNotFound" />}
      {order?.status === 'success' &&
        (order.data.status === 'delivered' ? (
          // The period is said before the form, and instead of it once over (the server refuses it then).
          order.data.return_window && !order.data.return_window.open ? (
            <ReturnWindowNote window={order.data.return_window} />
          ) : (
            <>
              <p className="account-form-page__intro">{t('addReturnIntro')}</p>
              {order.data.return_window && <ReturnWindowNote window={order.data.return_window} />}
              <ReturnForm order={order.data} />
            </>
          )
        ) : (
          <p className="account-form">{t('returnNotDelivered')}</p>
        ))}
    </section>
  );
}

/** The client loader of /edit_refund_return?id=…: the return and its order. */
export function editReturnLoader({ request }: LoaderFunctionArgs): Promise<Settled<{ request: ReturnRequest; order: Order }>> {
  const id = Number(new URL(request.url).searchParams.get('id'));
  const read = async () => {
    const asked = await fetchMyReturn(id);
    return { request: asked, order: await fetchMyOrder(asked.order_number) };
  };
  return settle(read(), request);
}

/**
 * /edit_refund_return?id=… (login required): changes a return while the shop has not handled it yet, on the terms of
 * its creation: the order delivered and its return period open (the server refuses any change otherwise).
 */
export function EditReturnPage() {
  const t = useT(afterSalesMessages);
  const tr = useT(rightsMessages);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  usePageMeta({ title: t('editReturnTitle', { id }), canonicalPath: '/edit_refund_return' });
  const loaded = useLoaderData<Settled<{ request: ReturnRequest; order: Order }> | undefined>();
  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('editReturnTitle', { id })}</h1>
      {!loaded && <LoadingBlock />}
      {loaded?.status === 'error' && <LoadFailed error={loaded.error} missing="returnNotFound" />}
      {loaded?.status === 'success' &&
        (loaded.data.request.status !== 'requested' ? (
          <p className="account-form">{t('returnLocked')}</p>
        ) : loaded.data.order.status !== 'delivered' ? (
          <p className="account-form">{tr('returnEditNotDelivered')}</p>
        ) : loaded.data.order.return_window && !loaded.data.order.return_window.open ? (
          <p className="account-form return-window return-window--closed" role="status">
            {tr('returnEditClosed')}
          </p>
        ) : (
          <>
            {loaded.data.order.return_window && <ReturnWindowNote window={loaded.data.order.return_window} />}
            <ReturnForm
              order={loaded.data.order}
              editing={{
                id,
                reason: loaded.data.request.reason,
                photo: loaded.data.request.photo,
                items: loaded.data.request.items.map((item) => ({ articleId: item.article_id, quantity: item.quantity })),
              }}
            />
          </>
        ))}
    </section>
  );
}

function ReturnSummary({ request }: { request: ReturnRequest }) {
  const format = useDateFormat();
  return (
    <>
      <p>
        <ReturnStatusBadge status={request.status} /> <time dateTime={request.created_at}>{format(request.created_at)}</time>
      </p>
      <ul className="follow-order__lines">
        {request.items.map((item) => (
          <li key={item.article_id}>
            {item.title} × {item.quantity}
            <Price priceTtc={item.unit_price} quantity={item.quantity} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The client loader of /refund_return: the customer's returns. */
export function returnsLoader({ request }: LoaderFunctionArgs): Promise<Settled<ReturnRequest[]>> {
  return settle(fetchMyReturns(), request);
}

/** /refund_return (login required): the customer's return requests. */
export function ReturnsPage() {
  const t = useT(afterSalesMessages);
  usePageMeta({ title: t('returnsTitle'), canonicalPath: '/refund_return' });
  const returns = useLoaderData<Settled<ReturnRequest[]> | undefined>();
  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('returnsTitle')}</h1>
      <p className="account-form-page__intro">{t('returnsIntro')}</p>
      {!returns && <LoadingBlock />}
      {returns?.status === 'error' && <LoadFailed error={returns.error} missing="returnNotFound" />}
      {returns?.status === 'success' && returns.data.length === 0 && (
        <div className="wishlist-page__empty">
          <p>{t('noReturns')}</p>
          <Link to="/ordertracking">{t('ordersTitle')}</Link>
        </div>
      )}
      {returns?.status === 'success' && returns.data.length > 0 && (
        <ul className="returns-list">
          {returns.data.map((request) => (
            <li key={request.id} className="follow-order">
              <h2>
                <Link to={`/refund_return/${request.id}`}>{t('returnOf', { id: request.id, number: request.order_number })}</Link>
              </h2>
              <ReturnSummary request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The client loader of /refund_return/:returnId: the return. */
export function returnDetailLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<ReturnRequest>> {
  return settle(fetchMyReturn(Number(params.returnId)), request);
}

/** /refund_return/:returnId (login required): one return, its books, reason, photo and every step with its time. */
export function ReturnDetailPage() {
  const t = useT(afterSalesMessages);
  const { returnId = '' } = useParams();
  const id = Number(returnId);
  usePageMeta({ title: t('returnOf', { id, number: '' }), canonicalPath: `/refund_return/${id}` });
  const format = useDateFormat();
  const request = useLoaderData<Settled<ReturnRequest> | undefined>();
  return (
    <section className="orders-page" data-boundary="account">
      {request?.status === 'success' ? <h1>{t('returnOf', { id, number: request.data.order_number })}</h1> : <h1>{t('returnsTitle')}</h1>}
      {!request && <LoadingBlock />}
      {request?.status === 'error' && <LoadFailed error={request.error} missing="returnNotFound" />}
      {request?.status === 'success' && (
        <div className="follow-order">
          <ReturnSummary request={request.data} />
          <h2>{t('returnReason')}</h2>
          <p className="return-reason">{request.data.reason}</p>
          {request.data.photo && (
            <>
              <h2>{t('returnPhotoTitle')}</h2>
              <ReturnPhotoView returnId={id} />
            </>
          )}
          <h2>{t('timelineTitle')}</h2>
          <ol className="order-timeline">
            {request.data.events.map((event, index) => (
              <li key={`${event.status}-${index}`}>
                <strong>{t(RETURN_STATUS[event.status])}</strong>
                <time dateTime={event.at}>{format(event.at, true)}</time>
              </li>
            ))}
          </ol>
          {request.data.status === 'requested' && (
            <p>
              <Link className="bk-button bk-button--secondary" to={`/edit_refund_return?id=${id}`}>
                {t('editReturn')}
              </Link>
            </p>
          )}
        </div>
      )}
      <p>
        <Link to="/refund_return">{t('returnsTitle')}</Link>
      </p>
    </section>
  );
}
