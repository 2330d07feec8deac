import { earlyAnswerKey } from '@bookshop/api-client';
import type { FirstScreenHints } from '@bookshop/contracts';
import { STORE_KEY } from '@bookshop/store';
import { startEarlyRemotes, type EarlyRouteTable } from './early-remotes';

const table: EarlyRouteTable = {
  routes: [
    { path: '/', module: 'catalog/home-page' },
    { path: '/bookdetails/:id', module: 'catalog/book-details-page' },
    { path: '/cart', module: 'cart/cart-page' },
    { path: '/admin-panel/*', module: 'admin/app' },
  ],
  fragments: ['catalog/smart-search', 'cart/mini-cart'],
  api: { baseUrl: '/api/gmp', shop: 'lumiere' },
};

const manifests: Record<string, unknown> = {
  'http://localhost:3001/mf-manifest.json': {
    metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [
      { path: './home-page', assets: { js: { sync: ['1.js', 'home.js'] }, css: { sync: ['home.css'] } } },
      { path: './book-details-page', assets: { js: { sync: ['book.js'] }, css: { sync: [] } } },
      { path: './smart-search', assets: { js: { sync: ['search.js'] }, css: { sync: [] } } },
    ],
  },
  'http://localhost:3002/mf-manifest.json': {
    metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [
      { path: './mini-cart', assets: { js: { sync: ['mini.js'] }, css: { sync: [] } } },
      { path: './cart-page', assets: { js: { sync: ['page.js'] }, css: { sync: [] } } },
    ],
  },
  'http://localhost:3004/mf-manifest.json': {
    metaData: { publicPath: 'https://cdn.example/admin/', remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [{ path: './app', assets: { js: { sync: ['admin.js'] }, css: { sync: [] } } }],
  },
};
const remotes = { catalog: 'http://localhost:3001/mf-manifest.json', cart: 'http://localhost:3002/mf-manifest.json', admin: 'http://localhost:3004/mf-manifest.json' };

function json(body: unknown, status = 200) {
  const headers = { forEach: (each: (value: string, name: string) => void) => each('application/json', 'content-type') };
  return Promise.resolve({ ok: status < 300, status, headers, json: () => Promise.resolve(body) } as unknown as Response);
}

/** What each remote's first-screen.json holds in these tests (none for the cart and admin). */
const firstScreens: Record<string, FirstScreenHints> = {
  'http://localhost:3001/first-screen.json': { './book-details-page': [{ data: '/articles/:id', image: ['data', 'articleimage', 0, 'link'] }] },
  'http://localhost:3002/first-screen.json': {},
};
/** The API's answers, by address as fetched. */
let apiAnswers: Record<string, { status: number; body: unknown }> = {};

async function hintsFor(pathname: string) {
  window.history.pushState({}, '', pathname);
  document.head.innerHTML = '';
  const fetched: string[] = [];
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    fetched.push(url);
    requests.push({ url, init });
    if (url === '/remotes.json') return json({ remotes });
    if (url in firstScreens) return json(firstScreens[url]);
    const answer = apiAnswers[url];
    if (answer) return json(answer.body, answer.status);
    return manifests[url] ? json(manifests[url]) : json({ code: 'not_found' }, 404);
  }) as unknown as typeof fetch;
  const early = startEarlyRemotes(table, window);
  await early.config;
  await Promise.all(Object.values(early.manifests));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  const hints = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
  return { early, fetched, hints, requests };
}

beforeEach(() => {
  localStorage.clear();
  apiAnswers = {};
});

test('a book page preloads the catalog entry, the page and the header fragments, not other pages', async () => {
  const { hints, fetched, early } = await hintsFor('/bookdetails/42');
  expect(fetched.slice(0, 4)).toEqual(['/remotes.json', remotes.catalog, 'http://localhost:3001/first-screen.json', remotes.cart]);
  expect(hints).toEqual([
    'script http://localhost:3001/remoteEntry.js',
    'script http://localhost:3001/book.js',
    'script http://localhost:3001/search.js',
    'script http://localhost:3002/remoteEntry.js',
    'script http://localhost:3002/mini.js',
  ]);
  expect(Object.keys(early.manifests)).toEqual([remotes.catalog, remotes.cart]);
  expect(window.__bookshopEarlyRemotes).toBe(early);
});

describe("the page's first-screen calls (first-screen.json of the page's remote)", () => {
  const bookUrl = 'http://localhost/api/gmp/lumiere/articles/42?ecom_type=lumiere&lang=fr';

  test('are made at once with the route parameters, left for the API client, and the picture is preloaded', async () => {
    apiAnswers[bookUrl] = { status: 200, body: { data: { id: 42, articleimage: [{ link: '/img/covers/42.svg' }] } } };
    const { hints, fetched, requests } = await hintsFor('/bookdetails/42');
    expect(fetched).toContain(bookUrl);
    expect(requests.find((request) => request.url === bookUrl)?.init?.headers).toEqual({});
    const answers = window.__bookshopEarlyAnswers ?? {};
    // The key the API client computes for its own GET /articles/42 (its query comes in another order).
    const key = earlyAnswerKey('/api/gmp/lumiere/articles/42?lang=fr&ecom_type=lumiere');
    expect(Object.keys(answers)).toEqual([key]);
    expect(answers[key]?.token).toBeNull();
    await expect(answers[key]?.answer).resolves.toMatchObject({ status: 200, body: { data: { id: 42 } } });
    expect(hints).toContain('image /img/covers/42.svg');
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  test("carry the persisted shopper's language and session", async () => {
    localStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { language: 'eng', token: 'tok-7' } }));
    const { requests } = await hintsFor('/bookdetails/42');
    const call = requests.find((request) => request.url.includes('/api/gmp/'));
    expect(call?.url).toBe('http://localhost/api/gmp/lumiere/articles/42?ecom_type=lumiere&lang=eng');
    expect(call?.init?.headers).toEqual({ Authorization: 'Bearer tok-7' });
    expect(Object.values(window.__bookshopEarlyAnswers ?? {})[0]?.token).toBe('tok-7');
  });

  test('a failed call preloads no picture; an address with a query string, or a page without hints, makes no call', async () => {
    apiAnswers[bookUrl] = { status: 404, body: { code: 'not_found' } };
    expect((await hintsFor('/bookdetails/42')).hints.filter((hint) => hint.startsWith('image'))).toEqual([]);
    expect((await hintsFor('/bookdetails/42?from=search')).fetched.filter((url) => url.includes('/api/'))).toEqual([]);
    expect((await hintsFor('/')).fetched.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});

test('the home page hints its styles as styles', async () => {
  const { hints } = await hintsFor('/');
  expect(hints).toContain('style http://localhost:3001/home.css');
  expect(hints).toContain('script http://localhost:3001/home.js');
  expect(hints).not.toContain('script http://localhost:3001/book.js');
});

test('admin pages load only the admin remote, from the public path its manifest names', async () => {
  const { hints, fetched } = await hintsFor('/admin-panel/orders/7');
  expect(fetched).toEqual(['/remotes.json', remotes.admin]);
  expect(hints).toEqual(['script https://cdn.example/admin/remoteEntry.js', 'script https://cdn.example/admin/admin.js']);
});

test('an unknown path still preloads the header fragments; a failed config adds no hint and throws nothing', async () => {
  expect((await hintsFor('/nowhere')).hints).toEqual([
    'script http://localhost:3001/remoteEntry.js',
    'script http://localhost:3001/search.js',
    'script http://localhost:3002/remoteEntry.js',
    'script http://localhost:3002/mini.js',
  ]);
  document.head.innerHTML = '';
  global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 500 } as Response)) as unknown as typeof fetch;
  const early = startEarlyRemotes(table, window);
  await expect(early.config).rejects.toThrow('500');
  expect(document.head.querySelectorAll('link').length).toBe(0);
});

test('a remotes config inlined by the server is used as is: only the manifests are fetched', async () => {
  window.history.pushState({}, '', '/cart');
  document.head.innerHTML = '';
  const fetched: string[] = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(url);
    return json(manifests[url]);
  }) as unknown as typeof fetch;
  const win = Object.assign(window, { __bookshopRemotesConfig: { remotes } });
  const early = startEarlyRemotes(table, win);
  await expect(early.config).resolves.toEqual({ remotes });
  await Promise.all(Object.values(early.manifests));
  // The cart's first-screen.json is asked for too: /cart is the cart remote's page.
  expect(fetched).toEqual([remotes.catalog, remotes.cart, 'http://localhost:3002/first-screen.json']);
  delete (win as { __bookshopRemotesConfig?: unknown }).__bookshopRemotesConfig;
});
