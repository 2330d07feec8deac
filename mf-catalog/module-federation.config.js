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
    './collaborators-page': './src/exposes/collaborators-page.tsx',
    './collaborator-details-page': './src/exposes/collaborator-details-page.tsx',
    './collections-page': './src/exposes/collections-page.tsx',
    './collection-details-page': './src/exposes/collection-details-page.tsx',
    './events-page': './src/exposes/events-page.tsx',
    './event-details-page': './src/exposes/event-details-page.tsx',
    './about-page': './src/exposes/about-page.tsx',
    './legal-page': './src/exposes/legal-page.tsx',
    './contact-page': './src/exposes/contact-page.tsx',
    './accessibility-page': './src/exposes/accessibility-page.tsx',
  },
};
