import { preorderNote, type CheckoutQuote, type Order } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { Price } from '@bookshop/ui';
import { formatDay, formatEuro } from './money';
import { checkoutMessages } from './messages';

type Priced = Pick<CheckoutQuote, 'lines' | 'items_total' | 'delivery_price' | 'total'> &
  Partial<Pick<Order, 'currency' | 'usd_rate' | 'coupon' | 'gift_card' | 'amount_due' | 'gift_card_purchase'>>;

/**
 * The server's prices of a quote or an order: each book with its quantity, then books, delivery, what a coupon code
 * took off the books and the delivery, and the total; then what a gift card pays of it and what is left to pay. An order
 * shows in the currency and at the rate it was placed in; a quote in the shopper's current choice. An order that buys a
 * gift card has no book: the card is its one line, and there is neither books' total nor delivery to show.
 */
export function PricedLines({ priced }: { priced: Priced }) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const coupon = priced.coupon ?? null;
  const pricedIn = priced.currency ? { currency: priced.currency, usd_rate: priced.usd_rate ?? null } : undefined;
  const card = priced.gift_card_purchase ?? null;
  return (
    <>
      <ul className="checkout-lines">
        {card && (
          <li>
            <span>
              {t('giftCardOf', { amount: formatEuro(card.amount, language) })}
              {card.recipient && (
                <span className="checkout-choice__hint">{t('giftCardFor', { name: card.recipient.name, date: formatDay(card.recipient.send_on, language) })}</span>
              )}
            </span>
            <Price priceTtc={card.amount} pricedIn={pricedIn} />
          </li>
        )}
        {priced.lines.map((line) => (
          <li key={line.article_id}>
            <span>
              {line.title}
              <span className="checkout-choice__hint">{t('quantityOf', { count: line.quantity })}</span>
              {line.preorder && <span className="checkout-lines__preorder">{preorderNote(line.preorder.forthcoming, language)}</span>}
            </span>
            <Price priceTtc={line.line_total} pricedIn={pricedIn} />
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        {!card && (
          <>
            <dt>{t('itemsTotal')}</dt>
            <dd>
              <Price priceTtc={priced.items_total} pricedIn={pricedIn} />
            </dd>
            <dt>{t('deliveryPrice')}</dt>
            <dd>
              <Price priceTtc={priced.delivery_price} pricedIn={pricedIn} />
            </dd>
          </>
        )}
        {coupon && (
          <>
            <dt>{t('couponBooks', { code: coupon.code })}</dt>
            <dd className="checkout-totals__discount">
              −<Price priceTtc={coupon.books_discount} pricedIn={pricedIn} />
            </dd>
            <dt>{t('couponDelivery', { code: coupon.code })}</dt>
            <dd className="checkout-totals__discount">
              −<Price priceTtc={coupon.delivery_discount} pricedIn={pricedIn} />
            </dd>
          </>
        )}
        <dt className="checkout-totals__total">{t('orderTotal')}</dt>
        <dd className="checkout-totals__total">
          <Price priceTtc={priced.total} pricedIn={pricedIn} />
        </dd>
        {priced.gift_card && (
          <>
            <dt>{t('giftCardPaid', { code: priced.gift_card.code_end })}</dt>
            <dd className="checkout-totals__discount">
              −<Price priceTtc={priced.gift_card.amount} pricedIn={pricedIn} />
            </dd>
            <dt className="checkout-totals__total">{t('amountDue')}</dt>
            <dd className="checkout-totals__total">
              <Price priceTtc={priced.amount_due ?? priced.total - priced.gift_card.amount} pricedIn={pricedIn} />
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
