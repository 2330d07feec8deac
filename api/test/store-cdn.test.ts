/**
 * The store's pages for a CDN (issue 42, "Caches", scripts/serve.mjs): a public page carries the surrogate keys of
 * what it is made of (the shop's, from the catalogue version, and those of the API answers its render used), names
 * the variant its renderer says it is (language and currency: what a CDN keys pages on instead of `Vary: Cookie`; the
 * renderer's own tests hold the rule); a page that cannot name its keys is kept by no shared cache. The store runs in a
 * node of its own on a stub renderer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');

/** A free port in 4500-4999 (the range these tests may use). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 4500 + Math.floor(Math.random() * 500);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * A built shell whose renderer draws every page as public, with the keys its API answers would have given: a book
 * page its book's, /keyless none it can name (an answer no CDN may keep), the others none beyond the shop's. An
 * address ending in `?cache-tag` is drawn as with an API whose keys go in Cache-Tag (CDN_KEY_HEADER).
 */
function stubShell(): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'store-cdn-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>');
  fs.writeFileSync(path.join(dist, 'remotes.json'), '{"remotes":{}}');
  fs.writeFileSync(
    path.join(dist, 'server', 'renderer.js'),
    `exports.loadRenderer = async () => ({
      pagePaths: ['/', '/bookdetails/:id', '/keyless'],
      async pageVersion(page) {
        const keyHeader = page.url.endsWith('?cache-tag') ? { name: 'cache-tag', separator: ',' } : { name: 'surrogate-key', separator: ' ' };
        return { catalogue: 'v1', key: page.url + '|' + (page.cookie ?? ''), surrogateKeys: ['shop-1'], keyHeader, variant: (page.cookie ?? '').includes('eng') ? 'eng-usd' : 'fr-eur' };
      },
      async render(page) {
        const { pathname } = new URL(page.url);
        const book = pathname.match(/^\\/bookdetails\\/(\\d+)$/);
        return { kind: 'page', status: 200, publicPage: true, html: '<!doctype html><html lang="fr"><body><div id="root"><p>page</p></div><script nonce="' + page.nonce + '" src="/main.js"></script></body></html>',
          surrogateKeys: pathname === '/keyless' ? null : book ? ['book-' + book[1], 'shop-1'] : [] };
      },
      browserPage: async () => '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>',
      robotsTxt: async () => null, sitemapIndex: async () => null, sitemapFile: async () => null,
    });`,
  );
  return dir;
}

let api: http.Server;
let child: ChildProcess;
let dir = '';
let origin = '';

beforeAll(async () => {
  api = http.createServer((_request, response) => response.end('{}'));
  const apiPort = await freePort();
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  dir = stubShell();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const serve = JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'serve.mjs')).href);
  const app = JSON.stringify({ name: 'shell', dir: path.relative(ROOT, dir), port });
  child = spawn(process.execPath, ['--input-type=module', '-e', `const { serveNode } = await import(${serve}); await serveNode([${app}]);`], {
    cwd: ROOT,
    env: { ...process.env, STORE_HOST: '127.0.0.1', STORE_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the store exited (${code}): ${out}`)));
  });
}, 30_000);

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => api?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${origin}${url}`, { headers });
  await answer.text();
  const header = (name: string) => answer.headers.get(name);
  return { status: answer.status, keys: header('surrogate-key'), tags: header('cache-tag'), variant: header('x-bookshop-variant'), vary: header('vary'), cache: header('cache-control'), etag: header('etag') };
};

it("carries the shop's and the book's keys on a book page, in the API's one header, and a CDN may keep it", async () => {
  expect(await page('/bookdetails/42')).toMatchObject({
    status: 200,
    keys: 'book-42 shop-1',
    tags: null,
    cache: 'public, max-age=0, s-maxage=60',
    vary: expect.stringContaining('Cookie'),
  });
  // Kept in the store's memory, it is sent again with the same keys.
  expect(await page('/bookdetails/42')).toMatchObject({ status: 200, keys: 'book-42 shop-1' });
  // The shop's key alone on a page that shows no book.
  expect(await page('/')).toMatchObject({ status: 200, keys: 'shop-1', tags: null });
  // An API that writes its keys in Cache-Tag (Cloudflare): the page's go there too, comma-separated, and only there.
  expect(await page('/bookdetails/42?cache-tag')).toMatchObject({ status: 200, keys: null, tags: 'book-42,shop-1' });
});

it('names the variant its renderer says the page is', async () => {
  expect((await page('/')).variant).toBe('fr-eur');
  expect((await page('/', { cookie: 'session=abc; bookshop_language=eng; bookshop_currency=usd' })).variant).toBe('eng-usd');
});

it('sends no keys with a 304 (a cache keeps the stored page\'s)', async () => {
  const { etag } = await page('/bookdetails/7');
  const revalidated = await page('/bookdetails/7', { 'if-none-match': etag as string });
  expect(revalidated).toMatchObject({ status: 304, keys: null, variant: 'fr-eur' });
});

it('lets no shared cache keep a page that cannot name the keys of what it shows', async () => {
  expect(await page('/keyless')).toMatchObject({ status: 200, keys: null, cache: 'no-cache', etag: null });
});
