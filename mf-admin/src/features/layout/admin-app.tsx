import { useState } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { api } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { LanguageSelect } from '@bookshop/ui';
import { BookFormPage } from '../books/book-form-page';
import { BooksPage } from '../books/books-page';
import { CategoriesPage, CollaboratorsPage, CollectionsPage, EventsPage, HeroSlidesPage, PublishersPage } from '../content';
import { AuditLogPage, CustomerDetailPage, CustomersPage, MessagesPage, NewsletterPage, ReviewsPage } from '../customers';
import { CouponsPage } from '../coupons/coupons-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { AdminLogin } from '../login/admin-login';
import { OrderDetailPage } from '../orders/order-detail-page';
import { OrdersPage } from '../orders/orders-page';
import { ReturnDetailPage } from '../orders/return-detail-page';
import { ReturnsPage } from '../orders/returns-page';
import { CompanySettingsPage } from '../settings/company-settings-page';
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
    ],
  },
  {
    group: 'groupSales',
    entries: [
      ['orders', 'orders'],
      ['returns', 'returns'],
      ['coupons', 'coupons'],
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
      ['audit-log', 'auditLog'],
    ],
  },
];

/** The admin panel: its login screen, or its pages when an admin user with an email is held. */
export function AdminApp() {
  const isAdmin = useRootStore((s) => Boolean(s.token && s.user?.role === 'admin' && s.user.email));
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
    await api()
      .get('/logout')
      .catch((error: unknown) => console.warn('[admin] logout call failed', error));
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
        <nav aria-label={t('navigation')}>
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
            {t('logout')}
          </button>
        </div>
      </aside>
      <div className="admin-content">
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="books" element={<BooksPage />} />
          <Route path="books/new" element={<BookFormPage />} />
          <Route path="books/:id" element={<BookFormPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="collaborators" element={<CollaboratorsPage />} />
          <Route path="collections" element={<CollectionsPage />} />
          <Route path="publishers" element={<PublishersPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:number" element={<OrderDetailPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="returns/:id" element={<ReturnDetailPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerDetailPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="hero-slides" element={<HeroSlidesPage />} />
          <Route path="settings" element={<CompanySettingsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="*" element={<h1 className="admin-missing">{t('pageNotFound')}</h1>} />
        </Routes>
      </div>
    </div>
  );
}
