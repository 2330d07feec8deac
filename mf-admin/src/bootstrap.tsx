import { renderStandalone } from '@bookshop/ui/standalone';

// Standalone page of the admin panel for local work; in the store the shell mounts `admin/app` at /admin-panel.
renderStandalone({
  modules: { 'admin/app': () => import('./exposes/app') },
  routes: [{ path: '/admin-panel/*', id: 'admin/app' }],
});
