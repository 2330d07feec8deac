import type { ArticleFacets, ArticleListAnswer, FacetCounts } from '@bookshop/contracts';
import { Pool } from 'pg';
import { fixture } from './fixture';
import { FUNCTIONAL_TEST_LIMITS, SHOP_PATH, setupApp, type TestContext } from './helpers';

/**
 * The /books filter panel's counts (GET /articles/facets): per category, per publisher and for availability, over the
 * list the other filters keep. The fixture: four French novels of the 19th century (one out of stock), two English
 * novels (Pride and Prejudice from Harrow & Finch, its translation from Éditions du Phare), one book of tales; all but
 * Pride and Prejudice from Éditions du Phare; three match "hugo".
 */
let t: TestContext;
let category: (name: string) => number;
let categoryName: (id: number) => string;
let publisher: (name: string) => number;
let publisherName: (id: number) => string;

beforeAll(async () => {
  t = await setupApp(fixture);
  const { rows: categories } = await t.db.query<{ id: number; name_fr: string }>('select id, name_fr from categories');
  const { rows: publishers } = await t.db.query<{ id: number; name: string }>('select id, name from publishers');
  category = (name) => categories.find((row) => row.name_fr === name)!.id;
  categoryName = (id) => categories.find((row) => row.id === id)!.name_fr;
  publisher = (name) => publishers.find((row) => row.name === name)!.id;
  publisherName = (id) => publishers.find((row) => row.id === id)!.name;
});
afterAll(() => t.close());

const facets = async (query = '', context = t) => {
  const { status, body } = await context.call<{ data: ArticleFacets }>({ url: `${SHOP_PATH}/articles/facets?ecom_type=lumiere&${query}` });
  expect(status).toBe(200);
  return body.data;
};

/** A facet's counts by value name, "n" when exact and "n+" when a lower bound. */
const byName = (counts: FacetCounts, name: (id: number) => string) =>
  Object.fromEntries(counts.values.map((value) => [name(value.id), `${value.count}${value.exact ? '' : '+'}`]));

it('counts the books of each category (every level of their path), each publisher and the books in stock', async () => {
  const answer = await facets();
  expect(byName(answer.categories, categoryName)).toEqual({
    Littérature: '6',
    'Littérature française': '4',
    'Roman du XIXe siècle': '4',
    'Littérature étrangère': '2',
    'Roman anglais': '2',
    Jeunesse: '1',
    Contes: '1',
    'Contes classiques': '1',
  });
  expect(answer.categories.complete).toBe(true);
  // Bramblewood Press publishes none of the list's books: left out, and `complete` says it holds none.
  expect(byName(answer.publishers, publisherName)).toEqual({ 'Éditions du Phare': '6', 'Harrow & Finch': '1' });
  expect(answer.publishers.complete).toBe(true);
  expect(answer.availability).toEqual({ all: { count: 7, exact: true }, in_stock: { count: 6, exact: true }, forthcoming: { count: 0, exact: true } });
  // The fixture's booksellers picked three books.
  expect(answer.picks).toEqual({ count: 3, exact: true });
});

it('counts a facet without its own filter and with all the others, as a second choice would add to the list', async () => {
  const tales = category('Contes classiques');
  const answer = await facets(`category_id=${tales}&in_stock=1&smart_search=hugo`);
  // Categories: the "hugo" books in stock, whatever their category (Monte-Cristo is out of stock, and no Hugo there).
  expect(byName(answer.categories, categoryName)).toEqual({ Littérature: '3', 'Littérature française': '3', 'Roman du XIXe siècle': '3' });
  // Publishers and availability: within the chosen category, where no book matches "hugo".
  expect(answer.publishers).toEqual({ values: [], complete: true });
  expect(answer.availability).toEqual({ all: { count: 0, exact: true }, in_stock: { count: 0, exact: true }, forthcoming: { count: 0, exact: true } });
  expect(answer.picks).toEqual({ count: 0, exact: true });

  const english = await facets(`publisher_id=${publisher('Harrow & Finch')}`);
  expect(byName(english.publishers, publisherName)).toEqual({ 'Éditions du Phare': '6', 'Harrow & Finch': '1' });
  expect(byName(english.categories, categoryName)).toEqual({ Littérature: '1', 'Littérature étrangère': '1', 'Roman anglais': '1' });
});

it('gives each value the total the list shows once it is chosen', async () => {
  const others = 'in_stock=1&max_price=100';
  const answer = await facets(others);
  for (const value of answer.categories.values) {
    const { body } = await t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&${others}&category_id=${value.id}` });
    expect([categoryName(value.id), body.total]).toEqual([categoryName(value.id), value.count]);
  }
  for (const value of answer.publishers.values) {
    const { body } = await t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&${others}&publisher_id=${value.id}` });
    expect([publisherName(value.id), body.total]).toEqual([publisherName(value.id), value.count]);
  }
});

it('answers no counts for a search that looks for nothing, and takes the list\'s checks on its filters', async () => {
  expect(await facets('smart_search=%20-%20')).toEqual({
    categories: { values: [], complete: true },
    publishers: { values: [], complete: true },
    availability: { all: { count: 0, exact: true }, in_stock: { count: 0, exact: true }, forthcoming: { count: 0, exact: true } },
    picks: { count: 0, exact: true },
  });
  const { status, body } = await t.call({ url: `${SHOP_PATH}/articles/facets?min_price=20&max_price=10` });
  expect(status).toBe(400);
  expect(body).toMatchObject({ field: 'max_price' });
});

describe('past the list count limit', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await setupApp(fixture, { limits: { ...FUNCTIONAL_TEST_LIMITS, listCountLimit: 2, facetCountLimit: 3 } });
  });
  afterAll(() => small.close());

  it('counts each value up to the facet count limit and says "at least" beyond it', async () => {
    const answer = await facets('', small);
    expect(byName(answer.categories, categoryName)).toEqual({
      Littérature: '3+',
      'Littérature française': '3+',
      'Roman du XIXe siècle': '3+',
      'Littérature étrangère': '2',
      'Roman anglais': '2',
      Jeunesse: '1',
      Contes: '1',
      'Contes classiques': '1',
    });
    expect(answer.categories.complete).toBe(true);
    expect(byName(answer.publishers, publisherName)).toEqual({ 'Éditions du Phare': '3+', 'Harrow & Finch': '1' });
    // Availability is counted like a list's total: up to the list count limit.
    expect(answer.availability).toEqual({ all: { count: 2, exact: false }, in_stock: { count: 2, exact: false }, forthcoming: { count: 0, exact: true } });
  });

  it('keeps the counts of a filter for the catalogue version, and counts anew after a change', async () => {
    await facets('in_stock=1', small);
    const query = jest.spyOn(small.db, 'query');
    try {
      await facets('in_stock=1', small);
      expect(query.mock.calls.filter(([sql]) => String(sql).includes('count('))).toHaveLength(0);
    } finally {
      query.mockRestore();
    }
    await small.db.query(`update articles set stock = 0 where title = 'Contes de ma mère l’Oye'`);
    try {
      expect(byName((await facets('in_stock=1', small)).categories, categoryName)).not.toHaveProperty('Jeunesse');
    } finally {
      await small.db.query(`update articles set stock = 10 where title = 'Contes de ma mère l’Oye'`);
    }
  });
});

// PostgreSQL only: the embedded PGlite has no statement timeout (one connection, no timer), and its catalogues are
// small. `.ci/run` runs this file on both.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('past the facet time limit (PostgreSQL)', () => {
  let slow: TestContext;
  beforeAll(async () => {
    slow = await setupApp(fixture, { limits: { ...FUNCTIONAL_TEST_LIMITS, listCountLimit: 2, facetTimeLimitMs: 200 } });
  });
  afterAll(() => slow.close());

  it('counts the values over the list\'s first books when counting them one by one takes too long', async () => {
    // Another session holds the categories table: the value-by-value count (which reads it) waits past the time
    // limit, as a rare filter among a million books would; counting the list's first books does not read it.
    const { rows } = await slow.db.query<{ schema: string }>('select current_schema() as schema');
    const blocker = new Pool({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${rows[0]!.schema}`, max: 1 });
    const client = await blocker.connect();
    try {
      await client.query('begin');
      await client.query('lock table categories in access exclusive mode');
      const started = Date.now();
      const answer = await facets('', slow);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.categories.complete).toBe(false);
      // The list's first three books (the count limit + 1): each count is "at least".
      const counted = answer.categories.values;
      expect(counted.length).toBeGreaterThan(0);
      expect(counted.every((value) => !value.exact)).toBe(true);
      expect(counted.reduce((most, value) => Math.max(most, value.count), 0)).toBeLessThanOrEqual(3);
    } finally {
      await client.query('rollback');
      client.release();
      await blocker.end();
    }
  });
});
