import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { emit } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { cartCount, useRootStore } from '@bookshop/store';
import { RemoteSlot } from '@bookshop/ui';
import { shellMessages } from '../../messages';
import type { ShopFrame } from '../company/company-settings';
import { AccountMenu } from './account-menu';
import { Counters } from './counters';
import { MailIcon, MenuIcon, PhoneIcon } from './icons';
import { MobileDrawer } from './mobile-drawer';
import { NavLinks } from './nav-links';
import { isPlainPress } from './plain-press';
import { PreferencesSelector } from './preferences-selector';

/** The compact sticky nav appears after this much scrolling. */
export const STICKY_AFTER_PX = 80;

function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > limit);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit]);
  return past;
}

/**
 * The header's search before the catalog's box (with its suggestions) arrives, and the box itself without JavaScript:
 * a plain search of /books (`q`, the box's own form), so the server's page can be searched from its header. A page
 * load of its own when sent: the box takes over within moments of the start.
 */
function SearchForm() {
  const t = useT(shellMessages);
  return (
    <form className="bk-search" role="search" action="/books" method="get">
      <input className="bk-search__input" type="search" name="q" aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} autoComplete="off" />
      <button type="submit" className="bk-search__submit" aria-label={t('searchSubmit')} />
    </form>
  );
}

/** The shop's name and its mark: the company's logo for a light background when it has one, else the shop's own. */
function Logo({ icon }: { icon: string | null }) {
  const t = useT(shellMessages);
  return (
    <Link to="/" className="logo">
      {icon ? (
        <img className="logo__mark logo__mark--picture" src={icon} alt="" />
      ) : (
        <span className="logo__mark" aria-hidden="true">
          L
        </span>
      )}
      <span className="logo__name">{t('shopName')}</span>
      <span className="visually-hidden">{t('homeSuffix')}</span>
    </Link>
  );
}

/**
 * The compact nav's cart link, its count from the shared store. A plain press does what the header's cart icon does
 * (the cart remote's mini cart answers it: the panel on desktop, /cart on a phone); the link itself serves when that
 * icon is not there (its remote not loaded yet, or at all), and for opening the cart in another tab.
 */
function StickyCartLink() {
  const t = useT(shellMessages);
  const count = useRootStore((s) => cartCount(s.cart));
  const onClick = (event: MouseEvent) => {
    if (!isPlainPress(event)) return;
    if (emit('header:cart-icon-pressed', {})) event.preventDefault();
  };
  return (
    <Link className="sticky-nav__cart" to="/cart" onClick={onClick}>
      {t('cart')} <span className="header-counter__badge sticky-nav__badge" data-testid="sticky-cart-count">{count}</span>
    </Link>
  );
}

/** Storefront header: top bar, search and counters, main nav, sticky compact nav, mobile drawer. */
export function Header({ frame }: { frame: ShopFrame | null }) {
  const t = useT(shellMessages);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    // A route change (from any link, even one inside a remote) closes the drawer.
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="top-bar__inner">
          <div className="top-bar__contacts">
            {frame?.email && (
              <a href={`mailto:${frame.email}`}>
                <MailIcon />
                <span className="visually-hidden">{t('email')}</span> {frame.email}
              </a>
            )}
            {frame?.phone && (
              <a href={`tel:${frame.phone.replace(/\s+/g, '')}`}>
                <PhoneIcon />
                <span className="visually-hidden">{t('phone')}</span> {frame.phone}
              </a>
            )}
          </div>
          <div className="top-bar__actions">
            <PreferencesSelector idPrefix="top" />
            <Link className="top-bar__button" to="/about-us">
              {t('aboutUs')}
            </Link>
            <Link className="top-bar__button" to="/events">
              {t('events')}
            </Link>
          </div>
        </div>
      </div>

      <div className="main-bar">
        <button
          type="button"
          className="bk-icon-button main-bar__menu"
          aria-label={t('openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <Logo icon={frame?.light_icon ?? null} />
        <div className="main-bar__search">
          <RemoteSlot id="catalog/smart-search" props={{}} loading={<SearchForm />} />
        </div>
        <div className="main-bar__icons">
          <Counters settingsLoading={frame === null} />
          {/* After the page: it brings the cart remote's entry, which on a slow phone would share the bandwidth and
              the processor with the page's first screen. The search box, from the remote of most pages, loads with
              the page. */}
          <span className="main-bar__slot">
            <RemoteSlot id="cart/mini-cart" props={{}} afterPage />
          </span>
          <span className="main-bar__slot">
            <AccountMenu />
          </span>
        </div>
      </div>

      <nav className="main-nav" aria-label={t('mainNav')}>
        <NavLinks />
      </nav>

      <div className={`sticky-nav${sticky ? ' sticky-nav--visible' : ''}`} aria-hidden={!sticky} inert={!sticky}>
        <Logo icon={frame?.light_icon ?? null} />
        <nav aria-label={t('mainNav')}>
          <NavLinks withSections={false} />
        </nav>
        <StickyCartLink />
      </div>

      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
