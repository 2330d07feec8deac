import { orderableCopies, preorderNote, type CartLine } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { isOutOfStock, truncate } from '@bookshop/store';
import { FALLBACK_IMAGE, LazyImage, Price } from '@bookshop/ui';
import { QuantityStepper } from '@bookshop/ui/forms';
import { Barcode } from './barcode';
import { changeQuantity, removeLine } from './cart-actions';
import { cartLineMessages } from './cart-line-messages';
import { useQuantityLock } from './use-quantity-lock';

/** Cart titles are cut to 20 characters plus '...' (spec section 2). */
export const CART_TITLE_MAX = 20;

/**
 * One cart line: cover, title, author, ISBN with barcode, unit price, line total, stepper, stock text, delete, and
 * the 'NOT AVAILABLE ANYMORE!' / 'OUT OF STOCK' badges. A book no longer for sale says so, without a price: a
 * customer's line of it holds only its id (the server sends nothing more of an unpublished book), a guest's what the
 * browser kept.
 */
export function CartLineView({ line }: { line: CartLine }) {
  const t = useT(cartLineMessages);
  const [locked, lock] = useQuantityLock();
  const gone = line.removed;
  const language = useLanguage();
  const orderable = orderableCopies(line);
  const outOfStock = !gone && isOutOfStock(orderable);
  const preorder = line.forthcoming ? preorderNote(line.forthcoming, language) : null;

  const change = (next: number) => {
    lock();
    void changeQuantity(line, next);
  };

  return (
    <li className={`cart-line${outOfStock || gone ? ' cart-line--inactive' : ''}`} data-testid="cart-line" data-article-id={line._id}>
      <LazyImage src={line.image || FALLBACK_IMAGE} alt="" width={64} height={96} className="cart-line__cover" />
      <div className="cart-line__body">
        {line.title && (
          <p className="cart-line__title" title={line.title}>
            {truncate(line.title, CART_TITLE_MAX)}
          </p>
        )}
        {gone && <p className="cart-line__gone">{t('noLongerForSale')}</p>}
        {line.author && <p className="cart-line__author">{line.author}</p>}
        {line._code_barre && (
          <>
            <p className="cart-line__isbn">
              {t('isbn')} {line.isbn_hyphenated ?? line._code_barre}
            </p>
            <Barcode code={line._code_barre} />
          </>
        )}
        <div className="cart-line__badges">
          {gone && <span className="cart-badge cart-badge--removed">{t('notAvailable')}</span>}
          {outOfStock && <span className="cart-badge cart-badge--out">{t('outOfStock')}</span>}
        </div>
      </div>
      <div className="cart-line__numbers">
        {!gone && (
          <span className="cart-line__unit">
            <span className="visually-hidden">{t('unitPrice')} </span>
            <Price priceTtc={line.price_ttc} discount={line.discount} />
          </span>
        )}
        {!gone && !outOfStock && (
          <QuantityStepper quantity={line.quantity} stock={orderable} onChange={change} locked={locked} label={line.title} />
        )}
        {!outOfStock && !gone && <span className="cart-line__stock">{preorder ?? t('inStock', { count: line._qte_a_terme_calcule })}</span>}
        {!gone && (
          <span className="cart-line__total">
            <span className="visually-hidden">{t('lineTotal')} </span>
            <Price priceTtc={line.price_ttc} discount={line.discount} quantity={line.quantity} />
          </span>
        )}
        <button
          type="button"
          className="bk-icon-button cart-line__delete"
          aria-label={line.title ? t('delete', { title: line.title }) : t('deleteGone')}
          onClick={() => void removeLine(line)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </svg>
        </button>
      </div>
    </li>
  );
}
