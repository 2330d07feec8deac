/**
 * Attack replayed: an unpublished book answered 404 everywhere but through its images: `/img/covers/{id}.svg` drew
 * its title and author, and `/img/books/{id}` served its uploaded pictures. Staff still see them, through the signed
 * links of the admin's answers.
 */
import '../native-modules';
import type { AdminArticle, ApiErrorBody, ItemAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let token = '';
let book: AdminArticle;
const ADMIN = `${SHOP_PATH}/admin/articles`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake but well-signed png')]);

type Answer = ItemAnswer<AdminArticle> & ApiErrorBody;

beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  const [, admin] = DEMO_USERS;
  ({ token } = await t.login(admin.email, admin.password));
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782253006893'`);
  const id = (rows[0] as { id: number }).id;
  await t.call({ method: 'POST', url: `${ADMIN}/${id}/images`, headers: { ...bearer(token), 'content-type': 'image/png' }, payload: PNG });
  await t.call({ method: 'POST', url: `${ADMIN}/${id}/images`, headers: { ...bearer(token), 'content-type': 'image/png' }, payload: PNG });
  book = (await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${id}/unpublish`, headers: bearer(token) })).body.data;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const path = (link: string) => link.split('?')[0] as string;

it('answers 404 for the cover and the pictures of an unpublished book', async () => {
  expect(book.published).toBe(false);
  expect((await get(`/img/covers/${book.id}.svg`)).statusCode).toBe(404);
  expect(book.images).toHaveLength(2);
  for (const image of book.images) expect((await get(path(image.link))).statusCode).toBe(404);
});

it('serves them to staff through the admin\'s signed links, kept out of shared caches', async () => {
  const cover = await get(`/img/covers/${book.id}.svg?preview=${new URL(book.images[0]?.link ?? '', 'http://x').searchParams.get('preview')}`);
  expect(cover.statusCode).toBe(404); // a picture's signature does not open the cover
  for (const image of book.images) {
    const served = await get(image.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  }
});

it('refuses a forged or borrowed signature', async () => {
  const [first, second] = book.images;
  const signature = new URL(first?.link ?? '', 'http://x').searchParams.get('preview');
  expect((await get(`${path(second?.link ?? '')}?preview=${signature}`)).statusCode).toBe(404);
  expect((await get(`${path(first?.link ?? '')}?preview=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
});

it('shows the generated cover of an unpublished book without pictures to staff only', async () => {
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782070368228'`);
  const bare = (await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${(rows[0] as { id: number }).id}/unpublish`, headers: bearer(token) })).body.data;
  expect((await get(path(bare.cover_link))).statusCode).toBe(404);
  const staff = await get(bare.cover_link);
  expect(staff.statusCode).toBe(200);
  expect(staff.headers['content-type']).toMatch(/image\/svg\+xml/);
});

it('serves everything publicly again once the book is published', async () => {
  const published = (await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${book.id}/publish`, headers: bearer(token) })).body.data;
  expect(published.images[0]?.link).toMatch(/^\/img\/books\/\d+$/);
  const served = await get(published.images[0]?.link as string);
  expect(served.statusCode).toBe(200);
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get(`/img/covers/${book.id}.svg`)).statusCode).toBe(200);
});
