import type { CheckoutQuote } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Price } from '@bookshop/ui';
import { cartMessages } from '../../messages';

/** The server's prices of a quote or an order: each book with its quantity, then books, delivery and total. */
export function PricedLines({ priced }: { priced: Pick<CheckoutQuote, 'lines' | 'items_total' | 'delivery_price' | 'total'> }) {
  const t = useT(cartMessages);
  return (
    <>
      <ul className="checkout-lines">
        {priced.lines.map((line) => (
          <li key={line.article_id}>
            <span>
              {line.title}
              <span className="checkout-choice__hint">{t('quantityOf', { count: line.quantity })}</span>
            </span>
            <Price priceTtc={line.line_total} />
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('itemsTotal')}</dt>
        <dd>
          <Price priceTtc={priced.items_total} />
        </dd>
        <dt>{t('deliveryPrice')}</dt>
        <dd>
          <Price priceTtc={priced.delivery_price} />
        </dd>
        <dt className="checkout-totals__total">{t('orderTotal')}</dt>
        <dd className="checkout-totals__total">
          <Price priceTtc={priced.total} />
        </dd>
      </dl>
    </>
  );
}
