import type { SeedEvent } from './types';

const SHOP = 'Librairie Lumière, 8 passage des Lumières, 75011 Paris';

/** Events at the bookshop; `bookIsbns` refer to editions in `books.ts`. */
export const events: SeedEvent[] = [
  {
    title_fr: 'Soirée lecture : Les Fleurs du mal',
    title_en: 'Evening reading: Les Fleurs du mal',
    description_fr:
      "<p>Deux comédiens lisent à voix haute un choix de poèmes des <em>Fleurs du mal</em> et du <em>Spleen de Paris</em>, accompagnés au violoncelle. La soirée se prolonge par une discussion autour de l'édition illustrée par Carlos Schwabe.</p><p>Entrée libre dans la limite des places disponibles.</p>",
    description_en:
      '<p>Two actors read aloud a selection of poems from <em>Les Fleurs du mal</em> and <em>Le Spleen de Paris</em>, with cello accompaniment. The evening continues with a conversation about the edition illustrated by Carlos Schwabe.</p><p>Free admission, subject to available seating.</p>',
    starts_at: '2026-10-15T19:00:00+02:00',
    place: SHOP,
    bookIsbns: ['9782490512119', '9782368176788'],
  },
  {
    title_fr: 'Dédicace : la nouvelle collection Grands Textes illustrés',
    title_en: 'Signing: the new Grands Textes illustrés collection',
    description_fr:
      "<p>L'équipe des Éditions de la Garance présente ses nouvelles éditions illustrées de Dumas, Hugo et Verne : choix des gravures d'origine, restauration des images et fabrication. Les éditeurs dédicaceront les ouvrages à l'issue de la rencontre.</p>",
    description_en:
      '<p>The team from Éditions de la Garance presents its new illustrated editions of Dumas, Hugo and Verne: choosing the original engravings, restoring the images and making the books. The editors will sign copies after the talk.</p>',
    starts_at: '2026-11-21T15:00:00+01:00',
    place: SHOP,
    bookIsbns: ['9782490512195', '9782490512584', '9782490512287'],
  },
  {
    title_fr: "L'heure du conte : contes d'hiver",
    title_en: 'Storytime: winter tales',
    description_fr:
      "<p>Pour les enfants de 4 à 8 ans : lecture des contes de Perrault, d'un extrait du <em>Chant de Noël</em> de Dickens et des aventures de Pierre Lapin, suivie d'un goûter. Les parents sont les bienvenus.</p><p>Gratuit, sur inscription à la caisse ou par courriel.</p>",
    description_en:
      "<p>For children aged 4 to 8: Perrault's fairy tales, a passage from Dickens's <em>A Christmas Carol</em> and the adventures of Peter Rabbit, followed by an afternoon snack. Parents are welcome.</p><p>Free; please register at the till or by email.</p>",
    starts_at: '2026-12-16T10:30:00+01:00',
    place: SHOP,
    bookIsbns: ['9782490512744', '9781803419398', '9781915728029'],
  },
  {
    title_fr: 'Atelier de traduction : traduire Poe après Baudelaire',
    title_en: 'Translation workshop: translating Poe after Baudelaire',
    description_fr:
      "<p>Un atelier de trois heures pour comparer le texte anglais d'Edgar Allan Poe et la traduction de Baudelaire, puis proposer vos propres versions d'un conte et d'un poème. Niveau d'anglais intermédiaire conseillé.</p><p>Douze participants au maximum, sur inscription.</p>",
    description_en:
      "<p>A three-hour workshop comparing Edgar Allan Poe's English text with Baudelaire's translation, then trying your own versions of a tale and a poem. Intermediate French recommended.</p><p>Limited to twelve participants; registration required.</p>",
    starts_at: '2027-01-23T14:00:00+01:00',
    place: SHOP,
    bookIsbns: ['9782387425188', '9781803416007', '9781803419114'],
  },
  {
    title_fr: 'Printemps des poètes : Verlaine et Rimbaud',
    title_en: 'Spring of Poets: Verlaine and Rimbaud',
    description_fr:
      "<p>Une soirée consacrée aux « poètes maudits » : lectures de <em>Poèmes saturniens</em>, de <em>Romances sans paroles</em> et d'<em>Une saison en enfer</em>, et récit de leur amitié orageuse entre Paris, Londres et Bruxelles.</p>",
    description_en:
      '<p>An evening devoted to the "accursed poets": readings from <em>Poèmes saturniens</em>, <em>Romances sans paroles</em> and <em>Une saison en enfer</em>, and the story of their stormy friendship between Paris, London and Brussels.</p>',
    starts_at: '2027-03-13T19:00:00+01:00',
    place: SHOP,
    bookIsbns: ['9782368177495', '9782368174838', '9782368170960'],
  },
  {
    title_fr: 'Journée mondiale du livre : Shakespeare dans les deux langues',
    title_en: 'World Book Day: Shakespeare in two languages',
    description_fr:
      "<p>Le 23 avril, jour anniversaire de la mort de Shakespeare, nos libraires lisent en alternance l'anglais d'origine et la traduction de François-Victor Hugo : monologues d'<em>Hamlet</em> et choix de sonnets.</p><p>Entrée libre.</p>",
    description_en:
      "<p>On 23 April, the anniversary of Shakespeare's death, our booksellers alternate between the original English and François-Victor Hugo's French translation: soliloquies from <em>Hamlet</em> and a selection of sonnets.</p><p>Free admission.</p>",
    starts_at: '2027-04-23T18:30:00+02:00',
    place: SHOP,
    bookIsbns: ['9782387427601', '9781803411415', '9781803412573'],
  },
];
