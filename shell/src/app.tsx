import { useEffect, useRef, type ComponentType } from 'react';
import { Navigate, Outlet, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import type { RouteDeclaration } from '@bookshop/contracts';
import { useLanguage, localeOf, useT } from '@bookshop/i18n';
import { isLoggedIn, isStaff, useRootStore, type RootState } from '@bookshop/store';
import { HydrateLater, RemoteSlot, Spinner, ToastHost } from '@bookshop/ui';
import { applyShopFrame, type ShopFrame } from './features/company/company-settings';
import { Footer } from './features/footer/footer';
import { Header } from './features/header/header';
import { NotFoundPage } from './features/not-found/not-found-page';
import { shellMessages } from './messages';
import { featureOff, isAdminPath } from './routes';

/** Top of the page on every route change; to the section when the link names one (home scroll links). */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The section may belong to a remote that is still loading: look for it a few times.
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 40) {
        clearInterval(timer);
        target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    }, 100);
    return () => clearInterval(timer);
  }, [pathname, hash]);
  return null;
}

function PagePlaceholder() {
  return (
    <div className="bk-page-loading">
      <Spinner />
    </div>
  );
}

/**
 * A shopper's own page (or the staff's). Before its data (`loaded` false), the module's `Skeleton` (its heading and
 * placeholders, or a spinner when it has none): the server renders that inside the frame (who the shopper is, only
 * the browser knows), and the browser hydrates it as the route's `HydrateFallback` while the page's client loader
 * runs. Once the data is in (never while hydrating, when the store reads as the server's), the page, behind the login
 * when it needs one. Both states are this one component, so a module whose skeleton is its page keeps the nodes the
 * server drew (its heading and intro stay the page's largest paint). The 404 page when the page's feature is off.
 */
export function PrivatePage({ route, Page, Skeleton = PagePlaceholder, loaded }: { route: RouteDeclaration; Page: ComponentType; Skeleton?: ComponentType | undefined; loaded: boolean }) {
  const loggedIn = useRootStore(isLoggedIn);
  const compareEnabled = useRootStore((s) => s.isCompareEnabled);
  const { pathname } = useLocation();
  // Whether the page exists is the shop's settings' to say, which the server knows: it answers the 404 with its status.
  if (featureOff(route, compareEnabled)) return <NotFoundPage />;
  if (!loaded) return <Skeleton />;
  if (route.requiresLogin && !loggedIn) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return <Page />;
}

/**
 * Whether a shopper's own page (or the staff's) may read its data: one that needs a login, only for a logged-in
 * shopper (the others go to /login); a staff page, only for staff (its layout shows anyone else the admin login).
 */
export const mayRead = (route: RouteDeclaration, state: RootState): boolean =>
  (!route.requiresLogin || isLoggedIn(state)) && (!route.staff || isStaff(state));

/** The storefront frame, the router's root route: header and footer around the routed page, except on admin paths. */
export function App() {
  const t = useT(shellMessages);
  const language = useLanguage();
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  // The root route's loader (route-objects.tsx): null when the API could not be reached (header and footer still show).
  const frame = useLoaderData<ShopFrame | null>();

  useEffect(() => {
    if (frame) applyShopFrame(frame);
  }, [frame]);

  useEffect(() => {
    document.documentElement.lang = localeOf(language).slice(0, 2);
  }, [language]);

  // The pages' data is in the language it was read in: another language reads it again.
  const revalidator = useRevalidator();
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void revalidator.revalidate();
  }, [language, revalidator]);

  return (
    <>
      <ScrollManager />
      {!admin && (
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
      )}
      {!admin && <Header frame={frame} />}
      <main id="main" className={admin ? 'main main--admin' : 'main'} tabIndex={-1}>
        <Outlet />
      </main>
      {!admin && (
        <HydrateLater>
          <Footer frame={frame} />
        </HydrateLater>
      )}
      {!admin && <RemoteSlot id="cart/cart-added-popup" props={{}} loading={null} afterPage />}
      <ToastHost />
    </>
  );
}
