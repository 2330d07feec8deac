import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { cartCount, countsInTotal, isLoggedIn, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock } from '@bookshop/ui';
import { reloadCart } from '../cart/cart-server-sync';
import { CartLineView } from '../cart/cart-line-view';
import { CartTotal } from '../mini-cart/cart-total';
import { cartPageMessages } from './messages';

export function CartPage() {
  const t = useT(cartPageMessages);
  // Undefined before the route's client loader answered: on the server (the cart is the shopper's browser's) and
  // while hydrating. The heading is the same node before and after (the exposed page is its own skeleton).
  const loaded = useLoaderData() !== undefined;

  useEffect(() => {
    document.title = `${t('cartPageTitle')} — Librairie Lumière`;
  }, [t]);

  return (
    <section className="cart-page" data-boundary="cart">
      <h1>{t('cartPageTitle')}</h1>
      {loaded ? <CartContents /> : <LoadingBlock />}
    </section>
  );
}

/** The lines with their quantity rules and the summary, or the empty cart; a signed-in shopper's read from the server. */
function CartContents() {
  const t = useT(cartPageMessages);
  const lines = useRootStore((s) => s.cart);
  const loggedIn = useRootStore(isLoggedIn);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (loggedIn) void reloadCart().then((ok) => setLoadFailed(!ok));
  }, [loggedIn]);

  const someExcluded = lines.some((line) => !countsInTotal(line));

  return (
    <>
      {loadFailed && (
        <div className="bk-fallback" role="alert">
          <p>{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void reloadCart().then((ok) => setLoadFailed(!ok))}>
            {t('retry')}
          </Button>
        </div>
      )}
      {lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('emptyCart')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('browseBooks')}
          </Link>
          <p>
            <Link to="/gift-card">{t('giftCardLink')}</Link>
          </p>
        </div>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineView key={line._id} line={line} />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('summary')}</h2>
            <p>{t('itemsCount', { count: cartCount(lines) })}</p>
            <p className="cart-summary__total">
              {t('total')} <CartTotal />
            </p>
            {someExcluded && <p className="cart-summary__note">{t('excludedNote')}</p>}
            {!loggedIn && (
              <p className="cart-summary__note">
                {t('guestNote')} <Link to="/login">{t('login')}</Link>
              </p>
            )}
            {lines.some(countsInTotal) && (
              <Link className="bk-button bk-button--primary" to="/checkout">
                {t('placeOrder')}
              </Link>
            )}
            <Link className="bk-button bk-button--secondary" to="/books">
              {t('continueShopping')}
            </Link>
            {/* A gift card is an order of its own, not a line of the cart: offered beside it. */}
            <Link to="/gift-card">{t('giftCardLink')}</Link>
          </aside>
        </div>
      )}
    </>
  );
}
