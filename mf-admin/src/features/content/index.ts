/** The content pages of the admin panel, for the layout's routes (each path below /admin-panel/). */
/** `categories` */
export { CategoriesPage } from './categories-page';
/** `collaborators`, `collections`, `publishers` */
export { CollaboratorsPage, CollectionsPage, PublishersPage } from './named-list-page';
/** `events` */
export { EventsPage } from './events-page';
/** `hero-slides` */
export { HeroSlidesPage } from './hero-slides-page';
