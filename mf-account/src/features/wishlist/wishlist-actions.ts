/**
 * Wishlist changes (spec sections 5 and 8): login required; the server is told first and the store follows its
 * answer, so the wishlist never shows a book the server does not hold.
 */
import type { Article } from '@bookshop/contracts';
import { t } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { notify } from '@bookshop/ui';
import { addFavorite, deleteFavorite } from './api';
import { wishlistButtonMessages } from './wishlist-button-messages';
import { favoriteFromArticle } from '../session/session-actions';

export type WishlistResult = 'added' | 'removed' | 'login-required' | 'failed';

/**
 * Adds the book, or removes it when it is already in the wishlist. The book is read (`readArticle`) only to be added:
 * its title and picture go into the wishlist.
 */
export async function toggleWishlist(articleId: number, readArticle: () => Promise<Article>): Promise<WishlistResult> {
  const { user, token, favorites } = rootStore.getState();
  if (!user || !token) {
    notify.info(t(wishlistButtonMessages, 'wishlistLoginRequired'));
    return 'login-required';
  }
  const existing = favorites.find((favorite) => favorite._favid === articleId);
  if (existing) return removeFromWishlist(existing.id, articleId);
  try {
    const article = await readArticle();
    const favoriteId = await addFavorite({ user_id: user.id, article_id: article.id });
    rootStore.getState().addFavorite(favoriteFromArticle(favoriteId, article));
    notify.success(t(wishlistButtonMessages, 'wishlistAdded'));
    return 'added';
  } catch (error) {
    console.warn('[account] wishlist add refused', error);
    notify.error(t(wishlistButtonMessages, 'wishlistAddFailed'));
    return 'failed';
  }
}

export async function removeFromWishlist(favoriteId: number, articleId: number): Promise<WishlistResult> {
  try {
    await deleteFavorite(favoriteId);
    rootStore.getState().removeFavorite(articleId);
    notify.success(t(wishlistButtonMessages, 'wishlistRemoved'));
    return 'removed';
  } catch (error) {
    console.warn('[account] wishlist remove refused', error);
    notify.error(t(wishlistButtonMessages, 'wishlistRemoveFailed'));
    return 'failed';
  }
}
