import { renderStandalone } from '@bookshop/ui/standalone';

// Standalone page of the account remote for local work; in the store the shell mounts the exposed modules.
renderStandalone({
  modules: {
    'account/profile-menu': () => import('./exposes/profile-menu'),
    'account/login-page': () => import('./exposes/login-page'),
    'account/register-page': () => import('./exposes/register-page'),
    'account/wishlist-button': () => import('./exposes/wishlist-button'),
    'account/wishlist-page': () => import('./exposes/wishlist-page'),
  },
  routes: [
    { path: '/login', id: 'account/login-page' },
    { path: '/register', id: 'account/register-page' },
    { path: '/wishlist', id: 'account/wishlist-page' },
  ],
  fragments: ['account/profile-menu'],
});
