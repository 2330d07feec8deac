/** Federation name and public surface of the catalog remote (see src/exposes/README.md). */
module.exports = {
  name: 'catalog',
  exposes: {
    './smart-search': './src/exposes/smart-search.tsx',
    './category-menu': './src/exposes/category-menu.tsx',
    './favourites-carousel': './src/exposes/favourites-carousel.tsx',
    './home-page': './src/exposes/home-page.tsx',
    './books-page': './src/exposes/books-page.tsx',
    './book-details-page': './src/exposes/book-details-page.tsx',
    './compare-page': './src/exposes/compare-page.tsx',
  },
};
