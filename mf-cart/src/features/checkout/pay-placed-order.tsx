import type { Order, PaymentOptions } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { useNavigate } from 'react-router-dom';
import { PayOrder, type OnlineProvider } from '../payment/pay-order';
import { checkoutMessages } from './messages';
import { formatHoldUntil, formatUsd } from './money';

interface PayPlacedOrderProps {
  order: Order;
  options: PaymentOptions;
  /** The guest's email (the payment proves the order is theirs with it); null for a signed-in shopper. */
  guestEmail: string | null;
  /** What was placed, in the page's words (books set aside, or a card to issue). */
  intro: string;
}

/**
 * An order placed for online payment, paid on the page that placed it (the checkout, the gift card page): its hold, the
 * amount in dollars, the provider's form, then the payment's result page.
 */
export function PayPlacedOrder({ order, options, guestEmail, intro }: PayPlacedOrderProps) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <>
      <p>{intro}</p>
      {order.expires_at && <p>{t('payHold', { date: formatHoldUntil(order.expires_at, language) })}</p>}
      <p className="checkout-pay__amount">{t('payAmount', { amount: formatUsd(order.amount_due, order.usd_rate ?? 0, language) })}</p>
      <PayOrder
        number={order.number}
        guestEmail={guestEmail}
        options={options}
        initialProvider={order.payment_method as OnlineProvider}
        onResult={(result) => navigate(`/checkout-result?number=${encodeURIComponent(order.number)}&status=${result}`, { replace: true })}
      />
    </>
  );
}
