import { useRef, type ReactNode } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { preorderNote, type AdminOrderDetail, type InvoiceDocument, type OrderGiftCardPurchase, type OrderPickup } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, settle, type Settled } from '@bookshop/ui';
import { fetchInvoices, fetchOrder } from './api';
import { useFormats } from './format';
import { ordersMessages } from './messages';
import { OrderInvoices } from './order-invoices';
import { OrderNextStep, orderLabel } from './status-select';
import { useDetail } from './use-detail';
import './orders.css';
import { AdminTable } from '../../lib/admin-list';

/** The page's data: the order, and its invoices (their own failure stays in their section; null while read again). */
export interface OrderPage {
  order: AdminOrderDetail;
  invoices: Settled<InvoiceDocument[]> | null;
}

/** The route's client loader: the order of the address and its invoices, read together. */
export function orderDetailLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<OrderPage>> {
  const number = params.number ?? '';
  return settle(
    Promise.all([fetchOrder(number), settle(fetchInvoices(number), request)]).then(([order, invoices]) => ({ order, invoices })),
    request,
  );
}

/** /admin-panel/orders/:number: one order with everything the shop needs to handle it, and its next step. */
export function OrderDetailPage() {
  const t = useT(ordersMessages);
  const { loaded, reload, replace } = useDetail<OrderPage>();
  const invoiceReads = useRef(0);

  /** The invoices read again (a step may have issued one): the last read asked for is the one shown. */
  const readInvoices = (number: string) => {
    const read = ++invoiceReads.current;
    replace((page) => ({ ...page, invoices: null }));
    void fetchInvoices(number).then(
      (data) => read === invoiceReads.current && replace((page) => ({ ...page, invoices: { status: 'success', data } })),
      (error: unknown) => read === invoiceReads.current && replace((page) => ({ ...page, invoices: { status: 'error', error } })),
    );
  };

  return (
    <section className="admin-page orders-detail" data-boundary="admin-orders">
      <p className="orders-detail__back">
        <Link to="/admin-panel/orders">← {t('backToOrders')}</Link>
      </p>
      {!loaded && <LoadingBlock />}
      {loaded?.status === 'error' &&
        (loaded.error instanceof ApiError && loaded.error.status === 404 ? (
          <p className="admin-empty">{t('orderNotFound')}</p>
        ) : (
          <div role="alert" className="admin-list-error">
            <p>{t('loadError')}</p>
            <Button onClick={reload}>{t('retry')}</Button>
          </div>
        ))}
      {loaded?.status === 'success' && (
        <OrderView
          order={loaded.data.order}
          onMoved={(moved) => {
            if (!moved) return reload();
            replace((page) => ({ ...page, order: moved }));
            readInvoices(moved.number);
          }}
        >
          <OrderInvoices orderNumber={loaded.data.order.number} documents={loaded.data.invoices} onRetry={() => readInvoices(loaded.data.order.number)} />
        </OrderView>
      )}
    </section>
  );
}

interface OrderViewProps {
  order: AdminOrderDetail;
  onMoved: (order: AdminOrderDetail | null) => void;
  /** The order's invoices section. */
  children: ReactNode;
}

function OrderView({ order, onMoved, children }: OrderViewProps) {
  const t = useT(ordersMessages);
  const language = useLanguage();
  const format = useFormats();
  const address = order.shipping;
  const hasAddress = address.address !== '';
  // A collection's steps read "ready to collect" and "collected" wherever the page names its status.
  const collected = order.pickup !== null;

  return (
    <>
      <header className="orders-detail__head">
        <div>
          <h1>{t('orderTitle', { number: order.number })}</h1>
          <p className="admin-page__intro">
            {t('placedOn', { date: format.dateTime(order.created_at) })} · <strong>{t(orderLabel(order.status, collected))}</strong>
          </p>
        </div>
        <div className="orders-detail__step">
          <h2 className="visually-hidden">{t('nextStep')}</h2>
          <OrderNextStep number={order.number} status={order.status} collected={collected} onMoved={onMoved} />
        </div>
      </header>
      {order.expires_at && <p className="orders-note">{t('holdsUntil', { date: format.dateTime(order.expires_at) })}</p>}
      {order.expired_at && <p className="orders-note">{t('expiredOn', { date: format.dateTime(order.expired_at) })}</p>}
      {order.restocked && <p className="orders-note">{t('restocked')}</p>}

      <div className="orders-detail__grid">
        <section className="orders-card" aria-labelledby="order-customer">
          <h2 id="order-customer">{t('customerSection')}</h2>
          <p>{order.email}</p>
          <p>{order.customer ? t('account', { id: order.customer.id, name: `${order.customer.first_name} ${order.customer.last_name}` }) : t('guest')}</p>
          <p className="admin-muted">{t('mailLanguage', { language: t(`language_${order.language}`) })}</p>
        </section>

        <section className="orders-card" aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t('deliverySection')}</h2>
          <p>
            <strong>{format.language === 'eng' ? order.delivery_name.eng : order.delivery_name.fr}</strong> — {format.euro(order.delivery_price)}
          </p>
          {hasAddress ? (
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
              {address.postal_code} {address.city} ({address.country})
              <br />
              {address.phone}
            </address>
          ) : (
            <p className="admin-muted">{t('noAddress')}</p>
          )}
        </section>

        {order.pickup && <PickupCard order={order} pickup={order.pickup} />}
        {order.gift_card_purchase && <GiftCardPurchaseCard purchase={order.gift_card_purchase} />}

        <section className="orders-card" aria-labelledby="order-payment">
          <h2 id="order-payment">{t('paymentSection')}</h2>
          <p>{t('paymentMethod', { method: t(`method_${order.payment_method}`) })}</p>
          <PaymentAttempts order={order} />
        </section>
      </div>

      <section className="orders-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{t('linesSection')}</h2>
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
          {order.lines.map((line) => (
            <tr key={line.article_id}>
              <th scope="row">
                {line.title}
                <span className="orders-cell__email">
                  {line.author} · {line.isbn_hyphenated}
                </span>
                {line.preorder && (
                  <span className="orders-cell__preorder">
                    {preorderNote(line.preorder.forthcoming, language)} · {t('copiesAwaited', { count: line.preorder.awaited })}
                  </span>
                )}
              </th>
              <td>{line.quantity}</td>
              <td>{format.euro(line.unit_price)}</td>
              <td>{format.euro(line.line_total)}</td>
            </tr>
          ))}
        </AdminTable>
        <dl className="orders-totals">
          <dt>{t('itemsTotal')}</dt>
          <dd>{format.euro(order.items_total)}</dd>
          <dt>{t('deliveryPrice')}</dt>
          <dd>{format.euro(order.delivery_price)}</dd>
          {order.coupon && (
            <>
              <dt>{t('couponBooks', { code: order.coupon.code })}</dt>
              <dd>−{format.euro(order.coupon.books_discount)}</dd>
              <dt>{t('couponDelivery', { code: order.coupon.code })}</dt>
              <dd>−{format.euro(order.coupon.delivery_discount)}</dd>
            </>
          )}
          <dt>{t('total')}</dt>
          <dd>
            <strong>{format.euro(order.total)}</strong>
          </dd>
          {order.gift_card && (
            <>
              <dt>{t('giftCardPaid', { code: order.gift_card.code_end })}</dt>
              <dd>−{format.euro(order.gift_card.amount)}</dd>
              <dt>{t('amountDue')}</dt>
              <dd>{format.euro(order.amount_due)}</dd>
            </>
          )}
        </dl>
      </section>

      <div className="orders-detail__grid">
        <section className="orders-card" aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('timeline')}</h2>
          <ol className="orders-timeline">
            {order.events.map((event, index) => (
              <li key={`${event.status}-${index}`}>
                <strong>{t(orderLabel(event.status, collected))}</strong> <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              </li>
            ))}
          </ol>
        </section>
        <section className="orders-card" aria-labelledby="order-returns">
          <h2 id="order-returns">{t('returnsSection')}</h2>
          {order.returns.length === 0 ? (
            <p className="admin-muted">{t('noReturnsForOrder')}</p>
          ) : (
            <ul className="orders-plain-list">
              {order.returns.map((entry) => (
                <li key={entry.id}>
                  <Link to={`/admin-panel/returns/${entry.id}`}>{t('returnLink', { id: entry.id })}</Link> — {t(`return_${entry.status}`)} ·{' '}
                  {t('itemCount', { count: entry.item_count })}
                  {entry.refunded_amount !== null && <> · {t('refundDone', { amount: format.euro(entry.refunded_amount) })}</>}
                </li>
              ))}
            </ul>
          )}
        </section>
        {children}
      </div>
    </>
  );
}

/** Where a collected order is picked up and, once set aside at the counter, since when and until when it is kept there. */
function PickupCard({ order, pickup }: { order: AdminOrderDetail; pickup: OrderPickup }) {
  const t = useT(ordersMessages);
  const format = useFormats();
  return (
    <section className="orders-card" aria-labelledby="order-pickup">
      <h2 id="order-pickup">{t('pickupSection')}</h2>
      <p>
        <strong>{pickup.location.name}</strong>
      </p>
      {pickup.location.address && <address>{pickup.location.address}</address>}
      {pickup.ready_at && <p>{t('pickupReadySince', { date: format.dateTime(pickup.ready_at) })}</p>}
      {pickup.hold_until && <p>{t('pickupHeldUntil', { date: format.dateTime(pickup.hold_until) })}</p>}
      {/* The admin answer never carries the code: only the customer has it, and staff check it at the counter. */}
      {order.status === 'shipped' && <p className="admin-muted">{t('pickupAskCode')}</p>}
    </section>
  );
}

/** The card an order of no book buys: its amount, who it is for and when it is mailed, and the card once issued. */
function GiftCardPurchaseCard({ purchase }: { purchase: OrderGiftCardPurchase }) {
  const t = useT(ordersMessages);
  const format = useFormats();
  const recipient = purchase.recipient;
  return (
    <section className="orders-card" aria-labelledby="order-gift-card">
      <h2 id="order-gift-card">{t('giftCardSection')}</h2>
      <p>{t('giftCardAmount', { amount: format.euro(purchase.amount) })}</p>
      <p>{recipient ? t('giftCardRecipient', { name: recipient.name, email: recipient.email, date: format.date(recipient.send_on) }) : t('giftCardBuyer')}</p>
      <p>{purchase.code_end ? t('giftCardIssued', { code: purchase.code_end }) : t('giftCardNotIssued')}</p>
      {purchase.sent_at && <p>{t('giftCardSent', { date: format.dateTime(purchase.sent_at) })}</p>}
    </section>
  );
}

/** The order's online payment attempts, each with what the provider said and the refunds made through it. */
function PaymentAttempts({ order }: { order: AdminOrderDetail }) {
  const t = useT(ordersMessages);
  const format = useFormats();
  if (order.payments.length === 0) return <p className="admin-muted">{t('noAttempts')}</p>;
  return (
    <AdminTable
      caption={t('attempts')}
      className="orders-attempts"
      head={
        <>
          <th scope="col">{t('colDate')}</th>
          <th scope="col">{t('colProvider')}</th>
          <th scope="col">{t('colAmount')}</th>
          <th scope="col">{t('colAttemptStatus')}</th>
        </>
      }
    >
      {order.payments.map((payment) => (
        <tr key={payment.provider_ref}>
          <td>{format.dateTime(payment.created_at)}</td>
          <td>
            {t(`method_${payment.provider}`)}
            <span className="orders-cell__email">{payment.provider_ref}</span>
          </td>
          <td>{format.dollars(payment.amount)}</td>
          <td>
            {t(`attempt_${payment.status}`)}
            {payment.failure && <span className="orders-cell__email">{t('failureReason', { reason: payment.failure })}</span>}
            {payment.refunds.map((refund) => (
              <span key={`${refund.provider_ref}-${refund.created_at}`} className="orders-cell__email">
                {refund.return_id === null
                  ? t('refundLineNoReturn', { amount: format.dollars(refund.amount), status: t(`refund_${refund.status}`) })
                  : t('refundLine', { amount: format.dollars(refund.amount), status: t(`refund_${refund.status}`), id: refund.return_id })}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
