/**
 * The ONIX import (issue 45's second block): what a file becomes in the catalogue, field by field and through the
 * public API; a file imported twice, a delta, a block update, refusals, a write that fails, a crash and its second
 * run; what the shop owns surviving; the catalogue versions moving once per run; and migration 036 on a database of 035.
 */
import './native-modules';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AdminArticle, AdminOrderDetail, ApiErrorBody, Article, ArticleFacets, ArticleListAnswer, ItemAnswer, Order } from '@bookshop/contracts';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedShop } from '../src/seed/seed';
import { releaseForthcomingTitles } from '../src/services/articles';
import { type CatalogueImportOptions, type CatalogueImportResult, type ImportIssue, importIssues, importOnix } from '../src/services/catalogue-import';
import { fixture } from './fixture';
import { DEMO_USERS, SHIPPING, SHOP_PATH, bearer, createTestDatabase, migrateBefore, setupApp, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let shopId: number;

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  shopId = await firstValue<number>("select id as value from shops where slug = 'lumiere'");
});
afterAll(() => t.close());

async function firstValue<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.db.query<{ value: T }>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0].value;
}

const FIXTURES = path.join(__dirname, 'onix', 'fixtures');

/** Imports a fixture file into the test shop, or into the shop `options.shop` names. */
const importFixture = (name: string, options: Partial<CatalogueImportOptions> = {}, db: Db = t.db) =>
  importOnix(db, createReadStream(path.join(FIXTURES, name)), { fileName: name, ...options });

const importText = (text: string, options: Partial<CatalogueImportOptions> = {}) =>
  importOnix(t.db, Readable.from([Buffer.from(text)]), { fileName: 'inline.xml', ...options });

async function issuesOf(importId: number): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  for await (const issue of importIssues(t.db, importId)) issues.push(issue);
  return issues;
}

async function newShop(slug: string): Promise<number> {
  return firstValue<number>('insert into shops (slug, name) values ($1, $2) returning id as value', [slug, `Librairie ${slug}`]);
}

/** A book as the import leaves it: its columns, the names it points at, its contributors and subjects. */
async function bookRow(ean: string, shop = shopId): Promise<Record<string, unknown>> {
  const { rows } = await t.db.query(
    `select a.id, a.title, a.title_prefix, a.title_sort, a.subtitle, a.description_html, a.language, a.language_of_text,
       a.price_ht_cents, a.price_ttc_cents, a.discount_percent, a.stock, a.published, a.import_hold, a.product_form,
       a.product_form_code, a.page_count, a.published_on::text as published_on, a.published_on_precision,
       a.publishing_status, a.product_availability, a.collection_number, a.imprint, a.onix_record_reference,
       a.onix_cover_link, a.staff_texts, a.updated_at, a.search::text as search,
       au.name as author, tr.name as translator, il.name as illustrator, co.name as collection, p.name as publisher,
       coalesce((select json_agg(json_build_object('position', c.position, 'name', cb.name, 'roles', c.roles) order by c.position)
         from article_contributors c join collaborators cb on cb.id = c.collaborator_id where c.article_id = a.id), '[]'::json) as contributors,
       coalesce((select json_agg(json_build_object('scheme', s.scheme, 'code', s.code, 'main', s.main) order by s.scheme, s.code)
         from article_subjects s where s.article_id = a.id), '[]'::json) as subjects,
       coalesce((select json_agg(i.link order by i.position) from article_images i where i.article_id = a.id), '[]'::json) as images
     from articles a
     left join collaborators au on au.id = a.author_id
     left join collaborators tr on tr.id = a.translator_id
     left join collaborators il on il.id = a.illustrator_id
     left join collections co on co.id = a.collection_id
     left join publishers p on p.id = a.publisher_id
     where a.shop_id = $1 and a.ean = $2`,
    [shop, ean],
  );
  if (!rows[0]) throw new Error(`no book ${ean} in shop ${shop}`);
  return rows[0];
}

/**
 * A shop's whole catalogue without ids, times and the cover links (which hold the book's id): what two runs into two
 * shops must give alike.
 */
async function catalogueOf(shop: number): Promise<unknown> {
  const { rows: eans } = await t.db.query<{ ean: string }>('select ean from articles where shop_id = $1 order by ean', [shop]);
  const books = [];
  for (const { ean } of eans) {
    const { id: _id, updated_at: _updated, images, ...book } = await bookRow(ean, shop);
    books.push({ ean, ...book, images: (images as string[]).length });
  }
  const names = async (table: string) =>
    (await t.db.query<{ name: string }>(`select name from ${table} where shop_id = $1 order by name`, [shop])).rows.map((row) => row.name);
  return { books, collaborators: await names('collaborators'), publishers: await names('publishers'), collections: await names('collections') };
}

/** Every row a catalogue is made of, as it is (ids and times included): what a run that changes nothing leaves. */
async function rowsOf(shop: number): Promise<unknown> {
  const rows = async (sql: string) => (await t.db.query(sql, [shop])).rows;
  return {
    articles: await rows('select * from articles where shop_id = $1 order by id'),
    contributors: await rows('select * from article_contributors where shop_id = $1 order by article_id, position'),
    subjects: await rows('select * from article_subjects where shop_id = $1 order by article_id, scheme, code'),
    images: await rows('select * from article_images where shop_id = $1 order by id'),
    categories: await rows('select * from article_categories where shop_id = $1 order by article_id, category_id'),
    collaborators: await rows('select * from collaborators where shop_id = $1 order by id'),
    publishers: await rows('select * from publishers where shop_id = $1 order by id'),
    collections: await rows('select * from collections where shop_id = $1 order by id'),
  };
}

const publicArticle = (id: number) => t.call<ItemAnswer<Article> & ApiErrorBody>({ url: `${SHOP_PATH}/articles/${id}?ecom_type=lumiere` });
const publicList = (query = '') => t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&page_size=50${query}` });
const searchIds = async (text: string) => (await publicList(`&smart_search=${encodeURIComponent(text)}`)).body.data.map((article) => article.id);

/** Each move of a shop's catalogue version, logged by a trigger the test adds (and removes). */
async function countVersionMoves<T>(fn: () => Promise<T>): Promise<{ result: T; moves: number }> {
  await t.db.query(`create table if not exists test_version_moves (shop_id int, version bigint)`);
  await t.db.query('delete from test_version_moves');
  await t.db.query(`create or replace function test_log_version_move() returns trigger language plpgsql as $$
    begin insert into test_version_moves values (new.id, new.catalogue_version); return null; end $$`);
  await t.db.query(`create trigger test_version_moves after update of catalogue_version on shops
    for each row when (old.catalogue_version is distinct from new.catalogue_version) execute function test_log_version_move()`);
  try {
    const result = await fn();
    const moves = await firstValue<number>('select count(*)::int as value from test_version_moves where shop_id = $1', [shopId]);
    return { result, moves };
  } finally {
    await t.db.query('drop trigger test_version_moves on shops');
  }
}

const ILE_AUX_PHARES = '9782070461530';
const MAREES = '9782846262149';
const CARNETS = '9782743610005';
const PHARE_ETEINT = '9791035602116';
const MISERABLES = '9782070409228';

describe('a new file', () => {
  let listedBefore: number;

  it('creates the book with every field its record gives', async () => {
    // Read (and kept by the API) before the import: the count must not outlive it.
    listedBefore = (await publicList()).body.total ?? 0;
    const result = await importFixture('full-reference.xml');
    expect(result).toMatchObject({ outcome: 'completed', error: null, records: 1, created: 1, updated: 0, unpublished: 0, refused: 0, warnings: 0 });
    const book = await bookRow(ILE_AUX_PHARES);
    expect(book).toMatchObject({
      title: "L'Île aux phares",
      title_prefix: "L'",
      // Sorted among the I, not the L.
      title_sort: 'ile aux phares',
      subtitle: 'roman',
      description_html: "<p>Sur l'<strong>île</strong>, le phare veille &amp; attend.</p><p>Un roman lumineux.</p>",
      language: 'fr',
      language_of_text: 'fre',
      // The fixed price including tax is the public price; without tax at the record's 5.5 %.
      price_ttc_cents: 850,
      price_ht_cents: 806,
      discount_percent: 0,
      stock: 0,
      published: true,
      import_hold: null,
      product_form: 'pocket',
      product_form_code: 'BC',
      page_count: 320,
      published_on: '2024-03-07',
      published_on_precision: 'day',
      publishing_status: '04',
      product_availability: '21',
      collection: 'Folio',
      collection_number: '4521',
      imprint: 'Folio',
      publisher: 'Éditions Gallimard',
      onix_record_reference: 'com.example.onix.0001',
      onix_cover_link: 'https://covers.example.com/9782070461530.jpg',
      staff_texts: false,
      author: 'Jeanne Martin',
      translator: 'Charles de Lattre',
      illustrator: 'Atelier Marge',
      contributors: [
        { position: 1, name: 'Jeanne Martin', roles: ['A01'] },
        { position: 2, name: 'Charles de Lattre', roles: ['B06'] },
        { position: 3, name: 'Marie Duval', roles: ['A15'] },
        { position: 4, name: 'Atelier Marge', roles: ['A12', 'A36'] },
      ],
      subjects: [
        { scheme: 'clil', code: '3435', main: true },
        { scheme: 'thema', code: 'FBA', main: false },
        { scheme: 'thema_place', code: '1DDF', main: false },
        { scheme: 'thema_time', code: '3MP', main: false },
      ],
    });
    // The generated cover, as for a book staff create.
    expect(book.images).toEqual([expect.stringMatching(new RegExp(`^/img/covers/${String(book.id)}\\.svg\\?v=[0-9a-f]{10}$`))]);
  });

  it('shows in the public catalogue with its contributors and price, found by its words, in lists counted afresh', async () => {
    const id = (await bookRow(ILE_AUX_PHARES)).id as number;
    const { status, body } = await publicArticle(id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      designation: "L'Île aux phares",
      _code_barre: ILE_AUX_PHARES,
      dc_auteur: { _nom: 'Jeanne Martin' },
      dc_traducteur: { _nom: 'Charles de Lattre' },
      dc_illustrateur: { _nom: 'Atelier Marge' },
      dc_editor: { title: 'Éditions Gallimard' },
      dc_collection: { nom: 'Folio' },
      _prix_public_ttc: 8.5,
      prixpublic: 8.06,
      discount: 0,
      language: 'fr',
    });
    // The words of its title and its contributors' names; "phares" alone also finds the fixture's Éditions du Phare.
    expect(await searchIds('île aux phares')).toEqual([id]);
    expect(await searchIds('lattre')).toEqual([id]);
    expect(await searchIds(ILE_AUX_PHARES)).toEqual([id]);
    const list = (await publicList()).body;
    expect(list.total).toBe(listedBefore + 1);
    expect(list.data.map((article) => article.id)).toContain(id);
  });
});

describe('a catalogue file', () => {
  let firstRun: Awaited<ReturnType<typeof importFixture>>;

  it('creates, updates and holds books, lists its refusal, and moves the catalogue version once, at its end', async () => {
    await t.db.query('delete from cdn_purges');
    const stripesBefore = await t.db.query('select * from catalogue_stripes order by shop_id, stripe');
    const { result, moves } = await countVersionMoves(() => importFixture('catalogue.xml'));
    firstRun = result;
    // Three new books (one out of print), the shop's Les Misérables updated, a check digit refused.
    expect(result).toMatchObject({ outcome: 'completed', records: 5, created: 3, updated: 1, unpublished: 0, refused: 1, warnings: 0 });
    expect(moves).toBe(1);
    // One purge of everything the shop shows, as after a staff edit of a list's content; no per-book purges.
    expect((await t.db.query('select shop_id, key from cdn_purges order by id')).rows).toEqual([{ shop_id: shopId, key: `shop-${shopId}` }]);
    expect((await t.db.query('select * from catalogue_stripes order by shop_id, stripe')).rows).toEqual(stripesBefore.rows);

    expect(await issuesOf(result.importId)).toEqual([
      {
        kind: 'refusal',
        recordReference: 'com.example.cat.04',
        isbn: null,
        field: 'ProductIdentifier/IDValue',
        code: 'isbn_check_digit',
        reason: 'The ISBN 9791035602117 has a wrong check digit: it should end with 6.',
      },
    ]);
    const { rows: runs } = await t.db.query('select file_name, outcome, records, created, updated, unpublished, refused, finished_at is not null as finished from catalogue_imports where id = $1', [
      result.importId,
    ]);
    expect(runs).toEqual([{ file_name: 'catalogue.xml', outcome: 'completed', records: 5, created: 3, updated: 1, unpublished: 0, refused: 1, finished: true }]);

    // The two books by Anne Keraudren share her, and the translator of L'Île aux phares is the same Jeanne Martin.
    expect(await firstValue('select count(*)::int as value from collaborators where shop_id = $1 and name in ($2, $3)', [shopId, 'Anne Keraudren', 'Jeanne Martin'])).toBe(2);
    expect(await bookRow(MAREES)).toMatchObject({
      title: "Les Marées d'équinoxe",
      title_sort: 'marees equinoxe',
      author: 'Anne Keraudren',
      translator: 'Jeanne Martin',
      collection: 'Poche du Large',
      collection_number: '12',
      publisher: 'Éditions du Large',
      price_ttc_cents: 2200,
      description_html: '<p>Deux marées par jour, et une seule vérité.</p>',
      published: true,
    });
    // Forthcoming: on sale (as a title to come), its month kept, its date the last day of that month (book law).
    expect(await bookRow(CARNETS)).toMatchObject({
      product_form: 'digital',
      publishing_status: '02',
      product_availability: '10',
      published_on: '2027-03-31',
      published_on_precision: 'month',
      published: true,
      price_ttc_cents: 999,
      // No tax rate in the record: the shop's rate on books.
      price_ht_cents: 947,
    });
    // Out of print and no copy in the shop: kept in the catalogue, off sale.
    expect(await bookRow(PHARE_ETEINT)).toMatchObject({ title: 'Le Phare éteint', published: false, import_hold: 'out_of_print' });
    expect((await searchIds('eteint')).length).toBe(0);
  });

  it('imported again, changes nothing: the same rows, the records counted as updates, no cache thrown away', async () => {
    const before = await rowsOf(shopId);
    await t.db.query('delete from cdn_purges');
    const { result, moves } = await countVersionMoves(() => importFixture('catalogue.xml'));
    // What the first run created is now updated, the out-of-print title (already off sale) counted as unpublished.
    expect(result).toMatchObject({ records: 5, created: 0, updated: 3, unpublished: 1, refused: 1 });
    expect(result.updated + result.unpublished).toBe(firstRun.created + firstRun.updated);
    expect(await rowsOf(shopId)).toEqual(before);
    expect(moves).toBe(0);
    expect((await t.db.query('select key from cdn_purges')).rows).toEqual([]);
  });

  it("keeps what the shop owns: stock, the categories staff chose, staff's own texts; maps the author by name", async () => {
    const book = await bookRow(MISERABLES);
    const { body: admin } = await t.call<ItemAnswer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${String(book.id)}`, headers: bearer(adminToken) });
    const tales = await firstValue<number>("select id as value from categories where name_fr = 'Contes classiques'");
    const { id: _id, author_name: _a, category_ids: _c, stock: _s, published: _p, ...kept } = admin.data;
    const input = Object.fromEntries(
      Object.entries(kept).filter(([key]) =>
        ['title', 'description_html', 'ean', 'language', 'collection_id', 'author_id', 'publisher_id', 'translator_id', 'illustrator_id',
          'price_ht_cents', 'price_ttc_cents', 'weight_grams', 'discount_percent', 'first_published_year', 'published_on', 'last_restocked_on'].includes(key)),
    );
    const { status } = await t.call({
      method: 'PUT',
      url: `${SHOP_PATH}/admin/articles/${String(book.id)}`,
      headers: bearer(adminToken),
      payload: { ...input, category_ids: [tales], stock: 9 },
    });
    expect(status).toBe(200);
    // No form sets it yet: staff who write their own description say so here.
    await t.db.query("update articles set staff_texts = true, description_html = '<p>Notre avis : un monument.</p>' where id = $1", [book.id]);

    const result = await importFixture('catalogue.xml');
    expect(result).toMatchObject({ refused: 1, created: 0 });
    const after = await bookRow(MISERABLES);
    expect(after).toMatchObject({
      stock: 9,
      description_html: '<p>Notre avis : un monument.</p>',
      title: 'Les Misérables',
      // The record's own fields still follow it.
      price_ttc_cents: 1250,
      page_count: 1664,
      product_form: 'pocket',
      author: 'Victor Hugo',
      collection: 'Classiques Lumière',
    });
    expect(after.author).toBe(book.author);
    expect(await firstValue('select count(*)::int as value from collaborators where shop_id = $1 and name = $2', [shopId, 'Victor Hugo'])).toBe(1);
    const { body: adminAfter } = await t.call<ItemAnswer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${String(book.id)}`, headers: bearer(adminToken) });
    expect(adminAfter.data.category_ids).toEqual([tales]);
  });
});

describe('a delta and block updates', () => {
  it('a new price updates the book and a delete unpublishes one: both stay, and an order of the withdrawn one still reads', async () => {
    const carnets = (await bookRow(CARNETS)).id as number;
    await t.db.query('update articles set stock = 3 where id = $1', [carnets]);
    const { status, body } = await t.call<ItemAnswer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': 'catalogue-import-1' },
      payload: { lines: [{ article_id: carnets, quantity: 1 }], delivery_method: 'home', email: 'lectrice@example.fr', shipping: SHIPPING, payment_method: 'bank_transfer' },
    });
    expect(status).toBe(201);
    const before = await bookRow(MAREES);

    const result = await importFixture('delta.xml');
    expect(result).toMatchObject({ outcome: 'completed', records: 2, created: 0, updated: 1, unpublished: 1, refused: 0 });
    const marees = await bookRow(MAREES);
    expect(marees).toMatchObject({ price_ttc_cents: 2400, price_ht_cents: 2275, product_availability: '21', published: true });
    // The blocks the delta left out are as they were: publisher, publication date, description.
    expect(marees).toMatchObject({ publisher: before.publisher, published_on: before.published_on, description_html: before.description_html });
    expect((await publicArticle(marees.id as number)).body.data._prix_public_ttc).toBe(24);

    // Withdrawn with copies on the shelf all the same: the publisher deleted the record.
    expect(await bookRow(CARNETS)).toMatchObject({ published: false, import_hold: 'deleted', title: 'Carnets du large', stock: 2 });
    expect((await publicArticle(carnets)).status).toBe(404);
    const detail = await t.call<ItemAnswer<AdminOrderDetail>>({ url: `${SHOP_PATH}/admin/orders/${body.data.number}`, headers: bearer(adminToken) });
    expect(detail.status).toBe(200);
    expect(detail.body.data.lines).toEqual([expect.objectContaining({ article_id: carnets, title: 'Carnets du large', unit_price_ttc: 9.99 })]);
  });

  it('a full record puts back on sale a book the import withdrew, never one staff withdrew', async () => {
    const result = await importFixture('catalogue.xml');
    expect(result).toMatchObject({ created: 0, refused: 1 });
    expect(await bookRow(CARNETS)).toMatchObject({ published: true, import_hold: null });

    const marees = (await bookRow(MAREES)).id as number;
    const { status } = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${marees}/unpublish`, headers: bearer(adminToken) });
    expect(status).toBe(200);
    await importFixture('catalogue.xml');
    expect(await bookRow(MAREES)).toMatchObject({ published: false, import_hold: null });
  });

  it('a block update touches only its block, and one naming a book the shop lacks is refused', async () => {
    const before = await bookRow(ILE_AUX_PHARES);
    const result = await importFixture('block-update.xml');
    expect(result).toMatchObject({ records: 2, created: 0, updated: 1, refused: 1 });
    const after = await bookRow(ILE_AUX_PHARES);
    expect(after).toMatchObject({ price_ttc_cents: 910, price_ht_cents: 863, product_availability: '31' });
    // Everything else as it was (updated_at moves with any change).
    const supplied = ['price_ttc_cents', 'price_ht_cents', 'product_availability', 'updated_at'];
    const outsideSupply = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !supplied.includes(key)));
    expect(outsideSupply(after)).toEqual(outsideSupply(before));
    expect(await issuesOf(result.importId)).toEqual([
      expect.objectContaining({ kind: 'refusal', recordReference: 'com.example.unknown', isbn: '9782369000013', field: 'ProductIdentifier/IDValue', code: 'unknown_book' }),
    ]);
    expect(await firstValue('select count(*)::int as value from articles where ean = $1', ['9782369000013'])).toBe(0);
  });
});

describe('a book without a fixed price', () => {
  it('waits off sale, whatever other blocks say, until a record gives its price', async () => {
    const shop = await newShop('sansprix');
    const ean = '9782369000044';
    const message = (records: string) => `<?xml version="1.0"?><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">${records}</ONIXMessage>`;
    const product = (notification: string, blocks: string) =>
      `<Product><RecordReference>sans-prix</RecordReference><NotificationType>${notification}</NotificationType>
        <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${ean}</IDValue></ProductIdentifier>${blocks}</Product>`;
    const descriptive = `<DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>BB</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Prix à venir</TitleText></TitleElement></TitleDetail></DescriptiveDetail>`;
    const supply = (price: string) =>
      `<ProductSupply><SupplyDetail><ProductAvailability>20</ProductAvailability>${price}</SupplyDetail></ProductSupply>`;

    const created = await importText(message(product('03', descriptive + supply(''))), { shop: 'sansprix' });
    expect(created).toMatchObject({ created: 1, warnings: 1 });
    expect((await issuesOf(created.importId)).map((issue) => issue.code)).toEqual(['price_missing']);
    expect(await bookRow(ean, shop)).toMatchObject({ published: false, import_hold: 'no_price', price_ttc_cents: 0 });

    const publishing = '<PublishingDetail><PublishingStatus>04</PublishingStatus></PublishingDetail>';
    expect(await importText(message(product('04', publishing)), { shop: 'sansprix' })).toMatchObject({ updated: 1 });
    expect(await bookRow(ean, shop)).toMatchObject({ published: false, import_hold: 'no_price' });

    const priced = supply('<Price><PriceType>04</PriceType><PriceAmount>15.00</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price>');
    expect(await importText(message(product('04', priced)), { shop: 'sansprix' })).toMatchObject({ updated: 1, warnings: 0 });
    expect(await bookRow(ean, shop)).toMatchObject({ published: true, import_hold: null, price_ttc_cents: 1500, publishing_status: '04' });
  });
});

describe('records that cannot be written', () => {
  it('lists each refused record with its reference, field and reason, and writes the others', async () => {
    const shop = await newShop('refus');
    const result = await importFixture('refusals.xml', { shop: 'refus' });
    // Its one record taken is the GTIN 979-10-356-0211-6 (the ISBN of catalogue.xml's out-of-print title).
    expect(result).toMatchObject({ outcome: 'completed', records: 6, created: 1, refused: 5, warnings: 1 });
    const issues = await issuesOf(result.importId);
    expect(issues.map((issue) => [issue.kind, issue.recordReference, issue.field, issue.code])).toEqual([
      ['refusal', 'isbn_missing', 'ProductIdentifier', 'isbn_missing'],
      ['refusal', 'isbn_invalid', 'ProductIdentifier/IDValue', 'isbn_invalid'],
      ['refusal', 'isbn_check_digit', 'ProductIdentifier/IDValue', 'isbn_check_digit'],
      ['refusal', 'title_missing', 'DescriptiveDetail/TitleDetail/TitleElement', 'title_missing'],
      ['refusal', 'price_not_a_number', 'ProductSupply/SupplyDetail/Price/PriceAmount', 'price_not_a_number'],
      ['warning', 'accepted', 'DescriptiveDetail/Extent/ExtentValue', 'page_count_not_a_number'],
    ]);
    for (const issue of issues) expect(issue.reason).toMatch(/^[A-Z"].+\.$/);
    expect((await t.db.query<{ ean: string }>('select ean from articles where shop_id = $1', [shop])).rows).toEqual([{ ean: PHARE_ETEINT }]);
    expect(await bookRow(PHARE_ETEINT, shop)).toMatchObject({ title: 'Le Barcode suffit', page_count: null, published_on: '2024-12-31', published_on_precision: 'year' });
  });

  it('a record whose write fails midway leaves nothing of itself, and the file goes on', async () => {
    const shop = await newShop('echec');
    // A constraint the record breaks after its collaborator, publisher, collection and book rows are written.
    await t.db.query(`alter table article_subjects add constraint test_no_xfail check (code <> 'XFAIL')`);
    const record = (isbn: string, title: string, subject: string) => `
      <Product><RecordReference>${title}</RecordReference><NotificationType>03</NotificationType>
        <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>
        <DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>BC</ProductForm>
          <Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel><TitleText>Collection ${title}</TitleText></TitleElement></TitleDetail></Collection>
          <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>
          <Contributor><ContributorRole>A01</ContributorRole><PersonName>Auteur ${title}</PersonName></Contributor>
          <Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>${subject}</SubjectCode></Subject>
        </DescriptiveDetail>
        <PublishingDetail><Publisher><PublishingRole>01</PublishingRole><PublisherName>Éditions ${title}</PublisherName></Publisher></PublishingDetail>
        <ProductSupply><SupplyDetail><ProductAvailability>20</ProductAvailability><Price><PriceType>04</PriceType><PriceAmount>10</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price></SupplyDetail></ProductSupply>
      </Product>`;
    try {
      const result = await importText(
        `<?xml version="1.0"?><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
          ${record('9782369000020', 'Fantome', 'XFAIL')}${record('9782369000037', 'Reel', 'FBA')}</ONIXMessage>`,
        { shop: 'echec' },
      );
      expect(result).toMatchObject({ outcome: 'completed', records: 2, created: 1, refused: 1 });
      expect(await issuesOf(result.importId)).toEqual([
        {
          kind: 'refusal',
          recordReference: 'Fantome',
          isbn: '9782369000020',
          field: 'article_subjects',
          code: 'write_failed',
          reason: expect.stringMatching(/^The database refused the record, so nothing of it was written: .*test_no_xfail/),
        },
      ]);
    } finally {
      await t.db.query('alter table article_subjects drop constraint test_no_xfail');
    }
    const names = async (table: string) => (await t.db.query<{ name: string }>(`select name from ${table} where shop_id = $1 order by name`, [shop])).rows.map((row) => row.name);
    expect(await names('collaborators')).toEqual(['Auteur Reel']);
    expect(await names('publishers')).toEqual(['Éditions Reel']);
    expect(await names('collections')).toEqual(['Collection Reel']);
    expect((await t.db.query<{ ean: string }>('select ean from articles where shop_id = $1', [shop])).rows).toEqual([{ ean: '9782369000037' }]);
  });
});

describe('the names a run has seen', () => {
  const record = (isbn: string, title: string, author: string, subject = 'FBA', preface = '') => `
    <Product><RecordReference>${title}</RecordReference><NotificationType>03</NotificationType>
      <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>
      <DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>BC</ProductForm>
        <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>
        <Contributor><ContributorRole>A01</ContributorRole><PersonName>${author}</PersonName></Contributor>
        ${preface && `<Contributor><ContributorRole>A15</ContributorRole><PersonName>${preface}</PersonName></Contributor>`}
        <Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>${subject}</SubjectCode></Subject>
      </DescriptiveDetail>
      <ProductSupply><SupplyDetail><ProductAvailability>20</ProductAvailability><Price><PriceType>04</PriceType><PriceAmount>10</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price></SupplyDetail></ProductSupply>
    </Product>`;
  const message = (records: string) => `<?xml version="1.0"?><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">${records}</ONIXMessage>`;
  const authorOf = async (shop: number, ean: string) =>
    (await t.db.query<{ name: string | null }>('select c.name from articles a left join collaborators c on c.id = a.author_id where a.shop_id = $1 and a.ean = $2', [shop, ean])).rows[0]?.name;

  it('are learnt only from records written: a refused record\'s new author is not taken for the next', async () => {
    const shop = await newShop('noms');
    await t.db.query(`alter table article_subjects add constraint test_no_xfail_names check (code <> 'XFAIL')`);
    try {
      const result = await importText(message(record('9782369000051', 'Refusé', 'Auteur Commun', 'XFAIL') + record('9782369000068', 'Écrit', 'Auteur Commun')), { shop: 'noms' });
      expect(result).toMatchObject({ records: 2, created: 1, refused: 1 });
    } finally {
      await t.db.query('alter table article_subjects drop constraint test_no_xfail_names');
    }
    expect(await authorOf(shop, '9782369000068')).toBe('Auteur Commun');
  });

  it('are forgotten when one was deleted meanwhile, and the record is written with it made again', async () => {
    const shop = await newShop('supprime');
    // Staff delete the preface writer between the two records (only a contributor: no book names her as author): the
    // deletion runs before the second record's transaction, on the embedded database as on PostgreSQL.
    let deleteNow = false;
    const deletingBetween = (db: Db): Db => ({
      query: (sql, params, options) => db.query(sql, params, options),
      transaction: async (fn) => {
        if (deleteNow) {
          deleteNow = false;
          await t.db.query("delete from collaborators where shop_id = $1 and name = 'Préfacière Effacée'", [shop]);
        }
        return db.transaction(fn);
      },
      session: (fn) => db.session((session) => fn(deletingBetween(session))),
      close: () => db.close(),
    });
    let records = 0;
    const result = await importOnix(
      deletingBetween(t.db),
      Readable.from([Buffer.from(message(record('9782369000075', 'Premier', 'Auteur Un', 'FBA', 'Préfacière Effacée') + record('9782369000082', 'Second', 'Auteur Deux', 'FBA', 'Préfacière Effacée')))]),
      // One record a transaction, so that staff's deletion comes between the two.
      { fileName: 'supprime.xml', shop: 'supprime', batchRecords: 1, onProgress: () => void (deleteNow = ++records === 1) },
    );
    expect(result).toMatchObject({ records: 2, created: 2, refused: 0 });
    const contributors = await t.db.query<{ name: string }>(
      `select c.name from article_contributors ac join collaborators c on c.id = ac.collaborator_id join articles a on a.id = ac.article_id
       where a.shop_id = $1 and a.ean = '9782369000082' order by ac.position`,
      [shop],
    );
    expect(contributors.rows.map((row) => row.name)).toEqual(['Auteur Deux', 'Préfacière Effacée']);
  });
});

/** The database as a process sees it until it dies: every transaction from the `lastAlive + 1`th on fails. */
function dyingAfter(db: Db, lastAlive: number): Db {
  let transactions = 0;
  const dying: Db = {
    query: (sql, params, options) => db.query(sql, params, options),
    transaction: (fn) => (++transactions > lastAlive ? Promise.reject(new Error('the process died')) : db.transaction(fn)),
    session: (fn) => fn(dying),
    close: () => db.close(),
  };
  return dying;
}

describe('records written in batches', () => {
  it('give the catalogue, the counts and the issues that one record a transaction gives, file after file', async () => {
    const alone = await newShop('un-a-un');
    const batched = await newShop('par-lots');
    const files = ['full-reference.xml', 'full-short.xml', 'catalogue.xml', 'delta.xml', 'block-update.xml', 'delete.xml', 'refusals.xml', 'three-records.xml', 'xhtml-description.xml', 'latin1.xml'];
    for (const file of files) {
      const one = await importFixture(file, { shop: 'un-a-un', batchRecords: 1 });
      const many = await importFixture(file, { shop: 'par-lots' });
      const counts = ({ importId: _id, ...rest }: CatalogueImportResult) => rest;
      expect(counts(many)).toEqual(counts(one));
      const issues = async (importId: number) => (await issuesOf(importId)).map(({ kind, recordReference, isbn, field, code }) => [kind, recordReference, isbn, field, code]);
      expect(await issues(many.importId)).toEqual(await issues(one.importId));
    }
    expect(await catalogueOf(batched)).toEqual(await catalogueOf(alone));
  });

  it('a crash during a batch loses that batch only, and a second run completes the catalogue', async () => {
    const clean = await newShop('lots-propre');
    const crashed = await newShop('lots-panne');
    await importFixture('catalogue.xml', { shop: 'lots-propre' });
    // The run's opening transaction and a first batch of two records commit; the next batch and the end never do.
    await expect(importFixture('catalogue.xml', { shop: 'lots-panne', batchRecords: 2 }, dyingAfter(t.db, 2))).rejects.toThrow('the process died');
    const dead = await firstValue<number>('select id as value from catalogue_imports where shop_id = $1 and finished_at is null', [crashed]);
    expect(await firstValue<number>('select records as value from catalogue_imports where id = $1', [dead])).toBe(2);
    await importFixture('catalogue.xml', { shop: 'lots-panne' });
    expect(await catalogueOf(crashed)).toEqual(await catalogueOf(clean));
  });
});

describe('a crash in the middle', () => {
  it('and a second run give the catalogue of one clean run, the first run closed as interrupted', async () => {
    const clean = await newShop('propre');
    const crashed = await newShop('panne');
    await importFixture('catalogue.xml', { shop: 'propre' });

    // The run's opening transaction, then two records (one a transaction); the third record and the run's end never commit.
    await expect(importFixture('catalogue.xml', { shop: 'panne', batchRecords: 1 }, dyingAfter(t.db, 3))).rejects.toThrow('the process died');
    const { rows: partial } = await t.db.query<{ ean: string }>('select ean from articles where shop_id = $1 order by ean', [crashed]);
    expect(partial.map((row) => row.ean)).toEqual([CARNETS, MAREES]);
    const dead = await firstValue<number>('select id as value from catalogue_imports where shop_id = $1 and finished_at is null', [crashed]);

    const second = await importFixture('catalogue.xml', { shop: 'panne' });
    expect(second).toMatchObject({ outcome: 'completed', created: 2, updated: 2, refused: 1 });
    expect(await catalogueOf(crashed)).toEqual(await catalogueOf(clean));
    const { rows } = await t.db.query('select outcome, created, records from catalogue_imports where id = $1', [dead]);
    expect(rows).toEqual([{ outcome: 'interrupted', created: 2, records: 2 }]);
  });

  it('a file cut short keeps the records before the cut, and says where reading stopped', async () => {
    await newShop('coupe');
    const text = readFileSync(path.join(FIXTURES, 'catalogue.xml'), 'utf8');
    const cut = text.slice(0, text.indexOf('<Product>', text.indexOf('com.example.cat.02')) + 20);
    const result = await importText(`${cut}<<<`, { shop: 'coupe' });
    expect(result).toMatchObject({ outcome: 'file_unreadable', records: 2, created: 2, error: expect.stringContaining('not well-formed XML') });
  });

  it('a stop request ends the run after the batch being written (here one record a batch)', async () => {
    await newShop('arret');
    const stop = new AbortController();
    const result = await importFixture('catalogue.xml', {
      shop: 'arret',
      batchRecords: 1,
      signal: stop.signal,
      onProgress: (counts) => {
        if (counts.records === 1) stop.abort();
      },
    });
    expect(result).toMatchObject({ outcome: 'interrupted', records: 1, created: 1 });
  });

  it('one run per shop at a time', async () => {
    await newShop('seul');
    let second: Promise<unknown> | null = null;
    const first = importFixture('catalogue.xml', {
      shop: 'seul',
      // One record a batch: the second run starts while the first goes on.
      batchRecords: 1,
      onProgress: () => {
        // Settled into a value at once: its refusal is awaited below, after the first run.
        second ??= importFixture('catalogue.xml', { shop: 'seul' }).then(
          () => 'imported',
          (error: unknown) => error,
        );
      },
    });
    await expect(first).resolves.toMatchObject({ outcome: 'completed' });
    expect(await second).toMatchObject({ statusCode: 409, code: 'catalogue_import_running' });
  });
});

describe('a forthcoming title', () => {
  it('says when it comes out, has its own filter and count, and is out once its day has passed', async () => {
    await importFixture('catalogue.xml');
    const carnets = (await bookRow(CARNETS)).id as number;
    // Carnets du large is announced for a month (PublishingStatus 02, ProductAvailability 10): kept as its last day.
    // Moved to next year's March here, so that the test reads the same whatever today is.
    const nextYear = new Date().getUTCFullYear() + 1;
    await t.db.query('update articles set published_on = $2 where id = $1', [carnets, `${nextYear}-03-31`]);
    const article = async () => (await t.call<ItemAnswer<Article>>({ url: `${SHOP_PATH}/articles/${carnets}?ecom_type=lumiere` })).body.data;
    expect(await article()).toMatchObject({
      forthcoming: { on: `${nextYear}-03-31`, precision: 'month' },
      // What the record says of the edition, as the book page shows it.
      product_form: 'digital',
      published_on: `${nextYear}-03-31`,
      published_on_precision: 'month',
    });
    // The books out already are not.
    const others = (await publicList('')).body.data.filter((book) => book.id !== carnets);
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((book) => book.forthcoming).filter((forthcoming) => forthcoming !== null)).toEqual([]);

    const forthcomingIds = async () => (await publicList('&forthcoming=1')).body.data.map((book) => book.id);
    expect(await forthcomingIds()).toEqual([carnets]);
    const facets = await t.call<{ data: ArticleFacets }>({ url: `${SHOP_PATH}/articles/facets?ecom_type=lumiere` });
    expect(facets.body.data.availability.forthcoming).toEqual({ count: 1, exact: true });

    // The upkeep's first pass of the day looks, and nothing came out: the versions stay.
    const versions = async () => (await t.db.query<{ v: string }>('select catalogue_version::text as v from shops where id = $1', [shopId])).rows[0]?.v;
    await releaseForthcomingTitles(t.db);
    const before = await versions();

    // Its day comes (written as an import writes, leaving the versions alone): the lists kept for this version still
    // say forthcoming until the upkeep's first pass of the day, which moves the shop's versions once.
    await t.db.transaction(async (tx) => {
      await tx.query(`select set_config('bookshop.catalogue_import', 'on', true)`);
      await tx.query("update articles set published_on = (now() at time zone 'Europe/Paris')::date where id = $1", [carnets]);
    });
    expect(await versions()).toBe(before);
    expect(await forthcomingIds()).toEqual([carnets]);
    await t.db.query('update shops set forthcoming_checked_on = forthcoming_checked_on - 1 where id = $1', [shopId]);
    expect(await releaseForthcomingTitles(t.db)).toBe(1);
    expect(await versions()).not.toBe(before);
    expect((await article()).forthcoming).toBeNull();
    expect(await forthcomingIds()).toEqual([]);
    // Once a day: the next pass finds nothing to do.
    expect(await releaseForthcomingTitles(t.db)).toBe(0);
  });
});

describe('migration 036', () => {
  it('keeps the books of a database of 035, and the versions still move with every change outside an import', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await migrateBefore(db, '036');
      await seedShop(db, fixture);
      const before = (await db.query('select id, title, published, stock, price_ttc_cents from articles order by id')).rows;
      expect(await migrate(db)).toContain('036');
      const { rows } = await db.query('select id, title, published, stock, price_ttc_cents, import_hold, staff_texts, title_prefix from articles order by id');
      expect(rows).toEqual(before.map((row) => ({ ...row, import_hold: null, staff_texts: false, title_prefix: null })));

      const version = async () => (await db.query<{ v: string }>('select catalogue_version::text as v from shops')).rows[0]?.v;
      const start = await version();
      await db.query(`insert into collaborators (shop_id, name) select id, 'Nouvelle Plume' from shops`);
      const afterStaffChange = await version();
      expect(afterStaffChange).not.toBe(start);
      await db.transaction(async (tx) => {
        await tx.query(`select set_config('bookshop.catalogue_import', 'on', true)`);
        await tx.query(`insert into collaborators (shop_id, name) select id, 'Plume Importée' from shops`);
      });
      expect(await version()).toBe(afterStaffChange);
      // The setting ends with the import's transaction: the next change moves the version again.
      await db.query(`update articles set title = title || ' ' where id = (select min(id) from articles)`);
      expect(await version()).not.toBe(afterStaffChange);
    } finally {
      await database.drop();
    }
  });
});
