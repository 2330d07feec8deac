import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { isOutOfStock, useRootStore } from '@bookshop/store';
import { FALLBACK_IMAGE, LazyImage, Price, RemoteSlot } from '@bookshop/ui';
import { wishlistMessages } from './messages';
import { reloadFavorites } from '../session/session-actions';
import { removeFromWishlist } from './wishlist-actions';

/**
 * /wishlist: the customer's favourites from the server, each with add-to-cart and remove. A book no longer for sale
 * says so, without a price or a link to its page (which answers 404): the server sends its id only.
 */
export function WishlistPage() {
  const t = useT(wishlistMessages);
  const favorites = useRootStore((s) => s.favorites);

  useEffect(() => {
    document.title = `${t('wishlistTitle')} — Librairie Lumière`;
  }, [t]);
  useEffect(() => {
    void reloadFavorites();
  }, []);

  return (
    <section className="wishlist-page" data-boundary="account">
      <h1>{t('wishlistTitle')}</h1>
      {favorites.length === 0 ? (
        <div className="wishlist-page__empty">
          <p>{t('wishlistEmpty')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('browseBooks')}
          </Link>
        </div>
      ) : (
        <>
          <p className="wishlist-page__count">{t('wishlistCount', { count: favorites.length })}</p>
          <ul className="wishlist">
            {favorites.map((favorite) => (
              <li key={favorite.id} className="wishlist__item" data-testid="wishlist-item">
                {favorite.removed ? (
                  <span className="wishlist__cover">
                    <LazyImage src={favorite.favimage || FALLBACK_IMAGE} alt="" width={80} height={120} sizes="80px" />
                  </span>
                ) : (
                  <Link to={`/bookdetails/${favorite._favid}`} className="wishlist__cover">
                    <LazyImage src={favorite.favimage} alt="" width={80} height={120} sizes="80px" />
                  </Link>
                )}
                <div className="wishlist__body">
                  {favorite.removed ? (
                    <p className="wishlist__title">{t('noLongerForSale')}</p>
                  ) : (
                    <Link to={`/bookdetails/${favorite._favid}`} className="wishlist__title">
                      {favorite.favtitle}
                    </Link>
                  )}
                  {favorite.favauthor && <p className="wishlist__author">{t('by', { author: favorite.favauthor })}</p>}
                  {!favorite.removed && <Price priceTtc={favorite.price_ttc} discount={favorite.discount} />}
                  <div className="wishlist__badges">
                    {favorite.removed && <span className="wishlist__badge">{t('notAvailable')}</span>}
                    {!favorite.removed && isOutOfStock(favorite.article_stock) && <span className="wishlist__badge">{t('outOfStock')}</span>}
                  </div>
                </div>
                <div className="wishlist__actions">
                  {!favorite.removed && <RemoteSlot id="cart/add-to-cart-button" props={{ articleId: favorite._favid }} />}
                  <button
                    type="button"
                    className="bk-button bk-button--ghost"
                    aria-label={favorite.removed ? t('removeGone') : t('remove', { title: favorite.favtitle })}
                    onClick={() => void removeFromWishlist(favorite.id, favorite._favid)}
                  >
                    {t('removeFromWishlist')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
