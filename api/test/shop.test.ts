import type {
  ApiErrorBody,
  Category,
  CategoryDetails,
  Collaborator,
  Collection,
  CompanySettings,
  Country,
  ItemAnswer,
  ListAnswer,
  Publisher,
  SocieteConfigEntry,
  WebsiteSection,
} from '@bookshop/contracts';
import { SHOP_PATH, mailsTo, setupApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t.close());

describe('shop scope', () => {
  it('answers 404 for an unknown shop, in the error shape', async () => {
    const { status, body } = await t.call<ApiErrorBody>({ url: '/api/gmp/nowhere/articles' });
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Unknown shop "nowhere".' });
  });

  it('answers 404 when ecom_type names another shop', async () => {
    const { status, body } = await t.call<ApiErrorBody>({ url: `${SHOP_PATH}/articles?ecom_type=other` });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found', field: 'ecom_type' });
    expect((await t.call({ url: `${SHOP_PATH}/categories?ecom_type=lumiere` })).status).toBe(200);
  });

  it('never shows another shop\'s data', async () => {
    await t.db.query(`insert into shops (slug, name) values ('autre', 'Autre librairie')`);
    const { status, body } = await t.call<ListAnswer<unknown>>({ url: '/api/gmp/autre/articles?ecom_type=autre' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], total: 0 });
    expect((await t.call<unknown[]>({ url: '/api/gmp/autre/categories' })).body).toEqual([]);
    const { body: lumiere } = await t.call<ListAnswer<{ id: number }>>({ url: `${SHOP_PATH}/articles?page_size=1` });
    const id = lumiere.data[0]?.id;
    expect((await t.call({ url: `/api/gmp/autre/articles/${id}` })).status).toBe(404);
    const login = await t.call({
      method: 'POST',
      url: '/api/gmp/autre/auth/login',
      payload: { email: 'client@librairie-lumiere.fr', password: 'Lumiere-2026' },
    });
    expect(login.status).toBe(401);
  });

  it('answers unknown routes and wrong methods as JSON errors', async () => {
    const { status, body } = await t.call<ApiErrorBody>({ url: '/nothing/here' });
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, code: 'not_found', message: 'Route GET /nothing/here not found.' });
    expect((await t.call<ApiErrorBody>({ method: 'DELETE', url: `${SHOP_PATH}/articles` })).body.code).toBe('not_found');
  });

  it('answers malformed JSON bodies as 400 in the error shape', async () => {
    const { status, body } = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/newsletter`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });
});

describe('reference lists', () => {
  it('GET /categories answers a bare array sorted by name, unnamed dropped, with paths', async () => {
    const { status, body } = await t.call<Category[]>({ url: `${SHOP_PATH}/categories?ecom_type=lumiere` });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((category) => category._nom)).toEqual([
      'Contes',
      'Contes classiques',
      'Jeunesse',
      'Littérature',
      'Littérature étrangère',
      'Littérature française',
      'Roman anglais',
      'Roman du XIXe siècle',
    ]);
    const roman = body.find((category) => category._nom === 'Roman du XIXe siècle') as Category;
    const francaise = body.find((category) => category._nom === 'Littérature française') as Category;
    const litterature = body.find((category) => category._nom === 'Littérature') as Category;
    expect(roman).toEqual({
      id: expect.any(Number),
      _nom: 'Roman du XIXe siècle',
      niveau: 3,
      b_usr_articletheme_id: francaise.id,
      chemin: 'Littérature > Littérature française > Roman du XIXe siècle',
    });
    expect(litterature).toMatchObject({ niveau: 1, b_usr_articletheme_id: null, chemin: 'Littérature' });
  });

  it('GET /categories/:id answers the category with its chemin, in English with lang=eng', async () => {
    const { body: all } = await t.call<Category[]>({ url: `${SHOP_PATH}/categories` });
    const roman = all.find((category) => category.niveau === 3 && category._nom === 'Roman anglais') as Category;
    const { status, body } = await t.call<ItemAnswer<CategoryDetails>>({ url: `${SHOP_PATH}/categories/${roman.id}?ecom_type=lumiere` });
    expect(status).toBe(200);
    const etrangere = all.find((category) => category._nom === 'Littérature étrangère') as Category;
    const litterature = all.find((category) => category._nom === 'Littérature') as Category;
    // The path as steps with their ids, for a breadcrumb that links each one.
    expect(body.data).toEqual({
      ...roman,
      path: [
        { id: litterature.id, _nom: 'Littérature' },
        { id: etrangere.id, _nom: 'Littérature étrangère' },
        { id: roman.id, _nom: 'Roman anglais' },
      ],
    });
    expect(body.data.chemin).toBe('Littérature > Littérature étrangère > Roman anglais');
    const english = await t.call<ItemAnswer<CategoryDetails>>({ url: `${SHOP_PATH}/categories/${roman.id}?lang=eng` });
    expect(english.body.data.chemin).toBe('Literature > World literature > English novels');
    expect(english.body.data.path.map((step) => step._nom)).toEqual(['Literature', 'World literature', 'English novels']);
    const root = await t.call<ItemAnswer<CategoryDetails>>({ url: `${SHOP_PATH}/categories/${litterature.id}` });
    expect(root.body.data.path).toEqual([{ id: litterature.id, _nom: 'Littérature' }]);
    expect((await t.call({ url: `${SHOP_PATH}/categories/999999` })).status).toBe(404);
  });

  it('GET /collaborators answers {data} sorted by _nom with roles', async () => {
    const { status, body } = await t.call<ListAnswer<Collaborator>>({ url: `${SHOP_PATH}/collaborators?ecom_type=lumiere` });
    expect(status).toBe(200);
    expect(body.data.map((collaborator) => collaborator._nom)).toEqual([
      'Alexandre Dumas',
      'Charles Perrault',
      'Émile Zola',
      'Gustave Doré',
      'Hugh Thomson',
      'Jane Austen',
      'Jean Hugo',
      'Valentine Leconte',
      'Victor Hugo',
    ]);
    expect(body.data.find((collaborator) => collaborator._nom === 'Victor Hugo')).toEqual({
      id: expect.any(Number),
      _nom: 'Victor Hugo',
      biography: 'Biographie de Victor Hugo.',
      roles: ['author'],
    });
    expect(body.data.find((collaborator) => collaborator._nom === 'Valentine Leconte')?.roles).toEqual(['translator']);
    expect(body.data.find((collaborator) => collaborator._nom === 'Gustave Doré')?.roles).toEqual(['illustrator']);
  });

  it('GET /collections answers {data} sorted by nom', async () => {
    const { body } = await t.call<ListAnswer<Collection>>({ url: `${SHOP_PATH}/collections?ecom_type=lumiere&lang=eng` });
    expect(body.data).toEqual([
      { id: expect.any(Number), nom: 'Classiques Lumière', description: '<p>The great texts.</p>' },
      { id: expect.any(Number), nom: 'Grands Textes illustrés', description: '<p>Illustrated.</p>' },
    ]);
  });

  it('GET /publishers answers {data} sorted by title', async () => {
    const { body } = await t.call<ListAnswer<Publisher>>({ url: `${SHOP_PATH}/publishers?ecom_type=lumiere` });
    expect(body.data.map((publisher) => publisher.title)).toEqual(['Bramblewood Press', 'Éditions du Phare', 'Harrow & Finch']);
    expect(Object.keys(body.data[0] as Publisher).sort()).toEqual(['id', 'title']);
  });

  it('GET /countries answers {data} sorted by name in the language', async () => {
    const { body } = await t.call<ListAnswer<Country>>({ url: `${SHOP_PATH}/countries?ecom_type=lumiere` });
    expect(body.data.map((country) => country.code)).toEqual(['DE', 'BE', 'FR']);
    expect(body.data[0]).toEqual({ id: expect.any(Number), code: 'DE', name_fr: 'Allemagne', name_en: 'Germany' });
    const english = await t.call<ListAnswer<Country>>({ url: `${SHOP_PATH}/countries?lang=eng` });
    expect(english.body.data.map((country) => country.code)).toEqual(['BE', 'FR', 'DE']);
  });
});

describe('settings', () => {
  it('GET /company-settings answers every field with the seeded values', async () => {
    const { status, body } = await t.call<ItemAnswer<CompanySettings>>({ url: `${SHOP_PATH}/company-settings?ecom_type=lumiere` });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      website_config: [{ lookup_config_type: 43, is_exist: true }],
      usd_rate: 1.08,
      fav_icon: null,
      dark_icon: null,
      light_icon: null,
      email: 'contact@librairie-lumiere.fr',
      phone: '+33 1 42 00 00 00',
      facebook: 'https://www.facebook.com/librairielumiere',
      youtube: 'https://www.youtube.com/@librairielumiere',
      twitter: 'https://x.com/librairielumiere',
      linkedin: 'https://www.linkedin.com/company/librairie-lumiere',
      insta: 'https://www.instagram.com/librairielumiere',
      about_en: 'About',
      about_fr: 'À propos',
      help_en: 'Help',
      help_fr: 'Aide',
      libraries_en: 'Our bookshops',
      libraries_fr: 'Nos librairies',
      copyrights_en: '© Librairie Lumière',
      copyrights_fr: '© Librairie Lumière',
      primary_color: '#8B1E1E',
      secondary_color: '#C9A227',
      accent_color: '#3E2A1E',
      // Online payment is off until an admin sets both public keys; bank transfer is on.
      paypal_client_id: '',
      card_public_key: '',
      offline_payment: true,
      bank_transfer_details: 'Librairie Lumière — IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
      // No Google sign-in until an admin sets a client id.
      google_client_id: null,
      // The seller as invoices name it (the legal information page's company).
      legal_name: 'Librairie Lumière',
      legal_form: 'SAS',
      share_capital: '20 000 €',
      street_address: '8 passage des Lumières',
      postal_code: '75011',
      city: 'Paris',
      siret: '91234567500017',
      vat_number: 'FR65912345675',
    });
  });

  it('GET /societe-config answers entries', async () => {
    const { body } = await t.call<ListAnswer<SocieteConfigEntry>>({ url: `${SHOP_PATH}/societe-config` });
    expect(body.data).toContainEqual({ config_module_nomtech: 'default_language', valeur: 'fr' });
    expect(body.data).toContainEqual({ config_module_nomtech: 'vat_rate_books', valeur: '5.5' });
  });

  it('GET /website-sections?section_id=home-hero answers the hero slides with generated images', async () => {
    const { status, body } = await t.call<ListAnswer<WebsiteSection>>({
      url: `${SHOP_PATH}/website-sections?ecom_type=lumiere&section_id=home-hero`,
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [section] = body.data as [WebsiteSection];
    expect(section.section_id).toBe('home-hero');
    expect(section.hero_sections).toEqual([
      { image1: expect.stringMatching(/^\/img\/hero\/\d+\.svg\?v=[0-9a-f]{12}$/), title: 'Les classiques', subtitle: 'À lire et relire', link: '/books' },
      { image1: expect.stringMatching(/^\/img\/hero\/\d+\.svg\?v=[0-9a-f]{12}$/), title: 'Contes', subtitle: 'Pour petits et grands', link: '/collections' },
    ]);
    const english = await t.call<ListAnswer<WebsiteSection>>({ url: `${SHOP_PATH}/website-sections?section_id=home-hero&lang=eng` });
    expect(english.body.data[0]?.hero_sections[0]?.title).toBe('The classics');
    const none = await t.call<ListAnswer<WebsiteSection>>({ url: `${SHOP_PATH}/website-sections?section_id=footer` });
    expect(none.body.data).toEqual([]);

    const hero = await t.app.inject({ url: section.hero_sections[0]?.image1 as string });
    expect(hero.statusCode).toBe(200);
    expect(hero.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(hero.body).toContain('stop-color="#8B1E1E"');
    expect(hero.body).toContain('stop-color="#3E2A1E"');
  });
});

describe('newsletter', () => {
  const subscribe = (payload: unknown) => t.call<ApiErrorBody | ItemAnswer<{ requested: true }>>({
    method: 'POST',
    url: `${SHOP_PATH}/newsletter`,
    payload: payload as Record<string, unknown>,
  });

  it('takes a valid email with 202, unconfirmed, and mails it a confirmation link (double opt-in)', async () => {
    const { status, body } = await subscribe({ email: 'Lectrice@Example.fr', ecom_type: 'lumiere', language: 'eng' });
    expect(status).toBe(202);
    expect(body).toEqual({ data: { requested: true } });
    const { rows } = await t.db.query<{ confirmed: boolean }>(`select confirmed_at is not null as confirmed from newsletter_subscriptions where email = 'lectrice@example.fr'`);
    expect(rows).toEqual([{ confirmed: false }]);
    const [mail] = await mailsTo(t.db, 'lectrice@example.fr');
    expect(mail?.subject).toBe('Librairie Lumière: confirm your newsletter subscription');
    expect(mail?.body_text).toMatch(/http:\/\/localhost:3000\/confirm\/newsletter\?token=[A-Za-z0-9_-]{43}&lang=eng/);
  });

  it('refuses an invalid email with 400 field email', async () => {
    for (const email of ['not-an-email', 'a@', '@b.fr', '']) {
      const { status, body } = await subscribe({ email, ecom_type: 'lumiere' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'email' });
    }
    expect((await subscribe({ ecom_type: 'lumiere' })).body).toMatchObject({ field: 'email' });
  });

  it('answers a second sign-up (any case) exactly as the first, with one row: it tells nobody who subscribes', async () => {
    const first = await subscribe({ email: 'twice@example.fr', ecom_type: 'lumiere' });
    const again = await subscribe({ email: 'TWICE@example.fr', ecom_type: 'lumiere' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from newsletter_subscriptions where email = 'twice@example.fr'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses an ecom_type naming another shop', async () => {
    const { status, body } = await subscribe({ email: 'x@example.fr', ecom_type: 'other' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'ecom_type' });
  });
});

describe('covers', () => {
  it('serves a generated SVG cover, cacheable, with text escaped', async () => {
    await t.db.query(
      `update articles set title = 'Tom & Jerry <script>alert(1)</script>' where ean = '9782253006893'`,
    );
    const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782253006893'`);
    const response = await t.app.inject({ url: `/img/covers/${rows[0]?.id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain('Tom &amp; Jerry');
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('Victor Hugo');
    expect(response.body).toContain('CLASSIQUES LUMIÈRE');
  });

  it('answers 404 JSON for an unknown article', async () => {
    const response = await t.call<ApiErrorBody>({ url: '/img/covers/999999.svg' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('links every article to its cover', async () => {
    const { body } = await t.call<ListAnswer<{ id: number; articleimage: { link: string }[] }>>({
      url: `${SHOP_PATH}/articles?page_size=100`,
    });
    for (const article of body.data) expect(article.articleimage).toEqual([{ link: `/img/covers/${article.id}.svg` }]);
  });
});

describe('system', () => {
  it('GET /api/health', async () => {
    expect((await t.call({ url: '/api/health' })).body).toEqual({ status: 'ok' });
  });

  it('GET /api/docs answers the OpenAPI document of the routes', async () => {
    const { status, body } = await t.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>({ url: '/api/docs' });
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/gmp/{shop}/articles',
        '/api/gmp/{shop}/cart/{cart_id}',
        '/api/gmp/{shop}/auth/register',
        '/api/gmp/{shop}/admin/company-settings',
      ]),
    );
    expect(body.paths['/api/gmp/{shop}/admin/company-settings']).toHaveProperty('put');
  });
});
