import type { ListAnswer, SitemapEntry, SitemapSection } from '@bookshop/contracts';
import { fixture, FIXTURE_BOOKS } from './fixture';
import { SHOP_PATH, setupApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture);
});
afterAll(() => t.close());

const get = <T>(path: string) => t.call<T>({ url: `${SHOP_PATH}${path}` });
const sections = async () => Object.fromEntries((await get<ListAnswer<SitemapSection>>('/sitemap')).body.data.map((section) => [section.kind, section]));

test('the sitemap counts what the store shows of each kind, with the latest change', async () => {
  const byKind = await sections();
  expect(byKind.books?.count).toBe(FIXTURE_BOOKS.length);
  expect(byKind.books?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const { rows } = await t.db.query<{ collaborators: string; collections: string; events: string }>(
    `select (select count(distinct c.id) from collaborators c join articles a on c.id in (a.author_id, a.translator_id, a.illustrator_id)) as collaborators,
            (select count(distinct collection_id) from articles where collection_id is not null) as collections,
            (select count(*) from events) as events`,
  );
  expect(byKind.collaborators?.count).toBe(Number(rows[0]?.collaborators));
  expect(byKind.collections?.count).toBe(Number(rows[0]?.collections));
  expect(byKind.events?.count).toBe(Number(rows[0]?.events));
  expect(byKind.categories?.count).toBeGreaterThan(0);
});

test('a file lists ids in order with their change; an unpublished book leaves it, and the later files are empty', async () => {
  const books = (await get<ListAnswer<SitemapEntry>>('/sitemap/books')).body.data;
  expect(books.map((entry) => entry.id)).toEqual([...books.map((entry) => entry.id)].sort((a, b) => a - b));
  const hidden = books[0]?.id as number;
  await t.db.query(`update articles set published = false, updated_at = now() where id = $1`, [hidden]);
  try {
    const after = (await get<ListAnswer<SitemapEntry>>('/sitemap/books')).body.data;
    expect(after.map((entry) => entry.id)).not.toContain(hidden);
    expect((await sections()).books?.count).toBe(FIXTURE_BOOKS.length - 1);
  } finally {
    await t.db.query(`update articles set published = true where id = $1`, [hidden]);
  }
  expect((await get<ListAnswer<SitemapEntry>>('/sitemap/books?page=2')).body.data).toEqual([]);
});

test("another shop's books are not in this shop's sitemap; an unknown kind is refused with a 400", async () => {
  const { rows } = await t.db.query<{ id: number }>(`insert into shops (slug, name) values ('ailleurs', 'Ailleurs') returning id`);
  const other = await t.db.query<{ id: number }>(
    `insert into articles (shop_id, title, title_sort, ean, language, price_ht_cents, price_ttc_cents, search, published_at)
     values ($1, 'Ailleurs', 'ailleurs', '9780000000002', 'fr', 100, 110, ''::tsvector, now()) returning id`,
    [rows[0]?.id],
  );
  const ids = (await get<ListAnswer<SitemapEntry>>('/sitemap/books')).body.data.map((entry) => entry.id);
  expect(ids).not.toContain(other.rows[0]?.id);
  const unknown = await get<{ code: string; field?: string }>('/sitemap/publishers');
  expect(unknown.status).toBe(400);
});
