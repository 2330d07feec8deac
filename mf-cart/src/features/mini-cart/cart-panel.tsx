import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { cartCount, useRootStore } from '@bookshop/store';
import { CartLineView } from '../cart/cart-line-view';
import { CartTotal } from './cart-total';
import { miniCartMessages } from './messages';

/** The side panel: slides in from the right with the lines, the total and 'Place the order'. */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT(miniCartMessages);
  const navigate = useNavigate();
  const lines = useRootStore((s) => s.cart);
  const count = cartCount(lines);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="cart-panel__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <aside className="cart-panel" role="dialog" aria-modal="true" aria-labelledby="cart-panel-title" data-testid="cart-panel">
        <header className="cart-panel__head">
          <h2 id="cart-panel-title">{t('youBought', { count })}</h2>
          <CartTotal />
          <button ref={closeButton} type="button" className="bk-icon-button" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        {lines.length === 0 ? (
          <div className="cart-panel__empty">
            <p>{t('emptyCart')}</p>
            <Link className="bk-button bk-button--secondary" to="/books" onClick={onClose}>
              {t('browseBooks')}
            </Link>
          </div>
        ) : (
          <ul className="cart-lines cart-lines--panel">
            {lines.map((line) => (
              <CartLineView key={line._id} line={line} />
            ))}
          </ul>
        )}
        <footer className="cart-panel__foot">
          <button
            type="button"
            className="bk-button bk-button--primary cart-panel__order"
            onClick={() => {
              onClose();
              navigate('/cart');
            }}
          >
            {t('placeOrder')}
          </button>
        </footer>
      </aside>
    </div>
  );
}
