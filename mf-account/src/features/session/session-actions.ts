/** Starting and ending a customer session: one place for what login, register and logout change. */
import type { Article, Favorite, ServerFavorite, SessionAnswer } from '@bookshop/contracts';
import { emit } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { fetchFavorites, logout } from './api';

/**
 * Holds the new session and announces it (the cart remote then merges the guest cart). The language and currency
 * saved on the account apply at once: a choice made on another device follows the customer, and the store shows
 * what the shop's mails to them use.
 */
export function startSession({ user, token }: SessionAnswer['data']): void {
  const store = rootStore.getState();
  store.setSession(user, token);
  store.setLanguage(user.language);
  // Dollars only where the shop gives a rate (as the currency choice itself requires); euro otherwise.
  if (user.currency === 'eur' || store.currencyRate) store.setCurrency(user.currency);
  emit('session:logged-in', { userId: user.id });
}

/** Logout: tell the server (failures ignored), remove the token, clear the user (and so compare, favourites, cart). */
export async function endSession(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.warn('[account] logout call failed', error);
  }
  rootStore.getState().clearUser();
}

/**
 * The client's wishlist entry for a server favourite. A book no longer for sale comes with its id only (the server
 * keeps an unpublished book's record to itself): the entry knows nothing else of it.
 */
export function toFavorite(entry: ServerFavorite): Favorite {
  if (!entry.removed) return favoriteFromArticle(entry.id, entry.article);
  return {
    id: entry.id,
    _favid: entry.article_id,
    favtitle: '',
    favauthor: '',
    favimage: '',
    favprice: 0,
    favdescription: '',
    favquantity: 1,
    discount: 0,
    weight: 0,
    price_ttc: 0,
    removed: true,
    article_stock: 0,
    _code_barre: '',
  };
}

/** The client's wishlist entry for a book. */
export function favoriteFromArticle(favoriteId: number, article: Article, removed = false): Favorite {
  return {
    id: favoriteId,
    _favid: article.id,
    favtitle: article.designation,
    favauthor: article.dc_auteur?._nom ?? '',
    favimage: article.articleimage[0]?.link ?? '',
    favprice: article._prix_public_ttc,
    favdescription: article.descriptif,
    favquantity: 1,
    discount: article.discount,
    weight: article._poids_net,
    price_ttc: article._prix_public_ttc,
    removed,
    article_stock: article._qte_a_terme_calcule,
    _code_barre: article._code_barre,
  };
}

/** Reloads the wishlist from the server for the held user (failures are logged; the list stays as it was). */
export async function reloadFavorites(): Promise<void> {
  const { user, token } = rootStore.getState();
  if (!user || !token) return;
  try {
    rootStore.getState().replaceFavorites((await fetchFavorites(user.id)).map(toFavorite));
  } catch (error) {
    console.warn('[account] favourites reload failed', error);
  }
}
