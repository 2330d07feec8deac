/**
 * Images on S3-compatible object storage (IMAGES_BUCKET): uploads land in the bucket, any API node serves them and
 * their variants (no local state), nothing in the bucket is readable without credentials, and `npm run images:move`
 * moves what the database still holds, idempotently, clearing a row only once its copy is verified.
 *
 * The bucket is s3rver's, behind a gate that behaves as S3 does by default: an anonymous read is refused unless the
 * object was written public (`x-amz-acl: public-read`). s3rver itself serves anyone.
 */
import '../native-modules';
import { createServer, type Server } from 'node:http';
import type { AdminArticle, ApiErrorBody, ItemAnswer, UserInfo } from '@bookshop/contracts';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { buildApp } from '../../src/app';
import { DEFAULT_IMAGE_WIDTHS } from '../../src/lib/image-variants';
import type { ObjectStorage } from '../../src/lib/object-storage';
import { discardImage, imageStoreFromEnv, moveImagesToBucket, type ImageStore } from '../../src/services/images';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

const BUCKET = 'shop-images';
const ADMIN = `${SHOP_PATH}/admin/articles`;
type Answer = ItemAnswer<AdminArticle> & ApiErrorBody;

let gate: Server;
let endpoint = '';
/** The `x-amz-acl` each object was written with (none: private). */
const acls = new Map<string, string | undefined>();
let t: TestContext;
let images: ImageStore;
let storage: ObjectStorage;
/** A second API node on the same database and bucket, with its own S3 client. */
let node2: FastifyInstance;
let adminToken = '';
const savedEnv = { ...process.env };

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

/** Listens on a free port of 4500-4999 (the range tests may use on this machine). */
async function listenInRange(server: Server): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 4500 + Math.floor(Math.random() * 500);
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error('No free port in 4500-4999.');
}

async function bookId(ean: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from articles where ean = $1', [ean]);
  return (rows[0] as { id: number }).id;
}

async function upload(app: FastifyInstance, id: number, bytes: Buffer): Promise<AdminArticle> {
  const answer = await app.inject({ method: 'POST', url: `${ADMIN}/${id}/images`, headers: { ...bearer(adminToken), 'content-type': 'image/png' }, payload: bytes });
  expect(answer.statusCode).toBe(201);
  return answer.json<Answer>().data;
}

const lastLink = (book: AdminArticle) => (book.images[book.images.length - 1]?.link ?? '').split('?')[0] as string;
const fileId = (link: string) => Number(link.split('/').pop());

async function fileRow(id: number): Promise<{ bytes: unknown; object_key: string | null }> {
  const { rows } = await t.db.query<{ bytes: unknown; object_key: string | null }>('select bytes, object_key from article_image_files where id = $1', [id]);
  return rows[0] as { bytes: unknown; object_key: string | null };
}

/** A read of the bucket's object with no credentials, as a browser following a leaked key would make. */
const anonymousRead = (key: string) => fetch(`${endpoint}/${BUCKET}/${key}`);

beforeAll(async () => {
  const s3 = new S3rver({ silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  gate = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gate');
    const key = decodeURIComponent(url.pathname.slice(`/${BUCKET}/`.length));
    if (request.method === 'PUT') acls.set(key, request.headers['x-amz-acl'] as string | undefined);
    const signed = 'authorization' in request.headers || url.searchParams.has('X-Amz-Signature');
    if (!signed && acls.get(key) !== 'public-read') {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    handle(request, response);
  });
  endpoint = `http://127.0.0.1:${await listenInRange(gate)}`;
  Object.assign(process.env, {
    IMAGES_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's built-in account.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  // Node 1 is the helpers' app, built from these settings like a started API.
  t = await setupApp(fixture);
  images = imageStoreFromEnv();
  storage = images.storage as ObjectStorage;
  node2 = buildApp({ db: t.db, limits: FUNCTIONAL_TEST_LIMITS, images: imageStoreFromEnv() });
  await node2.ready();
  const [, admin] = DEMO_USERS;
  ({ token: adminToken } = await t.login(admin.email, admin.password));
  // A migrated, seeded database and real images: slow on a busy machine.
}, 120_000);

afterAll(async () => {
  await node2?.close();
  await t?.close();
  await new Promise((resolve) => gate?.close(resolve));
  process.env = savedEnv;
});

it('puts a cover uploaded through one node in the bucket, and another node serves it, resized', async () => {
  const original = await picture(900, 1350, '#2a5');
  const link = lastLink(await upload(t.app, await bookId('9782253006893'), original));
  const row = await fileRow(fileId(link));
  expect(row.bytes).toBeNull();
  expect(row.object_key).toMatch(/^books\/[0-9a-f-]{36}$/);
  expect((await storage.get(row.object_key as string))?.bytes.equals(original)).toBe(true);

  const variant = await node2.inject({ url: `${link}?w=320&f=webp` });
  expect(variant.statusCode).toBe(200);
  expect(variant.headers['content-type']).toBe('image/webp');
  const meta = await sharp(variant.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 480]);
  // Kept in the bucket beside the image: node 1 now serves the same bytes without resizing.
  expect((await storage.get(`${row.object_key}.320.webp`))?.bytes.equals(variant.rawPayload)).toBe(true);
  expect((await t.app.inject({ url: `${link}?w=320&f=webp` })).rawPayload.equals(variant.rawPayload)).toBe(true);
  expect((await node2.inject({ url: link })).rawPayload.equals(original)).toBe(true);
});

it('keeps every object private: an unpublished cover, its variants and an avatar cannot be read from the bucket anonymously', async () => {
  const id = await bookId('9782070368228');
  const link = lastLink(await upload(t.app, id, await picture(400, 600, '#55a')));
  const key = (await fileRow(fileId(link))).object_key as string;
  expect((await node2.inject({ url: `${link}?w=160&f=avif` })).statusCode).toBe(200);
  const book = (await t.call<Answer>({ method: 'POST', url: `${ADMIN}/${id}/unpublish`, headers: bearer(adminToken) })).body.data;

  const [customer] = DEMO_USERS;
  const { token } = await t.login(customer.email, customer.password);
  const avatar = await picture(64, 64, '#eee');
  const user = await t.call<ItemAnswer<UserInfo>>({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, headers: { ...bearer(token), 'content-type': 'image/png' }, payload: avatar });
  expect(user.status).toBe(200);
  const { rows } = await t.db.query<{ object_key: string }>('select object_key from user_images where name = $1', [user.body.data.image]);
  const avatarKey = rows[0]?.object_key as string;
  expect(avatarKey).toMatch(/^avatars\//);
  expect((await node2.inject({ url: `/img/${user.body.data.image}` })).rawPayload.equals(avatar)).toBe(true);

  for (const object of [key, `${key}.160.avif`, avatarKey]) {
    expect((await storage.get(object))?.bytes.length).toBeGreaterThan(0);
    expect((await anonymousRead(object)).status).toBe(403);
  }
  expect([...acls.values()].filter((acl) => acl !== undefined)).toEqual([]);
  // Through the API: the unpublished cover only with the admin's signed link, never kept by a shared cache.
  expect((await node2.inject({ url: `${link}?w=160&f=avif` })).statusCode).toBe(404);
  const signed = new URL(book.images[book.images.length - 1]?.link ?? '', 'http://x');
  const preview = await node2.inject({ url: `${link}?w=160&f=avif&preview=${signed.searchParams.get('preview')}` });
  expect(preview.statusCode).toBe(200);
  expect(preview.headers['cache-control']).toBe('private, no-store');
});

it('deletes an image\'s object and its variants with the image', async () => {
  const id = await bookId('9782253006893');
  const book = await upload(t.app, id, await picture(200, 300, '#a52'));
  const link = lastLink(book);
  const key = (await fileRow(fileId(link))).object_key as string;
  await node2.inject({ url: `${link}?w=160&f=webp` });
  const imageId = book.images[book.images.length - 1]?.id;
  const removed = await t.app.inject({ method: 'DELETE', url: `${ADMIN}/${id}/images/${imageId}`, headers: bearer(adminToken) });
  expect(removed.statusCode).toBe(200);
  expect(await storage.get(key)).toBeNull();
  expect(await storage.get(`${key}.160.webp`)).toBeNull();
  // Only that image's: a moved image's neighbour whose key starts the same stays.
  for (const other of ['books/file-1', 'books/file-1.160.webp', 'books/file-10']) await storage.put(other, Buffer.from('x'), 'image/png');
  await discardImage(images, 'books/file-1');
  expect([await storage.get('books/file-1'), await storage.get('books/file-1.160.webp')]).toEqual([null, null]);
  expect(await storage.get('books/file-10')).not.toBeNull();
});

it('takes an account\'s avatar out of the bucket when the account is deleted', async () => {
  const [customer] = DEMO_USERS;
  const { token } = await t.login(customer.email, customer.password);
  const user = await t.call<ItemAnswer<UserInfo>>({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, headers: { ...bearer(token), 'content-type': 'image/png' }, payload: await picture(32, 32, '#123') });
  const { rows } = await t.db.query<{ object_key: string }>('select object_key from user_images where name = $1', [user.body.data.image]);
  const key = rows[0]?.object_key as string;
  expect(await storage.get(key)).not.toBeNull();
  const deleted = await t.call({ method: 'POST', url: `${SHOP_PATH}/users/me/delete`, headers: bearer(token), payload: { password: customer.password } });
  expect(deleted.status).toBe(200);
  expect(await storage.get(key)).toBeNull();
});

it('takes a pre-registered account\'s avatar out of the bucket when the mailbox\'s owner confirms the email elsewhere', async () => {
  const email = 'squatteur-avatar@example.fr';
  const registered = await t.call<ItemAnswer<{ token: string }>>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: 'Squatteur-Secret-2026', first_name: 'Jean', last_name: 'Faux' },
    remoteAddress: '10.42.3.1',
  });
  expect(registered.status).toBe(201);
  const squatter = registered.body.data.token;
  const user = await t.call<ItemAnswer<UserInfo>>({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, headers: { ...bearer(squatter), 'content-type': 'image/png' }, payload: await picture(32, 32, '#456') });
  const { rows } = await t.db.query<{ object_key: string }>('select object_key from user_images where name = $1', [user.body.data.image]);
  const key = rows[0]?.object_key as string;
  expect(await storage.get(key)).not.toBeNull();
  const link = (await mailsTo(t.db, email)).flatMap((mail) => [...mail.body_text.matchAll(/\/verify-email\?token=([A-Za-z0-9_-]+)/g)]).at(-1)?.[1];
  // Opened without the account's session: the account goes to the mailbox's owner, without what was entered before.
  const confirmed = await t.call<ItemAnswer<{ cleared: boolean }>>({ method: 'POST', url: `${SHOP_PATH}/auth/verify-email`, payload: { token: link }, remoteAddress: '10.42.3.2' });
  expect(confirmed.body.data.cleared).toBe(true);
  expect(await storage.get(key)).toBeNull();
});

describe('npm run images:move', () => {
  /** A node of the shop before it had a bucket: uploads stay in PostgreSQL. */
  let before: FastifyInstance;
  const widths = DEFAULT_IMAGE_WIDTHS;

  beforeAll(async () => {
    before = buildApp({ db: t.db, limits: FUNCTIONAL_TEST_LIMITS, images: { storage: null, widths } });
    await before.ready();
  });
  afterAll(() => before.close());

  it('copies the database\'s images to the bucket, verified, then clears them; a second run moves nothing', async () => {
    const original = await picture(300, 450, '#357');
    const link = lastLink(await upload(before, await bookId('9782253006893'), original));
    expect(await before.inject({ url: `${link}?w=160&f=webp` })).toHaveProperty('statusCode', 200);
    expect(Buffer.isBuffer((await fileRow(fileId(link))).bytes) || (await fileRow(fileId(link))).bytes instanceof Uint8Array).toBe(true);
    const { rows: inBucket } = await t.db.query<{ n: number }>('select count(*)::int as n from article_image_files where object_key is not null');

    const lines: string[] = [];
    const summary = await moveImagesToBucket(t.db, storage, { batchSize: 1, log: (line) => lines.push(line) });
    expect(summary.books).toEqual({ moved: 1, changed: 0, alreadyInBucket: inBucket[0]?.n });
    expect(lines.length).toBeGreaterThan(0);
    const row = await fileRow(fileId(link));
    expect(row.bytes).toBeNull();
    expect(row.object_key).toBe(`books/file-${fileId(link)}`);
    expect((await storage.get(row.object_key as string))?.bytes.equals(original)).toBe(true);
    const { rows: variants } = await t.db.query('select 1 from article_image_variants where file_id = $1', [fileId(link)]);
    expect(variants).toEqual([]);
    // Served from the bucket by a node that has it, resized again on demand.
    expect((await node2.inject({ url: link })).rawPayload.equals(original)).toBe(true);
    expect((await sharp((await node2.inject({ url: `${link}?w=160&f=webp` })).rawPayload).metadata()).width).toBe(160);

    const again = await moveImagesToBucket(t.db, storage);
    expect(Object.values(again).map((counts) => counts.moved)).toEqual([0, 0, 0]);
    expect(again.books.alreadyInBucket).toBe((inBucket[0]?.n ?? 0) + 1);
  });

  it('clears nothing when the copy in the bucket differs from the database\'s bytes', async () => {
    const link = lastLink(await upload(before, await bookId('9782070368228'), await picture(100, 150, '#753')));
    const lying: ObjectStorage = { ...storage, get: async () => ({ bytes: Buffer.from('truncated'), contentType: 'image/png' }) };
    await expect(moveImagesToBucket(t.db, lying)).rejects.toThrow(/differs/);
    const row = await fileRow(fileId(link));
    expect(row.object_key).toBeNull();
    expect(row.bytes).not.toBeNull();
  });
});
