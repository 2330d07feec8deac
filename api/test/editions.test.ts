import type { AdminEdition, ApiErrorBody, Article, ItemAnswer, ListAnswer } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

/**
 * Works and editions (migration 019) and ISBNs: the book answer carries the hyphenated ISBN and the other editions of
 * its work, GET /articles/isbn/:isbn finds a book by any form of its ISBN, and staff link and unlink editions.
 * The fixture links Pride and Prejudice (en) with Orgueil et Préjugés (fr).
 */
let t: TestContext;
let adminToken: string;
let customerToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  const { rows } = await t.db.query<{ id: number; ean: string }>('select id, ean from articles');
  for (const row of rows) ids[row.ean] = row.id;
});
afterAll(() => t.close());

const PRIDE = '9780141439518';
const ORGUEIL = '9782070448760';
const ETRANGER = '9782070368228';
const MISERABLES = '9782070409228';
const NOTRE_DAME = '9782253006893';
const id = (ean: string) => ids[ean] as number;

const book = async (ean: string, lang = 'fr') => (await t.call<ItemAnswer<Article>>({ url: `${SHOP_PATH}/articles/${id(ean)}?lang=${lang}` })).body.data;
const byIsbn = (isbn: string) => t.call<ItemAnswer<Article> & ApiErrorBody>({ url: `${SHOP_PATH}/articles/isbn/${encodeURIComponent(isbn)}` });
const editionsUrl = (ean: string) => `${SHOP_PATH}/admin/articles/${id(ean)}/editions`;
const link = (ean: string, other: number, token = adminToken) =>
  t.call<ListAnswer<AdminEdition> & ApiErrorBody>({ method: 'POST', url: editionsUrl(ean), headers: bearer(token), payload: { article_id: other } });
const unlink = (ean: string) => t.call<ListAnswer<AdminEdition> & ApiErrorBody>({ method: 'DELETE', url: editionsUrl(ean), headers: bearer(adminToken) });
const editionsOf = async (ean: string) => (await t.call<ListAnswer<AdminEdition>>({ url: editionsUrl(ean), headers: bearer(adminToken) })).body.data;
const version = async () => (await t.call<{ data: { version: string } }>({ url: `${SHOP_PATH}/catalogue-version` })).body.data.version;

describe('the book answer', () => {
  it('carries the ISBN hyphenated by the official ranges, in the list and in the book', async () => {
    expect((await book(ETRANGER)).isbn_hyphenated).toBe('978-2-07-036822-8');
    expect((await book(PRIDE)).isbn_hyphenated).toBe('978-0-14-143951-8');
    const { body } = await t.call<{ data: Article[] }>({ url: `${SHOP_PATH}/articles?page_size=100` });
    expect(body.data.find((article) => article._code_barre === NOTRE_DAME)?.isbn_hyphenated).toBe('978-2-253-00689-3');
  });

  it('carries the other editions of its work, each way, and none for a book in no work', async () => {
    expect((await book(PRIDE)).editions).toEqual([{ id: id(ORGUEIL), designation: 'Orgueil et Préjugés', language: 'fr' }]);
    expect((await book(ORGUEIL, 'eng')).editions).toEqual([{ id: id(PRIDE), designation: 'Pride and Prejudice', language: 'en' }]);
    expect((await book(MISERABLES)).editions).toEqual([]);
  });

  it('leaves out an edition that is not on sale', async () => {
    await t.db.query('update articles set published = false where id = $1', [id(ORGUEIL)]);
    try {
      expect((await book(PRIDE)).editions).toEqual([]);
    } finally {
      await t.db.query('update articles set published = true where id = $1', [id(ORGUEIL)]);
    }
  });
});

describe('GET /articles/isbn/:isbn', () => {
  it.each([
    ['an ISBN-13', '9782070368228'],
    ['a hyphenated ISBN-13', '978-2-07-036822-8'],
    ['an ISBN-10 ending in X', '2-07-036822-X'],
    ['an ISBN-10 without hyphens, lower-case x', '207036822x'],
  ])('finds the book by %s', async (_form, isbn) => {
    const { status, body, headers } = await byIsbn(isbn);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: id(ETRANGER), _code_barre: ETRANGER, isbn_hyphenated: '978-2-07-036822-8' });
    // A public read like the other book answers: a CDN may keep it, validated by the catalogue version.
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(headers.etag).toEqual(expect.any(String));
  });

  it('answers 404 (field isbn) for a valid ISBN no book on sale has, or an unpublished book', async () => {
    expect((await byIsbn('978-2-07-041234-1')).body).toMatchObject({ statusCode: 404, code: 'not_found', field: 'isbn' });
    await t.db.query('update articles set published = false where id = $1', [id(ETRANGER)]);
    try {
      expect((await byIsbn('9782070368228')).status).toBe(404);
    } finally {
      await t.db.query('update articles set published = true where id = $1', [id(ETRANGER)]);
    }
  });

  it.each([['a wrong check digit', '9782070368229'], ['letters', 'not-an-isbn'], ['too few digits', '207036']])(
    'answers 400 (field isbn) for %s',
    async (_what, isbn) => {
      expect((await byIsbn(isbn)).body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'isbn' });
    },
  );
});

describe('linking editions (back office)', () => {
  it('is for admins only', async () => {
    expect((await link(MISERABLES, id(PRIDE), customerToken)).status).toBe(403);
    expect((await t.call({ url: editionsUrl(MISERABLES) })).status).toBe(401);
  });

  it('links two books in no work into one, both ways, bumping the catalogue version', async () => {
    const created = await t.db.query<{ id: number }>(
      `insert into articles (shop_id, title, title_sort, ean, language, price_ht_cents, price_ttc_cents, search)
       select shop_id, 'Les Miserables (English)', 'les miserables english', '9780140444308', 'en', 900, 950, ''::tsvector
       from articles where id = $1 returning id`,
      [id(MISERABLES)],
    );
    ids['9780140444308'] = (created.rows[0] as { id: number }).id;
    const before = await version();
    const linked = await link(MISERABLES, id('9780140444308'));
    expect(linked.status).toBe(200);
    expect(linked.body.data).toEqual([
      { id: id('9780140444308'), title: 'Les Miserables (English)', language: 'en', ean: '9780140444308', ean_hyphenated: '978-0-14-044430-8', published: true },
    ]);
    expect(await version()).not.toBe(before);
    expect((await book(MISERABLES)).editions).toEqual([{ id: id('9780140444308'), designation: 'Les Miserables (English)', language: 'en' }]);
    expect((await editionsOf('9780140444308')).map((edition) => edition.id)).toEqual([id(MISERABLES)]);
    // Linking them again, either way, changes nothing.
    expect((await link('9780140444308', id(MISERABLES))).body.data.map((edition) => edition.id)).toEqual([id(MISERABLES)]);
    const { rows: audit } = await t.db.query<{ action: string; entity_id: string }>("select action, entity_id from audit_log where action like 'edition_%'");
    expect(audit).toContainEqual({ action: 'edition_link', entity_id: String(id(MISERABLES)) });
  });

  it('refuses the book itself, a book of the same language, and a book already in another work, naming article_id', async () => {
    const before = await version();
    expect((await link(ETRANGER, id(ETRANGER))).body).toMatchObject({ statusCode: 400, code: 'edition_same_book', field: 'article_id' });
    expect((await link(ETRANGER, id(NOTRE_DAME))).body).toMatchObject({ statusCode: 409, code: 'edition_same_language', field: 'article_id' });
    // Pride and Prejudice's work already has its French edition (Orgueil et Préjugés).
    expect((await link(PRIDE, id(ETRANGER))).body).toMatchObject({ statusCode: 409, code: 'edition_same_language', field: 'article_id' });
    expect((await link(ETRANGER, id(PRIDE))).body).toMatchObject({ statusCode: 409, code: 'edition_same_language', field: 'article_id' });
    // Les Misérables (fr) and Pride and Prejudice (en) are each in a work of their own.
    expect((await link(MISERABLES, id(PRIDE))).body).toMatchObject({ statusCode: 409, code: 'edition_other_work', field: 'article_id' });
    expect((await link(ETRANGER, 999999)).body).toMatchObject({ statusCode: 404, field: 'article_id' });
    expect((await link(ETRANGER, 0)).body).toMatchObject({ statusCode: 400, field: 'article_id' });
    expect(await version()).toBe(before);
    expect((await book(ETRANGER)).editions).toEqual([]);
    expect((await book(PRIDE)).editions.map((edition) => edition.id)).toEqual([id(ORGUEIL)]);
  });

  it('unlinking takes the book out of its work, and a work left with one edition goes', async () => {
    const before = await version();
    const { status, body } = await unlink(ORGUEIL);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(await version()).not.toBe(before);
    expect((await book(PRIDE)).editions).toEqual([]);
    expect(await editionsOf(PRIDE)).toEqual([]);
    const { rows } = await t.db.query('select work_id from articles where id = any($1::int[]) and work_id is not null', [[id(PRIDE), id(ORGUEIL)]]);
    expect(rows).toEqual([]);
    // Unlinking a book in no work changes nothing; an unknown book is a 404.
    expect((await unlink(ORGUEIL)).body.data).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `${SHOP_PATH}/admin/articles/999999/editions`, headers: bearer(adminToken) })).status).toBe(404);
  });
});
