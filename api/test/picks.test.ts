/**
 * The shop's locations and the booksellers' picks (issue 46, migration 043): the public list of locations, the pick every
 * answer about a book carries, the picks' list (`favorites`) newest first, staff writing, rewriting and removing a pick
 * (audited, seen by shoppers at once), and the API's refusals.
 */
import './native-modules';
import type { AdminPickInput, ApiErrorBody, Article, ArticleListAnswer, ArticlePick, ItemAnswer, ShopLocation } from '@bookshop/contracts';
import { shopToday } from '../src/lib/dates';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let customerToken: string;
let locations: ShopLocation[];

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  locations = (await t.call<{ data: ShopLocation[] }>({ url: `${SHOP_PATH}/locations` })).body.data;
});
afterAll(() => t.close());

type Answer<T> = { data: T } & ApiErrorBody;

const articleIdOf = async (ean: string) =>
  (await t.db.query<{ id: number }>('select id from articles where ean = $1', [ean])).rows[0]?.id as number;
const publicArticle = async (id: number, lang = 'fr') =>
  (await t.call<ItemAnswer<Article>>({ url: `${SHOP_PATH}/articles/${id}?ecom_type=lumiere&lang=${lang}` })).body.data;
const picked = async () =>
  (await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&favorites=1` })).body.data.map((article) => article.designation);
const writePick = (id: number, payload: unknown, token = adminToken) =>
  t.call<Answer<ArticlePick>>({ method: 'PUT', url: `${SHOP_PATH}/admin/articles/${id}/pick`, headers: bearer(token), payload: payload as object });
const removePick = (id: number, token = adminToken) =>
  t.call<Answer<null>>({ method: 'DELETE', url: `${SHOP_PATH}/admin/articles/${id}/pick`, headers: bearer(token) });
const auditOf = async (id: number) =>
  (
    await t.db.query<{ action: string; before: ArticlePick | null; after: ArticlePick | null }>(
      "select action, before, after from audit_log where entity = 'article_pick' and entity_id = $1 order by id",
      [String(id)],
    )
  ).rows;

const pickInput = (overrides: Partial<AdminPickInput> = {}): AdminPickInput => ({
  bookseller: '  Inès Morel ',
  location_id: (locations[1] as ShopLocation).id,
  note_fr: 'Un Zola méconnu, âpre et lumineux à la fois.',
  note_en: 'A little-known Zola, harsh and luminous at once.',
  picked_on: shopToday(),
  ...overrides,
});

describe('locations', () => {
  it('lists the shop\'s locations in staff\'s order, the shop itself first, to anyone', () => {
    expect(locations).toEqual([
      expect.objectContaining({ name: 'Lumière Opéra', address: '3 rue des Accords, 75009 Paris', pickup_delay_hours: 24 }),
      expect.objectContaining({ name: 'Lumière Bastille', opening_hours_en: 'Every day', pickup_delay_hours: 48 }),
    ]);
  });
});

describe('picks', () => {
  it('every answer about a picked book carries its signed note; the others have none', async () => {
    const notreDame = await publicArticle(await articleIdOf('9782253006893'));
    expect(notreDame.pick).toEqual({
      bookseller: 'Camille Roussel',
      location: { id: (locations[0] as ShopLocation).id, name: 'Lumière Opéra' },
      note_fr: 'Une cathédrale qui respire, un Paris grouillant.',
      note_en: 'A cathedral that breathes, a teeming Paris.',
      picked_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await publicArticle(await articleIdOf('9782070368228'))).pick).toBeNull();
  });

  it('staff write a pick: trimmed, audited, and at once on the book and first of the picks', async () => {
    const id = await articleIdOf('9782070368228');
    const { status, body } = await writePick(id, pickInput());
    expect(status).toBe(200);
    expect(body.data).toEqual({
      bookseller: 'Inès Morel',
      location: { id: (locations[1] as ShopLocation).id, name: 'Lumière Bastille' },
      note_fr: 'Un Zola méconnu, âpre et lumineux à la fois.',
      note_en: 'A little-known Zola, harsh and luminous at once.',
      picked_on: shopToday(),
    });
    expect((await publicArticle(id, 'eng')).pick).toEqual(body.data);
    expect((await picked())[0]).toBe("L'Étranger du port");

    // Rewritten: French only now (an empty English note is none), at the other shop.
    const again = await writePick(id, pickInput({ note_en: '  ', location_id: (locations[0] as ShopLocation).id }));
    expect(again.body.data).toMatchObject({ note_en: null, location: { name: 'Lumière Opéra' } });
    expect(await auditOf(id)).toEqual([
      { action: 'create', before: null, after: body.data },
      { action: 'update', before: body.data, after: again.body.data },
    ]);
  });

  it('staff remove a pick: the book leaves the picks; a second removal is a 404', async () => {
    const id = await articleIdOf('9782070409228');
    expect(await picked()).toContain('Les Misérables');
    expect(await removePick(id)).toMatchObject({ status: 200, body: { data: null } });
    expect(await picked()).not.toContain('Les Misérables');
    expect((await publicArticle(id)).pick).toBeNull();
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['delete']);
    expect((await removePick(id)).status).toBe(404);
  });

  it.each([
    ['bookseller', { bookseller: ' ' }],
    ['bookseller', { bookseller: 'x'.repeat(81) }],
    ['note_fr', { note_fr: '' }],
    ['note_fr', { note_fr: 'Trop bref' }],
    ['note_fr', { note_fr: 'x'.repeat(1001) }],
    ['note_en', { note_en: 'Too short' }],
    ['picked_on', { picked_on: '2026-02-30' }],
    ['picked_on', { picked_on: '9999-01-01' }],
    ['location_id', { location_id: 999_999 }],
  ])('refuses a pick with a bad %s (400 naming the field), writing nothing', async (field, overrides) => {
    const id = await articleIdOf('9780141439518');
    const { status, body } = await writePick(id, pickInput(overrides as Partial<AdminPickInput>));
    expect({ status, code: body.code, field: body.field }).toEqual({ status: 400, code: 'validation_error', field });
    expect((await publicArticle(id)).pick).toBeNull();
  });

  it('a book the shop does not have is a 404; customers and strangers cannot write', async () => {
    expect((await writePick(999_999, pickInput())).status).toBe(404);
    const id = await articleIdOf('9780141439518');
    expect((await writePick(id, pickInput(), customerToken)).status).toBe(403);
    expect((await t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/articles/${id}/pick`, payload: pickInput() })).status).toBe(401);
    expect((await removePick(await articleIdOf('9782253006893'), customerToken)).status).toBe(403);
    expect((await publicArticle(id)).pick).toBeNull();
  });

  it('staff read a book\'s pick, published or not', async () => {
    const id = await articleIdOf('9782253000983');
    const { body } = await t.call<Answer<ArticlePick | null>>({ url: `${SHOP_PATH}/admin/articles/${id}/pick`, headers: bearer(adminToken) });
    expect(body.data).toMatchObject({ bookseller: 'Camille Roussel', note_fr: 'Les contes comme on les racontait, avec les gravures de Doré.' });
  });
});
