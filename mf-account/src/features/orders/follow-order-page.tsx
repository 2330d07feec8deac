import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { preorderNote, type Order } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, Price, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { fetchMyOrder } from '../../lib/api';
import { OrderInvoices } from '../invoices/invoice-downloads';
import { ordersMessages } from './messages';
import { ReturnWindowNote, useLastDay } from '../rights/return-window';
import { rightsMessages } from '../rights/messages';
import { OrderTimeline, StatusBadge } from './order-status';
import { OrderPickupSection } from './order-pickup';
import { OrderGiftCardSection } from './order-gift-card';

/** The route's client loader: the order of the address. */
export function followOrderLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<Order>> {
  return settle(fetchMyOrder(params.orderId ?? ''), request);
}

/** /followorder/:orderId (login required): one of the customer's orders, its timeline, books and delivery. */
export function FollowOrderPage() {
  const t = useT(ordersMessages);
  const language = useLanguage();
  const tr = useT(rightsMessages);
  const lastDay = useLastDay();
  const { orderId = '' } = useParams();
  usePageMeta({ title: t('followTitle', { number: orderId }), canonicalPath: `/followorder/${orderId}` });
  const order = useLoaderData<Settled<Order> | undefined>();
  const retry = useRetry();
  const missing = order?.status === 'error' && order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);

  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('followTitle', { number: orderId })}</h1>
      {!order && <LoadingBlock />}
      {order?.status === 'error' && (
        <div className="account-form" role="alert">
          <p>{missing ? t('orderNotFound') : t('serverError')}</p>
          {!missing && <Button onClick={retry}>{t('retry')}</Button>}
        </div>
      )}
      {order?.status === 'success' && (
        <div className="follow-order">
          <p>
            <StatusBadge status={order.data.status} collection={order.data.pickup !== null} />
          </p>
          {order.data.status === 'delivered' && (
            <>
              <p className="follow-order__actions">
                <Link className="bk-button bk-button--primary" to={`/review/${order.data.number}`}>
                  {t('writeReview')}
                </Link>
                {order.data.return_window?.open && (
                  <Link className="bk-button bk-button--secondary" to={`/add_refund_return/${order.data.number}`}>
                    {tr('askReturnUntil', { date: lastDay(order.data.return_window) })}
                  </Link>
                )}
              </p>
              {order.data.return_window && !order.data.return_window.open && <ReturnWindowNote window={order.data.return_window} />}
            </>
          )}
          {order.data.bank_transfer_details && (
            <div className="follow-order__pay">
              <p>{t('payByTransfer', { number: order.data.number })}</p>
              <p className="follow-order__bank">{order.data.bank_transfer_details}</p>
            </div>
          )}
          {order.data.pickup && <OrderPickupSection order={order.data} pickup={order.data.pickup} />}
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('timelineTitle')}</h2>
            <OrderTimeline events={order.data.events} collection={order.data.pickup !== null} />
          </section>
          {order.data.gift_card_purchase ? (
            <OrderGiftCardSection order={order.data} purchase={order.data.gift_card_purchase} />
          ) : (
            <section aria-labelledby="books-title">
              <h2 id="books-title">{t('orderBooks')}</h2>
              <ul className="follow-order__lines">
                {order.data.lines.map((line) => (
                  <li key={line.article_id}>
                    <Link to={`/bookdetails/${line.article_id}`}>{line.title}</Link> × {line.quantity}
                    {line.preorder && <span className="follow-order__preorder">{preorderNote(line.preorder.forthcoming, language)}</span>}
                    <Price priceTtc={line.line_total} pricedIn={order.data} />
                  </li>
                ))}
                <li>
                  {t('deliveryPrice')}
                  <Price priceTtc={order.data.delivery_price} pricedIn={order.data} />
                </li>
                {order.data.coupon && (
                  <>
                    <li>
                      {t('couponBooks', { code: order.data.coupon.code })}
                      <span>
                        −<Price priceTtc={order.data.coupon.books_discount} pricedIn={order.data} />
                      </span>
                    </li>
                    <li>
                      {t('couponDelivery', { code: order.data.coupon.code })}
                      <span>
                        −<Price priceTtc={order.data.coupon.delivery_discount} pricedIn={order.data} />
                      </span>
                    </li>
                  </>
                )}
                <li className="follow-order__total">
                  {t('orderTotal')}
                  <Price priceTtc={order.data.total} pricedIn={order.data} />
                </li>
                {order.data.gift_card && (
                  <>
                    <li>
                      {t('giftCardPaid', { code: order.data.gift_card.code_end })}
                      <span>
                        −<Price priceTtc={order.data.gift_card.amount} pricedIn={order.data} />
                      </span>
                    </li>
                    <li className="follow-order__total">
                      {t('amountDue')}
                      <Price priceTtc={order.data.amount_due} pricedIn={order.data} />
                    </li>
                  </>
                )}
              </ul>
            </section>
          )}
          <OrderInvoices orderNumber={order.data.number} />
          {/* A collection at a shop location has no delivery address (its shipping fields are empty). */}
          {order.data.shipping.address && (
            <section aria-labelledby="shipping-title">
              <h2 id="shipping-title">{t('shippingTo')}</h2>
              <address>
                {order.data.shipping.first_name} {order.data.shipping.last_name}
                <br />
                {order.data.shipping.address}
                <br />
                {order.data.shipping.postal_code} {order.data.shipping.city} ({order.data.shipping.country})
              </address>
            </section>
          )}
        </div>
      )}
      <p>
        <Link to="/ordertracking">{t('backToOrders')}</Link>
      </p>
    </section>
  );
}
