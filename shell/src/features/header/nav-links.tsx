import { Link, NavLink } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { shellMessages } from '../../messages';

type Key = keyof typeof shellMessages.fr & string;

/** Main nav of spec section 2, in order. */
export const MAIN_LINKS: ReadonlyArray<{ to: string; label: Key }> = [
  { to: '/', label: 'navHome' },
  { to: '/books', label: 'navBooks' },
  { to: '/collaborators', label: 'navCollaborators' },
  { to: '/collections', label: 'navCollections' },
  { to: '/contactus', label: 'navContact' },
  { to: '/legal-information', label: 'navLegal' },
];

/** Scroll links to the home sections (their element ids). */
export const SECTION_LINKS: ReadonlyArray<{ id: string; label: Key }> = [
  { id: 'new_products', label: 'navNewProducts' },
  { id: 'Best_sales', label: 'navBestSales' },
  { id: 'favorites', label: 'navFavorites' },
  { id: 'newsletter', label: 'navNewsletter' },
];

/** The main links and the home-section scroll links, for the nav bar, the sticky bar and the drawer. */
export function NavLinks({ onNavigate, withSections = true }: { onNavigate?: () => void; withSections?: boolean }) {
  const t = useT(shellMessages);
  return (
    <>
      <ul className="nav-links">
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {withSections && (
        <ul className="nav-links nav-links--sections" aria-label={t('sectionsNav')}>
          {SECTION_LINKS.map((link) => (
            <li key={link.id}>
              <Link to={{ pathname: '/', hash: `#${link.id}` }} onClick={onNavigate}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
