import zlib from 'node:zlib';
import type { Article, ArticleListAnswer, ItemAnswer } from '@bookshop/contracts';
import { SHOP_PATH, setupApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t.close());

const list = (query: string) => t.call<Required<ArticleListAnswer>>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&${query}` });
const titles = (answer: { data: Article[] }) => answer.data.map((article) => article.designation);

describe('GET /articles', () => {
  it('travels compressed, brotli or gzip, when the caller takes it, and as plain JSON otherwise', async () => {
    const url = `${SHOP_PATH}/articles?ecom_type=lumiere`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json<ArticleListAnswer>();
    expect(expected.data.length).toBe(7);

    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('answers published articles, newest first, with the contract shape', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(7);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(24);
    // The seed spreads additions over past days as ((index * 97) % count) * 2: for the 7 fixture books that is
    // book 0 today, then books 6, 5, 4, 3, 2, 1 on ever older days.
    expect(titles(body)).toEqual([
      'Les Misérables',
      'Contes de ma mère l’Oye',
      'Orgueil et Préjugés',
      'Pride and Prejudice',
      'Le Comte de Monte-Cristo',
      "L'Étranger du port",
      'Notre-Dame de Paris',
    ]);
    const miserables = body.data[0] as Article;
    expect(Object.keys(miserables).sort()).toEqual(
      [
        'id',
        'designation',
        'descriptif',
        '_code_barre',
        'dc_collection',
        'dc_auteur',
        'dc_editor',
        'dc_traducteur',
        'dc_illustrateur',
        'categories',
        'prixpublic',
        '_prix_public_ttc',
        '_poids_net',
        'discount',
        'first_published_year',
        '_qte_a_terme_calcule',
        'articleimage',
        'average_rate',
        'article_stock',
        'bestseller_count',
        'language',
        'published_at',
        'isbn_hyphenated',
        'editions',
        'forthcoming',
        'product_form',
        'page_count',
        'published_on',
        'published_on_precision',
        'pick',
      ].sort(),
    );
    expect(miserables).toMatchObject({
      forthcoming: null,
      // Signed two days before the seed, in French only.
      pick: { bookseller: 'Théo Marchand', location: { name: 'Lumière Bastille' }, note_fr: 'Le roman de Jean Valjean, à lire une fois dans sa vie.', note_en: null },
      designation: 'Les Misérables',
      _code_barre: '9782070409228',
      dc_auteur: { _nom: 'Victor Hugo' },
      dc_editor: { title: 'Éditions du Phare' },
      dc_collection: { nom: 'Classiques Lumière', description: '<p>Les grands textes.</p>' },
      dc_traducteur: null,
      dc_illustrateur: null,
      prixpublic: 12.23,
      _prix_public_ttc: 12.9,
      _poids_net: 300,
      discount: 0,
      _qte_a_terme_calcule: 5,
      article_stock: 5,
      bestseller_count: 120,
      average_rate: 0,
      language: 'fr',
      articleimage: [{ link: `/img/covers/${miserables.id}.svg` }],
    });
    // Each with its parent: the book page's breadcrumb is made of them.
    const [literature, french] = miserables.categories;
    expect(miserables.categories).toEqual([
      { id: expect.any(Number), _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null },
      { id: expect.any(Number), _nom: 'Littérature française', niveau: 2, b_usr_articletheme_id: literature?.id },
      { id: expect.any(Number), _nom: 'Roman du XIXe siècle', niveau: 3, b_usr_articletheme_id: french?.id },
    ]);
    expect(new Date(miserables.published_at as string).toISOString()).toBe(miserables.published_at);
  });

  it('sanitises descriptions: no script, no attributes, bare ampersands escaped', async () => {
    const { body } = await list('smart_search=miserables');
    expect(body.data[0]?.descriptif).toBe('<p>Jean Valjean &amp; Cosette.</p>');
  });

  it('pages with a stable total', async () => {
    const first = await list('page_size=3&page=1');
    const third = await list('page_size=3&page=3');
    const beyond = await list('page_size=3&page=4');
    expect(first.body).toMatchObject({ total: 7, page: 1, page_size: 3 });
    expect(first.body.data).toHaveLength(3);
    expect(titles(third.body)).toEqual(['Notre-Dame de Paris']);
    expect(beyond.body).toMatchObject({ data: [], total: 7, page: 4 });
  });

  it('rejects a page size over 100 and an unknown sort, naming the field', async () => {
    expect((await list('page_size=101')).body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'page_size' });
    expect((await list('sort=cheapest')).body).toMatchObject({ statusCode: 400, field: 'sort' });
  });

  it.each([
    ['price_asc', ["L'Étranger du port", 'Pride and Prejudice', 'Notre-Dame de Paris', 'Orgueil et Préjugés', 'Les Misérables', 'Le Comte de Monte-Cristo', 'Contes de ma mère l’Oye']],
    ['price_desc', ['Contes de ma mère l’Oye', 'Le Comte de Monte-Cristo', 'Les Misérables', 'Orgueil et Préjugés', 'Notre-Dame de Paris', 'Pride and Prejudice', "L'Étranger du port"]],
    ['best_sales', ['Le Comte de Monte-Cristo', "L'Étranger du port", 'Les Misérables', 'Contes de ma mère l’Oye', 'Notre-Dame de Paris', 'Pride and Prejudice', 'Orgueil et Préjugés']],
    ['title', ['Contes de ma mère l’Oye', "L'Étranger du port", 'Le Comte de Monte-Cristo', 'Les Misérables', 'Notre-Dame de Paris', 'Orgueil et Préjugés', 'Pride and Prejudice']],
  ])('sorts by %s (price sorts use the discounted price)', async (sort, expected) => {
    const { body } = await list(`sort=${sort}`);
    expect(titles(body)).toEqual(expected);
    expect(body.total).toBe(7);
  });

  it('answers the booksellers\' picks, the newest pick first, with the favorites flag', async () => {
    const { body } = await list('favorites');
    expect(titles(body)).toEqual(['Contes de ma mère l’Oye', 'Les Misérables', 'Notre-Dame de Paris']);
    expect(body.total).toBe(3);
    expect(titles((await list('favorites=true')).body)).toEqual(titles(body));
  });

  describe('smart_search', () => {
    it.each([
      ['miser', ['Les Misérables']],
      ['MISÉR', ['Les Misérables']],
      ['les mis', ['Les Misérables']],
      ['etranger', ["L'Étranger du port"]],
      ["l'étr", ["L'Étranger du port"]],
      ['zola', ["L'Étranger du port"]],
      ['dore', ['Contes de ma mère l’Oye']],
      ['leconte', ['Orgueil et Préjugés']],
      ['harrow', ['Pride and Prejudice']],
      // Stems: other forms of a word that no prefix of it reaches, in French and in English.
      ['étrangère', ["L'Étranger du port"]],
      ['COMTES', ['Le Comte de Monte-Cristo']],
      ['prides', ['Pride and Prejudice']],
      // Elisions: the elided word is not required.
      ["qu'étranger", ["L'Étranger du port"]],
      ['zzzz', []],
      ['!!!', []],
    ])('"%s" finds %j', async (query, expected) => {
      const { status, body } = await list(`smart_search=${encodeURIComponent(query)}`);
      expect(status).toBe(200);
      expect(titles(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it('ranks an author\'s books ("hugo") above a namesake illustrator\'s', async () => {
      const { body } = await list('smart_search=hugo');
      expect(titles(body)).toEqual(['Les Misérables', 'Notre-Dame de Paris', "L'Étranger du port"]);
    });

    it.each(['9782070409228', '978-2-07-040922-8', '978 2 07 040922 8', '2-07-040922-8', '207040922 8'])(
      'matches the ISBN/EAN %s exactly',
      async (isbn) => {
        const { body } = await list(`smart_search=${encodeURIComponent(isbn)}`);
        expect(titles(body)).toEqual(['Les Misérables']);
      },
    );

    it('matches EAN prefixes through the search document', async () => {
      const { body } = await list('smart_search=9782253');
      expect(titles(body).sort()).toEqual(['Contes de ma mère l’Oye', 'Le Comte de Monte-Cristo', 'Notre-Dame de Paris']);
    });

    it('searches a prefix as the few words it begins, and a prefix of many words as a prefix', async () => {
      const prefixQuery = async (term: string) =>
        (await t.db.query<{ query: string }>("select search_prefix_query($1, '')::text as query", [term])).rows[0]?.query;
      // The book's words and their stems: "misérables" and its French stem "miser".
      expect(await prefixQuery('miser')).toBe("'miser' | 'miserables'");
      expect(await prefixQuery('zzzz')).toBe("'zzzz'");
      // 65 words beginning "qqx" (no book holds them): past 64, the prefix is asked as a prefix.
      await t.db.query("insert into search_lexemes (lexeme) select 'qqx' || n from generate_series(1, 65) as n");
      expect(await prefixQuery('qqx')).toBe("'qqx':*");
      expect(await prefixQuery('qqx1')).toBe(`${["'qqx1'", "'qqx10'", "'qqx11'"].join(' | ')} | ${[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `'qqx1${n}'`).join(' | ')}`);
    });

    it('combines with sort and paging', async () => {
      const { body } = await list('smart_search=austen&sort=price_desc&page_size=1');
      expect(titles(body)).toEqual(['Orgueil et Préjugés']);
      expect(body.total).toBe(2);
    });
  });

  it('filters by category, collection, collaborator and publisher', async () => {
    const { body: categories } = await t.call<{ id: number; _nom: string }[]>({ url: `${SHOP_PATH}/categories` });
    const jeunesse = categories.find((category) => category._nom === 'Jeunesse');
    expect(titles((await list(`category_id=${jeunesse?.id}`)).body)).toEqual(['Contes de ma mère l’Oye']);

    const { body: all } = await list('');
    const miserables = all.data[0] as Article;
    const collection = await list(`collection_id=${miserables.dc_collection?.id}`);
    expect(collection.body.total).toBe(3);
    const hugo = await list(`collaborator_id=${miserables.dc_auteur?.id}`);
    expect(titles(hugo.body)).toEqual(['Les Misérables', 'Notre-Dame de Paris']);
    const orgueil = all.data.find((article) => article.designation === 'Orgueil et Préjugés') as Article;
    expect(titles((await list(`collaborator_id=${orgueil.dc_illustrateur?.id}`)).body)).toEqual(['Orgueil et Préjugés']);
    const phare = await list(`publisher_id=${miserables.dc_editor?.id}`);
    expect(phare.body.total).toBe(6);
  });

  it('takes several values of a filter as "any of them", and refuses more than 20', async () => {
    const { body: all } = await list('page_size=100');
    const collections = [...new Set(all.data.map((article) => article.dc_collection?.id).filter((id): id is number => id !== undefined))];
    expect(collections.length).toBeGreaterThan(1);
    const [first, second] = collections as [number, number];
    const one = (await list(`collection_id=${first}`)).body.total;
    const other = (await list(`collection_id=${second}`)).body.total;
    const both = await list(`collection_id=${first}&collection_id=${second}&page_size=100`);
    expect(both.body.total).toBe(one + other);
    expect(both.body.data.every((article) => [first, second].includes(article.dc_collection?.id ?? 0))).toBe(true);
    const tooMany = await list(Array.from({ length: 21 }, (_, index) => `category_id=${index + 1}`).join('&'));
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as { field?: string }).field).toBe('category_id');
  });

  describe('collaborator role, price and stock filters', () => {
    const byTitle = async (title: string) => (await list('page_size=100')).body.data.find((a) => a.designation === title) as Article;

    it('role keeps the books where the collaborator holds that role', async () => {
      const orgueil = await byTitle('Orgueil et Préjugés');
      const etranger = await byTitle("L'Étranger du port");
      const austen = orgueil.dc_auteur?.id;
      expect(titles((await list(`collaborator_id=${austen}&role=author&sort=title`)).body)).toEqual([
        'Orgueil et Préjugés',
        'Pride and Prejudice',
      ]);
      expect((await list(`collaborator_id=${austen}&role=translator`)).body).toMatchObject({ data: [], total: 0 });
      expect(titles((await list(`collaborator_id=${orgueil.dc_traducteur?.id}&role=translator`)).body)).toEqual(['Orgueil et Préjugés']);
      expect(titles((await list(`collaborator_id=${orgueil.dc_illustrateur?.id}&role=illustrator`)).body)).toEqual(['Orgueil et Préjugés']);
      // Jean Hugo only illustrated: no books as author, one as illustrator.
      const jeanHugo = etranger.dc_illustrateur?.id;
      expect((await list(`collaborator_id=${jeanHugo}&role=author`)).body.total).toBe(0);
      expect(titles((await list(`collaborator_id=${jeanHugo}&role=illustrator`)).body)).toEqual(["L'Étranger du port"]);
    });

    it('author_id, translator_id and illustrator_id each keep one role holder, and combine', async () => {
      const orgueil = await byTitle('Orgueil et Préjugés');
      const austen = orgueil.dc_auteur?.id;
      expect(titles((await list(`author_id=${austen}&sort=title`)).body)).toEqual(['Orgueil et Préjugés', 'Pride and Prejudice']);
      expect(titles((await list(`translator_id=${orgueil.dc_traducteur?.id}`)).body)).toEqual(['Orgueil et Préjugés']);
      expect(titles((await list(`author_id=${austen}&illustrator_id=${orgueil.dc_illustrateur?.id}`)).body)).toEqual([
        'Orgueil et Préjugés',
      ]);
      // The translator did not write the book: both roles must hold.
      expect((await list(`author_id=${orgueil.dc_traducteur?.id}&translator_id=${orgueil.dc_traducteur?.id}`)).body.total).toBe(0);
      expect((await list('illustrator_id=0')).body).toMatchObject({ statusCode: 400, field: 'illustrator_id' });
    });

    it('refuses a role without collaborator_id, and an unknown role', async () => {
      expect((await list('role=author')).body).toMatchObject({ statusCode: 400, code: 'validation_error', field: 'role' });
      expect((await list('collaborator_id=1&role=editor')).body).toMatchObject({ statusCode: 400, field: 'role' });
    });

    it('min_price and max_price bound the discounted price including tax, inclusively', async () => {
      // Notre-Dame de Paris costs 9.50 before its 10% discount, 8.55 after: only the discounted price counts.
      expect(titles((await list('min_price=8.5&max_price=9')).body)).toEqual(['Notre-Dame de Paris']);
      expect(titles((await list('min_price=9.5&max_price=9.5')).body)).toEqual([]);
      expect(titles((await list('max_price=8&sort=price_asc')).body)).toEqual(["L'Étranger du port", 'Pride and Prejudice']);
      expect(titles((await list('min_price=15&sort=price_asc')).body)).toEqual(['Le Comte de Monte-Cristo', 'Contes de ma mère l’Oye']);
      expect((await list('min_price=0')).body.total).toBe(7);
    });

    it.each([
      ['min_price=-1', 'min_price'],
      ['max_price=cheap', 'max_price'],
      ['min_price=10&max_price=9.99', 'max_price'],
      ['in_stock=2', 'in_stock'],
      ['in_stock=yes', 'in_stock'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field });
    });

    it('in_stock=1 keeps the books in stock', async () => {
      const { body } = await list('in_stock=1');
      expect(body.total).toBe(6);
      expect(titles(body)).not.toContain('Le Comte de Monte-Cristo');
      expect((await list('in_stock=0')).body.total).toBe(7);
      await t.db.query(`update articles set stock = 0 where ean = '9782070368228'`);
      try {
        expect(titles((await list('in_stock=1&max_price=8')).body)).toEqual(['Pride and Prejudice']);
      } finally {
        await t.db.query(`update articles set stock = 1 where ean = '9782070368228'`);
      }
    });

    it('combines every filter with search, sort and paging', async () => {
      const miserables = await byTitle('Les Misérables');
      const phare = `publisher_id=${miserables.dc_editor?.id}`;
      expect(titles((await list(`${phare}&in_stock=1&max_price=10&sort=price_asc`)).body)).toEqual([
        "L'Étranger du port",
        'Notre-Dame de Paris',
      ]);
      const hugo = `collaborator_id=${miserables.dc_auteur?.id}&role=author`;
      const { body } = await list(`${hugo}&smart_search=paris&in_stock=1&min_price=5&page_size=1`);
      expect(titles(body)).toEqual(['Notre-Dame de Paris']);
      expect(body).toMatchObject({ total: 1, page: 1, page_size: 1 });
    });
  });

  it('answers English names with lang=eng', async () => {
    const { body } = await list('lang=eng&page_size=1');
    expect(body.data[0]?.categories.map((category) => category._nom)).toEqual([
      'Literature',
      'French literature',
      'Nineteenth-century novels',
    ]);
    expect(body.data[0]?.dc_collection?.description).toBe('<p>The great texts.</p>');
  });

  it('hides unpublished articles from lists and search', async () => {
    await t.db.query(`update articles set published = false where ean = '9780141439518'`);
    try {
      const { body } = await list('smart_search=pride');
      expect(body.total).toBe(0);
      expect((await list('')).body.total).toBe(6);
    } finally {
      await t.db.query(`update articles set published = true where ean = '9780141439518'`);
    }
  });
});

describe('GET /articles/:id', () => {
  it('answers one article', async () => {
    const { body: all } = await list('');
    const target = all.data.find((article) => article.designation === 'Notre-Dame de Paris') as Article;
    const { status, body } = await t.call<ItemAnswer<Article>>({ url: `${SHOP_PATH}/articles/${target.id}?ecom_type=lumiere` });
    expect(status).toBe(200);
    // As the list answers it, plus where its copies are (the list leaves that out).
    const { locations, ...listed } = body.data;
    expect(listed).toEqual(target);
    expect(locations?.map((location) => [location.name, location.ships_online, location.copies])).toEqual([
      ['Lumière Opéra', true, target._qte_a_terme_calcule],
      ['Lumière Bastille', false, expect.any(Number)],
    ]);
    expect(body.data.discount).toBe(10);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await t.call({ url: `${SHOP_PATH}/articles/999999` })).body).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'Article not found.',
    });
    expect((await t.call({ url: `${SHOP_PATH}/articles/abc` })).body).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('GET /articles/batch', () => {
  const batch = (query: string) =>
    t.call<{ data: Array<{ id: number; article: Article | null }> }>({ url: `${SHOP_PATH}/articles/batch?ecom_type=lumiere&${query}` });

  it('answers each book asked for in order, as on sale now, and null for one unpublished since or unknown', async () => {
    const { rows } = await t.db.query<{ id: number; title: string }>(
      `select id, title from articles where title in ('Les Misérables', 'Pride and Prejudice') order by title`,
    );
    const [miserables, pride] = [rows.find((row) => row.title === 'Les Misérables')!, rows.find((row) => row.title === 'Pride and Prejudice')!];
    await t.db.query(`update articles set published = false, stock = 0 where id = $1`, [pride.id]);
    try {
      const { status, body } = await batch(`id=${pride.id}&id=${miserables.id}&id=999999&lang=eng`);
      expect(status).toBe(200);
      expect(body.data.map((entry) => [entry.id, entry.article?.designation ?? null])).toEqual([
        [pride.id, null],
        [miserables.id, 'Les Misérables'],
        [999999, null],
      ]);
      expect(body.data[1]!.article).toMatchObject({ _qte_a_terme_calcule: 5, _prix_public_ttc: expect.any(Number) });
    } finally {
      await t.db.query(`update articles set published = true, stock = 3 where id = $1`, [pride.id]);
    }
  });

  it('takes 1 to 100 ids, with a 400 on id otherwise', async () => {
    expect((await batch('')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => `id=${index + 1}`).join('&');
    const { status, body } = await batch(tooMany);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('id');
  });
});
