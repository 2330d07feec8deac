import { Link, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { api } from '@bookshop/api-client';
import { emit } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { AdminLogin } from '../login/admin-login';
import { OrdersPage } from '../orders/orders-page';
import { ReturnsPage } from '../orders/returns-page';
import { CompanySettingsPage } from '../settings/company-settings-page';
import { adminMessages } from '../../messages';

/** The admin panel: its login screen, or its pages when an admin user with an email is held. */
export function AdminApp() {
  const isAdmin = useRootStore((s) => Boolean(s.token && s.user?.role === 'admin' && s.user.email));
  return <div className="admin" data-boundary="admin">{isAdmin ? <AdminLayout /> : <AdminLogin />}</div>;
}

function AdminLayout() {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const email = useRootStore((s) => s.user?.email ?? '');

  const logout = async () => {
    await api()
      .get('/logout')
      .catch((error: unknown) => console.warn('[admin] logout call failed', error));
    rootStore.getState().clearUser();
    emit('session:logged-out', {});
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
          <ul>
            <li>
              <NavLink to="/admin-panel/orders">{t('orders')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin-panel/returns">{t('returns')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin-panel/settings">{t('settings')}</NavLink>
            </li>
          </ul>
        </nav>
        <div className="admin-sidebar__foot">
          <p className="admin-sidebar__user">{email}</p>
          <Link to="/">{t('backToShop')}</Link>
          <button type="button" className="bk-button bk-button--secondary" onClick={() => void logout()}>
            {t('logout')}
          </button>
        </div>
      </aside>
      <div className="admin-content">
        <Routes>
          <Route index element={<Navigate to="settings" replace />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="settings" element={<CompanySettingsPage />} />
          <Route path="*" element={<p className="admin-missing">{t('pageNotFound')}</p>} />
        </Routes>
      </div>
    </div>
  );
}
