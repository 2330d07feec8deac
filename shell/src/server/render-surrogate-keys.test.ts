/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRenderer } from './render';

/**
 * The API stand-in: every answer names its keys (in Surrogate-Key, or in Cache-Tag when `cacheTag` is on, as the API
 * with CDN_KEY_HEADER=Cache-Tag), and says `no-cache` to CDNs when `keyless` is on (an answer that could not name all
 * its books).
 */
let server: http.Server;
let apiBaseUrl = '';
let keyless = false;
let cacheTag = false;

beforeAll(async () => {
  // The stand-in's answers are no company settings: the frame is left out, with a warning that says so.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = http.createServer((req, res) => {
    const catalogueVersion = req.url?.includes('/catalogue-version');
    res.setHeader('Content-Type', 'application/json');
    const keys = catalogueVersion ? ['shop-1'] : ['shop-1', 'book-9'];
    if (cacheTag) res.setHeader('Cache-Tag', keys.join(','));
    else res.setHeader('Surrogate-Key', keys.join(' '));
    if (keyless && !catalogueVersion) res.setHeader('CDN-Cache-Control', 'no-cache');
    res.end(JSON.stringify({ data: catalogueVersion ? { version: 'v1' } : [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

test("a page's version names the shop's surrogate keys, from the catalogue version's answer, and the header they go in", async () => {
  const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
  expect(await renderer.pageVersion({ url: 'http://localhost:3000/' })).toMatchObject({
    catalogue: 'v1',
    surrogateKeys: ['shop-1'],
    keyHeader: { name: 'surrogate-key', separator: ' ' },
  });
});

test('an API that writes its keys in Cache-Tag has its pages write theirs there too, and the keys read from it', async () => {
  cacheTag = true;
  try {
    const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
    expect(await renderer.pageVersion({ url: 'http://localhost:3000/' })).toMatchObject({ surrogateKeys: ['shop-1'], keyHeader: { name: 'cache-tag', separator: ',' } });
    const page = await renderer.render({ url: 'http://localhost:3000/no-such-page?tag', nonce: 'n' });
    expect(page).toMatchObject({ kind: 'page', surrogateKeys: ['book-9', 'shop-1'] });
  } finally {
    cacheTag = false;
  }
});

test("a page's version names its variant, what a CDN keys it on: fr-eur without cookies, else the language and currency cookies (or ?lang=)", async () => {
  const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
  const variant = async (url: string, cookie?: string) => (await renderer.pageVersion({ url: `http://localhost:3000${url}`, cookie }))?.variant;
  expect(await variant('/')).toBe('fr-eur');
  expect(await variant('/', 'session=abc; bookshop_language=eng; bookshop_currency=usd')).toBe('eng-usd');
  expect(await variant('/?lang=eng', 'bookshop_currency=eur')).toBe('eng-eur');
  expect(await variant('/', 'bookshop_language=de; bookshop_currency=yen')).toBe('fr-eur');
});

test('a rendered page carries the surrogate keys of the API answers it is made of, or none when one may not be kept', async () => {
  const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
  // The not-found page is the shell's own (no remote needed) and public; its frame comes from the API.
  const page = await renderer.render({ url: 'http://localhost:3000/no-such-page', nonce: 'n' });
  expect(page).toMatchObject({ kind: 'page', status: 404, publicPage: true, surrogateKeys: ['book-9', 'shop-1'] });
  keyless = true;
  const other = await renderer.render({ url: 'http://localhost:3000/no-such-page?lang=eng', nonce: 'n' });
  expect(other).toMatchObject({ kind: 'page', surrogateKeys: null });
});
