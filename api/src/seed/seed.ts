import { randomUUID } from 'node:crypto';
import { COMPARE_CONFIG_TYPE } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { sanitizeHtml } from '../lib/html';
import { hashPassword } from '../lib/password';
import { normalizeText, searchVectorParams, searchVectorSql } from '../lib/search';
import { issueGiftCard } from '../services/gift-cards';
import { issueInvoice } from '../services/invoices';
import { newOrderNumber } from '../services/orders';
import { coverLink } from '../services/images';
import { HTML_TEXT_COLUMNS } from '../services/settings';
import { applyDefaultSubjectCategories } from '../services/subject-categories';
import type {
  SeedBook,
  SeedCategoryNode,
  SeedCollaborator,
  SeedCollection,
  SeedCompanyTexts,
  SeedCountry,
  SeedEvent,
  SeedHeroSlide,
  SeedLocation,
  SeedPick,
} from './data/types';

/** Everything `./data` exports. */
export interface SeedData {
  categoryTree: SeedCategoryNode[];
  collaborators: SeedCollaborator[];
  publishers: string[];
  collections: SeedCollection[];
  books: SeedBook[];
  /** French and English editions of one work, by ISBN-13 (French first). */
  editionPairs: Array<[string, string]>;
  events: SeedEvent[];
  heroSlides: SeedHeroSlide[];
  countries: SeedCountry[];
  companyTexts: SeedCompanyTexts;
  /** The shop's locations; the first is the shop itself (every new shop gets it, demo or not). */
  locations: SeedLocation[];
  picks: SeedPick[];
}

export const SHOP = { slug: 'lumiere', name: 'Librairie Lumière' } as const;

/** Accounts for local use, documented in the README. */
export const DEMO_USERS = [
  {
    email: 'client@librairie-lumiere.fr',
    password: 'Lumiere-2026',
    role: 'customer',
    first_name: 'Camille',
    last_name: 'Durand',
  },
  {
    email: 'admin@librairie-lumiere.fr',
    password: 'Admin-Lumiere-2026',
    role: 'admin',
    first_name: 'Hélène',
    last_name: 'Marchal',
  },
] as const;

/**
 * How many days ago the shop added the book of this index: spread over the past months in a mixed order (97 is prime
 * to any seed size below 9,700 that is not a multiple of 97, so every book gets its own day), so "newest" is a real
 * mix of authors.
 */
const listedDaysAgo = (index: number, count: number): number => ((index * 97) % count) * 2;

/**
 * How many days ago this edition came out and the shop last restocked it, respecting the loi Lang on the day of the
 * seed: a book with more than 5 % off is an edition over two years old not restocked for more than six months (days
 * on the safe side of calendar years and months); the others came out on or before the shop added them, some long
 * ago, and were restocked since, within the last six months (the shop's steady sellers: a coupon takes at most 5 %
 * off them, as the checkout's tests expect of a book without a discount).
 */
export function seedBookDates(index: number, count: number, discount: number): { publishedDaysAgo: number; restockedDaysAgo: number } {
  if (discount > 5) return { publishedDaysAgo: 800 + ((index * 53) % 2000), restockedDaysAgo: 200 + ((index * 31) % 400) };
  const listed = listedDaysAgo(index, count);
  return { publishedDaysAgo: listed + ((index * 41) % 2900), restockedDaysAgo: Math.min(listed, (index * 13) % 170) };
}

/** French VAT on books (taux réduit): seed prices are given tax included, prixpublic is derived from them. */
export const BOOK_VAT_RATE = 5.5;

const COMPANY = {
  usd_rate: 1.08,
  email: 'contact@librairie-lumiere.fr',
  phone: '+33 1 42 00 00 00',
  facebook: 'https://www.facebook.com/librairielumiere',
  youtube: 'https://www.youtube.com/@librairielumiere',
  twitter: 'https://x.com/librairielumiere',
  linkedin: 'https://www.linkedin.com/company/librairie-lumiere',
  insta: 'https://www.instagram.com/librairielumiere',
  primary_color: '#8B1E1E',
  secondary_color: '#C9A227',
  accent_color: '#3E2A1E',
  // A demo account for local use (the IBAN is the standard French example, not a real account).
  bank_transfer_details: 'Librairie Lumière — IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
  // The seller's identity on invoices: the demo company of the legal information page (fictitious numbers with valid keys).
  legal_name: 'Librairie Lumière',
  legal_form: 'SAS',
  share_capital: '20 000 €',
  street_address: '8 passage des Lumières',
  postal_code: '75011',
  city: 'Paris',
  siret: '91234567500017',
  vat_number: 'FR65912345675',
};

const SOCIETE_CONFIG: Record<string, string> = {
  default_language: 'fr',
  default_currency: 'eur',
  languages: 'fr,eng',
  currencies: 'eur,usd',
  vat_rate_books: String(BOOK_VAT_RATE),
};

/** Looks a seed reference up, failing with a message that names the broken reference in the data files. */
function lookup(ids: Map<string, number>, key: string, what: string, book: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data: book "${book}" names unknown ${what} "${key}"`);
  return id;
}

const pathKey = (names: readonly string[]) => names.join(' > ');

async function insertCategories(tx: Db, shopId: number, tree: SeedCategoryNode[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async (nodes: SeedCategoryNode[], parentPath: string[], parentId: number | null): Promise<void> => {
    for (const [position, node] of nodes.entries()) {
      const path = [...parentPath, node.name];
      const { rows } = await tx.query<{ id: number }>(
        `insert into categories (shop_id, parent_id, level, name_fr, name_en, position)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [shopId, parentId, path.length, node.name, node.name_en, position],
      );
      const id = (rows[0] as { id: number }).id;
      ids.set(pathKey(path), id);
      await walk(node.children ?? [], path, id);
    }
  };
  await walk(tree, [], null);
  return ids;
}

async function insertNamed(tx: Db, sql: string, shopId: number, rows: unknown[][]): Promise<number[]> {
  const ids: number[] = [];
  for (const values of rows) {
    const { rows: inserted } = await tx.query<{ id: number }>(sql, [shopId, ...values]);
    ids.push((inserted[0] as { id: number }).id);
  }
  return ids;
}

const byName = (names: string[], ids: number[]) => new Map(names.map((name, index) => [name, ids[index] as number]));

async function insertBooks(tx: Db, shopId: number, data: SeedData): Promise<Map<string, number>> {
  const categories = await insertCategories(tx, shopId, data.categoryTree);
  const collaborators = byName(
    data.collaborators.map((c) => c.name),
    await insertNamed(
      tx,
      'insert into collaborators (shop_id, name, biography_fr, biography_en) values ($1, $2, $3, $4) returning id',
      shopId,
      data.collaborators.map((c) => [c.name, c.biography_fr, c.biography_en]),
    ),
  );
  const publishers = byName(
    data.publishers,
    await insertNamed(
      tx,
      'insert into publishers (shop_id, name) values ($1, $2) returning id',
      shopId,
      data.publishers.map((name) => [name]),
    ),
  );
  const collections = byName(
    data.collections.map((c) => c.name),
    await insertNamed(
      tx,
      'insert into collections (shop_id, name, description_fr, description_en) values ($1, $2, $3, $4) returning id',
      shopId,
      data.collections.map((c) => [c.name, sanitizeHtml(c.description_fr), sanitizeHtml(c.description_en)]),
    ),
  );

  const articleIds = new Map<string, number>();
  for (const [index, book] of data.books.entries()) {
    const person = (name: string | undefined, what: string) =>
      name === undefined ? null : lookup(collaborators, name, what, book.title);
    const priceTtcCents = Math.round(book.priceTtc * 100);
    const search = searchVectorParams({
      title: book.title,
      ean: book.isbn13,
      author: book.author,
      translator: book.translator ?? null,
      illustrator: book.illustrator ?? null,
      collection: book.collection ?? null,
      publisher: book.publisher,
    });
    const { rows } = await tx.query<{ id: number }>(
      `insert into articles (shop_id, title, title_sort, description_html, ean, language, author_id, translator_id,
         illustrator_id, publisher_id, collection_id, first_published_year, price_ht_cents, price_ttc_cents,
         discount_percent, stock, weight_grams, bestseller_count, published, published_at, search)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, true,
         now() - make_interval(days => $19), ${searchVectorSql(20)})
       returning id`,
      [
        shopId,
        book.title,
        normalizeText(book.title),
        sanitizeHtml(book.descriptionHtml),
        book.isbn13,
        book.language,
        person(book.author, 'author'),
        person(book.translator, 'translator'),
        person(book.illustrator, 'illustrator'),
        lookup(publishers, book.publisher, 'publisher', book.title),
        book.collection === undefined ? null : lookup(collections, book.collection, 'collection', book.title),
        book.year,
        Math.round(priceTtcCents / (1 + BOOK_VAT_RATE / 100)),
        priceTtcCents,
        book.discount,
        book.stock,
        book.weightGrams,
        book.bestsellerCount,
        listedDaysAgo(index, data.books.length),
        ...search,
      ],
    );
    const articleId = (rows[0] as { id: number }).id;
    articleIds.set(book.isbn13, articleId);
    await tx.query('insert into article_images (shop_id, article_id, position, link) values ($1, $2, 0, $3)', [
      shopId,
      articleId,
      coverLink(articleId),
    ]);
    // The article is linked to all three levels of its path, so filtering by any level is one index lookup.
    for (let depth = 1; depth <= 3; depth += 1) {
      const categoryId = lookup(categories, pathKey(book.categoryPath.slice(0, depth)), 'category', book.title);
      await tx.query('insert into article_categories (shop_id, article_id, category_id) values ($1, $2, $3)', [
        shopId,
        articleId,
        categoryId,
      ]);
    }
  }
  await dateBooks(tx, data.books, articleIds);
  return articleIds;
}

/** Each pair of editions becomes a work (migration 019): their book pages lead to each other. */
async function linkEditions(tx: Db, shopId: number, pairs: SeedData['editionPairs'], articleIds: Map<string, number>): Promise<void> {
  for (const pair of pairs) {
    const ids = pair.map((isbn) => {
      const id = articleIds.get(isbn);
      if (id === undefined) throw new Error(`Seed edition pair names unknown ISBN "${isbn}".`);
      return id;
    });
    const { rows } = await tx.query<{ id: number }>('insert into works (shop_id) values ($1) returning id', [shopId]);
    await tx.query('update articles set work_id = $3 where shop_id = $1 and id = any($2::int[])', [shopId, ids, (rows[0] as { id: number }).id]);
  }
}

/**
 * Gives the seeded books their edition and restock dates (seedBookDates). Written apart from the books, and only
 * where migration 018 has added the columns: the migration tests seed databases of earlier versions before upgrading
 * them, and 018 then dates those rows itself.
 */
async function dateBooks(tx: Db, books: SeedBook[], articleIds: Map<string, number>): Promise<void> {
  const { rows } = await tx.query(
    `select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'articles' and column_name = 'last_restocked_on'`,
  );
  if (rows.length === 0) return;
  const dates = books.map((book, index) => seedBookDates(index, books.length, book.discount));
  await tx.query(
    `update articles a set published_on = current_date - d.published_days, last_restocked_on = current_date - d.restocked_days
     from unnest($1::int[], $2::int[], $3::int[]) as d(id, published_days, restocked_days)
     where a.id = d.id`,
    [books.map((book) => articleIds.get(book.isbn13)), dates.map((date) => date.publishedDaysAgo), dates.map((date) => date.restockedDaysAgo)],
  );
}

async function insertEvents(tx: Db, shopId: number, events: SeedEvent[], articleIds: Map<string, number>) {
  for (const event of events) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into events (shop_id, title_fr, title_en, description_fr, description_en, starts_at, place)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        shopId,
        event.title_fr,
        event.title_en,
        sanitizeHtml(event.description_fr),
        sanitizeHtml(event.description_en),
        event.starts_at,
        event.place,
      ],
    );
    for (const isbn of event.bookIsbns) {
      await tx.query('insert into event_books (shop_id, event_id, article_id) values ($1, $2, $3)', [
        shopId,
        (rows[0] as { id: number }).id,
        lookup(articleIds, isbn, 'book ISBN', event.title_fr),
      ]);
    }
  }
}

async function insertShopSettings(tx: Db, shopId: number, data: SeedData): Promise<void> {
  const texts = Object.fromEntries(
    Object.entries(data.companyTexts).map(([key, value]) => [key, HTML_TEXT_COLUMNS.has(key) ? sanitizeHtml(value) : value]),
  );
  // The migration tests seed databases of older versions with this seed: settings added by a later migration (the
  // seller's identity, 021) are left out where the schema does not have them yet.
  const { rows: existing } = await tx.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'company_settings'`,
  );
  const known = new Set(existing.map((row) => row.column_name));
  const settings = Object.entries({ ...COMPANY, ...texts }).filter(([column]) => known.has(column));
  await tx.query(
    `insert into company_settings (shop_id, ${settings.map(([column]) => column).join(', ')})
     values ($1, ${settings.map((_, index) => `$${index + 2}`).join(', ')})`,
    [shopId, ...settings.map(([, value]) => value)],
  );
  await tx.query('insert into website_config (shop_id, lookup_config_type, is_exist) values ($1, $2, true)', [
    shopId,
    COMPARE_CONFIG_TYPE,
  ]);
  for (const [key, value] of Object.entries(SOCIETE_CONFIG)) {
    await tx.query('insert into societe_config (shop_id, config_module_nomtech, valeur) values ($1, $2, $3)', [
      shopId,
      key,
      value,
    ]);
  }
  const { rows } = await tx.query<{ id: number }>(
    `insert into website_sections (shop_id, section_id) values ($1, 'home-hero') returning id`,
    [shopId],
  );
  for (const [position, slide] of data.heroSlides.entries()) {
    await tx.query(
      `insert into hero_slides (shop_id, section_id, position, title_fr, title_en, subtitle_fr, subtitle_en, link,
         color_from, color_to)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        shopId,
        (rows[0] as { id: number }).id,
        position,
        slide.title_fr,
        slide.title_en,
        slide.subtitle_fr,
        slide.subtitle_en,
        slide.link,
        slide.colors[0],
        slide.colors[1],
      ],
    );
  }
  for (const country of data.countries) {
    await tx.query('insert into countries (shop_id, code, name_fr, name_en) values ($1, $2, $3, $4)', [
      shopId,
      country.code,
      country.name_fr,
      country.name_en,
    ]);
  }
  // Home, pick-up point and collection at the shop (migration 005 holds them).
  await tx.query('select add_default_delivery_methods($1)', [shopId]);
  if (await hasTable(tx, 'shop_locations')) await insertLocations(tx, shopId, data.locations.slice(0, 1));
  // The shop's own location ships its online orders (migration 045): its copies are the books' stock.
  if (await hasTable(tx, 'location_stock')) await tx.query('update shop_locations set ships_online = true where shop_id = $1', [shopId]);
}

/** Whether the database has a table yet: the migration tests seed databases of older versions with this seed. */
async function hasTable(tx: Db, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table]);
  return rows[0]?.present ?? false;
}

async function insertLocations(tx: Db, shopId: number, locations: SeedLocation[]): Promise<void> {
  for (const [position, location] of locations.entries()) {
    await tx.query(
      `insert into shop_locations (shop_id, name, address, opening_hours_fr, opening_hours_en, pickup_delay_hours, position)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [shopId, location.name, location.address, location.opening_hours_fr, location.opening_hours_en, location.pickup_delay_hours, position],
    );
  }
}

/** The demo shop's other locations, and its booksellers' picks signed at them. */
async function insertDemoPicks(tx: Db, shopId: number, data: SeedData, articleIds: Map<string, number>): Promise<void> {
  if (!(await hasTable(tx, 'article_picks'))) return;
  await insertLocations(tx, shopId, data.locations.slice(1));
  const { rows } = await tx.query<{ id: number; name: string }>('select id, name from shop_locations where shop_id = $1', [shopId]);
  const locationIds = new Map(rows.map((row) => [row.name, row.id]));
  for (const pick of data.picks) {
    await tx.query(
      `insert into article_picks (shop_id, article_id, location_id, bookseller, note_fr, note_en, picked_on)
       values ($1, $2, $3, $4, $5, $6, (now() at time zone 'Europe/Paris')::date - $7::int)`,
      [
        shopId,
        lookup(articleIds, pick.isbn13, 'book ISBN', pick.bookseller),
        lookup(locationIds, pick.location, 'location', pick.bookseller),
        pick.bookseller,
        pick.note_fr,
        pick.note_en ?? null,
        pick.daysAgo,
      ],
    );
  }
  await insertDemoLocationStock(tx, shopId);
}

/**
 * The copies of the demo shop's second bookshop: a few of most books, none of one in four, so that book pages say where
 * a book is and where it must be ordered, and a collection there can be refused for want of copies.
 */
async function insertDemoLocationStock(tx: Db, shopId: number): Promise<void> {
  if (!(await hasTable(tx, 'location_stock'))) return;
  await tx.query(
    `insert into location_stock (location_id, article_id, copies)
     select l.id, a.id, (a.id * 7) % 4 * 2
     from shop_locations l join articles a on a.shop_id = l.shop_id
     where l.shop_id = $1 and not l.ships_online and a.published`,
    [shopId],
  );
}

async function insertDemoUsers(tx: Db, shopId: number): Promise<void> {
  for (const user of DEMO_USERS) {
    await tx.query(
      `insert into users (shop_id, email, password_hash, role, first_name, last_name, email_verified_at)
       values ($1, $2, $3, $4, $5, $6, now()) on conflict (shop_id, email) do nothing`,
      [shopId, user.email, await hashPassword(user.password), user.role, user.first_name, user.last_name],
    );
  }
}

/** The demo customer's past orders, so order tracking, reviews and returns can be tried at once. */
const DEMO_ORDERS = [
  // Days ago for each step, oldest first; the books are the shop's first ones, with these quantities. Delivered five
  // days before the seed: within the 14-day return period (RETURN_WINDOW_DAYS), so a return can be tried at once.
  { books: [[0, 1], [1, 2], [2, 1]], steps: [['pending_payment', 12], ['paid', 11], ['preparing', 10], ['shipped', 8], ['delivered', 5]] },
  { books: [[3, 1]], steps: [['pending_payment', 4], ['paid', 3], ['preparing', 3], ['shipped', 2]] },
] as const;

async function insertDemoOrders(tx: Db, shopId: number, articleIds: number[]): Promise<void> {
  const { rows: users } = await tx.query<{ id: number; email: string }>('select id, email from users where shop_id = $1 and email = $2', [
    shopId,
    DEMO_USERS[0].email,
  ]);
  const customer = users[0];
  if (!customer) return;
  // The migration tests seed databases of older schemas, some from before invoices (021).
  const invoicing = await hasTable(tx, 'invoices');
  for (const demo of DEMO_ORDERS) {
    const books = demo.books.flatMap(([index, quantity]) => (articleIds[index] === undefined ? [] : [{ id: articleIds[index], quantity }]));
    if (books.length === 0) continue;
    const { rows: prices } = await tx.query<{ id: number; title: string; author: string; ean: string; price_ttc_cents: number; discount_percent: number; final_price_cents: number }>(
      `select a.id, a.title, coalesce(c.name, '') as author, a.ean, a.price_ttc_cents, a.discount_percent, a.final_price_cents
       from articles a left join collaborators c on c.id = a.author_id where a.id = any($1::int[])`,
      [books.map((book) => book.id)],
    );
    const items = books.reduce((sum, book) => sum + (prices.find((price) => price.id === book.id)?.final_price_cents ?? 0) * book.quantity, 0);
    const delivery = items >= 3500 ? 1 : 499;
    const [first] = demo.steps;
    const last = demo.steps[demo.steps.length - 1] as (typeof demo.steps)[number];
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (shop_id, number, user_id, email, language, currency, payment_method, delivery_method, items_cents,
         delivery_cents, total_cents, ship_first_name, ship_last_name, ship_phone, ship_address, ship_city, ship_postal_code,
         ship_country, idempotency_key, idempotency_scope, status, created_at, updated_at)
       values ($1, $2, $3, $4, 'fr', 'eur', 'bank_transfer', 'home', $5, $6, $7, 'Camille', 'Durand', '01 42 00 00 00',
         '5 rue des Archives', 'Paris', '75004', 'FR', $8, $12, $9, now() - make_interval(days => $10),
         now() - make_interval(days => $11))
       returning id`,
      [shopId, newOrderNumber(), customer.id, customer.email, items, delivery, items + delivery, `seed-${randomUUID()}`, last[0], first[1], last[1], `user:${customer.id}`],
    );
    const orderId = (rows[0] as { id: number }).id;
    for (const book of books) {
      const price = prices.find((entry) => entry.id === book.id);
      if (!price) continue;
      await tx.query(
        `insert into order_lines (order_id, article_id, title, author, ean, unit_price_ttc_cents, discount_percent, unit_final_cents,
           quantity, line_total_cents) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [orderId, price.id, price.title, price.author, price.ean, price.price_ttc_cents, price.discount_percent, price.final_price_cents,
          book.quantity, price.final_price_cents * book.quantity],
      );
    }
    for (const [status, daysAgo] of demo.steps) {
      await tx.query(`insert into order_events (order_id, status, created_at) values ($1, $2, now() - make_interval(days => $3))`, [
        orderId,
        status,
        daysAgo,
      ]);
    }
    // A paid order has its invoice, as every way of paying issues it (services/invoices.ts), dated the day it was paid.
    const paid = demo.steps.find(([status]) => status === 'paid');
    if (paid && invoicing) {
      const number = await issueInvoice(tx, orderId);
      await tx.query('update invoices set issued_at = now() - make_interval(days => $2) where shop_id = $1 and number = $3', [shopId, paid[1], number]);
    }
  }
}

/**
 * The demo customer's gift cards: one of 25 € untouched, one of 40 € that paid 15 € of their last order (the rest by
 * transfer), and one of 15 € issued thirteen months ago, expired.
 */
async function insertDemoGiftCards(tx: Db, shopId: number): Promise<void> {
  if (!(await hasTable(tx, 'gift_cards'))) return;
  const { rows: users } = await tx.query<{ id: number }>('select id from users where shop_id = $1 and email = $2', [shopId, DEMO_USERS[0].email]);
  const customer = users[0];
  if (!customer) return;
  await issueGiftCard(tx, shopId, { initialCents: 2500, userId: customer.id });
  const partly = await issueGiftCard(tx, shopId, { initialCents: 4000, userId: customer.id });
  const { rows: orders } = await tx.query<{ id: number; total_cents: number; created_at: Date }>(
    'select id, total_cents, created_at from orders where shop_id = $1 and user_id = $2 order by created_at desc limit 1',
    [shopId, customer.id],
  );
  const order = orders[0];
  if (order) {
    const cents = Math.min(1500, order.total_cents);
    await tx.query('update orders set gift_card_id = $2, gift_card_cents = $3 where id = $1', [order.id, partly.id, cents]);
    await tx.query('update gift_cards set balance_cents = balance_cents - $2, created_at = $3 where id = $1', [partly.id, cents, order.created_at]);
    await tx.query('insert into gift_card_uses (gift_card_id, order_id, amount_cents, created_at) values ($1, $2, $3, $4)', [partly.id, order.id, cents, order.created_at]);
  }
  const expired = await issueGiftCard(tx, shopId, { initialCents: 1500, userId: customer.id });
  await tx.query(
    `update gift_cards set created_at = now() - interval '13 months', expires_on = (now() - interval '1 month')::date where id = $1`,
    [expired.id],
  );
}

/**
 * Whether the server fills an empty shop with demo data on start: on the embedded database (a local trial), or when
 * asked with SEED_DEMO=1. A real database (DATABASE_URL) starts with no account at all: the demo admin's password is
 * printed in the README.
 */
/**
 * The default mapping of the records' CLIL and Thema subjects, once in a shop's life (its mapping never changed): a new
 * shop after its tree, a shop of a database older than migration 040 at its first start since. Its books with subjects
 * are then filed by the jobs runner; with none, there is nothing to file. Skipped on a database older than 040 (the
 * migrations' tests seed those).
 */
async function mapDefaultSubjects(tx: Db, shopId: number): Promise<void> {
  if (!(await hasTable(tx, 'subject_categories'))) return;
  const { rows: shops } = await tx.query<{ untouched: boolean }>('select subject_mapping_version = 0 as untouched from shops where id = $1', [shopId]);
  if (!shops[0]?.untouched) return;
  await applyDefaultSubjectCategories(tx, shopId, null);
  await tx.query(
    `update shops set subject_mapping_applied = subject_mapping_version
     where id = $1 and not exists (select 1 from article_subjects where shop_id = $1)`,
    [shopId],
  );
}

export const wantsDemoData = (env: NodeJS.ProcessEnv): boolean => !env.DATABASE_URL || env.SEED_DEMO === '1';

/**
 * Creates the Lumière shop with what a shop needs to open (company settings and texts, countries, delivery methods,
 * the home page's hero), once. With `demo` (the default; the embedded database, `npm run seed`, `SEED_DEMO=1`) it
 * also fills it with the demo catalogue, events, the demo customer and admin (whose passwords the README prints)
 * and their orders, unless the shop already has books. A real database is started without `demo`: it gets no
 * account at all, and `npm run admin:create` makes the first admin. Safe to run on every start: what exists is never
 * touched. Answers whether it added the demo catalogue and how many books.
 */
export async function seedShop(db: Db, data: SeedData, { demo = true }: { demo?: boolean } = {}): Promise<{ seeded: boolean; books: number }> {
  return db.transaction(async (tx) => {
    await tx.query('insert into shops (slug, name) values ($1, $2) on conflict (slug) do nothing', [
      SHOP.slug,
      SHOP.name,
    ]);
    const { rows } = await tx.query<{ id: number; has_books: boolean; has_settings: boolean }>(
      `select s.id, exists (select 1 from articles a where a.shop_id = s.id) as has_books,
         exists (select 1 from company_settings c where c.shop_id = s.id) as has_settings
       from shops s where s.slug = $1 for update`,
      [SHOP.slug],
    );
    const shop = rows[0] as { id: number; has_books: boolean; has_settings: boolean };
    if (!shop.has_settings) await insertShopSettings(tx, shop.id, data);
    if (!demo || shop.has_books) {
      await mapDefaultSubjects(tx, shop.id);
      return { seeded: false, books: 0 };
    }
    const articleIds = await insertBooks(tx, shop.id, data);
    await linkEditions(tx, shop.id, data.editionPairs, articleIds);
    await insertEvents(tx, shop.id, data.events, articleIds);
    await insertDemoPicks(tx, shop.id, data, articleIds);
    await insertDemoUsers(tx, shop.id);
    await insertDemoOrders(tx, shop.id, [...articleIds.values()]);
    await insertDemoGiftCards(tx, shop.id);
    await mapDefaultSubjects(tx, shop.id);
    return { seeded: true, books: articleIds.size };
  });
}
