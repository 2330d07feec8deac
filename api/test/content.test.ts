import type {
  ApiErrorBody,
  Article,
  ArticleListAnswer,
  Collaborator,
  CollaboratorDetails,
  CollectionDetails,
  ContentPage,
  ItemAnswer,
  ListAnswer,
  ShopEvent,
  ShopEventDetails,
} from '@bookshop/contracts';
import { fixture } from './fixture';
import { SHOP_PATH, setupApp, type TestContext } from './helpers';

let t: TestContext;
/** A second shop with an event, a collaborator and a collection of its own, for the scoping tests. */
let other: { eventId: number; collaboratorId: number; collectionId: number };

beforeAll(async () => {
  // The legal text carries markup the seed must strip: the page answers only what was stored, sanitised.
  t = await setupApp({
    ...fixture,
    companyTexts: { ...fixture.companyTexts, legal_fr: '<p onclick="steal()">Mentions <script>alert(1)</script>légales</p>' },
  });
  // Event dates relative to now, so "upcoming" and "past" never depend on the day the tests run.
  await t.db.query(`update events set starts_at = now() + interval '10 days' where title_fr = 'Lecture de Victor Hugo'`);
  await t.db.query(
    `insert into events (shop_id, title_fr, title_en, description_fr, description_en, starts_at, place)
     select s.id, e.title_fr, e.title_en, e.description_fr, e.description_en, now() + e.offset_days * interval '1 day', e.place
     from shops s, (values
       ('Atelier de calligraphie', '', '<p>Plumes et encres.</p>', '', 2, 'Salle du fond'),
       ('Rencontre passée', 'Past meeting', '<p>Déjà eu lieu.</p>', '<p>Already happened.</p>', -5, 'Librairie'),
       ('Très ancienne soirée', 'A very old evening', '', '', -60, 'Librairie')
     ) as e(title_fr, title_en, description_fr, description_en, offset_days, place)
     where s.slug = 'lumiere'`,
  );
  const { rows } = await t.db.query<{ id: number }>(`insert into shops (slug, name) values ('autre', 'Autre') returning id`);
  const otherShop = rows[0]?.id;
  const inserted = async (sql: string) => ((await t.db.query<{ id: number }>(sql, [otherShop])).rows[0] as { id: number }).id;
  other = {
    eventId: await inserted(
      `insert into events (shop_id, title_fr, title_en, starts_at) values ($1, 'Ailleurs', 'Elsewhere', now() + interval '3 days') returning id`,
    ),
    collaboratorId: await inserted(`insert into collaborators (shop_id, name) values ($1, 'Victor Hugo') returning id`),
    collectionId: await inserted(`insert into collections (shop_id, name) values ($1, 'Classiques Lumière') returning id`),
  };
});
afterAll(() => t.close());

const get = <T>(path: string) => t.call<T>({ url: `${SHOP_PATH}${path}` });
const titles = (articles: Article[]) => articles.map((article) => article.designation);

/** A book as GET /articles/:id answers it, less what only that answer carries (its copies at each location). */
async function asListed(id: number): Promise<Article> {
  const { locations: _locations, ...book } = (await get<ItemAnswer<Article>>(`/articles/${id}`)).body.data;
  return book;
}
const articleByTitle = async (title: string) => {
  const { body } = await get<Required<ArticleListAnswer>>('/articles?page_size=100');
  return body.data.find((article) => article.designation === title) as Article;
};
const collaboratorId = async (name: string) => {
  const { body } = await get<ListAnswer<Collaborator>>('/collaborators');
  return (body.data.find((collaborator) => collaborator._nom === name) as Collaborator).id;
};
/** Runs `check` with an article unpublished, then publishes it again. */
async function withUnpublished(ean: string, check: () => Promise<void>): Promise<void> {
  await t.db.query('update articles set published = false where ean = $1', [ean]);
  try {
    await check();
  } finally {
    await t.db.query('update articles set published = true where ean = $1', [ean]);
  }
}

describe('GET /events', () => {
  it('answers the upcoming events, soonest first, in the ShopEvent shape', async () => {
    const { status, body } = await get<ListAnswer<ShopEvent>>('/events?ecom_type=lumiere');
    expect(status).toBe(200);
    expect(body.data.map((event) => event.title)).toEqual(['Atelier de calligraphie', 'Lecture de Victor Hugo']);
    const reading = body.data[1] as ShopEvent;
    expect(reading).toEqual({
      id: expect.any(Number),
      title: 'Lecture de Victor Hugo',
      description: '<p>Une soirée.</p>',
      starts_at: expect.any(String),
      place: 'Librairie Lumière, Paris',
    });
    expect(new Date(reading.starts_at).toISOString()).toBe(reading.starts_at);
    expect(Date.parse(reading.starts_at)).toBeGreaterThan(Date.now());
    expect((await get<ListAnswer<ShopEvent>>('/events?when=upcoming')).body).toEqual(body);
  });

  it('answers past events latest first, and all of them in calendar order', async () => {
    const past = await get<ListAnswer<ShopEvent>>('/events?when=past');
    expect(past.body.data.map((event) => event.title)).toEqual(['Rencontre passée', 'Très ancienne soirée']);
    const all = await get<ListAnswer<ShopEvent>>('/events?when=all');
    expect(all.body.data.map((event) => event.title)).toEqual([
      'Très ancienne soirée',
      'Rencontre passée',
      'Atelier de calligraphie',
      'Lecture de Victor Hugo',
    ]);
  });

  it('answers English texts with lang=eng, French where the English one is empty', async () => {
    const { body } = await get<ListAnswer<ShopEvent>>('/events?when=all&lang=eng');
    expect(body.data.map((event) => [event.title, event.description])).toEqual([
      ['A very old evening', ''],
      ['Past meeting', '<p>Already happened.</p>'],
      ['Atelier de calligraphie', '<p>Plumes et encres.</p>'],
      ['Victor Hugo reading', '<p>An evening.</p>'],
    ]);
  });

  it('refuses an unknown period, naming when', async () => {
    const { status, body } = await get<ApiErrorBody>('/events?when=tomorrow');
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'when' });
  });

  it("never lists another shop's events", async () => {
    const { body } = await get<ListAnswer<ShopEvent>>('/events?when=all');
    expect(body.data.map((event) => event.id)).not.toContain(other.eventId);
    const theirs = await t.call<ListAnswer<ShopEvent>>({ url: '/api/gmp/autre/events' });
    expect(theirs.body.data.map((event) => event.title)).toEqual(['Ailleurs']);
  });
});

describe('GET /events/:id', () => {
  const readingId = async () =>
    ((await get<ListAnswer<ShopEvent>>('/events')).body.data.find((event) => event.title === 'Lecture de Victor Hugo') as ShopEvent).id;

  it('answers the event with its published books by title, as GET /articles/:id answers them', async () => {
    const id = await readingId();
    const { status, body } = await get<ItemAnswer<ShopEventDetails>>(`/events/${id}?ecom_type=lumiere`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, title: 'Lecture de Victor Hugo', description: '<p>Une soirée.</p>' });
    expect(titles(body.data.books)).toEqual(['Les Misérables', 'Notre-Dame de Paris']);
    for (const book of body.data.books) expect(book).toEqual(await asListed(book.id));
    await withUnpublished('9782253006893', async () => {
      const { body: without } = await get<ItemAnswer<ShopEventDetails>>(`/events/${id}`);
      expect(titles(without.data.books)).toEqual(['Les Misérables']);
    });
  });

  it('answers English texts and English book categories with lang=eng', async () => {
    const { body } = await get<ItemAnswer<ShopEventDetails>>(`/events/${await readingId()}?lang=eng`);
    expect(body.data.title).toBe('Victor Hugo reading');
    expect(body.data.books[0]?.categories.map((category) => category._nom)).toEqual([
      'Literature',
      'French literature',
      'Nineteenth-century novels',
    ]);
  });

  it('answers an event without books with an empty list', async () => {
    const { body: list } = await get<ListAnswer<ShopEvent>>('/events');
    const workshop = list.data.find((event) => event.title === 'Atelier de calligraphie') as ShopEvent;
    expect((await get<ItemAnswer<ShopEventDetails>>(`/events/${workshop.id}`)).body.data.books).toEqual([]);
  });

  it("answers 404 JSON for an unknown id and another shop's event, 400 for a non-numeric id", async () => {
    for (const id of [999999, other.eventId]) {
      const { status, body } = await get<ApiErrorBody>(`/events/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Event not found.' });
    }
    expect((await get<ApiErrorBody>('/events/abc')).body).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('GET /collaborators/:id', () => {
  it('answers the collaborator with their published books by role, by title', async () => {
    const id = await collaboratorId('Jane Austen');
    const { status, body } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${id}?ecom_type=lumiere`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, _nom: 'Jane Austen', biography: 'Biographie de Jane Austen.', roles: ['author'] });
    expect(Object.keys(body.data.books).sort()).toEqual(['author', 'illustrator', 'translator']);
    expect(titles(body.data.books.author)).toEqual(['Orgueil et Préjugés', 'Pride and Prejudice']);
    expect(body.data.books.translator).toEqual([]);
    expect(body.data.books.illustrator).toEqual([]);
    const orgueil = body.data.books.author[0] as Article;
    expect(orgueil).toEqual(await asListed(orgueil.id));
  });

  it('answers the biography in English with lang=eng', async () => {
    const { body } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${await collaboratorId('Jane Austen')}?lang=eng`);
    expect(body.data.biography).toBe('Life of Jane Austen.');
  });

  it('lists every role held, and only published books', async () => {
    const hugo = await collaboratorId('Victor Hugo');
    const notreDame = await articleByTitle('Notre-Dame de Paris');
    await t.db.query('update articles set illustrator_id = $1 where id = $2', [hugo, notreDame.id]);
    try {
      const { body } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${hugo}`);
      expect(body.data.roles).toEqual(['author', 'illustrator']);
      expect(titles(body.data.books.author)).toEqual(['Les Misérables', 'Notre-Dame de Paris']);
      expect(titles(body.data.books.illustrator)).toEqual(['Notre-Dame de Paris']);
      await withUnpublished('9782253006893', async () => {
        const { body: without } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${hugo}`);
        expect(without.data.roles).toEqual(['author']);
        expect(titles(without.data.books.author)).toEqual(['Les Misérables']);
        expect(without.data.books.illustrator).toEqual([]);
      });
    } finally {
      await t.db.query('update articles set illustrator_id = null where id = $1', [notreDame.id]);
    }
  });

  it('holds the same roles as GET /collaborators', async () => {
    const { body } = await get<ListAnswer<Collaborator>>('/collaborators');
    for (const collaborator of body.data) {
      const { body: details } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${collaborator.id}`);
      expect({ name: collaborator._nom, roles: details.data.roles }).toEqual({ name: collaborator._nom, roles: collaborator.roles });
    }
  });

  it('lists at most 48 books per role, the first ones by title', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into collaborators (shop_id, name) select id, 'Auteur Prolifique' from shops where slug = 'lumiere' returning id`,
    );
    const prolific = rows[0]?.id;
    // 50 books inserted in reverse title order: "Tome 50" first.
    await t.db.query(
      `insert into articles (shop_id, title, title_sort, ean, language, author_id, price_ht_cents, price_ttc_cents,
         published_at, search)
       select s.id, 'Tome ' || lpad(n::text, 2, '0'), 'tome ' || lpad(n::text, 2, '0'), '97899990000' || lpad(n::text, 2, '0'),
         'fr', $1, 900, 950, now(), to_tsvector('simple', '')
       from shops s, generate_series(50, 1, -1) as n where s.slug = 'lumiere'`,
      [prolific],
    );
    try {
      const { body } = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${prolific}`);
      expect(body.data.books.author).toHaveLength(48);
      expect(body.data.books.author[0]?.designation).toBe('Tome 01');
      expect(body.data.books.author[47]?.designation).toBe('Tome 48');
      expect(body.data).toMatchObject({ _nom: 'Auteur Prolifique', biography: null, roles: ['author'] });
      const { body: all } = await get<Required<ArticleListAnswer>>(`/articles?collaborator_id=${prolific}`);
      expect(all.total).toBe(50);
    } finally {
      await t.db.query('delete from articles where author_id = $1', [prolific]);
    }
    // Without a published book, the person is not public (security/unpublished-leaks).
    const bookless = await get<ItemAnswer<CollaboratorDetails>>(`/collaborators/${prolific}`);
    expect(bookless.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it("answers 404 for an unknown id and another shop's collaborator", async () => {
    for (const id of [999999, other.collaboratorId]) {
      const { status, body } = await get<ApiErrorBody>(`/collaborators/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Collaborator not found.' });
    }
  });
});

describe('GET /collections/:id', () => {
  const classiques = async () => (await articleByTitle('Les Misérables')).dc_collection?.id as number;

  it('answers the collection with its count of published books', async () => {
    const id = await classiques();
    const { status, body } = await get<ItemAnswer<CollectionDetails>>(`/collections/${id}?ecom_type=lumiere`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id, nom: 'Classiques Lumière', description: '<p>Les grands textes.</p>', book_count: 3 });
    const english = await get<ItemAnswer<CollectionDetails>>(`/collections/${id}?lang=eng`);
    expect(english.body.data.description).toBe('<p>The great texts.</p>');
    await withUnpublished('9782253006893', async () => {
      expect((await get<ItemAnswer<CollectionDetails>>(`/collections/${id}`)).body.data.book_count).toBe(2);
    });
  });

  it('has its books listed by GET /articles?collection_id=, which pages and sorts them', async () => {
    const id = await classiques();
    const { body } = await get<Required<ArticleListAnswer>>(`/articles?collection_id=${id}&sort=title`);
    expect(titles(body.data)).toEqual(['Le Comte de Monte-Cristo', 'Les Misérables', 'Notre-Dame de Paris']);
    expect(body.total).toBe((await get<ItemAnswer<CollectionDetails>>(`/collections/${id}`)).body.data.book_count);
    for (const article of body.data) expect(article.dc_collection?.id).toBe(id);
    const second = await get<Required<ArticleListAnswer>>(`/articles?collection_id=${id}&sort=title&page_size=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(titles(second.body.data)).toEqual(['Notre-Dame de Paris']);
    const illustrated = await get<Required<ArticleListAnswer>>(
      `/articles?collection_id=${(await articleByTitle('Contes de ma mère l’Oye')).dc_collection?.id}`,
    );
    expect(titles(illustrated.body.data)).toEqual(['Contes de ma mère l’Oye']);
    expect((await get<Required<ArticleListAnswer>>('/articles?collection_id=999999')).body).toMatchObject({ data: [], total: 0 });
  });

  it("answers 404 for an unknown id and another shop's collection", async () => {
    for (const id of [999999, other.collectionId]) {
      const { status, body } = await get<ApiErrorBody>(`/collections/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Collection not found.' });
    }
  });
});

describe('GET /pages/:slug', () => {
  it.each([
    ['about-us', 'fr', { slug: 'about-us', title: 'À propos', html: 'À propos' }],
    ['about-us', 'eng', { slug: 'about-us', title: 'About us', html: 'About' }],
    ['legal-information', 'fr', { slug: 'legal-information', title: 'Informations légales', html: '<p>Mentions légales</p>' }],
    ['legal-information', 'eng', { slug: 'legal-information', title: 'Legal information', html: 'Legal notice' }],
  ])('answers %s in %s (the seed stored the texts sanitised)', async (slug, lang, page) => {
    const { status, body } = await get<ItemAnswer<ContentPage>>(`/pages/${slug}?ecom_type=lumiere&lang=${lang}`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: page });
  });

  it('answers French by default, and the French text when the English one is empty', async () => {
    expect((await get<ItemAnswer<ContentPage>>('/pages/legal-information')).body.data.title).toBe('Informations légales');
    await t.db.query(`update company_settings set legal_en = '' where shop_id = (select id from shops where slug = 'lumiere')`);
    try {
      const { body } = await get<ItemAnswer<ContentPage>>('/pages/legal-information?lang=eng');
      expect(body.data).toEqual({ slug: 'legal-information', title: 'Legal information', html: '<p>Mentions légales</p>' });
    } finally {
      await t.db.query(`update company_settings set legal_en = 'Legal notice'`);
    }
  });

  it.each(['help', 'constructor', '__proto__', 'About-Us', 'about-us.html'])('answers 404 for the slug %s', async (slug) => {
    const { status, body } = await get<ApiErrorBody>(`/pages/${slug}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('answers 404 for a shop without company settings', async () => {
    expect((await t.call<ApiErrorBody>({ url: '/api/gmp/autre/pages/about-us' })).status).toBe(404);
  });
});

describe('POST /contact', () => {
  const valid = { name: 'Léa Martin', email: 'lea@example.fr', subject: 'Une commande', message: 'Bonjour, où en est ma commande ?' };
  const send = (payload: Record<string, unknown>, shop = SHOP_PATH) =>
    t.call<ItemAnswer<{ id: number }> & ApiErrorBody>({ method: 'POST', url: `${shop}/contact`, payload });

  it('stores the message, trimmed, and answers 201 {data: {id}}', async () => {
    const { status, body } = await send({
      name: '  Léa Martin ',
      email: ' Lea@Example.FR ',
      subject: ' Une commande\n',
      message: '  Bonjour, où en est ma commande ?  ',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ data: { id: expect.any(Number) } });
    const { rows } = await t.db.query('select name, email, subject, message, handled_at from contact_messages where id = $1', [
      body.data.id,
    ]);
    expect(rows).toEqual([{ ...valid, handled_at: null }]);
  });

  it('takes lengths once trimmed: a padded 120-character name and a 10-character message pass', async () => {
    const { status } = await send({ ...valid, email: 'bounds@example.fr', name: ` ${'n'.repeat(120)} `, message: ' 0123456789 ' });
    expect(status).toBe(201);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a 121-character name', { name: 'n'.repeat(121) }, 'name'],
    ['a bad email', { email: 'lea@' }, 'email'],
    ['a missing email', { email: undefined }, 'email'],
    ['an empty subject', { subject: ' ' }, 'subject'],
    ['a 201-character subject', { subject: 's'.repeat(201) }, 'subject'],
    ['a 9-character message', { message: '123456789' }, 'message'],
    ['a message short once trimmed', { message: `  ${'x'.repeat(5)}${' '.repeat(10)}` }, 'message'],
    ['a 5001-character message', { message: 'm'.repeat(5001) }, 'message'],
    ['a message that is no text', { message: { text: 'Bonjour, une question.' } }, 'message'],
  ])('refuses %s with 400 naming the field', async (_case, change, field) => {
    const { status, body } = await send({ ...valid, email: 'refused@example.fr', ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field });
    const { rows } = await t.db.query(`select 1 from contact_messages where email = 'refused@example.fr'`);
    expect(rows).toEqual([]);
  });

  it('refuses a sixth message from one email (any case) within 10 minutes with 429 too_many_messages', async () => {
    const email = 'busy@example.fr';
    for (let count = 1; count <= 5; count += 1) {
      expect((await send({ ...valid, email: count % 2 === 0 ? email.toUpperCase() : email })).status).toBe(201);
    }
    const { status, body } = await send({ ...valid, email: 'Busy@Example.fr' });
    expect(status).toBe(429);
    expect(body).toEqual({
      statusCode: 429,
      code: 'too_many_messages',
      message: 'At most 5 messages from one email every 10 minutes: please try again later.',
      field: 'email',
    });
    const { rows } = await t.db.query<{ count: number }>(`select count(*)::int as count from contact_messages where email = $1`, [email]);
    expect(rows[0]?.count).toBe(5);
    // Other senders, and the same sender in another shop, are not held back.
    expect((await send({ ...valid, email: 'calm@example.fr' })).status).toBe(201);
    expect((await send({ ...valid, email }, '/api/gmp/autre')).status).toBe(201);
    // Once the oldest messages are more than 10 minutes old, the sender may write again.
    await t.db.query(`update contact_messages set created_at = now() - interval '11 minutes' where email = $1`, [email]);
    expect((await send({ ...valid, email })).status).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the new calls and the article filters', async () => {
    const { body } = await t.call<{ paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>> }>({
      url: '/api/docs',
    });
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/gmp/{shop}/events',
        '/api/gmp/{shop}/events/{id}',
        '/api/gmp/{shop}/collaborators/{id}',
        '/api/gmp/{shop}/collections/{id}',
        '/api/gmp/{shop}/pages/{slug}',
        '/api/gmp/{shop}/contact',
      ]),
    );
    expect(body.paths['/api/gmp/{shop}/contact']).toHaveProperty('post');
    const parameters = body.paths['/api/gmp/{shop}/articles']?.get?.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['collaborator_id', 'role', 'publisher_id', 'min_price', 'max_price', 'in_stock']),
    );
    const minPrice = parameters.find((parameter) => parameter.name === 'min_price');
    expect(minPrice?.description).toContain('discounted price including tax');
  });
});
