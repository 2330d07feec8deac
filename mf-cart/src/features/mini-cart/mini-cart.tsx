import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { cartCount, cartTotal, formatShopPrice, useRootStore } from '@bookshop/store';
import { CartLineView } from '../cart/cart-line-view';
import { useCartSync } from '../cart/use-cart-sync';
import { miniCartMessages } from './mini-cart-messages';

/** Below this width the cart icon goes to /cart instead of opening the panel. */
export const MOBILE_QUERY = '(max-width: 768px)';

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

/** The cart total in the shopper's currency. */
export function CartTotal() {
  const total = useRootStore((s) => cartTotal(s.cart));
  const currency = useRootStore((s) => s.currency);
  const rate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  return <span className="cart-total">{formatShopPrice(total, 0, currency, rate, language)}</span>;
}

/** The side panel: slides in from the right with the lines, the total and 'Place the order'. */
function CartPanel({ onClose }: { onClose: () => void }) {
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

/** Header cart icon with the counter; opens the panel on desktop, goes to /cart on mobile. */
export function MiniCart() {
  const t = useT(miniCartMessages);
  const navigate = useNavigate();
  const count = useRootStore((s) => cartCount(s.cart));
  const [open, setOpen] = useState(false);
  useCartSync();

  const onClick = () => {
    if (window.matchMedia(MOBILE_QUERY).matches) navigate('/cart');
    else setOpen(true);
  };

  return (
    <>
      <button type="button" className="mini-cart" aria-haspopup="dialog" onClick={onClick}>
        <CartIcon />
        <span className="visually-hidden">{t('cart')} </span>
        <span className="mini-cart__badge" data-testid="cart-count">
          {count}
        </span>
        <span className="visually-hidden"> {t('itemsWord')}</span>
      </button>
      {open && <CartPanel onClose={() => setOpen(false)} />}
    </>
  );
}
