import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Order, OrderStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { completePayment } from '../../lib/api';
import { PayOrder, type OnlineProvider, type PaymentResult } from '../payment/pay-order';
import { fetchOrderStatus, fetchPaymentOptions } from './api';
import { checkoutMessages } from './messages';
import { lastOrder, lastPayment } from './last-order';

type Outcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'closed';

const PAID_OR_LATER: ReadonlySet<OrderStatus> = new Set(['paid', 'preparing', 'shipped', 'delivered']);

/**
 * What the page says: the server's order status first (a paid order is paid whatever the address bar says); the
 * `status` the checkout passed only tells apart, for an order still waiting, a pending, declined or abandoned payment.
 */
function outcomeOf(status: OrderStatus, hint: string | null): Outcome {
  if (PAID_OR_LATER.has(status)) return 'paid';
  if (status !== 'pending_payment') return 'closed';
  if (hint === 'pending') return 'pending';
  if (hint === 'cancelled') return 'cancelled';
  return 'failed';
}

/** /checkout-result?number=…&status=…: how an online payment ended, and the way forward from each outcome. */
export function CheckoutResultPage() {
  const t = useT(checkoutMessages);
  usePageMeta({ title: t('resultTitle'), canonicalPath: '/checkout-result' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useRootStore((s) => (s.token ? s.user : null));
  const number = params.get('number');
  const hint = params.get('status');
  const order: Order | null = (location.state as { order?: Order } | null)?.order ?? (number ? lastOrder(number) : null);
  const guestEmail = user ? null : (order?.email ?? null);

  const status = useAsync(async () => {
    if (!number || (!user && !guestEmail)) return null;
    // A payment whose answer was lost (or still processing) is asked about again: the server asks the provider.
    const providerRef = lastPayment(number);
    if (hint === 'pending' && providerRef) await completePayment(number, providerRef, guestEmail).catch(() => undefined);
    return fetchOrderStatus(number, guestEmail);
  }, [number, hint, guestEmail, user?.id]);
  const options = useAsync(fetchPaymentOptions, []);

  const show = (result: PaymentResult) =>
    navigate(`/checkout-result?number=${encodeURIComponent(number ?? '')}&status=${result}`, { replace: true, state: order ? { order } : null });
  const follow = user ? `/followorder/${encodeURIComponent(number ?? '')}` : '/track-order';

  if (!number || (!user && !guestEmail)) {
    return (
      <section className="checkout-page checkout-result" data-boundary="cart">
        <h1>{t('resultTitle')}</h1>
        <p>{t('resultMissing')}</p>
        <div className="order-success__actions">
          <Link className="bk-button bk-button--primary" to="/track-order">
            {t('successFollow')}
          </Link>
          <Link className="bk-button bk-button--secondary" to="/cart">
            {t('backToCart')}
          </Link>
        </div>
      </section>
    );
  }
  if (status.status === 'loading') return <LoadingBlock />;
  if (status.status === 'error' || !status.data) {
    return (
      <section className="checkout-page checkout-result" data-boundary="cart">
        <h1>{t('resultTitle')}</h1>
        <div className="bk-fallback" role="alert">
          <p>{t('resultUnknown', { number })}</p>
          <Button onClick={status.reload}>{t('retry')}</Button>
        </div>
      </section>
    );
  }

  const outcome = outcomeOf(status.data, hint);
  const canRetry = (outcome === 'failed' || outcome === 'cancelled') && options.data?.online;
  return (
    <section className={`checkout-page checkout-result checkout-result--${outcome}`} data-boundary="cart">
      <h1>{t(`result_${outcome}_title`)}</h1>
      <p className="order-success__number">{t('successNumber', { number })}</p>
      <p>{t(`result_${outcome}`, { email: order?.email ?? user?.email ?? '' })}</p>
      {outcome === 'pending' && (
        <Button variant="secondary" onClick={status.reload}>
          {t('checkAgain')}
        </Button>
      )}
      {canRetry && options.data && (
        <div className="checkout-step">
          <h2>{t('payAgain')}</h2>
          <PayOrder
            number={number}
            guestEmail={guestEmail}
            options={options.data}
            initialProvider={order && order.payment_method !== 'bank_transfer' ? (order.payment_method as OnlineProvider) : 'paypal'}
            onResult={show}
          />
        </div>
      )}
      <div className="order-success__actions">
        <Link className="bk-button bk-button--primary" to={follow}>
          {t('successFollow')}
        </Link>
        {outcome === 'failed' || outcome === 'cancelled' ? (
          <Link className="bk-button bk-button--secondary" to="/contactus">
            {t('contactShop')}
          </Link>
        ) : (
          <Link className="bk-button bk-button--secondary" to="/books">
            {t('continueShopping')}
          </Link>
        )}
      </div>
    </section>
  );
}
