import type {
  AdminCategoryNode,
  AdminCollaboratorRow,
  AdminCollectionRow,
  AdminEventRow,
  AdminHeroSlideRow,
  AdminPublisherRow,
  ApiErrorBody,
  ArticleListAnswer,
  Category,
  ItemAnswer,
  ListAnswer,
  PagedAnswer,
  ShopEvent,
  ShopEventDetails,
  WebsiteSection,
} from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let adminId: number;
let customerToken: string;
beforeAll(async () => {
  t = await setupApp();
  ({ token: adminToken, userId: adminId } = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password));
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** An admin call below the shop path; the answer's body typed as the caller expects (or an error). */
const admin = <T>(method: Method, path: string, payload?: unknown) =>
  t.call<T & ApiErrorBody>({ method, url: `${SHOP_PATH}/admin${path}`, headers: bearer(adminToken), payload: payload as never });
const shopGet = async <T>(path: string) => (await t.call<T>({ url: `${SHOP_PATH}${path}` })).body;

/** The audit entries of one record, oldest first. */
async function auditOf(entity: string, entityId: number) {
  const { rows } = await t.db.query<{ action: string; user_id: number; user_email: string; before: unknown; after: unknown }>(
    'select action, user_id, user_email, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
    [entity, String(entityId)],
  );
  return rows;
}

/** Titles of the published books GET /articles lists for these categories. */
async function booksInCategory(categoryId: number): Promise<string[]> {
  const { data } = await shopGet<ArticleListAnswer>(`/articles?category_id=${categoryId}&page_size=100&sort=title`);
  return data.map((article) => article.designation);
}

describe('access', () => {
  it('refuses anonymous callers (401) and customers (403)', async () => {
    for (const path of ['/categories', '/collaborators', '/events', '/hero-slides']) {
      expect((await t.call({ url: `${SHOP_PATH}/admin${path}` })).status).toBe(401);
      expect((await t.call({ url: `${SHOP_PATH}/admin${path}`, headers: bearer(customerToken) })).status).toBe(403);
    }
  });
});

describe('category tree', () => {
  let tree: AdminCategoryNode[];
  const node = (nameFr: string) => {
    const found = tree.find((entry) => entry.name_fr === nameFr);
    if (!found) throw new Error(`no category ${nameFr} in ${tree.map((entry) => entry.name_fr).join(', ')}`);
    return found;
  };
  const refresh = async () => {
    tree = (await admin<ListAnswer<AdminCategoryNode>>('GET', '/categories')).body.data;
  };
  beforeEach(refresh);

  it('lists every category flat, with levels, parents, ranks and counts', () => {
    expect(node('Littérature')).toMatchObject({ level: 1, parent_id: null, name_en: 'Literature', position: 0, child_count: 2, book_count: 6 });
    expect(node('Roman anglais')).toMatchObject({ level: 3, parent_id: node('Littérature étrangère').id, book_count: 2, child_count: 0 });
    // The unnamed category of the fixture is there for staff to fix, though the storefront drops it.
    expect(tree.some((entry) => entry.name_fr === '' && entry.level === 1)).toBe(true);
  });

  it('creates at the root and under a parent, one level down, trimmed, and audits it', async () => {
    const root = await admin<ListAnswer<AdminCategoryNode>>('POST', '/categories', { name_fr: '  Histoire ', name_en: ' History ' });
    expect(root.status).toBe(201);
    tree = root.body.data;
    expect(node('Histoire')).toMatchObject({ level: 1, parent_id: null, name_en: 'History', position: 3 });
    const child = await admin<ListAnswer<AdminCategoryNode>>('POST', '/categories', { name_fr: 'Antiquité', parent_id: node('Histoire').id });
    tree = child.body.data;
    expect(node('Antiquité')).toMatchObject({ level: 2, parent_id: node('Histoire').id, name_en: '', position: 0 });
    const audit = await auditOf('category', node('Antiquité').id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', user_id: adminId, before: null, after: expect.objectContaining({ name_fr: 'Antiquité', level: 2 }) }),
    ]);
    // An empty English name shows the French one to English readers.
    const english = await shopGet<Category[]>('/categories?lang=eng');
    expect(english.map((category) => category._nom)).toEqual(expect.arrayContaining(['History', 'Antiquité']));
  });

  it('refuses a fourth level, a duplicate name among siblings and a blank name', async () => {
    const deep = await admin('POST', '/categories', { name_fr: 'Trop bas', parent_id: node('Roman du XIXe siècle').id });
    expect(deep.status).toBe(409);
    expect(deep.body).toMatchObject({ code: 'category_too_deep', field: 'parent_id' });
    const taken = await admin('POST', '/categories', { name_fr: 'LITTÉRATURE', name_en: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'name_taken', field: 'name_fr' });
    // The same name elsewhere in the tree is fine.
    expect((await admin('POST', '/categories', { name_fr: 'Contes', parent_id: node('Littérature').id })).status).toBe(201);
    const blank = await admin('POST', '/categories', { name_fr: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation_error', field: 'name_fr' });
    const unknownParent = await admin('POST', '/categories', { name_fr: 'Orpheline', parent_id: 999999 });
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body).toMatchObject({ code: 'not_found', field: 'parent_id' });
  });

  it('renames in both languages, visible in the public GET /categories and paths', async () => {
    const id = node('Roman anglais').id;
    const renamed = await admin<ListAnswer<AdminCategoryNode>>('PUT', `/categories/${id}`, { name_fr: ' Romans anglais ', name_en: 'English fiction' });
    expect(renamed.status).toBe(200);
    const french = await shopGet<Category[]>('/categories');
    expect(french.find((category) => category.id === id)).toMatchObject({ _nom: 'Romans anglais', chemin: 'Littérature > Littérature étrangère > Romans anglais' });
    const english = await shopGet<ItemAnswer<Category>>(`/categories/${id}?lang=eng`);
    expect(english.data).toMatchObject({ _nom: 'English fiction', chemin: 'Literature > World literature > English fiction' });
    expect(await auditOf('category', id)).toEqual([
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ name_fr: 'Roman anglais', name_en: 'English novels' }),
        after: expect.objectContaining({ name_fr: 'Romans anglais', name_en: 'English fiction' }),
      }),
    ]);
    const clash = await admin('PUT', `/categories/${node('Littérature étrangère').id}`, { name_fr: 'Littérature française', name_en: 'x' });
    expect(clash.body).toMatchObject({ statusCode: 409, code: 'name_taken', field: 'name_fr' });
  });

  it('refuses moves under itself, under its own descendants, and beyond three levels', async () => {
    const literature = node('Littérature').id;
    for (const parent of [literature, node('Littérature française').id, node('Roman du XIXe siècle').id]) {
      const { status, body } = await admin('POST', `/categories/${literature}/move`, { parent_id: parent });
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'category_cycle', field: 'parent_id' });
    }
    // "Littérature étrangère" has a level below it: under a level-2 category it would reach level 4.
    const tooDeep = await admin('POST', `/categories/${node('Littérature étrangère').id}/move`, { parent_id: node('Littérature française').id });
    expect(tooDeep.status).toBe(409);
    expect(tooDeep.body).toMatchObject({ code: 'category_too_deep', field: 'parent_id' });
    await refresh();
    expect(node('Littérature étrangère')).toMatchObject({ level: 2, parent_id: literature });
    expect(node('Littérature')).toMatchObject({ level: 1, parent_id: null });
  });

  it('moves a subtree to the root: levels follow, and its books leave the old parent', async () => {
    const contes = node('Contes classiques').parent_id as number;
    const youth = node('Jeunesse').id;
    expect(await booksInCategory(youth)).toEqual(['Contes de ma mère l’Oye']);
    const moved = await admin<ListAnswer<AdminCategoryNode>>('POST', `/categories/${contes}/move`, { parent_id: null });
    expect(moved.status).toBe(200);
    tree = moved.body.data;
    const movedContes = tree.find((entry) => entry.id === contes);
    expect(movedContes).toMatchObject({ level: 1, parent_id: null });
    expect(node('Contes classiques')).toMatchObject({ level: 2, parent_id: contes });
    expect(node('Jeunesse')).toMatchObject({ child_count: 0, book_count: 0 });
    expect(await booksInCategory(youth)).toEqual([]);
    expect(await booksInCategory(contes)).toEqual(['Contes de ma mère l’Oye']);
    const publicTree = await shopGet<Category[]>('/categories');
    expect(publicTree.find((category) => category.id === contes)).toMatchObject({ niveau: 1, b_usr_articletheme_id: null, chemin: 'Contes' });
    expect(await auditOf('category', contes)).toEqual([
      expect.objectContaining({ action: 'move', before: expect.objectContaining({ level: 2, parent_id: youth }), after: expect.objectContaining({ level: 1, parent_id: null }) }),
    ]);
  });

  it('moves a leaf to another parent: its books follow in the category filters', async () => {
    const english = node('Romans anglais').id;
    const world = node('Littérature étrangère').id;
    const french = node('Littérature française').id;
    const moved = await admin<ListAnswer<AdminCategoryNode>>('POST', `/categories/${english}/move`, { parent_id: french, position: 0 });
    tree = moved.body.data;
    expect(node('Romans anglais')).toMatchObject({ level: 3, parent_id: french, position: 0 });
    expect(node('Roman du XIXe siècle')).toMatchObject({ position: 1 });
    expect(await booksInCategory(world)).toEqual([]);
    expect(await booksInCategory(french)).toEqual(expect.arrayContaining(['Pride and Prejudice', 'Orgueil et Préjugés', 'Les Misérables']));
    // Still under Littérature: that link stays.
    expect(await booksInCategory(node('Littérature').id)).toContain('Pride and Prejudice');
  });

  it('reorders among siblings', async () => {
    const roots = () => tree.filter((entry) => entry.parent_id === null).sort((a, b) => a.position - b.position).map((entry) => entry.name_fr);
    const before = roots();
    const last = before[before.length - 1] as string;
    const moved = await admin<ListAnswer<AdminCategoryNode>>('POST', `/categories/${node(last).id}/move`, { parent_id: null, position: 0 });
    tree = moved.body.data;
    expect(roots()).toEqual([last, ...before.slice(0, -1)]);
  });

  it('deletes only an empty category', async () => {
    // Littérature française, Littérature étrangère and the Contes added above.
    const withChildren = await admin('DELETE', `/categories/${node('Littérature').id}`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body).toMatchObject({ code: 'category_not_empty' });
    expect(withChildren.body.message).toMatch(/3 sub-categories/);
    const withBooks = await admin('DELETE', `/categories/${node('Roman du XIXe siècle').id}`);
    expect(withBooks.status).toBe(409);
    expect(withBooks.body.message).toMatch(/4 books/);
    const emptyId = node('Antiquité').id;
    const deleted = await admin<ListAnswer<AdminCategoryNode>>('DELETE', `/categories/${emptyId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.some((entry) => entry.id === emptyId)).toBe(false);
    expect((await shopGet<Category[]>('/categories')).some((category) => category.id === emptyId)).toBe(false);
    expect((await auditOf('category', emptyId)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await admin('DELETE', `/categories/${emptyId}`)).status).toBe(404);
  });
});

describe('collaborators, collections, publishers', () => {
  it('pages, searches (any case, any accents) and sorts', async () => {
    const page1 = await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?page_size=4');
    expect(page1.body).toMatchObject({ total: 9, page: 1, page_size: 4 });
    expect(page1.body.data.map((row) => row.name)).toEqual(['Alexandre Dumas', 'Charles Perrault', 'Émile Zola', 'Gustave Doré']);
    const page3 = await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?page_size=4&page=3');
    expect(page3.body.data.map((row) => row.name)).toEqual(['Victor Hugo']);
    const search = await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?q=HUGO');
    expect(search.body.data.map((row) => row.name)).toEqual(['Jean Hugo', 'Victor Hugo']);
    expect((await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?q=emile')).body.data.map((row) => row.name)).toEqual(['Émile Zola']);
    const byBooks = await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?sort=book_count&dir=desc&page_size=2');
    expect(byBooks.body.data).toEqual([
      expect.objectContaining({ name: 'Jane Austen', book_count: 2 }),
      expect.objectContaining({ name: 'Victor Hugo', book_count: 2 }),
    ]);
    const desc = await admin<PagedAnswer<AdminPublisherRow>>('GET', '/publishers?sort=name&dir=desc');
    expect(desc.body.data.map((row) => row.name)).toEqual(['Harrow & Finch', 'Éditions du Phare', 'Bramblewood Press']);
    expect((await admin('GET', '/publishers?sort=nonsense')).status).toBe(400);
    expect((await admin<PagedAnswer<AdminPublisherRow>>('GET', '/publishers?q=%25')).body.total).toBe(0);
  });

  it('creates and edits a collaborator, trimmed, renamed in the storefront and its search', async () => {
    const created = await admin<ItemAnswer<AdminCollaboratorRow>>('POST', '/collaborators', { name: '  Marguerite Duras ', biography_fr: ' Née en 1914. ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Marguerite Duras', biography_fr: 'Née en 1914.', biography_en: '', book_count: 0 });

    const hugo = (await admin<PagedAnswer<AdminCollaboratorRow>>('GET', '/collaborators?q=victor')).body.data[0] as AdminCollaboratorRow;
    const edited = await admin<ItemAnswer<AdminCollaboratorRow>>('PUT', `/collaborators/${hugo.id}`, {
      name: 'Victor-Marie Hugo',
      biography_fr: 'Poète.',
      biography_en: 'Poet.',
    });
    expect(edited.body.data).toMatchObject({ id: hugo.id, name: 'Victor-Marie Hugo', biography_en: 'Poet.', book_count: 2 });
    const details = await shopGet<ItemAnswer<{ _nom: string; biography: string }>>(`/collaborators/${hugo.id}?lang=eng`);
    expect(details.data).toMatchObject({ _nom: 'Victor-Marie Hugo', biography: 'Poet.' });
    // The books' search documents follow the new name.
    const found = await shopGet<ArticleListAnswer>('/articles?smart_search=marie%20hugo');
    expect(found.data.map((article) => article.designation).sort()).toEqual(['Les Misérables', 'Notre-Dame de Paris']);
    expect(await auditOf('collaborator', hugo.id)).toEqual([
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ name: 'Victor Hugo', biography_fr: 'Biographie de Victor Hugo.' }),
        after: expect.objectContaining({ name: 'Victor-Marie Hugo', biography_fr: 'Poète.' }),
      }),
    ]);
  });

  it('refuses a name another row has (any case) with 409 name_taken on field name, and blank names', async () => {
    const taken = await admin('POST', '/publishers', { name: 'harrow & finch' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'name_taken', field: 'name' });
    const bramble = (await admin<PagedAnswer<AdminPublisherRow>>('GET', '/publishers?q=bramble')).body.data[0] as AdminPublisherRow;
    const renameClash = await admin('PUT', `/publishers/${bramble.id}`, { name: 'Éditions du Phare' });
    expect(renameClash.body).toMatchObject({ statusCode: 409, code: 'name_taken', field: 'name' });
    // Keeping its own name is no clash.
    expect((await admin('PUT', `/publishers/${bramble.id}`, { name: 'Bramblewood Press' })).status).toBe(200);
    const blank = await admin('POST', '/collections', { name: ' ' });
    expect(blank.body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'name' });
  });

  it('refuses to delete a row books use (409 in_use, with the count) and deletes an unused one', async () => {
    const classics = (await admin<PagedAnswer<AdminCollectionRow>>('GET', '/collections?q=classiques')).body.data[0] as AdminCollectionRow;
    expect(classics.book_count).toBe(3);
    const refused = await admin('DELETE', `/collections/${classics.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'in_use' });
    expect(refused.body.message).toContain('3 books');
    expect((await shopGet<ListAnswer<{ id: number }>>('/collections')).data.some((row) => row.id === classics.id)).toBe(true);

    const bramble = (await admin<PagedAnswer<AdminPublisherRow>>('GET', '/publishers?q=bramble')).body.data[0] as AdminPublisherRow;
    expect(bramble.book_count).toBe(0);
    const deleted = await admin<ItemAnswer<{ id: number }>>('DELETE', `/publishers/${bramble.id}`);
    expect(deleted.body).toEqual({ data: { id: bramble.id } });
    expect((await shopGet<ListAnswer<{ title: string }>>('/publishers')).data.map((row) => row.title)).not.toContain('Bramblewood Press');
    expect(await auditOf('publisher', bramble.id)).toEqual([
      expect.objectContaining({ action: 'update' }),
      expect.objectContaining({ action: 'delete', before: expect.objectContaining({ name: 'Bramblewood Press' }), after: null }),
    ]);
  });

  it('stores collection descriptions as safe HTML', async () => {
    const created = await admin<ItemAnswer<AdminCollectionRow>>('POST', '/collections', {
      name: 'Poche',
      description_fr: '<p onclick="x()">Petits <script>alert(1)</script><em>formats</em></p>',
    });
    expect(created.body.data.description_fr).toBe('<p>Petits <em>formats</em></p>');
    const shown = await shopGet<ItemAnswer<{ description: string }>>(`/collections/${created.body.data.id}`);
    expect(shown.data.description).toBe('<p>Petits <em>formats</em></p>');
  });
});

describe('events', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    title_fr: 'Rencontre avec Jane Austen',
    title_en: 'Meeting Jane Austen',
    description_fr: '<p>Une <strong>soirée</strong><script>x</script></p>',
    starts_at: '2099-05-01T18:30:00+02:00',
    place: ' Salle du fond ',
    ...overrides,
  });

  it('finds books to link by title, author or ISBN', async () => {
    const byTitle = await admin<ListAnswer<{ title: string; published: boolean }>>('GET', '/events/book-lookup?q=orgueil');
    expect(byTitle.body.data).toEqual([expect.objectContaining({ title: 'Orgueil et Préjugés', author: 'Jane Austen', published: true })]);
    const byAuthor = await admin<ListAnswer<{ title: string }>>('GET', '/events/book-lookup?q=austen');
    expect(byAuthor.body.data.map((book) => book.title)).toEqual(['Orgueil et Préjugés', 'Pride and Prejudice']);
    const byIsbn = await admin<ListAnswer<{ title: string }>>('GET', '/events/book-lookup?q=978-0-14-143951-8');
    expect(byIsbn.body.data.map((book) => book.title)).toEqual(['Pride and Prejudice']);
    expect(byIsbn.body.data).toEqual([expect.objectContaining({ ean: '9780141439518', ean_hyphenated: '978-0-14-143951-8' })]);
  });

  it('creates an event with books, visible publicly with those books', async () => {
    const books = (await admin<ListAnswer<{ id: number }>>('GET', '/events/book-lookup?q=austen')).body.data.map((book) => book.id);
    const created = await admin<ItemAnswer<AdminEventRow>>('POST', '/events', body({ book_ids: [...books, books[0]] }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title_en: 'Meeting Jane Austen',
      description_fr: '<p>Une <strong>soirée</strong></p>',
      description_en: '',
      starts_at: '2099-05-01T16:30:00.000Z',
      place: 'Salle du fond',
    });
    expect(created.body.data.books.map((book) => book.title)).toEqual(['Orgueil et Préjugés', 'Pride and Prejudice']);
    const id = created.body.data.id;
    const upcoming = await shopGet<ListAnswer<ShopEvent>>('/events?lang=eng');
    expect(upcoming.data.find((event) => event.id === id)).toMatchObject({ title: 'Meeting Jane Austen', place: 'Salle du fond' });
    const details = await shopGet<ItemAnswer<ShopEventDetails>>(`/events/${id}`);
    expect(details.data.books.map((book) => book.designation)).toEqual(['Orgueil et Préjugés', 'Pride and Prejudice']);
    expect(await auditOf('event', id)).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ title_fr: 'Rencontre avec Jane Austen', book_ids: books }) }),
    ]);
  });

  it('edits an event and replaces its books; refuses books the shop does not have', async () => {
    const [event] = (await admin<PagedAnswer<AdminEventRow>>('GET', '/events?q=austen')).body.data as AdminEventRow[];
    if (!event) throw new Error('the event of the previous test is missing');
    const hugo = (await admin<ListAnswer<{ id: number }>>('GET', '/events/book-lookup?q=miserables')).body.data.map((book) => book.id);
    const edited = await admin<ItemAnswer<AdminEventRow>>('PUT', `/events/${event.id}`, body({ title_fr: 'Soirée Hugo', book_ids: hugo }));
    expect(edited.body.data).toMatchObject({ title_fr: 'Soirée Hugo' });
    expect(edited.body.data.books.map((book) => book.title)).toEqual(['Les Misérables']);
    expect((await shopGet<ItemAnswer<ShopEventDetails>>(`/events/${event.id}`)).data.books.map((book) => book.designation)).toEqual(['Les Misérables']);
    const audit = await auditOf('event', event.id);
    expect(audit[1]).toMatchObject({ action: 'update', before: { title_fr: 'Rencontre avec Jane Austen' }, after: { title_fr: 'Soirée Hugo', book_ids: hugo } });

    const unknown = await admin('PUT', `/events/${event.id}`, body({ book_ids: [999999] }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', field: 'book_ids' });
    // The refused change left the event as it was.
    expect((await shopGet<ItemAnswer<ShopEventDetails>>(`/events/${event.id}`)).data.title).toBe('Soirée Hugo');
    const badDate = await admin('PUT', `/events/${event.id}`, body({ starts_at: 'tomorrow' }));
    expect(badDate.body).toMatchObject({ statusCode: 400, field: 'starts_at' });
  });

  it('lists upcoming and past events, sorted and searched', async () => {
    await admin('POST', '/events', body({ title_fr: 'Atelier passé', title_en: '', starts_at: '2001-01-01T10:00:00Z' }));
    const past = await admin<PagedAnswer<AdminEventRow>>('GET', '/events?when=past');
    expect(past.body.data.map((event) => event.title_fr)).toEqual(['Atelier passé']);
    const upcoming = await admin<PagedAnswer<AdminEventRow>>('GET', '/events?when=upcoming&sort=starts_at&dir=asc');
    expect(upcoming.body.data.map((event) => event.title_fr)).toEqual(['Lecture de Victor Hugo', 'Soirée Hugo']);
    const byTitle = await admin<PagedAnswer<AdminEventRow>>('GET', '/events?sort=title&dir=asc');
    expect(byTitle.body.data.map((event) => event.title_fr)).toEqual(['Atelier passé', 'Lecture de Victor Hugo', 'Soirée Hugo']);
    expect(byTitle.body.total).toBe(3);
    const publicPast = await shopGet<ListAnswer<ShopEvent>>('/events?when=past&lang=eng');
    // No English title: the French one shows.
    expect(publicPast.data.map((event) => event.title)).toEqual(['Atelier passé']);
  });

  it('deletes an event', async () => {
    const [event] = (await admin<PagedAnswer<AdminEventRow>>('GET', '/events?q=atelier')).body.data as AdminEventRow[];
    const deleted = await admin('DELETE', `/events/${event?.id}`);
    expect(deleted.status).toBe(200);
    expect((await t.call({ url: `${SHOP_PATH}/events/${event?.id}` })).status).toBe(404);
    expect((await auditOf('event', event?.id as number)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });
});

describe('home hero slides', () => {
  const publicSlides = async (lang = 'fr') =>
    (await shopGet<ListAnswer<WebsiteSection>>(`/website-sections?section_id=home-hero&lang=${lang}`)).data[0]?.hero_sections ?? [];
  const slide = { title_fr: 'Rentrée', title_en: 'Back to school', subtitle_fr: ' Nos choix ', link: '/books?sort=newest', color_from: '#112233', color_to: '#aabbcc' };

  it('lists the slides in order, as the storefront shows them', async () => {
    const { body } = await admin<ListAnswer<AdminHeroSlideRow>>('GET', '/hero-slides');
    expect(body.data.map((row) => [row.position, row.title_fr])).toEqual([
      [0, 'Les classiques'],
      [1, 'Contes'],
    ]);
    expect((await publicSlides()).map((row) => row.title)).toEqual(['Les classiques', 'Contes']);
  });

  it('creates a slide at the end, visible in GET /website-sections, with its artwork', async () => {
    const created = await admin<ItemAnswer<AdminHeroSlideRow>>('POST', '/hero-slides', slide);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ position: 2, subtitle_fr: 'Nos choix', subtitle_en: '', color_from: '#112233', color_to: '#AABBCC' });
    const slides = await publicSlides('eng');
    expect(slides[2]).toEqual({ image1: `/img/hero/${created.body.data.id}.svg?v=112233aabbcc`, title: 'Back to school', subtitle: 'Nos choix', link: '/books?sort=newest' });
    const art = await t.call({ url: created.body.data.image });
    expect(art.status).toBe(200);
    expect(String(art.body)).toContain('#AABBCC');
    expect(await auditOf('hero_slide', created.body.data.id)).toEqual([expect.objectContaining({ action: 'create', after: expect.objectContaining({ title_fr: 'Rentrée' }) })]);
  });

  it('edits a slide; new colours get a new artwork address', async () => {
    const [first] = (await admin<ListAnswer<AdminHeroSlideRow>>('GET', '/hero-slides')).body.data as AdminHeroSlideRow[];
    if (!first) throw new Error('no slide');
    const edited = await admin<ItemAnswer<AdminHeroSlideRow>>('PUT', `/hero-slides/${first.id}`, { ...slide, title_fr: 'Classiques', link: 'https://example.org/x', color_to: '#000000' });
    expect(edited.body.data).toMatchObject({ title_fr: 'Classiques', link: 'https://example.org/x' });
    expect(edited.body.data.image).not.toBe(first.image);
    expect((await publicSlides())[0]).toMatchObject({ title: 'Classiques', link: 'https://example.org/x' });
    const [audit] = await auditOf('hero_slide', first.id);
    expect(audit).toMatchObject({ action: 'update', before: { title_fr: 'Les classiques', color_to: '#3E2A1E' }, after: { title_fr: 'Classiques', color_to: '#000000' } });
  });

  it.each([
    [{ color_from: 'red' }, 'color_from'],
    [{ color_to: '#12345' }, 'color_to'],
    [{ link: 'javascript:alert(1)' }, 'link'],
    [{ link: '//evil.example' }, 'link'],
    [{ link: 'http://plain.example' }, 'link'],
    [{ title_fr: '  ' }, 'title_fr'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const { status, body } = await admin('POST', '/hero-slides', { ...slide, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', field });
  });

  it('moves slides up and down (staying put at the edges), and deletes one', async () => {
    const titles = async () => (await publicSlides()).map((row) => row.title);
    expect(await titles()).toEqual(['Classiques', 'Contes', 'Rentrée']);
    const rows = (await admin<ListAnswer<AdminHeroSlideRow>>('GET', '/hero-slides')).body.data;
    const [first, second, third] = rows as [AdminHeroSlideRow, AdminHeroSlideRow, AdminHeroSlideRow];
    const up = await admin<ListAnswer<AdminHeroSlideRow>>('POST', `/hero-slides/${third.id}/move`, { direction: 'up' });
    expect(up.body.data.map((row) => row.title_fr)).toEqual(['Classiques', 'Rentrée', 'Contes']);
    expect(await titles()).toEqual(['Classiques', 'Rentrée', 'Contes']);
    await admin('POST', `/hero-slides/${first.id}/move`, { direction: 'down' });
    expect(await titles()).toEqual(['Rentrée', 'Classiques', 'Contes']);
    const edge = await admin<ListAnswer<AdminHeroSlideRow>>('POST', `/hero-slides/${third.id}/move`, { direction: 'up' });
    expect(edge.body.data.map((row) => row.title_fr)).toEqual(['Rentrée', 'Classiques', 'Contes']);
    expect((await auditOf('hero_slide', third.id)).filter((entry) => entry.action === 'move')).toEqual([
      expect.objectContaining({ before: { id: third.id, position: 2 }, after: { id: third.id, position: 1 } }),
    ]);

    expect((await admin('DELETE', `/hero-slides/${first.id}`)).status).toBe(200);
    expect(await titles()).toEqual(['Rentrée', 'Contes']);
    const left = (await admin<ListAnswer<AdminHeroSlideRow>>('GET', '/hero-slides')).body.data;
    expect(left.map((row) => [row.position, row.id])).toEqual([
      [0, third.id],
      [1, second.id],
    ]);
  });
});

describe('another shop\'s rows', () => {
  it('are 404 to this shop\'s admin', async () => {
    const { rows } = await t.db.query<{ id: number }>(`insert into shops (slug, name) values ('ailleurs', 'Ailleurs') returning id`);
    const other = (rows[0] as { id: number }).id;
    const insert = async (sql: string, params: unknown[]) => ((await t.db.query<{ id: number }>(sql, params)).rows[0] as { id: number }).id;
    const category = await insert(`insert into categories (shop_id, level, name_fr, name_en) values ($1, 1, 'Ailleurs', '') returning id`, [other]);
    const publisher = await insert(`insert into publishers (shop_id, name) values ($1, 'Autre éditeur') returning id`, [other]);
    const event = await insert(`insert into events (shop_id, title_fr, title_en, starts_at) values ($1, 'Ailleurs', '', now()) returning id`, [other]);
    const section = await insert(`insert into website_sections (shop_id, section_id) values ($1, 'home-hero') returning id`, [other]);
    const heroSlide = await insert(
      `insert into hero_slides (shop_id, section_id, title_fr, title_en, color_from, color_to) values ($1, $2, 'x', 'x', '#000000', '#FFFFFF') returning id`,
      [other, section],
    );
    const calls: [Method, string, unknown?][] = [
      ['PUT', `/categories/${category}`, { name_fr: 'Pris', name_en: '' }],
      ['POST', `/categories/${category}/move`, { parent_id: null }],
      ['DELETE', `/categories/${category}`],
      ['PUT', `/publishers/${publisher}`, { name: 'Pris' }],
      ['DELETE', `/publishers/${publisher}`],
      ['PUT', `/events/${event}`, { title_fr: 'Pris', starts_at: '2030-01-01T00:00:00Z' }],
      ['DELETE', `/events/${event}`],
      ['PUT', `/hero-slides/${heroSlide}`, slideBody],
      ['POST', `/hero-slides/${heroSlide}/move`, { direction: 'up' }],
      ['DELETE', `/hero-slides/${heroSlide}`],
    ];
    for (const [method, path, payload] of calls) {
      const { status, body } = await admin(method, path, payload);
      expect([method, path, status, body.code]).toEqual([method, path, 404, 'not_found']);
    }
    // A category of another shop is no parent here either.
    expect((await admin('POST', '/categories', { name_fr: 'Sous', parent_id: category })).status).toBe(404);
    expect((await admin<PagedAnswer<AdminPublisherRow>>('GET', '/publishers?q=autre')).body.total).toBe(0);
  });
});

const slideBody = { title_fr: 'x', link: '/', color_from: '#000000', color_to: '#FFFFFF' };
