import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ROUTES, type ExposedModuleId } from '@bookshop/contracts';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { createRoutes } from './route-objects';
import { afterPageFragments, isAdminPath } from './routes';

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

test('the admin panel route accepts its sub-pages', () => {
  expect(ROUTES.find((route) => route.module === 'admin/app')?.path).toBe('/admin-panel/*');
});

test("the fragments loaded after the page are the ones the frame mounts, but the search box, and a book's wishlist button", async () => {
  const loaded = new Set<ExposedModuleId>();
  setModuleLoader({ load: (id) => (loaded.add(id), Promise.resolve(() => null)), forget: () => Promise.resolve() } as ModuleLoader);
  const page = { default: () => <h1>La librairie</h1> };
  const router = createMemoryRouter(createRoutes({ hydrated: Promise.resolve() }, () => Promise.resolve(page), () => null), { initialEntries: ['/about-us'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'La librairie', level: 1 });
  await act(async () => undefined);
  expect([...afterPageFragments, 'catalog/smart-search'].sort()).toEqual([...loaded, 'account/wishlist-button'].sort());
});
