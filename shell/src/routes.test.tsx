import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router-dom';
import { ROUTES, type ExposedModuleId } from '@bookshop/contracts';
import { isStaff, rootStore, useRootStore } from '@bookshop/store';
import { aUser, resetStore } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { createRoutes, type PageModule } from './route-objects';
import { isAdminPath } from './routes';

test('admin paths are /admin-panel and everything under it', () => {
  expect(isAdminPath('/admin-panel')).toBe(true);
  expect(isAdminPath('/admin-panel/')).toBe(true);
  expect(isAdminPath('/admin-panel/settings')).toBe(true);
});

test('storefront paths that merely look alike are not admin paths', () => {
  for (const path of ['/', '/books', '/admin', '/admin-panels', '/admin-panelx/settings', '/books/admin-panel']) {
    expect(isAdminPath(path)).toBe(false);
  }
});

test('each page module has one route: its module is the route id (the router refuses two routes of one id)', () => {
  const modules = ROUTES.map((route) => route.module);
  expect(new Set(modules).size).toBe(modules.length);
});

test("a page drawn inside a layout is below the layout's address", () => {
  for (const route of ROUTES.filter((page) => page.layout)) {
    expect(route.path.startsWith(`${ROUTES.find((page) => page.module === route.layout)?.path}/`)).toBe(true);
  }
});

test("the frame's search box loads with the page; its cart and account menus and the cart popup once the page is on screen", async () => {
  const loaded: ExposedModuleId[] = [];
  setModuleLoader({ load: (id) => (loaded.push(id), Promise.resolve(() => null)), forget: () => Promise.resolve() } as ModuleLoader);
  let loadedWhenCommitted: ExposedModuleId[] = [];
  function Page() {
    useEffect(() => {
      loadedWhenCommitted = [...loaded];
    }, []);
    return <h1>La librairie</h1>;
  }
  const router = createMemoryRouter(createRoutes({ hydrated: Promise.resolve() }, () => Promise.resolve({ default: Page }), () => null), { initialEntries: ['/about-us'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'La librairie', level: 1 });
  expect(loadedWhenCommitted).toEqual(['catalog/smart-search']);
  await waitFor(() => expect([...loaded].sort()).toEqual(['account/profile-menu', 'cart/cart-added-popup', 'cart/mini-cart', 'catalog/smart-search']));
});

describe('the admin panel: its pages inside its layout', () => {
  const dashboardLoader = jest.fn(async () => ({ orders: 4 }));
  const pages: Partial<Record<ExposedModuleId, PageModule>> = {
    'admin/layout': {
      default: function Layout() {
        const staff = useRootStore(isStaff);
        return staff ? <div><nav aria-label="admin menu" /><Outlet /></div> : <h1>admin login</h1>;
      },
    },
    'admin/dashboard-page': {
      default: function Dashboard() {
        const board = useLoaderData() as { orders: number } | null;
        return <h1>{board ? `${board.orders} orders to handle` : 'dashboard, loading'}</h1>;
      },
      loader: dashboardLoader,
    },
  };
  const open = (at: string) => {
    setModuleLoader({ load: () => Promise.resolve(() => null), forget: () => Promise.resolve() } as ModuleLoader);
    const loadPage = (id: ExposedModuleId) => Promise.resolve(pages[id] ?? { default: () => <h1>{id}</h1> });
    const router = createMemoryRouter(createRoutes({ hydrated: Promise.resolve() }, loadPage, () => null), { initialEntries: [at] });
    render(<RouterProvider router={router} />);
    return router;
  };
  beforeEach(() => {
    resetStore();
    dashboardLoader.mockClear();
  });

  test("/admin-panel goes to the dashboard, drawn inside the layout with its loader's data, for staff", async () => {
    rootStore.setState({ user: aUser({ role: 'admin', email: 'admin@shop.test' }), token: 'tok-1' });
    const router = open('/admin-panel');
    expect(await screen.findByRole('heading', { name: '4 orders to handle' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'admin menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-panel/dashboard');
  });

  test('for anyone else the layout shows its login, and the page reads nothing', async () => {
    rootStore.setState({ user: aUser({ role: 'customer' }), token: 'tok-7' });
    open('/admin-panel/dashboard');
    expect(await screen.findByRole('heading', { name: 'admin login' })).toBeInTheDocument();
    expect(dashboardLoader).not.toHaveBeenCalled();
  });

  test('an address below the panel that names no page is the 404 page, inside the layout', async () => {
    rootStore.setState({ user: aUser({ role: 'admin', email: 'admin@shop.test' }), token: 'tok-1' });
    open('/admin-panel/une-page-inconnue');
    expect(await screen.findByRole('navigation', { name: 'admin menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText('Désolé, la page que vous recherchez n’existe pas.')).toBeInTheDocument();
  });
});
