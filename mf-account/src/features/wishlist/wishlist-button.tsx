import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button } from '@bookshop/ui';
import { fetchArticle } from './api';
import { wishlistButtonMessages } from './wishlist-button-messages';
import { toggleWishlist } from './wishlist-actions';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * Wishlist control for one book: takes only the id; visitors are sent to /login with the spec's message. The book is
 * read when it is to be added, not with the page: a call fewer while a book page loads.
 */
export function WishlistButton({ articleId }: { articleId: number }) {
  const t = useT(wishlistButtonMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const inWishlist = useRootStore((s) => s.favorites.some((favorite) => favorite._favid === articleId));
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    const result = await toggleWishlist(articleId, () => fetchArticle(articleId));
    setBusy(false);
    if (result === 'login-required') navigate('/login', { state: { from: location.pathname } });
  };

  return (
    <Button variant="secondary" busy={busy} aria-pressed={inWishlist} onClick={() => void onClick()}>
      <Heart filled={inWishlist} />
      {inWishlist ? t('removeFromWishlist') : t('addToWishlist')}
    </Button>
  );
}
