import { Link } from 'react-router-dom';
import type { CartLine } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { DESCRIPTION_LIMIT, truncate } from '@bookshop/store';
import { htmlToText, LazyImage, Modal, Price, RemoteSlot } from '@bookshop/ui';
import { cartAddedPopupMessages } from './messages';

export interface CartAddedPopupViewProps {
  /** The line just added; null once closed (the modal then shows nothing). */
  added: CartLine | null;
  onClose: () => void;
}

/**
 * What the cart-added popup shows: the book, 'Continue shopping', 'Complete my order', and the favourites carousel.
 * Its own chunk, with its texts: fetched by the popup's listener the first time a book is added, not on every page.
 */
export default function CartAddedPopupView({ added, onClose }: CartAddedPopupViewProps) {
  const t = useT(cartAddedPopupMessages);
  return (
    <Modal open={added !== null} title={t('addedTitle')} onClose={onClose} className="cart-added-popup">
      {added && (
        <div data-testid="cart-added-popup">
          <div className="cart-added-popup__book">
            <LazyImage src={added.image} alt="" width={96} height={144} eager sizes="96px" />
            <div>
              <p className="cart-added-popup__title">{added.title}</p>
              {added.author && <p className="cart-added-popup__author">{t('by', { author: added.author })}</p>}
              <Price priceTtc={added.price_ttc} discount={added.discount} />
              <p className="cart-added-popup__description">{truncate(htmlToText(added.description), DESCRIPTION_LIMIT, '…')}</p>
            </div>
          </div>
          <div className="cart-added-popup__actions">
            <Link className="bk-button bk-button--secondary" to="/books" onClick={onClose}>
              {t('continueShopping')}
            </Link>
            <Link className="bk-button bk-button--primary" to="/cart" onClick={onClose}>
              {t('completeOrder')}
            </Link>
          </div>
          <RemoteSlot id="catalog/favourites-carousel" props={{}} loading={null} />
        </div>
      )}
    </Modal>
  );
}
