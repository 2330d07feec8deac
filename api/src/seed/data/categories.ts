import type { SeedCategoryNode } from './types';

/**
 * Three-level category tree of the shop (French names are the reference used by `categoryPath`).
 * Level-1 "Histoire, idées et société" is deliberately longer than 20 characters.
 */
export const categoryTree: SeedCategoryNode[] = [
  {
    name: 'Littérature',
    name_en: 'Literature',
    children: [
      {
        name: 'Littérature française',
        name_en: 'French Literature',
        children: [
          { name: "Roman de l'Âge classique et des Lumières", name_en: 'Novels of the Classical Age and the Enlightenment' },
          { name: 'Roman du XIXe siècle', name_en: 'Nineteenth-Century Novels' },
          { name: 'Roman du XXe siècle', name_en: 'Twentieth-Century Novels' },
        ],
      },
      {
        name: 'Littérature étrangère',
        name_en: 'World Literature',
        children: [
          { name: 'Roman anglais et irlandais', name_en: 'British and Irish Novels' },
          { name: 'Roman américain', name_en: 'American Novels' },
          { name: 'Roman européen', name_en: 'European Novels' },
        ],
      },
      {
        name: 'Nouvelles et contes',
        name_en: 'Short Stories and Tales',
        children: [
          { name: 'Nouvelles et récits brefs', name_en: 'Short Stories and Sketches' },
          { name: 'Contes fantastiques', name_en: 'Tales of the Fantastic' },
          { name: 'Contes philosophiques', name_en: 'Philosophical Tales' },
        ],
      },
      {
        name: 'Aventure et mystère',
        name_en: 'Adventure and Mystery',
        children: [
          { name: "Romans d'aventures", name_en: 'Adventure Novels' },
          { name: 'Romans policiers', name_en: 'Detective Fiction' },
          { name: 'Romans gothiques', name_en: 'Gothic Fiction' },
          { name: 'Anticipation et science-fiction', name_en: 'Early Science Fiction' },
        ],
      },
    ],
  },
  {
    name: 'Jeunesse',
    name_en: "Children's Books",
    children: [
      {
        name: 'Contes et fables',
        name_en: 'Tales and Fables',
        children: [
          { name: 'Contes de fées', name_en: 'Fairy Tales' },
          { name: 'Fables', name_en: 'Fables' },
        ],
      },
      {
        name: 'Romans jeunesse',
        name_en: "Children's Fiction",
        children: [
          { name: "Histoires d'enfance", name_en: 'Stories of Childhood' },
          { name: 'Aventures pour jeunes lecteurs', name_en: 'Adventures for Young Readers' },
          { name: "Histoires d'animaux", name_en: 'Animal Stories' },
          { name: 'Merveilleux et fantaisie', name_en: 'Fantasy and Wonder' },
        ],
      },
      {
        name: 'Premières lectures',
        name_en: 'First Reads',
        children: [
          { name: 'Albums illustrés', name_en: 'Picture Books' },
          { name: 'Poèmes pour enfants', name_en: 'Poems for Children' },
        ],
      },
    ],
  },
  {
    name: 'Poésie et théâtre',
    name_en: 'Poetry and Drama',
    children: [
      {
        name: 'Poésie',
        name_en: 'Poetry',
        children: [
          { name: 'Poésie classique', name_en: 'Classical Poetry' },
          { name: 'Poésie romantique', name_en: 'Romantic Poetry' },
          { name: 'Poésie moderne', name_en: 'Modern Poetry' },
          { name: 'Épopées et grands poèmes', name_en: 'Epics and Long Poems' },
        ],
      },
      {
        name: 'Théâtre',
        name_en: 'Drama',
        children: [
          { name: 'Comédie', name_en: 'Comedy' },
          { name: 'Tragédie', name_en: 'Tragedy' },
          { name: 'Drame romantique et moderne', name_en: 'Romantic and Modern Drama' },
        ],
      },
    ],
  },
  {
    name: 'Histoire, idées et société',
    name_en: 'History, Ideas and Society',
    children: [
      {
        name: 'Histoire',
        name_en: 'History',
        children: [
          { name: 'Antiquité et Moyen Âge', name_en: 'Antiquity and the Middle Ages' },
          { name: 'Histoire de France', name_en: 'History of France' },
          { name: 'Mémoires et témoignages', name_en: 'Memoirs and Testimonies' },
        ],
      },
      {
        name: 'Philosophie',
        name_en: 'Philosophy',
        children: [
          { name: 'Moralistes et essayistes', name_en: 'Moralists and Essayists' },
          { name: 'Philosophie classique et des Lumières', name_en: 'Classical and Enlightenment Philosophy' },
        ],
      },
      {
        name: 'Politique et société',
        name_en: 'Politics and Society',
        children: [
          { name: 'Pensée politique', name_en: 'Political Thought' },
          { name: 'Droits et émancipation', name_en: 'Rights and Emancipation' },
        ],
      },
    ],
  },
  {
    name: 'Sciences et savoirs',
    name_en: 'Science and Knowledge',
    children: [
      {
        name: 'Sciences de la nature',
        name_en: 'Natural Sciences',
        children: [
          { name: 'Évolution et biologie', name_en: 'Evolution and Biology' },
          { name: 'Entomologie et histoire naturelle', name_en: 'Entomology and Natural History' },
        ],
      },
      {
        name: 'Univers et matière',
        name_en: 'The Universe and Matter',
        children: [
          { name: 'Astronomie', name_en: 'Astronomy' },
          { name: 'Physique et mathématiques', name_en: 'Physics and Mathematics' },
        ],
      },
      {
        name: 'Médecine et esprit',
        name_en: 'Medicine and the Mind',
        children: [
          { name: 'Médecine', name_en: 'Medicine' },
          { name: 'Psychologie', name_en: 'Psychology' },
        ],
      },
    ],
  },
  {
    name: 'Voyages',
    name_en: 'Travel',
    children: [
      {
        name: 'Récits de voyage',
        name_en: 'Travel Writing',
        children: [
          { name: 'Europe et Méditerranée', name_en: 'Europe and the Mediterranean' },
          { name: 'Orient et Afrique', name_en: 'The East and Africa' },
          { name: 'Amériques', name_en: 'The Americas' },
        ],
      },
      {
        name: 'Exploration',
        name_en: 'Exploration',
        children: [
          { name: 'Expéditions polaires', name_en: 'Polar Expeditions' },
          { name: 'Tours du monde et grandes découvertes', name_en: 'Circumnavigations and Great Discoveries' },
        ],
      },
    ],
  },
];
