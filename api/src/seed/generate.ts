import { BOOK_DISCOUNT_CAP_PERCENT } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { sanitizeHtml } from '../lib/html';
import { normalizeText, searchVectorOf, searchVectorParams } from '../lib/search';
import { coverLink } from '../services/images';
import { findShop } from '../services/shops';
import { BOOK_VAT_RATE, SHOP } from './seed';

/**
 * A large generated catalogue for load and performance work (`npm run seed -w api -- --books 100000`).
 *
 * Generated book n is a pure function of n and of the shop's seeded references (collaborators, publishers,
 * collections, categories): titles assembled from word lists, an author among the seeded authors, prices, stock and
 * categories drawn from a pseudo-random generator seeded by n. Its ISBN-13 is 979-10 (the French group) followed by
 * n on 7 digits and the check digit, so generated books never collide with the hand-written ones and the highest
 * one tells where an interrupted run stopped.
 */
export const GENERATED_EAN_PREFIX = '97910';
export const MAX_GENERATED_BOOKS = 10_000_000;

interface Named {
  id: number;
  name: string;
}

/** An author with the span of first-publication years of their hand-written books. */
interface Author extends Named {
  first_year: number;
  last_year: number;
}

/** What generated books point at: the seeded rows of the shop, each list in id order. */
export interface CatalogueRefs {
  authors: Author[];
  translators: Named[];
  illustrators: Named[];
  publishers: Named[];
  collections: Named[];
  /** Level 1, 2 and 3 category ids of every level-3 category. */
  categoryPaths: [number, number, number][];
}

export interface GeneratedBook {
  index: number;
  title: string;
  descriptionHtml: string;
  ean: string;
  language: 'fr' | 'en';
  author: Author;
  translator: Named | null;
  illustrator: Named | null;
  publisherId: number;
  publisherName: string;
  collection: Named | null;
  year: number;
  priceHtCents: number;
  priceTtcCents: number;
  discount: number;
  stock: number;
  weightGrams: number;
  bestsellerCount: number;
  /** How long ago the shop added it, in minutes (within the last three years). */
  ageMinutes: number;
  /** How many days before the load this edition came out: on or before the day the shop added it. */
  publishedDaysAgo: number;
  /** How many days before the load the shop last took copies in: since it added the book. */
  restockedDaysAgo: number;
  categoryIds: [number, number, number];
}

/** mulberry32, seeded by a hash of the index: a small, fast generator whose sequence depends only on `index`. */
function random(index: number): () => number {
  let state = (Math.imul(index + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const between = (rand: Random, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function generatedEan(index: number): string {
  const first12 = `${GENERATED_EAN_PREFIX}${String(index).padStart(7, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

// French words: nouns with their gender, adjectives as [masculine, feminine]; every adjective follows its noun.
const FR_NOUNS: readonly (readonly [string, 'm' | 'f'])[] = [
  ['jardin', 'm'], ['phare', 'm'], ['secret', 'm'], ['voyage', 'm'], ['silence', 'm'], ['royaume', 'm'],
  ['rivage', 'm'], ['hiver', 'm'], ['domaine', 'm'], ['manoir', 'm'], ['chemin', 'm'], ['fleuve', 'm'],
  ['navire', 'm'], ['carnet', 'm'], ['miroir', 'm'], ['verger', 'm'], ['village', 'm'], ['capitaine', 'm'],
  ['horloger', 'm'], ['violon', 'm'], ['testament', 'm'], ['exil', 'm'], ['songe', 'm'], ['portrait', 'm'],
  ['maison', 'f'], ['rivière', 'f'], ['lumière', 'f'], ['saison', 'f'], ['forêt', 'f'], ['île', 'f'],
  ['nuit', 'f'], ['lettre', 'f'], ['promesse', 'f'], ['chambre', 'f'], ['vallée', 'f'], ['tempête', 'f'],
  ['colline', 'f'], ['fontaine', 'f'], ['mémoire', 'f'], ['servante', 'f'], ['comtesse', 'f'], ['héritière', 'f'],
  ['légende', 'f'], ['moisson', 'f'], ['frontière', 'f'], ['veillée', 'f'], ['citadelle', 'f'], ['auberge', 'f'],
];
const FR_ADJECTIVES: readonly (readonly [string, string])[] = [
  ['oublié', 'oubliée'], ['secret', 'secrète'], ['perdu', 'perdue'], ['endormi', 'endormie'], ['interdit', 'interdite'],
  ['enchanté', 'enchantée'], ['lointain', 'lointaine'], ['silencieux', 'silencieuse'], ['noir', 'noire'],
  ['blanc', 'blanche'], ['doré', 'dorée'], ['brisé', 'brisée'], ['inachevé', 'inachevée'], ['sauvage', 'sauvage'],
  ['immobile', 'immobile'], ['étranger', 'étrangère'], ['obscur', 'obscure'], ['éternel', 'éternelle'],
  ['ancien', 'ancienne'], ['bleu', 'bleue'],
];
const FR_PLACES = [
  'Saint-Malo', 'Venise', 'Lisbonne', 'Vienne', 'Trieste', 'Carthage', 'Samarcande', 'Tanger', 'Honfleur',
  'Bruges', 'Arles', 'Odessa', 'Alexandrie', 'Valparaiso', 'Quimper', 'Zanzibar',
];
const FR_FIRST_NAMES = ['Mathilde', 'Adèle', 'Lucien', 'Octave', 'Colette', 'Armand', 'Léonie', 'Gabriel', 'Irène', 'Hortense'];
const FR_COLLECTED = ['Souvenirs', 'Lettres', 'Chroniques', 'Nouvelles', 'Carnets', 'Contes'];
const FR_GENRES = ['Un roman', 'Un récit', 'Une chronique', 'Un recueil de nouvelles', 'Un roman épistolaire'];
const FR_THEMES = [
  'une famille face aux bouleversements de son siècle',
  'un voyage initiatique entre terre et mer',
  "les amours contrariées d'une jeune provinciale",
  "la vie d'un port au fil des saisons",
  "une enquête dans les ruelles d'une ville endormie",
  "le retour d'un soldat dans son village natal",
  "l'ascension et la chute d'un ambitieux",
  "l'amitié de deux enfants que tout sépare",
];
const FR_EDITIONS = [
  'Texte intégral, établi d’après l’édition originale.',
  'Édition annotée, avec une préface et une chronologie.',
  'Édition de poche, texte intégral.',
  'Nouvelle traduction, accompagnée d’un dossier.',
];

const EN_NOUNS = [
  'Garden', 'Lighthouse', 'Secret', 'Voyage', 'Silence', 'Kingdom', 'Shore', 'Winter', 'Manor', 'Road', 'River',
  'Ship', 'Notebook', 'Mirror', 'Orchard', 'Village', 'Captain', 'Clockmaker', 'Violin', 'Testament', 'Exile',
  'Dream', 'House', 'Light', 'Season', 'Forest', 'Island', 'Night', 'Letter', 'Promise', 'Valley', 'Storm', 'Hill',
  'Fountain', 'Memory', 'Countess', 'Heiress', 'Legend', 'Harvest', 'Border', 'Tower', 'Inn',
];
const EN_ADJECTIVES = [
  'Forgotten', 'Lost', 'Sleeping', 'Forbidden', 'Enchanted', 'Distant', 'Silent', 'Black', 'White', 'Golden',
  'Broken', 'Unfinished', 'Wild', 'Still', 'Foreign', 'Dark', 'Eternal', 'Old', 'Blue', 'Hidden',
];
const EN_PLACES = [
  'Venice', 'Lisbon', 'Vienna', 'Trieste', 'Carthage', 'Samarkand', 'Tangier', 'Bruges', 'Arles', 'Odessa',
  'Alexandria', 'Zanzibar', 'Cornwall', 'York', 'Bath', 'Whitby',
];
const EN_FIRST_NAMES = ['Eleanor', 'Arthur', 'Maud', 'Edmund', 'Clara', 'Thomas', 'Harriet', 'Walter', 'Agnes', 'Henry'];
const EN_COLLECTED = ['Letters', 'Tales', 'Chronicles', 'Notes', 'Sketches', 'Stories'];
const EN_GENRES = ['A novel', 'A memoir', 'A chronicle', 'A collection of stories', 'An epistolary novel'];
const EN_THEMES = [
  'a family caught in the upheavals of its century',
  'a coming-of-age journey between land and sea',
  "a young woman's thwarted loves in a provincial town",
  'the life of a harbour through the seasons',
  'an investigation in the lanes of a sleeping town',
  "a soldier's return to his home village",
  'the rise and fall of an ambitious man',
  'the friendship of two children from different worlds',
];
const EN_EDITIONS = [
  'Complete and unabridged, from the first edition.',
  'Annotated edition, with an introduction and a chronology.',
  'Paperback edition, complete text.',
  'New translation, with notes.',
];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const elides = (word: string) => /^[aeiouyéèêîh]/i.test(word);
const frArticle = ([noun, gender]: readonly [string, 'm' | 'f']) =>
  elides(noun) ? `l'${noun}` : `${gender === 'm' ? 'le' : 'la'} ${noun}`;
const frAdjective = (rand: Random, gender: 'm' | 'f') => pick(rand, FR_ADJECTIVES)[gender === 'm' ? 0 : 1];
const frOf = (place: string) => (elides(place) ? `d'${place}` : `de ${place}`);

function frenchTitle(rand: Random): string {
  const noun = pick(rand, FR_NOUNS);
  // "Le Jardin oublié": capitals on the article and the first noun, as French titles are set.
  const headed = ([word, gender]: readonly [string, 'm' | 'f']) =>
    elides(word) ? `L'${capitalize(word)}` : `${gender === 'm' ? 'Le' : 'La'} ${capitalize(word)}`;
  switch (between(rand, 0, 4)) {
    case 0:
      return `${headed(noun)} ${frAdjective(rand, noun[1])}`;
    case 1:
      return `${headed(noun)} ${frOf(pick(rand, FR_PLACES))}`;
    case 2: {
      const other = pick(rand, FR_NOUNS.filter((candidate) => candidate !== noun));
      return `${headed(noun)} et ${frArticle(other)}`;
    }
    case 3:
      return `${pick(rand, FR_FIRST_NAMES)} ou ${frArticle(noun)} ${frAdjective(rand, noun[1])}`;
    default:
      return `${pick(rand, FR_COLLECTED)} ${frOf(pick(rand, FR_PLACES))}`;
  }
}

function englishTitle(rand: Random): string {
  const noun = pick(rand, EN_NOUNS);
  switch (between(rand, 0, 5)) {
    case 0:
      return `The ${pick(rand, EN_ADJECTIVES)} ${noun}`;
    case 1:
      return `The ${noun} of ${pick(rand, EN_PLACES)}`;
    case 2:
      return `${noun} and ${pick(rand, EN_NOUNS.filter((candidate) => candidate !== noun))}`;
    case 3:
      return `${pick(rand, EN_FIRST_NAMES)}, or the ${pick(rand, EN_ADJECTIVES)} ${noun}`;
    case 4:
      return `${pick(rand, EN_COLLECTED)} from ${pick(rand, EN_PLACES)}`;
    default:
      return `${/^[AEIOU]/.test(noun) ? 'An' : 'A'} ${noun} in ${pick(rand, EN_PLACES)}`;
  }
}

const MINUTES_IN_THREE_YEARS = 3 * 365 * 24 * 60;
const DISCOUNTS = [5, 10, 15, 20, 30];
const PRICE_CENTS = [0, 50, 90, 95];

/** Book `index` of the generated catalogue. */
export function generatedBook(index: number, refs: CatalogueRefs): GeneratedBook {
  const rand = random(index);
  const language = rand() < 0.75 ? 'fr' : 'en';
  const title = language === 'fr' ? frenchTitle(rand) : englishTitle(rand);
  const author = pick(rand, refs.authors);
  const translator = refs.translators.length > 0 && rand() < 0.2 ? pick(rand, refs.translators) : null;
  const illustrator = refs.illustrators.length > 0 && rand() < 0.15 ? pick(rand, refs.illustrators) : null;
  const publisher = pick(rand, refs.publishers);
  const collection = refs.collections.length > 0 && rand() < 0.3 ? pick(rand, refs.collections) : null;
  // Within the author's working life as the hand-written catalogue shows it.
  const year = between(rand, author.first_year, author.last_year);
  const descriptionHtml =
    language === 'fr'
      ? `<p>${pick(rand, FR_GENRES)} ${frOf(author.name)} (${year}) : ${pick(rand, FR_THEMES)}.</p><p>${pick(rand, FR_EDITIONS)}</p>`
      : `<p>${pick(rand, EN_GENRES)} by ${author.name} (${year}): ${pick(rand, EN_THEMES)}.</p><p>${pick(rand, EN_EDITIONS)}</p>`;
  const priceTtcCents = between(rand, 3, 42) * 100 + pick(rand, PRICE_CENTS);
  const stockDraw = rand();
  const discount = rand() < 0.85 ? 0 : pick(rand, DISCOUNTS);
  const stock = stockDraw < 0.15 ? 0 : stockDraw < 0.35 ? between(rand, 1, 3) : between(rand, 4, 60);
  const weightGrams = between(rand, 120, 950);
  const bestsellerCount = Math.floor(rand() ** 3 * 500);
  const ageMinutes = between(rand, 0, MINUTES_IN_THREE_YEARS);
  const categoryIds = pick(rand, refs.categoryPaths);
  // Drawn after the rest, so the books of earlier versions keep their other fields. The loi Lang on the day of the
  // load: a drawn discount above 5 % goes to an edition over two years old not restocked for six months since the shop
  // added it (days on the safe side of calendar years and months: 731 and 185); the other books were restocked within
  // the last six months (a coupon takes at most 5 % off them), their editions of any age.
  const listedDaysAgo = Math.floor(ageMinutes / (24 * 60));
  const exempt = discount > BOOK_DISCOUNT_CAP_PERCENT && listedDaysAgo >= 185;
  const publishedDaysAgo = listedDaysAgo + (exempt ? 731 + between(rand, 0, 3000) : between(rand, 0, 3650));
  const restockedDaysAgo = exempt ? between(rand, 185, listedDaysAgo) : between(rand, 0, Math.min(listedDaysAgo, 170));
  return {
    index,
    title,
    descriptionHtml,
    ean: generatedEan(index),
    language,
    author,
    translator,
    illustrator,
    publisherId: publisher.id,
    publisherName: publisher.name,
    collection,
    year,
    priceHtCents: Math.round(priceTtcCents / (1 + BOOK_VAT_RATE / 100)),
    priceTtcCents,
    discount: exempt ? discount : Math.min(discount, BOOK_DISCOUNT_CAP_PERCENT),
    stock,
    weightGrams,
    bestsellerCount,
    ageMinutes,
    publishedDaysAgo,
    restockedDaysAgo,
    categoryIds,
  };
}

/** The seeded references of the shop; collaborators by the roles they hold on its hand-written books. */
export async function loadCatalogueRefs(db: Db, shopId: number): Promise<CatalogueRefs> {
  const named = async <T = Named>(sql: string, params: unknown[] = [shopId]) => (await db.query<T>(sql, params)).rows;
  const withRole = <T = Named>(column: string, extra = '') =>
    named<T>(
      `select c.id, c.name${extra} from collaborators c
       join articles a on a.${column} = c.id and a.ean not like $2
       where c.shop_id = $1
       group by c.id
       order by c.id`,
      [shopId, `${GENERATED_EAN_PREFIX}%`],
    );
  const authors = await withRole<Author>(
    'author_id',
    `, coalesce(min(a.first_published_year), 1850) as first_year, coalesce(max(a.first_published_year), 1900) as last_year`,
  );
  const translators = await withRole('translator_id');
  const illustrators = await withRole('illustrator_id');
  const publishers = await named('select id, name from publishers where shop_id = $1 order by id');
  const collections = await named('select id, name from collections where shop_id = $1 order by id');
  const { rows: paths } = await db.query<{ l1: number; l2: number; l3: number }>(
    `select c1.id as l1, c2.id as l2, c3.id as l3
     from categories c3
     join categories c2 on c2.id = c3.parent_id
     join categories c1 on c1.id = c2.parent_id
     where c3.shop_id = $1 and c3.level = 3
     order by c3.id`,
    [shopId],
  );
  if (authors.length === 0 || publishers.length === 0 || paths.length === 0) {
    throw new Error('The shop needs seeded authors, publishers and level-3 categories before books can be generated.');
  }
  return {
    authors,
    translators,
    illustrators,
    publishers,
    collections,
    categoryPaths: paths.map((path) => [path.l1, path.l2, path.l3]),
  };
}

/** Inserts one batch with three multi-row inserts (arrays unnested: one statement whatever the batch size). */
async function insertBatch(tx: Db, shopId: number, books: GeneratedBook[]): Promise<void> {
  const searches = books.map((book) =>
    searchVectorParams({
      title: book.title,
      ean: book.ean,
      author: book.author.name,
      translator: book.translator?.name ?? null,
      illustrator: book.illustrator?.name ?? null,
      collection: book.collection?.name ?? null,
      publisher: book.publisherName,
    }),
  );
  const columns: [string, string, unknown[]][] = [
    ['title', 'text', books.map((book) => book.title)],
    ['title_sort', 'text', books.map((book) => normalizeText(book.title))],
    ['description_html', 'text', books.map((book) => sanitizeHtml(book.descriptionHtml))],
    ['ean', 'text', books.map((book) => book.ean)],
    ['language', 'text', books.map((book) => book.language)],
    ['author_id', 'int', books.map((book) => book.author.id)],
    ['translator_id', 'int', books.map((book) => book.translator?.id ?? null)],
    ['illustrator_id', 'int', books.map((book) => book.illustrator?.id ?? null)],
    ['publisher_id', 'int', books.map((book) => book.publisherId)],
    ['collection_id', 'int', books.map((book) => book.collection?.id ?? null)],
    ['first_published_year', 'int', books.map((book) => book.year)],
    ['price_ht_cents', 'int', books.map((book) => book.priceHtCents)],
    ['price_ttc_cents', 'int', books.map((book) => book.priceTtcCents)],
    ['discount_percent', 'int', books.map((book) => book.discount)],
    ['stock', 'int', books.map((book) => book.stock)],
    ['weight_grams', 'int', books.map((book) => book.weightGrams)],
    ['bestseller_count', 'int', books.map((book) => book.bestsellerCount)],
    ['age_minutes', 'int', books.map((book) => book.ageMinutes)],
    ['published_days', 'int', books.map((book) => book.publishedDaysAgo)],
    ['restocked_days', 'int', books.map((book) => book.restockedDaysAgo)],
    ['search_a', 'text', searches.map((search) => search[0])],
    ['search_b', 'text', searches.map((search) => search[1])],
    ['search_c', 'text', searches.map((search) => search[2])],
    ['search_d', 'text', searches.map((search) => search[3])],
  ];
  const computed = new Set(['age_minutes', 'published_days', 'restocked_days']);
  const stored = columns.map(([name]) => name).filter((name) => !computed.has(name) && !name.startsWith('search_'));
  const { rows } = await tx.query<{ id: number; ean: string }>(
    `insert into articles (shop_id, ${stored.join(', ')}, published, published_at, published_on, last_restocked_on, search)
     select $1, ${stored.map((name) => `b.${name}`).join(', ')}, true, now() - make_interval(mins => b.age_minutes),
       current_date - b.published_days, current_date - b.restocked_days,
       ${searchVectorOf(['b.search_a', 'b.search_b', 'b.search_c', 'b.search_d'])}
     from unnest(${columns.map(([, type], index) => `$${index + 2}::${type}[]`).join(', ')})
       as b(${columns.map(([name]) => name).join(', ')})
     returning id, ean`,
    [shopId, ...columns.map(([, , values]) => values)],
  );
  const ids = new Map(rows.map((row) => [row.ean, row.id]));
  const articleIds = books.map((book) => ids.get(book.ean) as number);
  await tx.query(
    `insert into article_images (shop_id, article_id, position, link)
     select $1, i.article_id, 0, i.link from unnest($2::int[], $3::text[]) as i(article_id, link)`,
    [shopId, articleIds, articleIds.map(coverLink)],
  );
  // Linked to all three levels of its path, as the hand-written books are.
  await tx.query(
    `insert into article_categories (shop_id, article_id, category_id)
     select $1, c.article_id, c.category_id from unnest($2::int[], $3::int[]) as c(article_id, category_id)`,
    [shopId, articleIds.flatMap((id) => [id, id, id]), books.flatMap((book) => book.categoryIds)],
  );
}

/** Generated books between two refreshes of the planner's statistics. */
const ANALYZE_EVERY = 100_000;

export interface GenerateOptions {
  /** How many generated books the shop should hold when done. */
  books: number;
  /** Books per transaction. */
  batchSize?: number;
  onProgress?: (progress: { done: number; target: number; added: number }) => void;
  /** From this many books to add, one transaction with the indexes built after the load: see generateCatalogue. */
  bulkFrom?: number;
}

/**
 * Brings the shop's generated books up to `books` (generated books 0 to books - 1), in batches each committed in
 * its own transaction: a second run adds nothing, an interrupted one resumes after its last batch. The tables are
 * vacuumed and analysed at the end so the planner sees the new size. The shop must already be seeded.
 *
 * From `bulkFrom` books to add (the seed passes 100,000 on PostgreSQL): the whole load is one transaction in which the tables'
 * secondary indexes and foreign keys are dropped first and built again at the end, and the search words gathered at
 * the end, as a restore does. Keeping a dozen indexes up to date row by row was most of the time of a million books
 * (5 minutes); built once, sorted, they take seconds. Checking each row's references one lookup at a time then took
 * a third of what was left (a million books and 100,000 orders: 6 min 57 s, now 4 min 58 s, on one cluster; 4 min
 * 45 s with the bench's settings). The tables (and those the foreign keys name) are locked meanwhile, and an
 * interrupted load leaves nothing (nor any index or key missing).
 */
export async function generateCatalogue(db: Db, options: GenerateOptions): Promise<{ added: number; total: number }> {
  const { books: target, batchSize = 1000, onProgress } = options;
  if (!Number.isInteger(target) || target < 0 || target > MAX_GENERATED_BOOKS) {
    throw new Error(`The number of generated books must be an integer from 0 to ${MAX_GENERATED_BOOKS}.`);
  }
  const shop = await findShop(db, SHOP.slug);
  if (!shop) throw new Error(`Seed the shop "${SHOP.slug}" before generating books.`);
  const refs = await loadCatalogueRefs(db, shop.id);
  const { rows } = await db.query<{ next: number }>(
    `select coalesce(max(substr(ean, 6, 7)::int) + 1, 0) as next from articles where shop_id = $1 and ean like $2`,
    [shop.id, `${GENERATED_EAN_PREFIX}%`],
  );
  const start = rows[0]?.next ?? 0;
  let added = 0;
  const load = async (into: Db) => {
    for (let from = start; from < target; from += batchSize) {
      const batch: GeneratedBook[] = [];
      for (let index = from; index < Math.min(from + batchSize, target); index += 1) batch.push(generatedBook(index, refs));
      await into.transaction((tx) => insertBatch(tx, shop.id, batch));
      added += batch.length;
      // Statistics as the tables grow: the planner's plans of the foreign-key checks (kept per connection) are made
      // again with them. Planned for the seed's few hundred books, those checks read every row they had and slowed
      // each batch (the first 50,000 of a million took 54 s on PostgreSQL, the next 50,000 11 s once analysed).
      if (added === batch.length || added % ANALYZE_EVERY === 0) await into.query('analyze articles, article_categories, article_images');
      onProgress?.({ done: from + batch.length, target, added });
    }
  };
  if (options.bulkFrom !== undefined && target - start >= options.bulkFrom) {
    await db.transaction((tx) => withIndexesBuiltAfter(tx, CATALOGUE_TABLES, () => withSearchWordsAfter(tx, shop.id, () => load(tx))));
  }
  else await load(db);
  // Statistics for the planner, and the visibility map that lets the list counts scan indexes only.
  if (added > 0) await db.query('vacuum analyze articles, article_categories, article_images');
  return { added, total: Math.max(start, target) };
}

const CATALOGUE_TABLES = ['articles', 'article_categories', 'article_images'];

/**
 * Runs `fn` (inside the caller's transaction) with the search words of the new books (`search_lexemes`, migration 024)
 * and the count of each word's books (026) left to the end: their insert triggers work through every batch's words,
 * which took a third of a million books' load; gathered once from the shop's books afterwards, they take seconds.
 */
async function withSearchWordsAfter(tx: Db, shopId: number, fn: () => Promise<void>): Promise<void> {
  const triggers = ['articles_search_lexemes_insert', 'articles_search_books_insert'];
  for (const trigger of triggers) await tx.query(`alter table articles disable trigger ${trigger}`);
  await fn();
  for (const trigger of triggers) await tx.query(`alter table articles enable trigger ${trigger}`);
  await tx.query('select recount_search_lexeme_books($1)', [shopId]);
}

/**
 * Runs `fn` (inside the caller's transaction) with the secondary indexes and the foreign keys of `tables` dropped,
 * then builds them again from their own definitions, as a restore does: each foreign key is then checked by one join
 * over the whole table where each row checked its references one lookup at a time (about 10,000 lookups per 1,000
 * books). Unique indexes and primary keys stay: the foreign keys and the EAN's uniqueness need them.
 */
async function withIndexesBuiltAfter(tx: Db, tables: string[], fn: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = any($1) and t.relnamespace = current_schema()::regnamespace and not x.indisunique and not x.indisprimary`,
    [tables],
  );
  const { rows: foreignKeys } = await tx.query<{ table: string; name: string; definition: string }>(
    `select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where t.relname = any($1) and t.relnamespace = current_schema()::regnamespace and c.contype = 'f'`,
    [tables],
  );
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const key of foreignKeys) await tx.query(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
  for (const index of indexes) await tx.query(`drop index ${quoted(index.name)}`);
  await fn();
  for (const index of indexes) await tx.query(index.definition);
  for (const key of foreignKeys) await tx.query(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`);
}
