import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Order } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { usePageMeta } from '@bookshop/ui';
import { formatDay, formatEuro, formatHoldUntil } from './money';
import { checkoutMessages } from './messages';
import { lastOrder } from './last-order';
import { PricedLines } from './priced-lines';

/**
 * /order-success?number=…: the order just placed, how to pay it, what happens next and where to follow it. An order
 * that buys a gift card (no book) says when and to whom the card goes instead of when books ship.
 */
export function OrderSuccessPage() {
  const t = useT(checkoutMessages);
  usePageMeta({ title: t('successTitle'), canonicalPath: '/order-success' });
  const [params] = useSearchParams();
  const location = useLocation();
  const loggedIn = useRootStore((s) => Boolean(s.token && s.user));
  const language = useRootStore((s) => s.language);
  const passed = (location.state as { order?: Order } | null)?.order;
  const order = passed ?? lastOrder(params.get('number'));
  const card = order?.gift_card_purchase ?? null;

  if (!order) {
    return (
      <section className="checkout-page" data-boundary="cart">
        <h1>{t('successTitle')}</h1>
        <p>{t('successMissing')}</p>
        <Link to="/">{t('continueShopping')}</Link>
      </section>
    );
  }
  return (
    <section className="checkout-page order-success" data-boundary="cart">
      <h1>{t('successTitle')}</h1>
      <p className="order-success__number">{t('successNumber', { number: order.number })}</p>
      <p>{t('successMail', { email: order.email })}</p>
      {order.bank_transfer_details && (
        <div className="order-success__pay">
          <p>{t('successPay', { amount: formatEuro(order.amount_due, language), number: order.number })}</p>
          <p className="order-success__bank">{order.bank_transfer_details}</p>
          {order.expires_at && <p>{t(card ? 'giftSuccessHold' : 'successHold', { date: formatHoldUntil(order.expires_at, language) })}</p>}
        </div>
      )}
      <p>
        {!card
          ? t('successNext')
          : card.recipient
            ? t('giftSuccessRecipient', { name: card.recipient.name, date: formatDay(card.recipient.send_on, language) })
            : t(loggedIn ? 'giftSuccessSelfAccount' : 'giftSuccessSelf')}
      </p>
      <div className="cart-summary">
        <h2>{t('orderSummary')}</h2>
        <PricedLines priced={order} />
      </div>
      <div className="order-success__actions">
        <Link className="bk-button bk-button--primary" to={loggedIn ? '/ordertracking' : '/track-order'}>
          {t('successFollow')}
        </Link>
        <Link className="bk-button bk-button--secondary" to="/books">
          {t('continueShopping')}
        </Link>
      </div>
    </section>
  );
}
