import { renderStandalone } from '@bookshop/ui/standalone';

// Standalone page of the cart for local work; in the store the shell mounts the exposed modules.
renderStandalone({
  modules: {
    'cart/mini-cart': () => import('./exposes/mini-cart'),
    'cart/cart-added-popup': () => import('./exposes/cart-added-popup'),
    'cart/cart-page': () => import('./exposes/cart-page'),
    'cart/add-to-cart-button': () => import('./exposes/add-to-cart-button'),
  },
  routes: [{ path: '/cart', id: 'cart/cart-page' }],
  fragments: ['cart/mini-cart', 'cart/cart-added-popup'],
});
