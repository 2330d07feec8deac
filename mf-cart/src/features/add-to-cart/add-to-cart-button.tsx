import { useState } from 'react';
import { useT } from '@bookshop/i18n';
import { isAtStockCap, isOutOfStock, useRootStore } from '@bookshop/store';
import { Button, useAsync } from '@bookshop/ui';
import { fetchArticle } from '../../lib/cart-api';
import { cartMessages } from '../../messages';
import { addToCart } from '../cart/cart-actions';

/** Add-to-cart control for one book: takes only the id and reads the book's price and stock from the server itself. */
export function AddToCartButton({ articleId }: { articleId: number }) {
  const t = useT(cartMessages);
  const article = useAsync(() => fetchArticle(articleId), [articleId]);
  const inCart = useRootStore((s) => s.cart.find((line) => line._id === articleId)?.quantity ?? 0);
  const [busy, setBusy] = useState(false);

  if (article.status === 'loading') return <Button disabled>{t('addToCart')}</Button>;
  if (article.status === 'error') return <p className="add-to-cart__error">{t('unavailableBook')}</p>;
  const stock = article.data._qte_a_terme_calcule;
  if (isOutOfStock(stock)) return <Button disabled>{t('outOfStock')}</Button>;
  const atCap = inCart > 0 && isAtStockCap(inCart, stock);

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
        {t('addToCart')}
      </Button>
      {atCap && (
        <span className="add-to-cart__info" role="status">
          {t('noMoreStock')}
        </span>
      )}
    </div>
  );
}
