import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';

/** Texts of the home page, its hero and its favourites carousel. */
export const homeMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    homeTitle: 'Librairie Lumière — livres classiques en français et en anglais',
    newProducts: 'Nouveautés',
    bestSales: 'Meilleures ventes',
    favorites: 'Coups de cœur',
    seeAll: 'Voir tout',
    favouritesCarousel: 'Nos coups de cœur',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    heroLabel: 'À la une',
    heroCategories: 'Parcourir par catégorie',
    heroDefaultTitle1: 'Les grands classiques, en français et en anglais',
    heroDefaultText1: 'Des éditions soignées, de la poche aux textes illustrés.',
    heroDefaultTitle2: 'Rencontres et lectures à la librairie',
    heroDefaultText2: 'Un programme toute l’année, ouvert à tous.',
    heroCta: 'Découvrir',
    slide: 'Diapositive {index} sur {count}',
  },
  eng: {
    ...catalogCommonMessages.eng,
    homeTitle: 'Librairie Lumière — classic books in French and English',
    newProducts: 'New products',
    bestSales: 'Best sales',
    favorites: 'Favorites',
    seeAll: 'See all',
    favouritesCarousel: 'Our favourites',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    heroLabel: 'Featured',
    heroCategories: 'Browse by category',
    heroDefaultTitle1: 'The great classics, in French and English',
    heroDefaultText1: 'Carefully made editions, from paperbacks to illustrated texts.',
    heroDefaultTitle2: 'Readings and meetings at the bookshop',
    heroDefaultText2: 'A programme all year round, open to everyone.',
    heroCta: 'Discover',
    slide: 'Slide {index} of {count}',
  },
});
