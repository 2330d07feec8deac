import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { OrderStatus, PaymentOptions } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
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

/**
 * Who asks about the order: a customer (their session reads it), or a guest with the email of the order placed in this
 * tab (last-order.ts); undefined when a guest has no such order here.
 */
function guestEmailFor(number: string): { guestEmail: string | null } | undefined {
  if (rootStore.getState().token) return { guestEmail: null };
  const email = lastOrder(number)?.email;
  return email ? { guestEmail: email } : undefined;
}

/** What the page reads: the order's status on the server, and the ways to pay again (none when they cannot be read). */
interface ResultData {
  status: OrderStatus;
  options: PaymentOptions | null;
}

/**
 * The route's client loader, run again for every `status` the page is sent to and by "Check again": a payment whose
 * answer was lost (or still processing) is asked about again first (the server asks the provider). Null when there is
 * no order to speak of here.
 */
export async function checkoutResultLoader({ request }: LoaderFunctionArgs): Promise<Settled<ResultData> | null> {
  const params = new URL(request.url).searchParams;
  const number = params.get('number');
  const asker = number ? guestEmailFor(number) : undefined;
  if (!number || !asker) return null;
  const read = async (): Promise<ResultData> => {
    const providerRef = lastPayment(number);
    if (params.get('status') === 'pending' && providerRef) await completePayment(number, providerRef, asker.guestEmail).catch(() => undefined);
    const [status, options] = await Promise.all([fetchOrderStatus(number, asker.guestEmail), fetchPaymentOptions().catch(() => null)]);
    return { status, options };
  };
  return settle(read(), request);
}

/** What the server renders of /checkout-result (the order is the shopper's browser's): its heading, the answer to come. */
export function CheckoutResultSkeleton() {
  const t = useT(checkoutMessages);
  return (
    <section className="checkout-page checkout-result" data-boundary="cart">
      <h1>{t('resultTitle')}</h1>
      <LoadingBlock />
    </section>
  );
}

/** /checkout-result?number=…&status=…: how an online payment ended, and the way forward from each outcome. */
export function CheckoutResultPage() {
  const t = useT(checkoutMessages);
  usePageMeta({ title: t('resultTitle'), canonicalPath: '/checkout-result' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useRootStore((s) => (s.token ? s.user : null));
  const result = useLoaderData<Settled<ResultData> | null>();
  const retry = useRetry();
  const number = params.get('number');
  const hint = params.get('status');
  const order = number ? lastOrder(number) : null;
  const guestEmail = user ? null : (order?.email ?? null);

  const show = (outcome: PaymentResult) => navigate(`/checkout-result?number=${encodeURIComponent(number ?? '')}&status=${outcome}`, { replace: true });
  const follow = user ? `/followorder/${encodeURIComponent(number ?? '')}` : '/track-order';

  if (!number || !result) {
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
  if (result.status === 'error') {
    return (
      <section className="checkout-page checkout-result" data-boundary="cart">
        <h1>{t('resultTitle')}</h1>
        <div className="bk-fallback" role="alert">
          <p>{t('resultUnknown', { number })}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      </section>
    );
  }

  const { status, options } = result.data;
  const outcome = outcomeOf(status, hint);
  const canRetry = (outcome === 'failed' || outcome === 'cancelled') && options?.online;
  return (
    <section className={`checkout-page checkout-result checkout-result--${outcome}`} data-boundary="cart">
      <h1>{t(`result_${outcome}_title`)}</h1>
      <p className="order-success__number">{t('successNumber', { number })}</p>
      <p>
        {t(order?.gift_card_purchase && outcome !== 'closed' ? `result_${outcome}_card` : `result_${outcome}`, { email: order?.email ?? user?.email ?? '' })}
      </p>
      {outcome === 'pending' && (
        <Button variant="secondary" onClick={retry}>
          {t('checkAgain')}
        </Button>
      )}
      {canRetry && options && (
        <div className="checkout-step">
          <h2>{t('payAgain')}</h2>
          <PayOrder
            number={number}
            guestEmail={guestEmail}
            options={options}
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
