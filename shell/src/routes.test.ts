import fs from 'node:fs';
import path from 'node:path';
import { afterPageFragments, isAdminPath, routes } from './routes';

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
  const modules = routes.map((route) => route.module);
  expect(new Set(modules).size).toBe(modules.length);
});

test('the admin panel route accepts its sub-pages', () => {
  expect(routes.find((route) => route.module === 'admin/app')?.path).toBe('/admin-panel/*');
});

test("the fragments loaded after the page are the ones the header and the app mount, but the search box, and a book's wishlist button", () => {
  const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');
  const mounted = [...(read('features/header/header.tsx') + read('app.tsx')).matchAll(/<RemoteSlot id="([^"]+)"/g)].map((match) => match[1]);
  expect([...afterPageFragments, 'catalog/smart-search'].sort()).toEqual([...new Set(mounted), 'account/wishlist-button'].sort());
});
