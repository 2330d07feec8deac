import type { Order, OrderGiftCardPurchase } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Price } from '@bookshop/ui';
import { ordersMessages } from './messages';
import { useDateFormat } from './order-status';

/**
 * What an order of a gift card bought (in place of its books): the amount, who it is for and when it is mailed, and the
 * card once issued (it is in the buyer's gift cards).
 */
export function OrderGiftCardSection({ order, purchase }: { order: Order; purchase: OrderGiftCardPurchase }) {
  const t = useT(ordersMessages);
  const format = useDateFormat();
  const recipient = purchase.recipient;
  return (
    <section aria-labelledby="gift-card-title">
      <h2 id="gift-card-title">{t('giftCardOrder')}</h2>
      <ul className="follow-order__lines">
        <li>
          <span>{t('giftCardOrder')}</span>
          <Price priceTtc={purchase.amount} pricedIn={order} />
        </li>
      </ul>
      <p>
        {recipient
          ? t('giftCardFor', { name: recipient.name, email: recipient.email, date: format(`${recipient.send_on}T12:00:00Z`) })
          : t('giftCardForMe')}
      </p>
      {purchase.code_end && <p>{t('giftCardIssued', { code: purchase.code_end })}</p>}
    </section>
  );
}
