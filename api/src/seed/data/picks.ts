import type { SeedLocation, SeedPick } from './types';

/** The demo shop's two bookshops: Opéra is the shop's own address (the collection at the shop's), Bastille the second. */
export const locations: SeedLocation[] = [
  {
    name: 'Lumière Opéra',
    address: '3 rue des Accords, 75009 Paris',
    opening_hours_fr: 'Du mardi au samedi, de 10 h à 19 h',
    opening_hours_en: 'Tuesday to Saturday, 10 am to 7 pm',
    pickup_delay_hours: 24,
  },
  {
    name: 'Lumière Bastille',
    address: '28 rue de la Roquette, 75011 Paris',
    opening_hours_fr: 'Du lundi au samedi, de 11 h à 20 h',
    opening_hours_en: 'Monday to Saturday, 11 am to 8 pm',
    pickup_delay_hours: 48,
  },
];

const MARGAUX = { bookseller: 'Margaux Roussel', location: 'Lumière Opéra' };
const THEO = { bookseller: 'Théo Marchand', location: 'Lumière Bastille' };

/** The booksellers' picks of the demo catalogue: two booksellers, a dozen books, two notes in French only. */
export const picks: SeedPick[] = [
  {
    isbn13: '9782490512584',
    ...MARGAUX,
    note_fr:
      "On croit connaître Quasimodo par les films ; on découvre chez Hugo une cathédrale qui respire, un Paris grouillant et une fin d'une noirceur magnifique. Les gravures de Merson donnent envie de tout relire.",
    note_en:
      "You think you know Quasimodo from the films; Hugo gives you a cathedral that breathes, a teeming Paris and an ending of magnificent darkness. Merson's engravings make you want to read it all again.",
    daysAgo: 3,
  },
  {
    isbn13: '9782490512195',
    ...THEO,
    note_fr:
      "Le roman d'aventures par excellence : des duels, des lettres volées, une amitié à la vie à la mort. Je le conseille à ceux qui pensent ne pas aimer les classiques ; ils reviennent chercher la suite.",
    note_en:
      'The adventure novel par excellence: duels, stolen letters, a friendship to the death. I recommend it to anyone who thinks classics are not for them; they come back for the sequel.',
    daysAgo: 6,
  },
  {
    isbn13: '9782490512287',
    ...THEO,
    note_fr:
      "Nemo reste le plus fascinant des misanthropes. Verne mêle science et rêverie avec un plaisir contagieux : on sort de chaque chapitre avec l'envie d'un atlas des fonds marins.",
    note_en:
      'Nemo remains the most fascinating of misanthropes. Verne mixes science and daydreaming with infectious delight: every chapter leaves you wanting an atlas of the ocean floor.',
    daysAgo: 9,
  },
  {
    isbn13: '9782490512157',
    ...MARGAUX,
    note_fr:
      "Ne vous laissez pas impressionner par les longues phrases : elles vous portent. La madeleine, Combray, l'amour de Swann… Lisez-le lentement, à voix haute parfois, c'est un bonheur rare.",
    note_en:
      "Don't be put off by the long sentences: they carry you. The madeleine, Combray, Swann in love… Read it slowly, sometimes aloud; it is a rare joy.",
    daysAgo: 12,
  },
  {
    isbn13: '9782490512119',
    ...MARGAUX,
    note_fr:
      "Le recueil qui a fait entrer la ville moderne dans la poésie. Ouvrez-le au hasard : « L'Albatros », « Correspondances », « À une passante »… chaque page tient encore debout.",
    daysAgo: 15,
  },
  {
    isbn13: '9782368172056',
    ...THEO,
    note_fr:
      "Cent pages d'ironie joyeuse qui n'ont pas pris une ride. Voltaire démolit l'optimisme béat à coups de catastrophes, et la dernière phrase vaut tous les manuels de sagesse.",
    note_en:
      'A hundred pages of joyful irony that have not aged a day. Voltaire demolishes complacent optimism one catastrophe at a time, and the last sentence is worth every self-help book.',
    daysAgo: 18,
  },
  {
    isbn13: '9782368171189',
    ...MARGAUX,
    note_fr:
      "Le roman de l'adolescence et du domaine perdu. Alain-Fournier écrit la nostalgie comme personne ; je l'offre souvent, et on me remercie toujours des années après.",
    daysAgo: 21,
  },
  {
    isbn13: '9781803418087',
    ...THEO,
    note_fr:
      "Austen est drôle, très drôle, et d'une précision redoutable sur l'argent et les mariages. À lire en anglais si vous le pouvez : les dialogues d'Elizabeth sont un régal.",
    note_en:
      "Austen is funny, very funny, and devastatingly precise about money and marriage. Elizabeth's dialogue is a treat, and every reread finds a sharper line you had missed.",
    daysAgo: 24,
  },
  {
    isbn13: '9781803419398',
    ...MARGAUX,
    note_fr:
      "Le conte de Noël qui a inventé notre Noël. Court, tendre, un peu effrayant : parfait à lire en famille, un chapitre chaque soir de la dernière semaine de décembre.",
    note_en:
      'The Christmas story that invented our Christmas. Short, tender, a little frightening: perfect to read as a family, one stave each evening of the last week of December.',
    daysAgo: 27,
  },
  {
    isbn13: '9781803417790',
    ...THEO,
    note_fr:
      "Une héroïne qui dit « je » avec une force inouïe pour 1847. Le mystère de Thornfield tient en haleine, mais c'est la voix de Jane qu'on garde, longtemps après.",
    note_en:
      'A heroine who says "I" with astonishing force for 1847. The mystery of Thornfield keeps you turning pages, but it is Jane\'s voice that stays with you long after.',
    daysAgo: 30,
  },
  {
    isbn13: '9781915728197',
    ...MARGAUX,
    note_fr:
      "Un livre pour enfants qui fait rire les adultes, et un livre de logique qui fait rêver les enfants. L'édition illustrée de Tenniel est celle qu'il faut avoir à la maison.",
    note_en:
      "A children's book that makes adults laugh, and a logic book that makes children dream. Tenniel's illustrated edition is the one to have at home.",
    daysAgo: 33,
  },
  {
    isbn13: '9780854315482',
    ...THEO,
    note_fr:
      "Deux ans dans une cabane au bord d'un étang, et un livre qui pose la seule question qui compte : de quoi avons-nous vraiment besoin ? À lire dehors, évidemment.",
    note_en:
      'Two years in a cabin by a pond, and a book that asks the only question that matters: what do we really need? To be read outdoors, of course.',
    daysAgo: 36,
  },
];
