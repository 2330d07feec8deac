import { startEarlyRemotes, type EarlyRouteTable } from './early-remotes';

const table: EarlyRouteTable = {
  routes: [
    { path: '/', module: 'catalog/home-page' },
    { path: '/bookdetails/:id', module: 'catalog/book-details-page' },
    { path: '/cart', module: 'cart/cart-page' },
    { path: '/admin-panel/*', module: 'admin/app' },
  ],
  fragments: ['catalog/smart-search', 'cart/mini-cart'],
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

function json(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
}

async function hintsFor(pathname: string) {
  window.history.pushState({}, '', pathname);
  document.head.innerHTML = '';
  const fetched: string[] = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(url);
    return url === '/remotes.json' ? json({ remotes }) : json(manifests[url]);
  }) as unknown as typeof fetch;
  const early = startEarlyRemotes(table, window);
  await early.config;
  await Promise.all(Object.values(early.manifests));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const hints = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
  return { early, fetched, hints };
}

test('a book page preloads the catalog entry, the page and the header fragments, not other pages', async () => {
  const { hints, fetched, early } = await hintsFor('/bookdetails/42');
  expect(fetched).toEqual(['/remotes.json', remotes.catalog, remotes.cart]);
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
  expect(fetched).toEqual([remotes.catalog, remotes.cart]);
  delete (win as { __bookshopRemotesConfig?: unknown }).__bookshopRemotesConfig;
});
