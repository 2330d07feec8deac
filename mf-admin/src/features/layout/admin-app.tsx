import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { isStaff, rootStore, useRootStore } from '@bookshop/store';
import { LanguageSelect } from '@bookshop/ui';
import { AdminLogin } from '../login/admin-login';
import { adminLogout } from '../login/api';
import { adminMessages } from '../../messages';
import { layoutMessages } from './messages';

type MenuKey = keyof typeof layoutMessages.fr;

/** The menu: groups of pages, each a path below /admin-panel/. */
const MENU: ReadonlyArray<{ group?: MenuKey; entries: ReadonlyArray<[path: string, label: MenuKey]> }> = [
  { entries: [['dashboard', 'dashboard']] },
  {
    group: 'groupCatalog',
    entries: [
      ['books', 'books'],
      ['categories', 'categories'],
      ['collaborators', 'collaborators'],
      ['collections', 'collections'],
      ['publishers', 'publishers'],
      ['catalogue-import', 'catalogueImport'],
      ['catalogue-subjects', 'catalogueSubjects'],
    ],
  },
  {
    group: 'groupSales',
    entries: [
      ['orders', 'orders'],
      ['returns', 'returns'],
      ['coupons', 'coupons'],
      ['gift-cards', 'giftCards'],
    ],
  },
  {
    group: 'groupCustomers',
    entries: [
      ['customers', 'customers'],
      ['newsletter', 'newsletter'],
      ['messages', 'messages'],
      ['reviews', 'reviews'],
    ],
  },
  {
    group: 'groupContent',
    entries: [
      ['events', 'events'],
      ['hero-slides', 'heroSlides'],
    ],
  },
  {
    group: 'groupShop',
    entries: [
      ['settings', 'settings'],
      ['locations', 'locations'],
      ['audit-log', 'auditLog'],
    ],
  },
];

/** The admin panel's frame: its login screen, or its menu around the staff page (the router's) when staff are logged in. */
export function AdminApp() {
  const isAdmin = useRootStore(isStaff);
  return <div className="admin" data-boundary="admin">{isAdmin ? <AdminLayout /> : <AdminLogin />}</div>;
}

/** Phones show the menu folded (see admin.css); the same width decides whether a click folds it again. */
const PHONE_QUERY = '(max-width: 760px)';
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

function AdminLayout() {
  const t = useT(adminMessages);
  const tl = useT(layoutMessages);
  const [menuOpen, setMenuOpen] = useState(() => !isPhone());
  const closeOnPhone = () => {
    if (isPhone()) setMenuOpen(false);
  };
  const navigate = useNavigate();
  const email = useRootStore((s) => s.user?.email ?? '');

  const logout = async () => {
    await adminLogout();
    rootStore.getState().clearUser();
    navigate('/admin-panel');
  };

  return (
    <div className="admin-layout">
      <aside className="admin-sidebar">
        <p className="admin-sidebar__brand">
          {t('shopName')}
          <span>{t('panelTitle')}</span>
        </p>
        <nav aria-label={tl('navigation')}>
          {/* On a phone the menu folds away behind one button-like summary; on wider screens it is always open. */}
          <details className="admin-menu" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
            <summary>{tl('menu')}</summary>
            {MENU.map(({ group, entries }) => (
              <div key={group ?? 'main'} className="admin-menu__group">
                {group && <p className="admin-menu__title">{tl(group)}</p>}
                <ul>
                  {entries.map(([path, label]) => (
                    <li key={path}>
                      <NavLink to={`/admin-panel/${path}`} onClick={closeOnPhone}>
                        {tl(label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </details>
        </nav>
        <div className="admin-sidebar__foot">
          <p className="admin-sidebar__user">{email}</p>
          {/* The shop's header, with its own select, is hidden on admin paths (spec section 2). */}
          <LanguageSelect id="admin-language" className="admin-language" />
          <Link to="/">{t('backToShop')}</Link>
          <button type="button" className="bk-button bk-button--secondary" onClick={() => void logout()}>
            {tl('logout')}
          </button>
        </div>
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
