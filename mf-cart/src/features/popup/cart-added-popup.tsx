import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine } from '@bookshop/contracts';
import { on } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { rootStore, truncate } from '@bookshop/store';
import { htmlToText, LazyImage, Modal, Price, RemoteSlot } from '@bookshop/ui';
import { cartMessages } from '../../messages';

/** Opens when a book is added: the book, 'Continue shopping', 'Complete my order', and the favourites carousel. */
export function CartAddedPopup() {
  const t = useT(cartMessages);
  const [added, setAdded] = useState<CartLine | null>(null);

  useEffect(
    () =>
      on('cart:item-added', ({ articleId }) => {
        setAdded(rootStore.getState().cart.find((line) => line._id === articleId) ?? null);
      }),
    [],
  );

  const close = () => setAdded(null);
  return (
    <Modal open={added !== null} title={t('addedTitle')} onClose={close} className="cart-added-popup">
      {added && (
        <div data-testid="cart-added-popup">
          <div className="cart-added-popup__book">
            <LazyImage src={added.image} alt="" width={96} height={144} eager />
            <div>
              <p className="cart-added-popup__title">{added.title}</p>
              {added.author && <p className="cart-added-popup__author">{t('by', { author: added.author })}</p>}
              <Price priceTtc={added.price_ttc} discount={added.discount} />
              <p className="cart-added-popup__description">{truncate(htmlToText(added.description), 280, '…')}</p>
            </div>
          </div>
          <div className="cart-added-popup__actions">
            <Link className="bk-button bk-button--secondary" to="/books" onClick={close}>
              {t('continueShopping')}
            </Link>
            <Link className="bk-button bk-button--primary" to="/cart" onClick={close}>
              {t('completeOrder')}
            </Link>
          </div>
          <RemoteSlot id="catalog/favourites-carousel" props={{}} loading={null} />
        </div>
      )}
    </Modal>
  );
}
