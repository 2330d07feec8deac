import type { SeedHeroSlide } from './types';

/** Home page carousel. */
export const heroSlides: SeedHeroSlide[] = [
  {
    title_fr: 'Nouveautés de la saison',
    title_en: "This season's new arrivals",
    subtitle_fr: 'Dumas, Hugo et Verne font leur entrée en rayon avec les gravures de Leloir, Merson et Neuville.',
    subtitle_en: 'Dumas, Hugo and Verne arrive on our shelves with the engravings of Leloir, Merson and Neuville.',
    link: '/books',
    colors: ['#1f3a5f', '#c9a227'],
  },
  {
    title_fr: 'Les classiques en traduction',
    title_en: 'Classics in translation',
    subtitle_fr: 'Poe traduit par Baudelaire, Shakespeare par François-Victor Hugo, Hugo par Isabel F. Hapgood.',
    subtitle_en: 'Poe translated by Baudelaire, Shakespeare by François-Victor Hugo, Hugo by Isabel F. Hapgood.',
    link: '/collections',
    colors: ['#6b2737', '#e8d5b7'],
  },
  {
    title_fr: 'Rencontres à la librairie',
    title_en: 'Events at the bookshop',
    subtitle_fr: "Lectures, dédicaces, heure du conte et atelier de traduction : découvrez notre programme.",
    subtitle_en: 'Readings, signings, storytime and a translation workshop: discover our programme.',
    link: '/events',
    colors: ['#2e5e4e', '#f2e8cf'],
  },
];
