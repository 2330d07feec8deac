/**
 * The covers ONIX records name (issue 45, migration 039): fetched from a local server standing in for a publisher's,
 * kept as the book's first image in place of the generated cover, served by the shop; failures noted and tried again
 * later; staff's own images kept; only http(s) and public hosts unless allowed.
 */
import './native-modules';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadImageType } from '@bookshop/contracts';
import type { ImageStore } from '../src/services/images';
import { CoverFetchError, fetchCover, fetchOnixCovers, type CoverFetchSettings } from '../src/services/onix-covers';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestContext;
let server: http.Server;
let origin: string;
const LOCAL: CoverFetchSettings = { allowPrivateHosts: true, timeoutMs: 5000 };

beforeAll(async () => {
  t = await setupApp();
  server = http.createServer((request, response) => {
    if (request.url === '/cover.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/cover-2.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/moved') return response.writeHead(302, { location: '/cover.png' }).end();
    if (request.url === '/text') return response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    if (request.url === '/big') return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const images = (): ImageStore => t.app.images;

/** A book of the shop whose record named `link` as its cover, with only its generated cover. */
async function bookWithCoverLink(link: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `update articles set onix_cover_link = $1 where id = (
       select a.id from articles a where a.onix_cover_link is null
         and not exists (select 1 from article_images i where i.article_id = a.id and i.link like '/img/books/%')
       order by a.id limit 1)
     returning id`,
    [link],
  );
  return (rows[0] as { id: number }).id;
}

async function coverState(id: number) {
  const { rows } = await t.db.query<{ links: string[]; fetched: string | null; attempts: number; error: string | null; due_in_minutes: number | null }>(
    `select array(select link from article_images where article_id = a.id order by position) as links, a.onix_cover_fetched_link as fetched,
       a.onix_cover_attempts as attempts, a.onix_cover_error as error,
       round(extract(epoch from a.onix_cover_retry_at - now()) / 60)::int as due_in_minutes
     from articles a where a.id = $1`,
    [id],
  );
  return rows[0] as NonNullable<(typeof rows)[0]>;
}

const version = async () => (await t.db.query<{ v: string }>("select catalogue_version::text as v from shops where slug = 'lumiere'")).rows[0]?.v;

describe('a cover named by a record', () => {
  it('is fetched (following a redirect), kept in place of the generated cover and served by the shop, once', async () => {
    const id = await bookWithCoverLink(`${origin}/moved`);
    const before = await version();
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 1, failed: 0 });
    const state = await coverState(id);
    expect(state.links).toHaveLength(1);
    expect(state.links[0]).toMatch(/^\/img\/books\/\d+$/);
    expect(state).toMatchObject({ fetched: `${origin}/moved`, error: null });
    // The shop serves it, and the lists and caches of the old catalogue version are left behind.
    const served = await t.app.inject({ url: state.links[0] as string });
    expect(served.statusCode).toBe(200);
    expect(uploadImageType(served.rawPayload)).toBe('image/png');
    expect(await version()).not.toBe(before);
    // Done: the next pass has nothing to fetch.
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 0, failed: 0 });
  });

  it('that fails is noted, tried again later, and at once when the record names another address', async () => {
    const id = await bookWithCoverLink(`${origin}/missing`);
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 0, failed: 1 });
    const failed = await coverState(id);
    expect(failed).toMatchObject({ attempts: 1, fetched: null, error: expect.stringContaining('answered 404') });
    expect(failed.due_in_minutes).toBeGreaterThanOrEqual(59);
    expect(failed.links[0]).toMatch(/^\/img\/covers\//);
    // Not before its time.
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 0, failed: 0 });
    // A new record with another address: tried at once, its count started again.
    await t.db.query('update articles set onix_cover_link = $2 where id = $1', [id, `${origin}/cover.png`]);
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 1, failed: 0 });
    expect(await coverState(id)).toMatchObject({ attempts: 0, error: null, fetched: `${origin}/cover.png` });
  });

  it('is replaced when a record names another address, the earlier picture and its file gone; an image staff add since stays', async () => {
    const id = await bookWithCoverLink(`${origin}/cover.png`);
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 1, failed: 0 });
    const [first] = (await coverState(id)).links;
    await t.db.query('update articles set onix_cover_link = $2 where id = $1', [id, `${origin}/cover-2.png`]);
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 1, failed: 0 });
    const replaced = await coverState(id);
    expect(replaced).toMatchObject({ fetched: `${origin}/cover-2.png`, error: null });
    expect(replaced.links).toHaveLength(1);
    expect(replaced.links[0]).toMatch(/^\/img\/books\/\d+$/);
    expect(replaced.links[0]).not.toBe(first);
    expect((await t.app.inject({ url: first as string })).statusCode).toBe(404);
    expect((await t.app.inject({ url: replaced.links[0] as string })).statusCode).toBe(200);

    // Staff add their own image: the next address of the record is noted, and their images stay as they are.
    const admin = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
    const upload = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${id}/images`, headers: { ...bearer(admin), 'content-type': 'image/png' }, payload: PNG });
    expect(upload.status).toBe(201);
    const withStaffs = (await coverState(id)).links;
    await t.db.query('update articles set onix_cover_link = $2 where id = $1', [id, `${origin}/moved`]);
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 0, failed: 0 });
    expect(await coverState(id)).toMatchObject({ links: withStaffs, fetched: `${origin}/moved` });
  });

  it('leaves a book with an image staff gave it as it is', async () => {
    const admin = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
    const id = await bookWithCoverLink(`${origin}/cover.png`);
    const upload = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/articles/${id}/images`, headers: { ...bearer(admin), 'content-type': 'image/png' }, payload: PNG });
    expect(upload.status).toBe(201);
    const theirs = (await coverState(id)).links;
    expect(await fetchOnixCovers(t.db, images(), LOCAL)).toEqual({ fetched: 0, failed: 0 });
    expect(await coverState(id)).toMatchObject({ links: theirs, fetched: `${origin}/cover.png` });
  });

  it('is refused when it is not a picture, too large, not http(s), or on a private host unless allowed', async () => {
    await expect(fetchCover(`${origin}/text`, LOCAL)).rejects.toThrow('is not a PNG, JPEG or WebP picture');
    await expect(fetchCover(`${origin}/big`, LOCAL)).rejects.toThrow('larger than 2 MB');
    await expect(fetchCover('file:///etc/passwd', LOCAL)).rejects.toThrow('Only http and https');
    const strict: CoverFetchSettings = { allowPrivateHosts: false, timeoutMs: 5000 };
    await expect(fetchCover(`${origin}/cover.png`, strict)).rejects.toThrow(CoverFetchError);
    await expect(fetchCover(`${origin}/cover.png`, strict)).rejects.toThrow('private network');
    await expect(fetchCover('http://[::1]:9/cover.png', strict)).rejects.toThrow('private network');
    await expect(fetchCover('http://10.0.0.8/cover.png', strict)).rejects.toThrow('private network');
  });

  it('is refused by the connection itself when a name resolves to a private address (the one resolution the connection uses)', async () => {
    const strict: CoverFetchSettings = { allowPrivateHosts: false, timeoutMs: 5000 };
    const port = (server.address() as AddressInfo).port;
    let asked = 0;
    const count = () => (asked += 1);
    server.on('request', count);
    try {
      // "localhost" is a name: the address the connection would use is checked, not one resolved before it.
      await expect(fetchCover(`http://localhost:${port}/cover.png`, strict)).rejects.toThrow(/private network \((127\.0\.0\.1|::1)\)/);
      // A redirect to such a name is checked the same way.
      await expect(fetchCover('http://localhost:9/moved', strict)).rejects.toThrow('private network');
      expect(asked).toBe(0);
      // Allowed (a local mirror), the same name is fetched.
      expect((await fetchCover(`http://localhost:${port}/cover.png`, LOCAL)).type).toBe('image/png');
    } finally {
      server.off('request', count);
    }
  });
});
