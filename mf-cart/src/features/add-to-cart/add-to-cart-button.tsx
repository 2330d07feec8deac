import { useState } from 'react';
import { orderableCopies, type ExposedModules } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { isAtStockCap, isOutOfStock, useRootStore } from '@bookshop/store';
import { Button, useAsync } from '@bookshop/ui';
import { addToCart } from '../cart/cart-actions';
import { fetchArticle } from './api';
import { addToCartButtonMessages } from './messages';

/**
 * Add-to-cart control for one book: reads the book's price and stock from the server itself. The book as the page has
 * it (`article`, read by the page's loader moments before) stands in until then, so the button answers a click as soon
 * as the page is live; the cart's lines and totals are priced by the server in any case.
 */
export function AddToCartButton({ articleId, article: pageArticle }: ExposedModules['cart/add-to-cart-button']) {
  const t = useT(addToCartButtonMessages);
  const read = useAsync(() => fetchArticle(articleId), [articleId]);
  const article = read.status === 'loading' && pageArticle?.id === articleId ? { status: 'success' as const, data: pageArticle } : read;
  const inCart = useRootStore((s) => s.cart.find((line) => line._id === articleId)?.quantity ?? 0);
  const [busy, setBusy] = useState(false);

  if (article.status === 'loading') return <Button disabled>{t('addToCart')}</Button>;
  if (article.status === 'error') return <p className="add-to-cart__error">{t('unavailableBook')}</p>;
  // A title not out yet is pre-ordered (its page says when it comes out; the checkout, the payment rule).
  const orderable = orderableCopies(article.data);
  if (isOutOfStock(orderable)) return <Button disabled>{t('outOfStock')}</Button>;
  const atCap = inCart > 0 && isAtStockCap(inCart, orderable);

  return (
    <div className="add-to-cart">
      <Button
        busy={busy}
        disabled={atCap}
        onClick={async () => {
          setBusy(true);
          await addToCart(article.data);
          setBusy(false);
        }}
      >
        {t(article.data.forthcoming ? 'preorder' : 'addToCart')}
      </Button>
      {atCap && (
        <span className="add-to-cart__info" role="status">
          {t('noMoreStock')}
        </span>
      )}
    </div>
  );
}
