/**
 * The shop's locations and the booksellers' picks (issue 46, migration 043): the public list of locations, the pick every
 * answer about a book carries, the picks' list (`favorites`) newest first, staff writing, rewriting and removing a pick
 * (audited, seen by shoppers at once), and the API's refusals.
 */
import './native-modules';
import type { AdminLocation, AdminLocationInput, AdminPickInput, ApiErrorBody, Article, ArticleListAnswer, ArticlePick, ItemAnswer, ShopLocation } from '@bookshop/contracts';
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
      bookseller: 'Margaux Roussel',
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
    expect(body.data).toMatchObject({ bookseller: 'Margaux Roussel', note_fr: 'Les contes comme on les racontait, avec les gravures de Doré.' });
  });
});

describe('staff manage the locations', () => {
  const input = (overrides: Partial<AdminLocationInput> = {}): AdminLocationInput => ({
    name: ' Lumière Montmartre ',
    address: '5 rue des Abbesses, 75018 Paris',
    opening_hours_fr: 'Du mercredi au dimanche',
    opening_hours_en: 'Wednesday to Sunday',
    pickup_delay_hours: 72,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = adminToken) =>
    t.call<Answer<AdminLocation>>({ method, url: `${SHOP_PATH}/admin/locations${path}`, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
  const adminList = async () => (await t.call<Answer<AdminLocation[]>>({ url: `${SHOP_PATH}/admin/locations`, headers: bearer(adminToken) })).body.data;
  const auditActions = async (id: number) =>
    (await t.db.query<{ action: string }>("select action from audit_log where entity = 'location' and entity_id = $1 order by id", [String(id)])).rows.map((row) => row.action);

  it('adds a location after the others, edits it, and deletes it; each change audited and public at once', async () => {
    const created = await send('POST', '', input());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Lumière Montmartre', pickup_delay_hours: 72, pick_count: 0 });
    const id = created.body.data.id;
    const publicNames = async () => (await t.call<{ data: ShopLocation[] }>({ url: `${SHOP_PATH}/locations` })).body.data.map((location) => location.name);
    expect((await publicNames()).at(-1)).toBe('Lumière Montmartre');

    const edited = await send('PUT', `/${id}`, input({ name: 'Lumière Abbesses', pickup_delay_hours: 0 }));
    expect(edited.body.data).toMatchObject({ id, name: 'Lumière Abbesses', pickup_delay_hours: 0 });
    expect(await publicNames()).toContain('Lumière Abbesses');

    expect((await send('DELETE', `/${id}`)).status).toBe(200);
    expect(await publicNames()).not.toContain('Lumière Abbesses');
    expect(await auditActions(id)).toEqual(['create', 'update', 'delete']);
  });

  it('says how many picks are signed at each, and keeps a location in use', async () => {
    const opera = (await adminList()).find((location) => location.name === 'Lumière Opéra') as AdminLocation;
    const { rows } = await t.db.query<{ count: number }>('select count(*)::int as count from article_picks where location_id = $1', [opera.id]);
    expect(opera.pick_count).toBe(rows[0]?.count);
    expect(opera.pick_count).toBeGreaterThan(0);
    expect(await send('DELETE', `/${opera.id}`)).toMatchObject({ status: 409, body: { code: 'in_use' } });
  });

  it.each([
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(81) }],
    ['address', { address: 'x'.repeat(201) }],
    ['opening_hours_en', { opening_hours_en: 'x'.repeat(201) }],
    ['pickup_delay_hours', { pickup_delay_hours: 1.5 }],
    ['pickup_delay_hours', { pickup_delay_hours: 721 }],
  ])('refuses a location with a bad %s (400 naming it)', async (field, overrides) => {
    const { status, body } = await send('POST', '', input(overrides));
    expect({ status, field: body.field }).toEqual({ status: 400, field });
  });

  it('refuses a second location of one name (409 name_taken), an unknown one (404), and customers (403)', async () => {
    expect(await send('POST', '', input({ name: 'Lumière Opéra' }))).toMatchObject({ status: 409, body: { code: 'name_taken', field: 'name' } });
    expect((await send('PUT', '/999999', input())).status).toBe(404);
    expect((await send('POST', '', input(), customerToken)).status).toBe(403);
    expect((await t.call({ url: `${SHOP_PATH}/admin/locations` })).status).toBe(401);
  });

  it('a pick signed at a location while staff delete it: one of the two wins cleanly, never a pick at a location gone', async () => {
    const id = await articleIdOf('9780141439518');
    for (let round = 0; round < 5; round += 1) {
      const created = await send('POST', '', input({ name: `Lumière Éphémère ${round}` }));
      const location = created.body.data.id;
      const [pick, removed] = await Promise.all([writePick(id, pickInput({ location_id: location })), send('DELETE', `/${location}`)]);
      const outcome = [pick.status, removed.status];
      expect([
        [200, 409],
        [400, 200],
      ]).toContainEqual(outcome);
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from article_picks p where not exists (select 1 from shop_locations l where l.id = p.location_id)',
      );
      expect(rows[0]?.n).toBe(0);
      if (pick.status === 200) {
        expect((await removePick(id)).status).toBe(200);
        expect((await send('DELETE', `/${location}`)).status).toBe(200);
      }
    }
  });

  it('keeps the shop\'s last location', async () => {
    await t.db.query('delete from article_picks');
    // The second bookshop's own copies would keep it (in_use).
    await t.db.query('delete from location_stock');
    const [first, ...others] = await adminList();
    for (const location of others) expect((await send('DELETE', `/${location.id}`)).status).toBe(200);
    expect(await send('DELETE', `/${(first as AdminLocation).id}`)).toMatchObject({ status: 409, body: { code: 'last_location' } });
    expect(await adminList()).toHaveLength(1);
  });
});
