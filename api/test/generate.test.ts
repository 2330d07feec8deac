import './native-modules';
import { lawfulDiscountPercent, type Article, type ArticleListAnswer } from '@bookshop/contracts';
import {
  GENERATED_EAN_PREFIX,
  generateCatalogue,
  generatedBook,
  generatedEan,
  loadCatalogueRefs,
  type CatalogueRefs,
} from '../src/seed/generate';
import { fixture } from './fixture';
import { SHOP_PATH, setupApp, type TestContext } from './helpers';

let t: TestContext;
let refs: CatalogueRefs;
beforeAll(async () => {
  t = await setupApp();
  const { rows } = await t.db.query<{ id: number }>(`select id from shops where slug = 'lumiere'`);
  refs = await loadCatalogueRefs(t.db, rows[0]?.id as number);
});
afterAll(() => t.close());

describe('generated books', () => {
  it('are a pure function of their index', () => {
    expect(generatedBook(42, refs)).toEqual(generatedBook(42, refs));
    expect(generatedBook(42, refs)).not.toEqual(generatedBook(43, refs));
  });

  it('have valid, distinct ISBN-13s in the 979-10 range', () => {
    const eans = Array.from({ length: 2000 }, (_, index) => generatedBook(index, refs).ean);
    expect(new Set(eans).size).toBe(eans.length);
    expect(eans[0]).toBe('9791000000008');
    for (const ean of eans) {
      expect(ean.startsWith(GENERATED_EAN_PREFIX)).toBe(true);
      // The check digit, computed independently: weights 1 and 3 over the first 12 digits.
      const sum = [...ean.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
      expect(Number(ean[12])).toBe((10 - (sum % 10)) % 10);
    }
  });

  it('have plausible, varied data drawn from the seeded references', () => {
    const books = Array.from({ length: 2000 }, (_, index) => generatedBook(index, refs));
    const authors = new Set(fixture.books.map((book) => book.author));
    const translators = new Set(fixture.books.flatMap((book) => book.translator ?? []));
    for (const book of books) {
      expect(authors.has(book.author.name)).toBe(true);
      if (book.translator) expect(translators.has(book.translator.name)).toBe(true);
      expect(book.title).toMatch(/^\p{Lu}/u);
      expect(book.priceTtcCents).toBeGreaterThanOrEqual(300);
      expect(book.priceHtCents).toBeLessThan(book.priceTtcCents);
      expect(book.stock).toBeGreaterThanOrEqual(0);
      expect(book.year).toBeGreaterThanOrEqual(book.author.first_year);
      expect(book.year).toBeLessThanOrEqual(book.author.last_year);
      expect(refs.categoryPaths).toContainEqual(book.categoryIds);
    }
    expect(new Set(books.map((book) => book.title)).size).toBeGreaterThan(1000);
    expect(new Set(books.map((book) => book.language))).toEqual(new Set(['fr', 'en']));
    expect(books.filter((book) => book.stock === 0).length).toBeGreaterThan(100);
    expect(books.filter((book) => book.discount > 0).length).toBeGreaterThan(100);
    // Loi Lang: most books within 5 %; larger discounts only on editions over two years old not restocked for six months.
    const exempt = (book: (typeof books)[number]) => book.publishedDaysAgo > 731 && book.restockedDaysAgo > 184;
    for (const book of books) {
      if (!exempt(book)) expect(book.discount).toBeLessThanOrEqual(5);
      // The others were restocked within six months: a coupon takes at most 5 % off them.
      if (book.discount <= 5) expect(exempt(book)).toBe(false);
      expect(book.publishedDaysAgo).toBeGreaterThanOrEqual(Math.floor(book.ageMinutes / 1440));
      expect(book.restockedDaysAgo).toBeLessThanOrEqual(Math.floor(book.ageMinutes / 1440));
    }
    expect(books.filter((book) => book.discount > 5).length).toBeGreaterThan(50);
    expect(books.filter((book) => book.discount <= 5).length).toBeGreaterThan(books.length * 0.9);
    expect(new Set(books.map((book) => book.author.name)).size).toBe(authors.size);
  });
});

describe('generateCatalogue', () => {
  const generatedCount = async () =>
    (await t.db.query<{ count: number }>(`select count(*)::int as count from articles where ean like '97910%'`)).rows[0]?.count;

  it('adds the books in batches, with images and three category levels, and they are listed and found', async () => {
    const progress: number[] = [];
    expect(await generateCatalogue(t.db, { books: 250, batchSize: 100, onProgress: ({ done }) => progress.push(done) })).toEqual({
      added: 250,
      total: 250,
    });
    expect(progress).toEqual([100, 200, 250]);
    expect(await generatedCount()).toBe(250);
    const { rows } = await t.db.query<{ images: number; categories: number; levels: number[] }>(
      `select (select count(*)::int from article_images i where i.article_id = a.id) as images,
         (select count(*)::int from article_categories ac where ac.article_id = a.id) as categories,
         (select array_agg(c.level order by c.level) from article_categories ac join categories c on c.id = ac.category_id
          where ac.article_id = a.id)::int[] as levels
       from articles a where a.ean like '97910%'`,
    );
    expect(rows).toHaveLength(250);
    for (const row of rows) expect(row).toEqual({ images: 1, categories: 3, levels: [1, 2, 3] });
    // Every stored discount is one the law allows today, by the shared rule.
    const { rows: dated } = await t.db.query<{ discount_percent: number; published_on: string; last_restocked_on: string; today: string }>(
      `select discount_percent, published_on::text, last_restocked_on::text, current_date::text as today from articles where ean like '97910%'`,
    );
    for (const row of dated) expect(lawfulDiscountPercent(row.discount_percent, row, row.today)).toBe(row.discount_percent);

    const { body } = await t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?page_size=100` });
    expect(body.total).toBe(fixture.books.length + 250);
    const book = generatedBook(7, refs);
    const found = await t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?smart_search=${book.ean}` });
    expect(found.body.data.map((article: Article) => [article.designation, article.dc_auteur?._nom, article._prix_public_ttc])).toEqual([
      [book.title, book.author.name, book.priceTtcCents / 100],
    ]);
  });

  it('adds nothing the second time, and resumes from the last generated book', async () => {
    expect(await generateCatalogue(t.db, { books: 250 })).toEqual({ added: 0, total: 250 });
    expect(await generateCatalogue(t.db, { books: 100 })).toEqual({ added: 0, total: 250 });
    expect(await generateCatalogue(t.db, { books: 300, batchSize: 1000 })).toEqual({ added: 50, total: 300 });
    expect(await generatedCount()).toBe(300);
    const { rows } = await t.db.query<{ title: string }>(`select title from articles where ean = $1`, [generatedEan(299)]);
    expect(rows).toEqual([{ title: generatedBook(299, refs).title }]);
  });

  it('takes a bulk load in one transaction with the indexes built after it: the same indexes, the books listed', async () => {
    const indexes = async () =>
      (await t.db.query<{ definition: string }>(
        `select pg_get_indexdef(indexrelid) as definition from pg_index
         where indrelid in ('articles'::regclass, 'article_categories'::regclass, 'article_images'::regclass) order by 1`,
      )).rows.map((row) => row.definition);
    const constraints = async () =>
      (await t.db.query<{ definition: string }>(
        `select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as definition from pg_constraint
         where conrelid in ('articles'::regclass, 'article_categories'::regclass, 'article_images'::regclass) order by 1`,
      )).rows.map((row) => row.definition);
    const triggers = async () =>
      (await t.db.query<{ trigger: string }>(
        "select tgname || ' ' || tgenabled::text as trigger from pg_trigger where tgrelid = 'articles'::regclass and not tgisinternal order by 1",
      )).rows.map((row) => row.trigger);
    const wordBooks = async () =>
      (await t.db.query<{ row: string }>("select lexeme || ' ' || books as row from search_lexeme_books where books > 0 order by 1")).rows.map((row) => row.row);
    const before = await indexes();
    const constraintsBefore = await constraints();
    const triggersBefore = await triggers();
    expect(before.some((definition) => definition.includes('articles_newest_idx'))).toBe(true);
    expect(constraintsBefore.some((definition) => definition.includes('FOREIGN KEY (shop_id, author_id)'))).toBe(true);
    expect(await generateCatalogue(t.db, { books: 400, batchSize: 50, bulkFrom: 100 })).toEqual({ added: 100, total: 400 });
    expect(await indexes()).toEqual(before);
    // The foreign keys are back, checked; the triggers on again; each search word's books counted with the new ones.
    expect(await constraints()).toEqual(constraintsBefore);
    expect(await triggers()).toEqual(triggersBefore);
    const recounted = await t.db.query<{ row: string }>(
      `select lexeme || ' ' || count(*) as row from articles a, unnest(tsvector_to_array(a.search)) as w(lexeme)
       where a.published and lexeme !~ '^[0-9]+$' group by lexeme order by 1`,
    );
    expect(await wordBooks()).toEqual(recounted.rows.map((row) => row.row));
    const { rows: lexemes } = await t.db.query<{ missing: number }>(
      'select count(*)::int as missing from articles a, unnest(tsvector_to_array(a.search)) as w(lexeme) where not exists (select 1 from search_lexemes l where l.lexeme = w.lexeme)',
    );
    expect(lexemes).toEqual([{ missing: 0 }]);
    expect(await generatedCount()).toBe(400);
    const { body } = await t.call<{ data: { designation: string }[] }>({ url: `${SHOP_PATH}/articles?smart_search=${encodeURIComponent(generatedEan(399))}` });
    expect(body.data.map((article) => article.designation)).toEqual([generatedBook(399, refs).title]);
  });

  it('refuses a count that is not a whole number in range', async () => {
    await expect(generateCatalogue(t.db, { books: -1 })).rejects.toThrow('integer from 0');
    await expect(generateCatalogue(t.db, { books: 1.5 })).rejects.toThrow('integer from 0');
  });
});
