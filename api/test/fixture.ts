import type { SeedBook } from '../src/seed/data/types';
import type { SeedData } from '../src/seed/seed';

/**
 * A small shop the tests can reason about exactly (the real seed data is much larger and may change).
 * Books are listed newest first (the seed spreads publication dates in data order).
 */
const LITT_XIX: SeedBook['categoryPath'] = ['Littérature', 'Littérature française', 'Roman du XIXe siècle'];
const LITT_EN: SeedBook['categoryPath'] = ['Littérature', 'Littérature étrangère', 'Roman anglais'];
const CONTES: SeedBook['categoryPath'] = ['Jeunesse', 'Contes', 'Contes classiques'];

const book = (overrides: Partial<SeedBook> & Pick<SeedBook, 'title' | 'author' | 'isbn13'>): SeedBook => ({
  language: 'fr',
  publisher: 'Éditions du Phare',
  categoryPath: LITT_XIX,
  year: 1862,
  descriptionHtml: '<p>Un <strong>grand</strong> roman.</p>',
  priceTtc: 10,
  discount: 0,
  stock: 5,
  weightGrams: 300,
  bestsellerCount: 10,
  ...overrides,
});

export const FIXTURE_BOOKS: SeedBook[] = [
  book({
    title: 'Les Misérables',
    author: 'Victor Hugo',
    collection: 'Classiques Lumière',
    isbn13: '9782070409228',
    priceTtc: 12.9,
    stock: 5,
    bestsellerCount: 120,
    descriptionHtml: '<p onclick="alert(1)">Jean Valjean <script>alert(1)</script>& Cosette.</p>',
  }),
  book({
    title: 'Notre-Dame de Paris',
    author: 'Victor Hugo',
    collection: 'Classiques Lumière',
    isbn13: '9782253006893',
    year: 1831,
    priceTtc: 9.5,
    discount: 10,
    stock: 2,
    bestsellerCount: 80,
  }),
  book({
    title: "L'Étranger du port",
    author: 'Émile Zola',
    illustrator: 'Jean Hugo',
    isbn13: '9782070368228',
    year: 1890,
    priceTtc: 7.2,
    stock: 1,
    bestsellerCount: 150,
  }),
  book({
    title: 'Le Comte de Monte-Cristo',
    author: 'Alexandre Dumas',
    collection: 'Classiques Lumière',
    isbn13: '9782253010173',
    year: 1844,
    priceTtc: 15,
    stock: 0,
    bestsellerCount: 200,
  }),
  book({
    title: 'Pride and Prejudice',
    language: 'en',
    author: 'Jane Austen',
    publisher: 'Harrow & Finch',
    categoryPath: LITT_EN,
    isbn13: '9780141439518',
    year: 1813,
    priceTtc: 8,
    stock: 3,
    bestsellerCount: 60,
  }),
  book({
    title: 'Orgueil et Préjugés',
    author: 'Jane Austen',
    translator: 'Valentine Leconte',
    illustrator: 'Hugh Thomson',
    categoryPath: LITT_EN,
    isbn13: '9782070448760',
    year: 1813,
    priceTtc: 11,
    stock: 4,
    bestsellerCount: 40,
  }),
  book({
    title: 'Contes de ma mère l’Oye',
    author: 'Charles Perrault',
    illustrator: 'Gustave Doré',
    collection: 'Grands Textes illustrés',
    categoryPath: CONTES,
    isbn13: '9782253000983',
    year: 1697,
    priceTtc: 24,
    stock: 10,
    bestsellerCount: 90,
  }),
];

const person = (name: string) => ({ name, biography_fr: `Biographie de ${name}.`, biography_en: `Life of ${name}.` });

export const fixture: SeedData = {
  // Pride and Prejudice and its French translation.
  editionPairs: [['9782070448760', '9780141439518']],
  categoryTree: [
    {
      name: 'Littérature',
      name_en: 'Literature',
      children: [
        {
          name: 'Littérature française',
          name_en: 'French literature',
          children: [{ name: 'Roman du XIXe siècle', name_en: 'Nineteenth-century novels' }],
        },
        {
          name: 'Littérature étrangère',
          name_en: 'World literature',
          children: [{ name: 'Roman anglais', name_en: 'English novels' }],
        },
      ],
    },
    {
      name: 'Jeunesse',
      name_en: 'Children',
      children: [{ name: 'Contes', name_en: 'Tales', children: [{ name: 'Contes classiques', name_en: 'Classic tales' }] }],
    },
    // An unnamed French category: lists drop it.
    { name: '', name_en: '' },
  ],
  collaborators: [
    'Victor Hugo',
    'Émile Zola',
    'Alexandre Dumas',
    'Jane Austen',
    'Valentine Leconte',
    'Hugh Thomson',
    'Charles Perrault',
    'Gustave Doré',
    'Jean Hugo',
  ].map(person),
  publishers: ['Éditions du Phare', 'Harrow & Finch', 'Bramblewood Press'],
  collections: [
    { name: 'Classiques Lumière', description_fr: '<p>Les grands textes.</p>', description_en: '<p>The great texts.</p>' },
    { name: 'Grands Textes illustrés', description_fr: '<p>Illustrés.</p>', description_en: '<p>Illustrated.</p>' },
  ],
  books: FIXTURE_BOOKS,
  events: [
    {
      title_fr: 'Lecture de Victor Hugo',
      title_en: 'Victor Hugo reading',
      description_fr: '<p>Une soirée.</p>',
      description_en: '<p>An evening.</p>',
      starts_at: '2026-12-03T19:00:00+01:00',
      place: 'Librairie Lumière, Paris',
      bookIsbns: ['9782070409228', '9782253006893'],
    },
  ],
  heroSlides: [
    {
      title_fr: 'Les classiques',
      title_en: 'The classics',
      subtitle_fr: 'À lire et relire',
      subtitle_en: 'To read again',
      link: '/books',
      colors: ['#8B1E1E', '#3E2A1E'],
    },
    {
      title_fr: 'Contes',
      title_en: 'Tales',
      subtitle_fr: 'Pour petits et grands',
      subtitle_en: 'For all ages',
      link: '/collections',
      colors: ['#C9A227', '#8B1E1E'],
    },
  ],
  countries: [
    { code: 'FR', name_fr: 'France', name_en: 'France' },
    { code: 'BE', name_fr: 'Belgique', name_en: 'Belgium' },
    { code: 'DE', name_fr: 'Allemagne', name_en: 'Germany' },
  ],
  // Lumière Opéra is the shop itself (every shop gets its first location); Bastille and the picks are demo data.
  locations: [
    { name: 'Lumière Opéra', address: '3 rue des Accords, 75009 Paris', opening_hours_fr: 'Du mardi au samedi', opening_hours_en: 'Tuesday to Saturday', pickup_delay_hours: 24 },
    { name: 'Lumière Bastille', address: '28 rue de la Roquette, 75011 Paris', opening_hours_fr: 'Tous les jours', opening_hours_en: 'Every day', pickup_delay_hours: 48 },
  ],
  // The newest first: Contes, then Les Misérables (French only), then Notre-Dame de Paris.
  picks: [
    { isbn13: '9782253000983', bookseller: 'Margaux Roussel', location: 'Lumière Opéra', note_fr: 'Les contes comme on les racontait, avec les gravures de Doré.', note_en: 'The tales as they were told, with Doré’s engravings.', daysAgo: 1 },
    { isbn13: '9782070409228', bookseller: 'Théo Marchand', location: 'Lumière Bastille', note_fr: 'Le roman de Jean Valjean, à lire une fois dans sa vie.', daysAgo: 2 },
    { isbn13: '9782253006893', bookseller: 'Margaux Roussel', location: 'Lumière Opéra', note_fr: 'Une cathédrale qui respire, un Paris grouillant.', note_en: 'A cathedral that breathes, a teeming Paris.', daysAgo: 3 },
  ],
  companyTexts: {
    about_fr: 'À propos',
    about_en: 'About',
    help_fr: 'Aide',
    help_en: 'Help',
    libraries_fr: 'Nos librairies',
    libraries_en: 'Our bookshops',
    copyrights_fr: '© Librairie Lumière',
    copyrights_en: '© Librairie Lumière',
    legal_fr: 'Mentions légales',
    legal_en: 'Legal notice',
  },
};
