import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { RemoteSlot } from '@bookshop/ui';
import { shellMessages } from '../../messages';
import { NavLinks } from './nav-links';
import { PreferencesSelector } from './preferences-selector';

/** Left drawer on phones: the same links, the three-level category tree, language and currency. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(shellMessages);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="drawer__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <nav className="drawer" aria-label={t('menu')} id="mobile-drawer">
        <div className="drawer__head">
          <strong>{t('shopName')}</strong>
          <button ref={closeButton} type="button" className="bk-icon-button" aria-label={t('closeMenu')} onClick={onClose}>
            ×
          </button>
        </div>
        <NavLinks onNavigate={onClose} />
        <ul className="drawer__extra">
          <li>
            <Link to="/about-us" onClick={onClose}>
              {t('aboutUs')}
            </Link>
          </li>
          <li>
            <Link to="/events" onClick={onClose}>
              {t('events')}
            </Link>
          </li>
        </ul>
        <h2 className="drawer__title">{t('categories')}</h2>
        <div className="drawer__categories">
          <RemoteSlot id="catalog/category-menu" props={{ variant: 'drawer' }} />
        </div>
        <PreferencesSelector idPrefix="drawer" />
      </nav>
    </div>
  );
}
