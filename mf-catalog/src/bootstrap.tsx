import { renderStandalone } from '@bookshop/ui/standalone';

// Standalone page of the catalog for local work; in the store the shell mounts the exposed modules.
renderStandalone({
  modules: {
    'catalog/smart-search': () => import('./exposes/smart-search'),
    'catalog/category-menu': () => import('./exposes/category-menu'),
    'catalog/home-page': () => import('./exposes/home-page'),
    'catalog/books-page': () => import('./exposes/books-page'),
    'catalog/book-details-page': () => import('./exposes/book-details-page'),
    'catalog/compare-page': () => import('./exposes/compare-page'),
    'catalog/contact-page': () => import('./exposes/contact-page'),
  },
  routes: [
    { path: '/', id: 'catalog/home-page' },
    { path: '/books', id: 'catalog/books-page' },
    { path: '/bookdetails/:id', id: 'catalog/book-details-page' },
    { path: '/compare', id: 'catalog/compare-page' },
    { path: '/contactus', id: 'catalog/contact-page' },
  ],
  fragments: ['catalog/smart-search'],
});
