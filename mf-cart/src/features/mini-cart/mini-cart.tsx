import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { on } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { cartCount, useRootStore } from '@bookshop/store';
import { lazyOrFallback } from '@bookshop/ui';
import { useCartSync } from '../cart/use-cart-sync';
import { miniCartMessages } from './messages';

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

type CartPanelProps = { onClose: () => void };

const loadCartPanel = () => import('./cart-panel');

/**
 * The panel (its lines, their quantity steppers and barcodes) is in its own chunk: every page shows the counter, few
 * shoppers open the panel. The chunk is asked for as soon as the pointer or the focus reaches the icon, so it is
 * usually there by the click. Should it fail to load, the click leads to the cart page instead, and the next opening
 * tries again.
 */
let CartPanel = lazyCartPanel();

function lazyCartPanel() {
  return lazyOrFallback<CartPanelProps>(loadCartPanel, '[cart] the cart panel', GoToCartPage, () => {
    CartPanel = lazyCartPanel();
  });
}

function GoToCartPage({ onClose }: CartPanelProps) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    navigate('/cart');
  }, [navigate, onClose]);
  return null;
}

/**
 * Header cart icon with the counter; opens the panel on desktop, goes to /cart on mobile. The shell's sticky nav has a
 * cart icon of its own, which it announces (`header:cart-icon-pressed`): a press of it does the same.
 */
export function MiniCart() {
  const t = useT(miniCartMessages);
  const navigate = useNavigate();
  const count = useRootStore((s) => cartCount(s.cart));
  const [open, setOpen] = useState(false);
  useCartSync();

  const close = useCallback(() => setOpen(false), []);
  const preload = () => {
    if (!window.matchMedia(MOBILE_QUERY).matches) loadCartPanel().catch(() => undefined);
  };
  const onClick = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) navigate('/cart');
    else setOpen(true);
  }, [navigate]);
  useEffect(() => on('header:cart-icon-pressed', onClick), [onClick]);

  return (
    <>
      <button type="button" className="mini-cart" aria-haspopup="dialog" onClick={onClick} onPointerEnter={preload} onFocus={preload}>
        <CartIcon />
        <span className="visually-hidden">{t('cart')} </span>
        <span className="mini-cart__badge" data-testid="cart-count">
          {count}
        </span>
        <span className="visually-hidden"> {t('itemsWord')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
