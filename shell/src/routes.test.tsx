import { useEffect } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe("the frame's fragments", () => {
  const loaded: ExposedModuleId[] = [];
  let loadedWhenCommitted: ExposedModuleId[] = [];
  function Page() {
    useEffect(() => {
      loadedWhenCommitted = [...loaded];
    }, []);
    return <h1>La librairie</h1>;
  }
  const open = async () => {
    loaded.length = 0;
    setModuleLoader({ load: (id) => (loaded.push(id), Promise.resolve(() => <p>{id}</p>)), forget: () => Promise.resolve() } as ModuleLoader);
    const router = createMemoryRouter(createRoutes({ hydrated: Promise.resolve() }, () => Promise.resolve({ default: Page }), () => null), { initialEntries: ['/about-us'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'La librairie', level: 1 });
  };

  test("for a visitor: the search box with the page, the cart's menu and popup once it is on screen, the account's menu at the first press of its button", async () => {
    resetStore();
    await open();
    expect(loadedWhenCommitted).toEqual(['catalog/smart-search']);
    await waitFor(() => expect([...loaded].sort()).toEqual(['cart/cart-added-popup', 'cart/mini-cart', 'catalog/smart-search']));
    const account = screen.getByRole('link', { name: 'Mon compte' });
    // Without a script it is a link to the login page.
    expect(account).toHaveAttribute('href', '/login');
    // The pointer reaching it starts the menu's load; the press mounts it, open.
    fireEvent.pointerEnter(account);
    expect(loaded).toContain('account/profile-menu');
    fireEvent.click(account);
    expect(await screen.findByText('account/profile-menu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mon compte' })).toBeNull();
  });

  test('with a session held, the account menu loads once the page is on screen, as the cart’s', async () => {
    resetStore({ token: 'token', user: aUser() });
    await open();
    expect(loadedWhenCommitted).toEqual(['catalog/smart-search']);
    await waitFor(() => expect([...loaded].sort()).toEqual(['account/profile-menu', 'cart/cart-added-popup', 'cart/mini-cart', 'catalog/smart-search']));
    expect(await screen.findByText('account/profile-menu')).toBeInTheDocument();
  });
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
