import { defineMessages } from '@bookshop/i18n';

/** Texts of the category menu. */
export const categoryMenuMessages = defineMessages({
  fr: {
    categoriesMenu: 'Catégories',
    expand: 'Déplier {name}',
    collapse: 'Replier {name}',
  },
  eng: {
    categoriesMenu: 'Categories',
    expand: 'Expand {name}',
    collapse: 'Collapse {name}',
  },
});
