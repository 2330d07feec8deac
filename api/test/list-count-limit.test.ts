import type { ArticleListAnswer } from '@bookshop/contracts';
import type { Db } from '../src/db/db';
import { fixture } from './fixture';
import { bearer, DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, setupApp, type TestContext } from './helpers';

/**
 * A million-book catalogue cannot count or skip a whole list per call: lists count up to LIST_COUNT_LIMIT and say
 * "more than" beyond it, and their pages stop there. Played on the seven fixture books with a limit of 2.
 */
let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: { ...FUNCTIONAL_TEST_LIMITS, listCountLimit: 2 } });
});
afterAll(() => t.close());

const list = (query: string) => t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&${query}` });
const titles = (answer: Required<ArticleListAnswer>) => answer.data.map((article) => article.designation);

it('counts a list up to the limit and says the total is a lower bound beyond it', async () => {
  const { status, body } = await list('page_size=1');
  expect(status).toBe(200);
  expect(body.total).toBe(2);
  expect(body.total_exact).toBe(false);
  expect(body.data).toHaveLength(1);
});

it('counts exactly a list within the limit', async () => {
  const { body } = await list('smart_search=austen');
  expect(body.total).toBe(2);
  expect(body.total_exact).toBe(true);
});

it('lets a page start within the limit only, with a 400 on page beyond it', async () => {
  expect((await list('page_size=1&page=2')).status).toBe(200);
  const { status, body } = await list('page_size=1&page=3');
  expect(status).toBe(400);
  expect(body).toMatchObject({ field: 'page' });
  expect(JSON.stringify(body)).toContain('Only the first 2 books of a list');
});

it('lists a search broader than the limit best sellers first, and ranks a narrower one by relevance', async () => {
  // Three books match "hugo"; ranked by relevance (as articles.test.ts shows under the default limit) they read
  // Les Misérables, Notre-Dame de Paris, L'Étranger du port. Past the limit: by sales, 150, 120, 80.
  const broad = await list('smart_search=hugo');
  expect(broad.body.total_exact).toBe(false);
  expect(titles(broad.body)).toEqual(["L'Étranger du port", 'Les Misérables', 'Notre-Dame de Paris']);
  const narrow = await list('smart_search=paris');
  expect(narrow.body.total_exact).toBe(true);
  expect(titles(narrow.body)).toEqual(['Notre-Dame de Paris']);
});

it('knows a search passes the limit from its commonest word\'s books, without counting them', async () => {
  const counts = (query: jest.SpyInstance) => query.mock.calls.filter(([sql]) => String(sql).includes('as counted'));
  const query = jest.spyOn(t.db, 'query');
  try {
    // "hug" begins "hugo", which three published books hold: more than 2, whatever else the search finds ("hugh").
    const broad = await list('smart_search=hug');
    expect(broad.body).toMatchObject({ total: 2, total_exact: false });
    expect(titles(broad.body)).toEqual(["L'Étranger du port", 'Les Misérables', 'Notre-Dame de Paris', 'Orgueil et Préjugés']);
    expect(counts(query)).toHaveLength(0);
    // The same words narrowed by another filter are counted: the word's books no longer tell.
    expect((await list('smart_search=hug&max_price=1')).body).toMatchObject({ total: 0, total_exact: true });
    expect(counts(query)).toHaveLength(1);
  } finally {
    query.mockRestore();
  }
});

it('walks the best sellers beside the count for words, never for an ISBN, which names one book', async () => {
  const walks = (query: jest.SpyInstance) => query.mock.calls.filter(([sql]) => String(sql).includes('as walked'));
  const query = jest.spyOn(t.db, 'query');
  try {
    expect(titles((await list('smart_search=978-2-07-040922-8')).body)).toEqual(['Les Misérables']);
    expect(walks(query)).toHaveLength(0);
    // Words not counted yet ("dame", in one book: no word settles it) are walked for while they are counted.
    expect(titles((await list('smart_search=dame')).body)).toEqual(['Notre-Dame de Paris']);
    expect(walks(query)).toHaveLength(1);
  } finally {
    query.mockRestore();
  }
});

it('keeps each word\'s published books as a recount gives them through new, changed, unpublished and deleted books', async () => {
  const kept = async (db: Db = t.db) =>
    (await db.query<{ row: string }>("select shop_id || ' ' || lexeme || ' ' || books as row from search_lexeme_books where books > 0 order by 1")).rows.map((r) => r.row);
  const recount = async (db: Db = t.db) =>
    (
      await db.query<{ row: string }>(
        `select shop_id || ' ' || lexeme || ' ' || count(*) as row
         from articles a, unnest(tsvector_to_array(a.search)) as w(lexeme)
         where a.published and w.lexeme !~ '^[0-9]+$' group by shop_id, lexeme order by 1`,
      )
    ).rows.map((r) => r.row);
  expect(await kept()).toEqual(await recount());
  await t.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into articles (shop_id, title, title_sort, ean, language, price_ht_cents, price_ttc_cents, search)
       select shop_id, 'Zeppelins de Venise', 'zeppelins de venise', '9780000000019', 'fr', 900, 950,
         search_document('zeppelins de venise 9780000000019', 'victor hugo', '', '')
       from articles where title = 'Les Misérables' returning id`,
    );
    const created = (rows[0] as { id: number }).id;
    expect(await kept(tx)).toContain('1 zeppelin 1');
    expect(await kept(tx)).toEqual(await recount(tx));
    await tx.query(`update articles set search = search_document('zeppelins', '', '', '') where id = $1`, [created]);
    await tx.query(`update articles set stock = stock + 1 where title = 'Les Misérables'`);
    expect(await kept(tx)).toEqual(await recount(tx));
    await tx.query('update articles set published = false where id = $1', [created]);
    expect(await kept(tx)).not.toContain('1 zeppelin 1');
    expect(await kept(tx)).toEqual(await recount(tx));
    await tx.query('update articles set published = true where id = $1', [created]);
    await tx.query('delete from articles where id = $1', [created]);
    expect(await kept(tx)).toEqual(await recount(tx));
    throw new Error('rolled back');
  }).catch((error: Error) => expect(error.message).toBe('rolled back'));
  expect(await kept()).toEqual(await recount());
});

it('counts a list once per catalogue version: the same list again reads no count, a change to the catalogue counts anew', async () => {
  await list('smart_search=austen');
  const query = jest.spyOn(t.db, 'query');
  try {
    expect((await list('smart_search=austen')).body.total).toBe(2);
    expect(query.mock.calls.filter(([sql]) => String(sql).includes('as counted'))).toHaveLength(0);
  } finally {
    query.mockRestore();
  }
  await t.db.query(`update articles set published = false where title = 'Pride and Prejudice'`);
  try {
    const { body } = await list('smart_search=austen');
    expect(body.total).toBe(1);
    expect(titles(body)).toEqual(['Orgueil et Préjugés']);
  } finally {
    await t.db.query(`update articles set published = true where title = 'Pride and Prejudice'`);
  }
});

it('keeps a list\'s count through a sale that leaves the book in stock, and counts anew when one empties it', async () => {
  const counts = (query: jest.SpyInstance) => query.mock.calls.filter(([sql]) => String(sql).includes('as counted'));
  expect((await list('smart_search=austen&in_stock=1')).body.total).toBe(2);
  // A sale as orders make it (services/orders.ts): fewer copies, one left.
  await t.db.query(`update articles set stock = 1, updated_at = now() where title = 'Pride and Prejudice'`);
  const query = jest.spyOn(t.db, 'query');
  try {
    const { body } = await list('smart_search=austen&in_stock=1');
    expect(body.total).toBe(2);
    expect(counts(query)).toHaveLength(0);
    // The books themselves are read fresh: the answer shows the copy left.
    expect(body.data.find((article) => article.designation === 'Pride and Prejudice')?._qte_a_terme_calcule).toBe(1);
    await t.db.query(`update articles set stock = 0, updated_at = now() where title = 'Pride and Prejudice'`);
    const emptied = await list('smart_search=austen&in_stock=1');
    expect(emptied.body.total).toBe(1);
    expect(titles(emptied.body)).toEqual(['Orgueil et Préjugés']);
    expect(counts(query)).toHaveLength(1);
  } finally {
    query.mockRestore();
    await t.db.query(`update articles set stock = 3 where title = 'Pride and Prejudice'`);
  }
});

it('keeps a page\'s books for the catalogue version: the same page again walks no index, a change reads it anew', async () => {
  await list('smart_search=hugo&page_size=2');
  const query = jest.spyOn(t.db, 'query');
  try {
    expect(titles((await list('smart_search=hugo&page_size=2')).body)).toEqual(["L'Étranger du port", 'Les Misérables']);
    expect(query.mock.calls.filter(([sql]) => String(sql).startsWith('select a.id from articles a where'))).toHaveLength(0);
  } finally {
    query.mockRestore();
  }
  await t.db.query(`update articles set published = false where title = 'Les Misérables'`);
  try {
    // Two matches left, within the limit: ranked by relevance again.
    expect(titles((await list('smart_search=hugo&page_size=2')).body)).toEqual(['Notre-Dame de Paris', "L'Étranger du port"]);
  } finally {
    await t.db.query(`update articles set published = true where title = 'Les Misérables'`);
  }
});

it('counts the staff\'s book list up to the limit too, and stops its pages there', async () => {
  const { token } = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password);
  const staffList = (query: string) => t.call<{ total: number; total_exact: boolean; data: unknown[] }>({ url: `${SHOP_PATH}/admin/articles?${query}`, headers: bearer(token) });
  const first = await staffList('page_size=1');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ total: 2, total_exact: false });
  expect((await staffList('page_size=1&page=3')).status).toBe(400);
  expect((await staffList('q=austen')).body).toMatchObject({ total: 2, total_exact: true });
});
