import type { SeedCollection } from './types';

/** Series of the seeded editions (fictional). */
export const collections: SeedCollection[] = [
  {
    name: 'Les Classiques de Poche Lumière',
    description_fr:
      "<p>Les grands textes de la littérature française en format de poche : texte intégral, préface claire, notes en bas de page et chronologie de l'auteur. Des éditions légères et soignées, à glisser dans toutes les poches.</p>",
    description_en:
      '<p>The great texts of French literature in pocket format: complete text, a clear preface, footnotes and a chronology of the author. Light, carefully edited books that slip into any pocket.</p>',
  },
  {
    name: 'Scène et Vers',
    description_fr:
      "<p>Le théâtre et la poésie, du XVIe siècle à l'aube du XXe, dans des éditions pensées pour la lecture comme pour la scène : vers numérotés, notes sur la langue et dossier sur la création des pièces.</p>",
    description_en:
      '<p>Drama and poetry from the sixteenth century to the dawn of the twentieth, edited for reading as well as for the stage: numbered lines, notes on the language and a section on how each play was first performed.</p>',
  },
  {
    name: 'Grands Textes illustrés',
    description_fr:
      "<p>Des classiques accompagnés de leurs illustrations historiques, signées Gustave Doré, Édouard Riou ou Maurice Leloir. Grand format, papier épais et reliure cousue : de beaux livres à offrir et à transmettre.</p>",
    description_en:
      '<p>Classics presented with their historic illustrations by Gustave Doré, Édouard Riou or Maurice Leloir. Large format, heavy paper and sewn binding: beautiful books to give and to keep.</p>',
  },
  {
    name: 'Domaine étranger',
    description_fr:
      "<p>Les chefs-d'œuvre des littératures étrangères dans leurs traductions historiques, celles de Baudelaire, de François-Victor Hugo ou de Pétrus Borel, révisées et présentées par nos éditeurs.</p>",
    description_en:
      '<p>Masterpieces of world literature in their historic French translations by Baudelaire, François-Victor Hugo or Pétrus Borel, revised and introduced by our editors.</p>',
  },
  {
    name: 'La Petite Marelle',
    description_fr:
      "<p>Contes, romans et poèmes pour les lecteurs de 6 à 12 ans, en texte intégral et en grands caractères, souvent accompagnés de leurs illustrations d'origine.</p>",
    description_en:
      '<p>Tales, novels and poems for readers aged 6 to 12, unabridged and in large type, often with their original illustrations.</p>',
  },
  {
    name: 'Carnets du Sextant',
    description_fr:
      "<p>Histoire, philosophie, sciences et récits de voyage : les textes fondateurs du savoir, présentés par des spécialistes et enrichis de cartes, de repères chronologiques et d'un index.</p>",
    description_en:
      '<p>History, philosophy, science and travel writing: the founding texts of knowledge, introduced by specialists and supplemented with maps, timelines and an index.</p>',
  },
  {
    name: 'Lantern World Classics',
    description_fr:
      "<p>Les classiques de langue anglaise et les grandes traductions anglaises de la littérature mondiale, de Proust à Tolstoï, dans une édition de référence à prix doux.</p>",
    description_en:
      '<p>Classics of English literature and the great English translations of world literature, from Proust to Tolstoy, in affordable reference editions.</p>',
  },
  {
    name: 'Lantern Illustrated',
    description_fr:
      "<p>Des classiques anglais et américains reproduisant les illustrations d'Arthur Rackham, de Hugh Thomson ou de Sidney Paget, imprimés sur papier couché et reliés sous jaquette.</p>",
    description_en:
      '<p>English and American classics reproducing the illustrations of Arthur Rackham, Hugh Thomson or Sidney Paget, printed on coated paper and bound with a dust jacket.</p>',
  },
  {
    name: 'Bramblewood Storybooks',
    description_fr:
      "<p>Les grands livres de l'enfance anglophone, d'<em>Alice</em> au <em>Magicien d'Oz</em>, en version intégrale et illustrée, pour lire seul ou à voix haute.</p>",
    description_en:
      '<p>The great books of childhood, from <em>Alice</em> to <em>The Wonderful Wizard of Oz</em>, unabridged and illustrated, to read alone or aloud.</p>',
  },
  {
    name: 'Northgate Ideas',
    description_fr:
      "<p>Les textes qui ont changé notre façon de penser la nature, la société et l'esprit humain, de Darwin à Mill et de Thoreau à Freud, en édition anglaise annotée.</p>",
    description_en:
      '<p>The books that changed how we think about nature, society and the human mind, from Darwin to Mill and from Thoreau to Freud, in annotated English editions.</p>',
  },
];
