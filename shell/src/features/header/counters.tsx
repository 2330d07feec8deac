import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { isLoggedIn, useRootStore } from '@bookshop/store';
import { shellMessages } from '../../messages';
import { CompareIcon, HeartIcon } from './icons';

/**
 * Wishlist and compare counters; both go to /login when nobody is logged in. `settingsLoading`: while the company
 * settings are on their way and the compare switch was never read (a first visit), the compare counter's place is kept
 * (an invisible twin), so the icons do not move when it appears; a shop without compare sees it go once, on that visit.
 */
export function Counters({ settingsLoading = false }: { settingsLoading?: boolean }) {
  const t = useT(shellMessages);
  const loggedIn = useRootStore(isLoggedIn);
  const favorites = useRootStore((s) => s.favorites.length);
  const compared = useRootStore((s) => s.compare.length);
  const compareEnabled = useRootStore((s) => s.isCompareEnabled);

  return (
    <>
      {/* The name is the visible count with its hidden label ("Wishlist 2"), so what is seen is what is said. */}
      <Link className="header-counter" to={loggedIn ? '/wishlist' : '/login'}>
        <HeartIcon />
        <span className="visually-hidden">{t('wishlist')} </span>
        <span className="header-counter__badge" data-testid="wishlist-count">
          {favorites}
        </span>
      </Link>
      {compareEnabled === null && settingsLoading && (
        <span className="header-counter header-counter--reserved" aria-hidden="true" data-testid="compare-reserved">
          <CompareIcon />
        </span>
      )}
      {compareEnabled && (
        <Link className="header-counter" to={loggedIn ? '/compare' : '/login'}>
          <CompareIcon />
          <span className="visually-hidden">{t('compare')} </span>
          <span className="header-counter__badge" data-testid="compare-count">
            {compared}
          </span>
        </Link>
      )}
    </>
  );
}
