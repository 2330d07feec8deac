import { isAdminPath, routes } from './routes';

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

test('the admin panel route accepts its sub-pages', () => {
  expect(routes.find((route) => route.module === 'admin/app')?.path).toBe('/admin-panel/*');
});
