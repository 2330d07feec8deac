/**
 * Uploaded book images are served resized, as the storefront's srcset asks (`?w=320&f=webp`), in the embedded setup
 * (no bucket): variants are made once with sharp and kept in the database, so any API node serves them.
 */
import '../native-modules';
import type { AdminArticle, ApiErrorBody, ItemAnswer } from '@bookshop/contracts';
import sharp from 'sharp';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let token = '';
let link = '';
const ADMIN = `${SHOP_PATH}/admin/articles`;
type Answer = ItemAnswer<AdminArticle> & ApiErrorBody;

/** A real 800×1200 cover (the fakes of other tests only start like a PNG, which sharp cannot read). */
const cover = () => sharp({ create: { width: 800, height: 1200, channels: 3, background: '#a33' } }).png().toBuffer();

beforeAll(async () => {
  t = await setupApp(fixture);
  const [, admin] = DEMO_USERS;
  ({ token } = await t.login(admin.email, admin.password));
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782253006893'`);
  const id = (rows[0] as { id: number }).id;
  const added = await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${id}/images`, headers: { ...bearer(token), 'content-type': 'image/png' }, payload: await cover() });
  expect(added.status).toBe(201);
  link = added.body.data.images[0]?.link.split('?')[0] ?? '';
  expect(link).toMatch(/^\/img\/books\/\d+$/);
  // A migrated, seeded database and a real image: slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

it.each([
  ['webp', 'image/webp', 'webp'],
  ['avif', 'image/avif', 'heif'],
] as const)('serves a 320-wide %s variant of an uploaded cover, cached for good', async (format, type, sharpFormat) => {
  const answer = await t.app.inject({ url: `${link}?w=320&f=${format}` });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe(type);
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(answer.rawPayload).metadata();
  expect(meta.format).toBe(sharpFormat);
  if (format === 'avif') expect(meta.compression).toBe('av1');
  expect([meta.width, meta.height]).toEqual([320, 480]);
});

it('keeps each variant once it is made, and serves the same bytes again', async () => {
  const first = await t.app.inject({ url: `${link}?w=160&f=webp` });
  const again = await t.app.inject({ url: `${link}?w=160&f=webp` });
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  const { rows } = await t.db.query<{ width: number; format: string }>('select width, format from article_image_variants order by width, format');
  expect(rows).toEqual([
    { width: 160, format: 'webp' },
    { width: 320, format: 'avif' },
    { width: 320, format: 'webp' },
  ]);
});

it('still serves the original as uploaded without w and f', async () => {
  const answer = await t.app.inject({ url: link });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/png');
  expect((await sharp(answer.rawPayload).metadata()).width).toBe(800);
});

it.each([
  ['?w=321&f=webp', 'w'],
  ['?w=4000&f=avif', 'w'],
  ['?w=320', 'f'],
  ['?f=webp', 'w'],
])('refuses %s: only the listed widths, each with a format (400 on the field)', async (query, field) => {
  const answer = await t.app.inject({ url: `${link}${query}` });
  expect(answer.statusCode).toBe(400);
  expect(answer.json<ApiErrorBody>().field).toBe(field);
});

it('refuses a format other than AVIF and WebP', async () => {
  expect((await t.app.inject({ url: `${link}?w=320&f=png` })).statusCode).toBe(400);
});

it('serves an unpublished book\'s variants only through the signed link, out of shared caches', async () => {
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782253006893'`);
  const book = (await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${rows[0]?.id}/unpublish`, headers: bearer(token) })).body.data;
  expect((await t.app.inject({ url: `${link}?w=320&f=webp` })).statusCode).toBe(404);
  const signed = new URL(book.images[0]?.link ?? '', 'http://x');
  const answer = await t.app.inject({ url: `${signed.pathname}?w=320&f=webp&preview=${signed.searchParams.get('preview')}` });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
});
