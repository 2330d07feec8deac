import type { CartLine } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { isOutOfStock, truncate } from '@bookshop/store';
import { LazyImage, Price } from '@bookshop/ui';
import { QuantityStepper } from '@bookshop/ui/forms';
import { Barcode } from './barcode';
import { changeQuantity, removeLine } from './cart-actions';
import { cartLineMessages } from './cart-line-messages';
import { useQuantityLock } from './use-quantity-lock';

/** Cart titles are cut to 20 characters plus '...' (spec section 2). */
export const CART_TITLE_MAX = 20;

/**
 * One cart line: cover, title, author, ISBN with barcode, unit price, line total, stepper, stock text, delete, and
 * the 'NOT AVAILABLE ANYMORE!' / 'OUT OF STOCK' badges.
 */
export function CartLineView({ line }: { line: CartLine }) {
  const t = useT(cartLineMessages);
  const [locked, lock] = useQuantityLock();
  const outOfStock = isOutOfStock(line._qte_a_terme_calcule);

  const change = (next: number) => {
    lock();
    void changeQuantity(line, next);
  };

  return (
    <li className={`cart-line${outOfStock || line.removed ? ' cart-line--inactive' : ''}`} data-testid="cart-line" data-article-id={line._id}>
      <LazyImage src={line.image} alt="" width={64} height={96} className="cart-line__cover" />
      <div className="cart-line__body">
        <p className="cart-line__title" title={line.title}>
          {truncate(line.title, CART_TITLE_MAX)}
        </p>
        {line.author && <p className="cart-line__author">{line.author}</p>}
        <p className="cart-line__isbn">
          {t('isbn')} {line.isbn_hyphenated ?? line._code_barre}
        </p>
        <Barcode code={line._code_barre} />
        <div className="cart-line__badges">
          {line.removed && <span className="cart-badge cart-badge--removed">{t('notAvailable')}</span>}
          {outOfStock && <span className="cart-badge cart-badge--out">{t('outOfStock')}</span>}
        </div>
      </div>
      <div className="cart-line__numbers">
        <span className="cart-line__unit">
          <span className="visually-hidden">{t('unitPrice')} </span>
          <Price priceTtc={line.price_ttc} discount={line.discount} />
        </span>
        {!line.removed && !outOfStock && (
          <QuantityStepper quantity={line.quantity} stock={line._qte_a_terme_calcule} onChange={change} locked={locked} label={line.title} />
        )}
        {!outOfStock && !line.removed && <span className="cart-line__stock">{t('inStock', { count: line._qte_a_terme_calcule })}</span>}
        <span className="cart-line__total">
          <span className="visually-hidden">{t('lineTotal')} </span>
          <Price priceTtc={line.price_ttc} discount={line.discount} quantity={line.quantity} />
        </span>
        <button type="button" className="bk-icon-button cart-line__delete" aria-label={t('delete', { title: line.title })} onClick={() => void removeLine(line)}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </svg>
        </button>
      </div>
    </li>
  );
}
