import type { AdminArticle, AdminArticleCreate, ApiErrorBody, Article, ArticleListAnswer, ItemAnswer, PagedAnswer } from '@bookshop/contracts';
import { shopToday } from '../src/lib/dates';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let customerToken: string;
/** Ids of the fixture shop's records, by name. */
const ids: Record<string, number> = {};
/** Records of a second shop, which the first one's books must not reference. */
const otherShop: Record<'collaborator' | 'collection' | 'publisher' | 'category', number> = { collaborator: 0, collection: 0, publisher: 0, category: 0 };

const firstId = async (sql: string, params: unknown[]) => ((await t.db.query<{ id: number }>(sql, params)).rows[0] as { id: number }).id;

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  for (const name of ['Émile Zola', 'Victor Hugo', 'Valentine Leconte', 'Gustave Doré']) {
    ids[name] = await firstId('select id from collaborators where name = $1', [name]);
  }
  ids.collection = await firstId('select id from collections where name = $1', ['Classiques Lumière']);
  ids.publisher = await firstId('select id from publishers where name = $1', ['Bramblewood Press']);
  ids.novels = await firstId('select id from categories where name_fr = $1', ['Roman du XIXe siècle']);
  ids.french = await firstId('select id from categories where name_fr = $1', ['Littérature française']);
  ids.literature = await firstId('select id from categories where name_fr = $1', ['Littérature']);
  ids.tales = await firstId('select id from categories where name_fr = $1', ['Contes classiques']);

  const shop = await firstId("insert into shops (slug, name) values ('autre', 'Autre librairie') returning id", []);
  otherShop.collaborator = await firstId("insert into collaborators (shop_id, name) values ($1, 'Stendhal') returning id", [shop]);
  otherShop.collection = await firstId("insert into collections (shop_id, name) values ($1, 'Folio') returning id", [shop]);
  otherShop.publisher = await firstId("insert into publishers (shop_id, name) values ($1, 'Gallimard') returning id", [shop]);
  otherShop.category = await firstId(
    "insert into categories (shop_id, parent_id, level, name_fr, name_en) values ($1, null, 1, 'Poésie', 'Poetry') returning id",
    [shop],
  );
});
afterAll(() => t.close());

const ADMIN = `${SHOP_PATH}/admin/articles`;
type Answer = ItemAnswer<AdminArticle> & ApiErrorBody;

/** A complete, valid book; each test changes what it is about. */
const aBook = (overrides: Partial<AdminArticleCreate> = {}): AdminArticleCreate => ({
  title: 'Le Rouge et le Noir',
  description_html: '<p>Julien <strong>Sorel</strong> monte à Paris.</p>',
  ean: '9782070412341',
  language: 'fr',
  collection_id: ids.collection ?? null,
  author_id: ids['Émile Zola'] ?? null,
  publisher_id: ids.publisher ?? null,
  translator_id: null,
  illustrator_id: ids['Gustave Doré'] ?? null,
  category_ids: [ids.novels as number],
  price_ht_cents: 948,
  price_ttc_cents: 1000,
  weight_grams: 420,
  discount_percent: 5,
  stock: 7,
  first_published_year: 1830,
  published: true,
  ...overrides,
});

const create = (payload: unknown, token = adminToken) => t.call<Answer>({ method: 'POST', url: ADMIN, headers: bearer(token), payload: payload as object });
/** The fields PUT takes (all of them; publication has its own calls). */
const fields = (overrides: Partial<AdminArticleCreate> = {}) => {
  const { published: _published, ...input } = aBook(overrides);
  return input;
};
const update = (id: number, payload: unknown) => t.call<Answer>({ method: 'PUT', url: `${ADMIN}/${id}`, headers: bearer(adminToken), payload: payload as object });
const publication = (id: number, action: 'publish' | 'unpublish') =>
  t.call<Answer>({ method: 'POST', url: `${ADMIN}/${id}/${action}`, headers: bearer(adminToken) });
const adminList = (query: string) => t.call<PagedAnswer<AdminArticle>>({ url: `${ADMIN}?${query}`, headers: bearer(adminToken) });
const publicArticle = (id: number) => t.call<ItemAnswer<Article> & ApiErrorBody>({ url: `${SHOP_PATH}/articles/${id}?ecom_type=lumiere` });
const publicSearch = async (text: string, extra = '') =>
  (await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&smart_search=${encodeURIComponent(text)}${extra}` })).body.data.map((a) => a.id);
const auditOf = async (id: number) =>
  (
    await t.db.query<{ action: string; user_email: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      "select action, user_email, before, after from audit_log where entity = 'article' and entity_id = $1 order by id",
      [String(id)],
    )
  ).rows;

/** The first bytes of real files: what the server reads the format from. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake but well-signed png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body')]);
const upload = (id: number, body: Buffer | string, contentType: string) =>
  t.call<Answer>({ method: 'POST', url: `${ADMIN}/${id}/images`, headers: { ...bearer(adminToken), 'content-type': contentType }, payload: body });

describe('admin books: access', () => {
  it('refuses anonymous callers (401) and customers (403), and changes nothing for them', async () => {
    expect((await t.call<ApiErrorBody>({ url: ADMIN })).status).toBe(401);
    expect((await t.call<ApiErrorBody>({ url: ADMIN, headers: bearer(customerToken) })).body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect((await create(aBook({ ean: '9782070412396' }), customerToken)).status).toBe(403);
    expect((await adminList('q=9782070412396')).body.total).toBe(0);
  });
});

describe('admin books: create', () => {
  let created: AdminArticle;

  it('creates a published book with every field, found at once by the storefront search', async () => {
    const { status, body } = await create(aBook());
    expect(status).toBe(201);
    created = body.data;
    expect(created).toMatchObject({
      title: 'Le Rouge et le Noir',
      ean: '9782070412341',
      language: 'fr',
      author_id: ids['Émile Zola'],
      author_name: 'Émile Zola',
      illustrator_id: ids['Gustave Doré'],
      translator_id: null,
      collection_id: ids.collection,
      publisher_id: ids.publisher,
      category_ids: [ids.novels],
      price_ht_cents: 948,
      price_ttc_cents: 1000,
      weight_grams: 420,
      discount_percent: 5,
      stock: 7,
      first_published_year: 1830,
      published: true,
      images: [],
    });
    expect(created.published_at).not.toBeNull();
    expect(created.cover_link).toMatch(new RegExp(`^/img/covers/${created.id}\\.svg\\?v=[0-9a-f]+$`));

    expect(await publicSearch('rouge noir')).toEqual([created.id]);
    // By a prefix of a word no other book holds: its words were added to the words prefixes are looked up in.
    expect(await publicSearch('rouge noi')).toEqual([created.id]);
    // By the author's name and by the ISBN too, like the seeded books.
    expect(await publicSearch('zola')).toContain(created.id);
    expect(await publicSearch('978-2-07-041234-1')).toEqual([created.id]);
  });

  it('shows the storefront the book as the spec describes it, filed under every level of its category', async () => {
    const { status, body } = await publicArticle(created.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      designation: 'Le Rouge et le Noir',
      descriptif: '<p>Julien <strong>Sorel</strong> monte à Paris.</p>',
      _code_barre: '9782070412341',
      dc_auteur: { id: ids['Émile Zola'], _nom: 'Émile Zola' },
      dc_illustrateur: { id: ids['Gustave Doré'], _nom: 'Gustave Doré' },
      dc_traducteur: null,
      dc_collection: { id: ids.collection, nom: 'Classiques Lumière' },
      dc_editor: { id: ids.publisher, title: 'Bramblewood Press' },
      prixpublic: 9.48,
      _prix_public_ttc: 10,
      _poids_net: 420,
      discount: 5,
      _qte_a_terme_calcule: 7,
      articleimage: [{ link: created.cover_link }],
    });
    expect(body.data.categories.map((category) => category.id)).toEqual([ids.literature, ids.french, ids.novels]);
    const inLiterature = await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&category_id=${ids.literature}&page_size=100` });
    expect(inLiterature.body.data.map((article) => article.id)).toContain(created.id);
    // The generated cover answers at the link (the version only defeats caches).
    const cover = await t.app.inject({ url: created.cover_link });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain('Le Rouge et le Noir');
  });

  it('keeps a book created without published as a draft the storefront does not show', async () => {
    const { status, body } = await create(fields({ title: 'Lucien Leuwen', ean: '9782070412358' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ published: false, published_at: null });
    expect((await publicArticle(body.data.id)).status).toBe(404);
    expect(await publicSearch('leuwen')).toEqual([]);
    expect((await adminList('q=leuwen')).body.data.map((article) => article.id)).toEqual([body.data.id]);
  });

  it('stores only safe formatting of the description', async () => {
    const { body } = await create(
      aBook({
        title: 'Armance',
        ean: '9782070412365',
        description_html: '<p onclick="steal()">Un <script>alert(1)</script><em>premier</em> roman<img src=x onerror="alert(2)"></p><ul><li>1827</li></ul>',
      }),
    );
    expect(body.data.description_html).toBe('<p>Un <em>premier</em> roman</p><ul><li>1827</li></ul>');
    expect((await publicArticle(body.data.id)).body.data.descriptif).toBe('<p>Un <em>premier</em> roman</p><ul><li>1827</li></ul>');
  });

  it('takes an EAN typed with spaces or hyphens and keeps its digits', async () => {
    const { status, body } = await create(aBook({ title: 'Vanina Vanini', ean: '978-2-07-041237 2' }));
    expect(status).toBe(201);
    expect(body.data.ean).toBe('9782070412372');
  });

  it('takes an ISBN-10 and keeps its 13 digits, answering them hyphenated by the ISBN ranges too', async () => {
    const { status, body } = await create(aBook({ title: 'Les Misérables (Penguin)', language: 'en', ean: '0-14-044430-0' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ean: '9780140444308', ean_hyphenated: '978-0-14-044430-8' });
  });
});

describe('admin books: refused input', () => {
  const refusedWith = async (payload: unknown, statusCode: number, field: string, code = 'validation_error') => {
    const before = (await adminList('page_size=1')).body.total;
    const { status, body } = await create(payload);
    expect({ status, field: body.field, code: body.code }).toEqual({ status: statusCode, field, code });
    expect(body.message).toEqual(expect.any(String));
    expect((await adminList('page_size=1')).body.total).toBe(before);
  };

  it('refuses an EAN whose check digit is wrong, or that is not 13 digits (field ean)', async () => {
    await refusedWith(aBook({ ean: '9782070412380' }), 400, 'ean');
    await refusedWith(aBook({ ean: '978207041238' }), 400, 'ean');
    await refusedWith(aBook({ ean: '978207041238X' }), 400, 'ean');
    await refusedWith(aBook({ ean: '0-14-044430-1' }), 400, 'ean');
  });

  it('refuses the EAN of another book of the shop with 409 ean_taken, on create and on update', async () => {
    await refusedWith(aBook({ ean: '9782070409228' }), 409, 'ean', 'ean_taken');
    const own = await create(aBook({ title: 'Le Rose et le Vert', ean: '9782070412389' }));
    const { status, body } = await update(own.body.data.id, fields({ ean: '9782070409228' }));
    expect({ status, code: body.code, field: body.field }).toEqual({ status: 409, code: 'ean_taken', field: 'ean' });
    // Saving a book with its own EAN is no conflict.
    expect((await update(own.body.data.id, fields({ title: 'Le Rose et le Vert', ean: '9782070412389' }))).status).toBe(200);
  });

  it('refuses a price including tax below the price excluding tax', async () => {
    await refusedWith(aBook({ ean: '9782070412396', price_ht_cents: 1000, price_ttc_cents: 999 }), 400, 'price_ttc_cents');
  });

  it.each([
    ['author_id', 'collaborator'],
    ['translator_id', 'collaborator'],
    ['illustrator_id', 'collaborator'],
    ['collection_id', 'collection'],
    ['publisher_id', 'publisher'],
  ] as const)('refuses a %s of another shop, naming the field', async (field, kind) => {
    await refusedWith(aBook({ ean: '9782070412396', [field]: otherShop[kind] }), 400, field);
  });

  it('refuses a category of another shop, or of nothing', async () => {
    await refusedWith(aBook({ ean: '9782070412396', category_ids: [ids.novels as number, otherShop.category] }), 400, 'category_ids');
    await refusedWith(aBook({ ean: '9782070412396', category_ids: [999999] }), 400, 'category_ids');
  });

  it.each([
    [{ stock: -1 }, 'stock'],
    [{ discount_percent: 101 }, 'discount_percent'],
    [{ weight_grams: -5 }, 'weight_grams'],
    [{ price_ht_cents: 9.5 }, 'price_ht_cents'],
    [{ title: '   ' }, 'title'],
    [{ language: 'de' }, 'language'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    await refusedWith({ ...aBook({ ean: '9782070412396' }), ...change }, 400, field);
  });

  it('answers 404 for a book that is not there', async () => {
    expect((await t.call<ApiErrorBody>({ url: `${ADMIN}/999999`, headers: bearer(adminToken) })).status).toBe(404);
    expect((await update(999999, fields())).status).toBe(404);
    expect((await publication(999999, 'publish')).status).toBe(404);
  });
});

describe('admin books: edit and publication, as the storefront sees them', () => {
  let book: AdminArticle;
  beforeAll(async () => {
    book = (await create(aBook({ title: 'La Chartreuse de Parme', ean: '9791023456783', stock: 3 }))).body.data;
  });

  it('an edit reaches the storefront: new title found, old one not, stock 0 shown as out of stock', async () => {
    const { status, body } = await update(book.id, fields({ title: 'La Chartreuse de Parme (édition revue et corrigée)', ean: '9791023456783', stock: 0 }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ stock: 0, title: 'La Chartreuse de Parme (édition revue et corrigée)' });
    expect(Date.parse(body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(book.updated_at));
    // The generated cover shows the title: its link changes with it, so no cache keeps the old one.
    expect(body.data.cover_link).not.toBe(book.cover_link);

    const article = (await publicArticle(book.id)).body.data;
    expect(article).toMatchObject({ _qte_a_terme_calcule: 0, article_stock: 0, designation: 'La Chartreuse de Parme (édition revue et corrigée)' });
    expect(await publicSearch('revue')).toEqual([book.id]);
    // A prefix of a word the edit brought: the changed document's words were added to those prefixes are looked up in.
    expect(await publicSearch('corri')).toEqual([book.id]);
    expect(await publicSearch('chartreuse', '&in_stock=1')).toEqual([]);
  });

  it('unpublishing takes the book out of the storefront: its page answers 404, lists and search skip it', async () => {
    const { body } = await publication(book.id, 'unpublish');
    expect(body.data).toMatchObject({ published: false, published_at: book.published_at });
    const page = await publicArticle(book.id);
    expect(page.status).toBe(404);
    expect(page.body.code).toBe('not_found');
    expect(await publicSearch('chartreuse')).toEqual([]);
    const all = await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&page_size=100` });
    expect(all.body.data.map((article) => article.id)).not.toContain(book.id);
    // Staff still have it.
    expect((await t.call<Answer>({ url: `${ADMIN}/${book.id}`, headers: bearer(adminToken) })).body.data.published).toBe(false);
  });

  it('publishing again shows it again and keeps the date of its first publication', async () => {
    const { body } = await publication(book.id, 'publish');
    expect(body.data).toMatchObject({ published: true, published_at: book.published_at });
    expect((await publicArticle(book.id)).status).toBe(200);
    expect(await publicSearch('chartreuse')).toEqual([book.id]);
  });

  it('a draft published for the first time gets its publication date then', async () => {
    const draft = (await adminList('q=leuwen')).body.data[0] as AdminArticle;
    const { body } = await publication(draft.id, 'publish');
    expect(body.data.published).toBe(true);
    expect(Date.parse(body.data.published_at ?? '')).toBeGreaterThanOrEqual(Date.parse(draft.updated_at));
  });

  it('records every change in the audit log, in the same transaction, with the record before and after', async () => {
    const rows = await auditOf(book.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'unpublish', 'publish']);
    expect(new Set(rows.map((row) => row.user_email))).toEqual(new Set([DEMO_USERS[1].email]));
    const [created, updated, unpublished] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ id: book.id, title: 'La Chartreuse de Parme', stock: 3 });
    expect(updated?.before).toMatchObject({ title: 'La Chartreuse de Parme', stock: 3 });
    expect(updated?.after).toMatchObject({ title: 'La Chartreuse de Parme (édition revue et corrigée)', stock: 0 });
    expect(unpublished?.before).toEqual({ published: true, published_at: book.published_at });
    expect(unpublished?.after).toEqual({ published: false, published_at: book.published_at });
    // A refused change logs nothing.
    await update(book.id, fields({ ean: '9782070409228' }));
    expect(await auditOf(book.id)).toHaveLength(4);
  });

  it('gives back the chosen categories, without the parents they imply', async () => {
    const { body } = await update(book.id, fields({ ean: '9791023456783', category_ids: [ids.tales as number, ids.french as number] }));
    expect(body.data.category_ids).toEqual([ids.french, ids.tales].sort((a, b) => (a as number) - (b as number)));
    const public_ = (await publicArticle(book.id)).body.data;
    expect(public_.categories).toHaveLength(5);
  });
});

describe('admin books: images', () => {
  let book: AdminArticle;
  beforeAll(async () => {
    book = (await create(aBook({ title: 'De l’amour', ean: '9782070412396' }))).body.data;
  });

  it('takes a PNG as the raw body, serves it publicly with its type and for good, and makes it the cover', async () => {
    const { status, body } = await upload(book.id, PNG, 'image/png');
    expect(status).toBe(201);
    expect(body.data.images).toHaveLength(1);
    const [image] = body.data.images;
    expect(image?.link).toMatch(/^\/img\/books\/\d+$/);
    expect(body.data.cover_link).toBe(image?.link);
    expect((await publicArticle(book.id)).body.data.articleimage).toEqual([{ link: image?.link }]);

    const served = await t.app.inject({ url: image?.link as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('reads the format from the bytes: a PNG declared as JPEG is kept and served as the PNG it is', async () => {
    const { status, body } = await upload(book.id, PNG, 'image/jpeg');
    expect(status).toBe(201);
    const served = await t.app.inject({ url: body.data.images[1]?.link as string });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses text declared as an image (400), a non-image type (415) and more than 2 MB (413)', async () => {
    const text = await upload(book.id, '<svg onload="alert(1)"></svg>', 'image/png');
    expect({ status: text.status, code: text.body.code, field: text.body.field }).toEqual({ status: 400, code: 'unsupported_image', field: 'image' });
    const json = await upload(book.id, JSON.stringify({ image: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    const huge = await upload(book.id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(huge.status).toBe(413);
    const current = (await t.call<Answer>({ url: `${ADMIN}/${book.id}`, headers: bearer(adminToken) })).body.data;
    expect(current.images).toHaveLength(2);
  });

  it('reorders the images (the first is the cover) and refuses an order that is not all of them', async () => {
    const before = (await t.call<Answer>({ url: `${ADMIN}/${book.id}`, headers: bearer(adminToken) })).body.data.images;
    const reversed = [...before].reverse();
    const order = (imageIds: number[]) =>
      t.call<Answer>({ method: 'PUT', url: `${ADMIN}/${book.id}/images/order`, headers: bearer(adminToken), payload: { image_ids: imageIds } });

    const { status, body } = await order(reversed.map((image) => image.id));
    expect(status).toBe(200);
    expect(body.data.images).toEqual(reversed);
    expect(body.data.cover_link).toBe(reversed[0]?.link);
    expect((await publicArticle(book.id)).body.data.articleimage).toEqual(reversed.map(({ link }) => ({ link })));

    const partial = await order([reversed[0]?.id as number]);
    expect({ status: partial.status, field: partial.body.field }).toEqual({ status: 400, field: 'image_ids' });
  });

  it('removes images and their files; with none left, the generated cover comes back', async () => {
    const images = (await t.call<Answer>({ url: `${ADMIN}/${book.id}`, headers: bearer(adminToken) })).body.data.images;
    const remove = (imageId: number) => t.call<Answer>({ method: 'DELETE', url: `${ADMIN}/${book.id}/images/${imageId}`, headers: bearer(adminToken) });

    const first = await remove(images[0]?.id as number);
    expect(first.body.data.images).toEqual([images[1]]);
    expect((await t.app.inject({ url: images[0]?.link as string })).statusCode).toBe(404);
    const last = await remove(images[1]?.id as number);
    expect(last.body.data.images).toEqual([]);
    expect(last.body.data.cover_link).toMatch(new RegExp(`^/img/covers/${book.id}\\.svg`));
    expect((await publicArticle(book.id)).body.data.articleimage).toEqual([{ link: last.body.data.cover_link }]);
    expect((await remove(images[1]?.id as number)).status).toBe(404);
  });

  it('logs each image change with the images before and after', async () => {
    const rows = (await auditOf(book.id)).filter((row) => row.action.startsWith('image_'));
    expect(rows.map((row) => row.action)).toEqual(['image_add', 'image_add', 'image_reorder', 'image_remove', 'image_remove']);
    expect(rows[0]?.before).toEqual({ images: [] });
    expect((rows[0]?.after as { images: unknown[] }).images).toHaveLength(1);
    expect((rows[4]?.after as { images: unknown[] }).images).toEqual([]);
  });

  it('serves a JPEG as a JPEG, and 404 for no image', async () => {
    const { body } = await upload(book.id, JPEG, 'image/jpeg');
    const served = await t.app.inject({ url: body.data.images[0]?.link as string });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: '/img/books/999999' })).statusCode).toBe(404);
  });
});

describe('admin books: the list', () => {
  const listIds = async (query: string) => (await adminList(query)).body.data.map((article) => article.id);
  const fixtureId = async (ean: string) => firstId('select id from articles where ean = $1', [ean]);

  it('finds books by ISBN, whole (with hyphens, or ISBN-10) or by its start', async () => {
    const miserables = await fixtureId('9782070409228');
    expect(await listIds('q=9782070409228')).toEqual([miserables]);
    expect(await listIds(`q=${encodeURIComponent('978-2-07-040922-8')}`)).toEqual([miserables]);
    expect(await listIds('q=2070409228')).toEqual([miserables]);
    expect(await listIds('q=97820704092')).toEqual([miserables]);
  });

  it('finds books by their author\'s name, not by an illustrator\'s of the same name', async () => {
    const hugo = [await fixtureId('9782070409228'), await fixtureId('9782253006893')];
    // L'Étranger du port is illustrated by Jean Hugo: not a book by "Hugo".
    expect((await listIds('q=hugo')).sort()).toEqual(hugo.sort());
    expect(await listIds('q=victor%20hug')).toHaveLength(2);
  });

  it('sorts by price, stock and title, both ways, and pages', async () => {
    const prices = (await adminList('sort=price&dir=asc&page_size=100')).body.data.map((article) => article.price_ttc_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pricesDown = (await adminList('sort=price&dir=desc&page_size=100')).body.data.map((article) => article.price_ttc_cents);
    expect(pricesDown).toEqual([...prices].reverse());
    const stocks = (await adminList('sort=stock&page_size=100')).body.data.map((article) => article.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    const titles = (await adminList('sort=title&dir=asc&page_size=3')).body.data.map((article) => article.title);
    expect(titles[0]).toBe('Armance');

    const all = await adminList('sort=title&page_size=100');
    const second = await adminList('sort=title&page_size=4&page=2');
    expect(second.body).toMatchObject({ total: all.body.total, page: 2, page_size: 4 });
    expect(second.body.data.map((article) => article.id)).toEqual(all.body.data.slice(4, 8).map((article) => article.id));
  });

  it('shows the most recently changed first by default', async () => {
    const { body } = await adminList('');
    const changed = body.data.map((article) => Date.parse(article.updated_at));
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
  });

  it('filters unpublished and out-of-stock books', async () => {
    const draft = (await create(fields({ title: 'Mina de Vanghel', ean: '9782070412402', stock: 0 }))).body.data;
    const unpublished = (await adminList('status=unpublished&page_size=100')).body.data;
    expect(unpublished.map((article) => article.id)).toEqual([draft.id]);
    expect(unpublished.every((article) => !article.published)).toBe(true);
    const outOfStock = (await adminList('availability=out_of_stock&page_size=100')).body.data;
    expect(outOfStock.map((article) => article.title).sort()).toEqual(['Le Comte de Monte-Cristo', 'Mina de Vanghel']);
    const published = (await adminList('status=published&availability=in_stock&page_size=100')).body.data;
    expect(published.every((article) => article.published && article.stock >= 1)).toBe(true);
  });

  it('refuses an unknown sort key', async () => {
    const { status, body } = await t.call<ApiErrorBody>({ url: `${ADMIN}?sort=bestseller`, headers: bearer(adminToken) });
    expect({ status, field: body.field }).toEqual({ status: 400, field: 'sort' });
  });
});

describe('admin books: the loi Lang on discounts', () => {
  /** The shop's calendar day `days` from today (negative: before), as the API compares them. */
  const day = (days: number) => shopToday(new Date(Date.now() + days * 86_400_000));
  const RECENT = { published_on: day(-200), last_restocked_on: day(-30) };
  const EXEMPT = { published_on: day(-1000), last_restocked_on: day(-300) };

  it('refuses 10 % on a recent book: 400 book_discount_law naming discount_percent and the rule, nothing written', async () => {
    const before = (await adminList('page_size=1')).body.total;
    const { status, body } = await create(aBook({ ean: '9782070412501', discount_percent: 10, ...RECENT }));
    expect({ status, code: body.code, field: body.field }).toEqual({ status: 400, code: 'book_discount_law', field: 'discount_percent' });
    expect(body.message).toMatch(/Loi Lang.*5 %.*two years.*six months/);
    expect((await adminList('page_size=1')).body.total).toBe(before);
    // At 5 % it is taken, with its dates; a book whose dates are unknown is held to 5 % too.
    const lawful = await create(aBook({ ean: '9782070412501', discount_percent: 5, stock: 0, ...RECENT }));
    expect(lawful.status).toBe(201);
    expect(lawful.body.data).toMatchObject({ discount_percent: 5, ...RECENT });
    const { status: undated, body: refused } = await update(lawful.body.data.id, fields({ ean: '9782070412501', discount_percent: 6, stock: 0, published_on: null, last_restocked_on: null }));
    expect({ undated, code: refused.code }).toEqual({ undated: 400, code: 'book_discount_law' });
  });

  it('accepts a larger discount on an edition over two years old not restocked for six months, until stock is added', async () => {
    const { status, body } = await create(aBook({ ean: '9782070412518', discount_percent: 30, stock: 0, ...EXEMPT }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ discount_percent: 30, stock: 0, ...EXEMPT });
    const id = body.data.id;
    // Fewer copies (a sale, a count) are no restock: the exemption stands, and left-out dates are kept.
    const { published_on: _published, last_restocked_on: _restocked, ...withoutDates } = fields({ ean: '9782070412518', discount_percent: 25, stock: 0 });
    const kept = await update(id, withoutDates);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ discount_percent: 25, ...EXEMPT });
    // Adding copies is a restock dated today: the exemption ends, so 25 % is refused, saying why.
    const restock = await update(id, fields({ ean: '9782070412518', discount_percent: 25, stock: 12, ...EXEMPT }));
    expect({ status: restock.status, code: restock.body.code, field: restock.body.field }).toEqual({ status: 400, code: 'book_discount_law', field: 'discount_percent' });
    expect(restock.body.message).toMatch(/Adding stock is a restock/);
    // At 5 % the restock goes through and records today, whatever restock date was sent.
    const restocked = await update(id, fields({ ean: '9782070412518', discount_percent: 5, stock: 12, ...EXEMPT }));
    expect(restocked.status).toBe(200);
    expect(restocked.body.data).toMatchObject({ discount_percent: 5, stock: 12, published_on: EXEMPT.published_on, last_restocked_on: day(0) });
  });

  it('a book created with copies is restocked today', async () => {
    const { status, body } = await create(aBook({ ean: '9782070412525', stock: 4, published_on: day(-2000), last_restocked_on: day(-400) }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ stock: 4, published_on: day(-2000), last_restocked_on: day(0) });
  });

  it.each([
    [{ published_on: '2026-02-30' }, 'published_on'],
    [{ published_on: '1200-01-01' }, 'published_on'],
    [{ published_on: '12 mars 2020' }, 'published_on'],
    [{ last_restocked_on: '2025-13-01' }, 'last_restocked_on'],
  ])('refuses %p, naming %p', async (dates, field) => {
    const { status, body } = await create(aBook({ ean: '9782070412532', stock: 0, ...dates }));
    expect({ status, field: body.field }).toEqual({ status: 400, field });
  });

  it('refuses a last restock after today', async () => {
    const { status, body } = await create(aBook({ ean: '9782070412532', stock: 0, last_restocked_on: day(3) }));
    expect({ status, field: body.field }).toEqual({ status: 400, field: 'last_restocked_on' });
  });
});
