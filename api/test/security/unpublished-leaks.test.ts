/**
 * Attack replayed: an unpublished book answered 404 on its own page, yet it still showed through two side doors.
 * `GET /collaborators` (and `/collaborators/:id`) named people whose only books were unpublished (the author of a
 * title not announced yet); and a customer's cart and favourites answered the full current record of a book
 * unpublished since they added it, so whatever staff wrote into it while it was hidden (a new title, a price) was
 * readable by anyone who had once put it in a cart. Now such a person is listed nowhere (404 by id), and such a line
 * answers only its id and that the book is no longer for sale.
 */
import '../native-modules';
import type { Collaborator, ItemAnswer, ListAnswer, ServerCartEntry, ServerFavorite } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let customer: { token: string; userId: number };
let bookId: number;
const EAN = '9782253006893';
const SECRET_TITLE = 'Le manuscrit inédit';

beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
  const { rows } = await t.db.query<{ id: number }>('select id from articles where ean = $1', [EAN]);
  bookId = (rows[0] as { id: number }).id;
});
afterAll(() => t.close());

const get = <T>(path: string) => t.call<T>({ url: `${SHOP_PATH}${path}` });
const names = async () => (await get<ListAnswer<Collaborator>>('/collaborators')).body.data.map((person) => person._nom);

describe('collaborators', () => {
  let hidden: number;
  beforeAll(async () => {
    // A new illustrator whose only book is not published yet, and a translator with no book at all.
    const inserted = await t.db.query<{ id: number }>(
      "insert into collaborators (shop_id, name) select shop_id, 'Illustratrice Secrète' from articles where id = $1 returning id",
      [bookId],
    );
    hidden = (inserted.rows[0] as { id: number }).id;
    await t.db.query("insert into collaborators (shop_id, name) select shop_id, 'Traducteur Sans Livre' from articles where id = $1", [bookId]);
    await t.db.query('update articles set illustrator_id = $1, published = false where id = $2', [hidden, bookId]);
  });
  afterAll(() => t.db.query('update articles set illustrator_id = null, published = true where id = $1', [bookId]));

  it('lists nobody whose books are all unpublished, nor anyone without a book', async () => {
    const listed = await names();
    expect(listed).not.toContain('Illustratrice Secrète');
    expect(listed).not.toContain('Traducteur Sans Livre');
    expect(listed).toContain('Jane Austen');
  });

  it('answers 404 for such a person, as for an unknown id', async () => {
    const { status, body } = await get<ItemAnswer<unknown>>(`/collaborators/${hidden}`);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Secrète');
  });

  it('shows them once their book is published', async () => {
    await t.db.query('update articles set published = true where id = $1', [bookId]);
    expect(await names()).toContain('Illustratrice Secrète');
    expect((await get<ItemAnswer<{ roles: string[] }>>(`/collaborators/${hidden}`)).body.data.roles).toEqual(['illustrator']);
  });
});

describe('cart and favourites', () => {
  let cartLineId: number;
  let favoriteId: number;
  beforeAll(async () => {
    const line = await t.call<ItemAnswer<{ id: number }>>({
      method: 'POST',
      url: `${SHOP_PATH}/cart`,
      headers: bearer(customer.token),
      payload: { user_id: customer.userId, article_id: bookId, quantity: 2 },
    });
    cartLineId = line.body.data.id;
    const favorite = await t.call<ItemAnswer<{ id: number }>>({
      method: 'POST',
      url: `${SHOP_PATH}/favorites`,
      headers: bearer(customer.token),
      payload: { user_id: customer.userId, article_id: bookId },
    });
    favoriteId = favorite.body.data.id;
    // Staff take the book off sale, then rework it into a title not announced yet.
    await t.db.query('update articles set published = false, title = $2 where id = $1', [bookId, SECRET_TITLE]);
  });

  const cart = () => t.call<ListAnswer<ServerCartEntry>>({ url: `${SHOP_PATH}/users/${customer.userId}/cart`, headers: bearer(customer.token) });
  const favorites = () => t.call<ListAnswer<ServerFavorite>>({ url: `${SHOP_PATH}/users/${customer.userId}/favorite`, headers: bearer(customer.token) });

  it('a cart line of a book unpublished since answers only its id and that it is no longer for sale', async () => {
    const { status, body } = await cart();
    expect(status).toBe(200);
    expect(body.data.find((line) => line.article_id === bookId)).toEqual({ id: cartLineId, article_id: bookId, quantity: 2, removed: true });
    expect(JSON.stringify(body)).not.toContain(SECRET_TITLE);
  });

  it('so does a favourite', async () => {
    const { status, body } = await favorites();
    expect(status).toBe(200);
    expect(body.data.find((favorite) => favorite.article_id === bookId)).toEqual({ id: favoriteId, article_id: bookId, removed: true });
    expect(JSON.stringify(body)).not.toContain(SECRET_TITLE);
  });

  it('the whole book comes back once it is published again', async () => {
    await t.db.query('update articles set published = true where id = $1', [bookId]);
    const line = (await cart()).body.data.find((entry) => entry.article_id === bookId);
    expect(line).toMatchObject({ id: cartLineId, removed: false, article: { id: bookId, designation: SECRET_TITLE } });
    const favorite = (await favorites()).body.data.find((entry) => entry.article_id === bookId);
    expect(favorite).toMatchObject({ id: favoriteId, removed: false, article: { designation: SECRET_TITLE } });
  });
});
