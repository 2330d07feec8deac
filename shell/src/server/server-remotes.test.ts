/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServerRemotes } from './server-remotes';

const mockRegistered: Array<{ name: string; entry: string }> = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: Array<{ name: string; entry: string }>) => mockRegistered.push(...remotes),
  registerPlugins: () => undefined,
}));

/** A remote's host: its browser and server manifests, the server one naming `contractVersion`. */
let contractVersion: string | undefined = '1.0.0';
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const browser = { metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } }, exposes: [{ path: './cart-page', assets: { js: { sync: ['cart-page.js'] }, css: { sync: [] } } }] };
    const serverBuild = { metaData: { remoteEntry: { name: 'remoteEntry.js' }, ...(contractVersion ? { contractVersion } : {}) } };
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(request.url?.endsWith('/server/mf-manifest.json') ? serverBuild : browser));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
beforeEach(() => {
  mockRegistered.length = 0;
  consoleError.mockClear();
});

function remotes() {
  return new ServerRemotes(() => Promise.resolve({ remotes: { cart: `${origin}/mf-manifest.json` } } as never));
}

/** The runtime reading `name`'s server manifest, built against `version`, through the server's guard. */
function readManifest(known: ServerRemotes, name: string, version: string | undefined) {
  const manifestJson = { metaData: version ? { contractVersion: version } : {} };
  return () => known.guard.loadRemoteSnapshot?.({ from: 'manifest', manifestJson, moduleInfo: { name } } as never);
}

test("a server build is registered by its server manifest, and its browser files preloaded", async () => {
  const known = remotes();
  expect(await known.refresh()).toBe(true);
  expect(mockRegistered).toEqual([{ name: 'cart', entry: expect.stringMatching(new RegExp(`^${origin}/server/mf-manifest\\.json\\?v=[0-9a-f]{16}$`)) }]);
  expect(readManifest(known, 'cart', '1.3.0')).not.toThrow();
  expect(known.refusal('cart')).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the browser manifest is read beside it
  expect(known.assets('cart/cart-page').scripts).toEqual([`${origin}/remoteEntry.js`, `${origin}/cart-page.js`]);
});

test('a server build of another major, or naming none, is refused by the runtime\'s guard: no preloads, said once, not registered again until another build', async () => {
  const known = remotes();
  await known.refresh();
  expect(readManifest(known, 'cart', '2.0.0')).toThrow('The remote cart is not run: it was built against contract 2.0.0');
  expect(known.refusal('cart')?.refusal).toEqual({ remote: 'cart', version: '2.0.0', expected: expect.stringMatching(/^1\./) });
  expect(readManifest(known, 'cart', undefined)).toThrow('built against contract (none named)');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(known.assets('cart/cart-page')).toEqual({ manifest: null, scripts: [], styles: [] });
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError.mock.calls[0]?.[0]).toContain('[renderer] The remote cart is not run: it was built against contract 2.0.0');

  // A page that failed on it does not have it registered again: the same build stays refused.
  known.forget('cart');
  expect(await known.refresh(Date.now() + 2000)).toBe(false);
  expect(known.refusal('cart')).toBeDefined();
  // A deploy of another build: registered anew, and run unless the guard refuses it too.
  contractVersion = '1.0.1';
  expect(await known.refresh(Date.now() + 2000)).toBe(true);
  expect(known.refusal('cart')).toBeUndefined();
  expect(mockRegistered.map((remote) => remote.name)).toEqual(['cart', 'cart']);
});

test("a remote registered again first drops the federation instances its old containers made (a new container would take one over)", async () => {
  const federation = globalThis as { __FEDERATION__?: { __INSTANCES__: Array<{ name: string }> } };
  federation.__FEDERATION__ = { __INSTANCES__: [{ name: 'shell' }, { name: 'cart' }, { name: 'catalog' }] };
  try {
    await remotes().refresh();
    expect(federation.__FEDERATION__.__INSTANCES__.map((instance) => instance.name)).toEqual(['shell', 'catalog']);
  } finally {
    delete federation.__FEDERATION__;
  }
});

test("a release (remotes.json naming another build) is seen on the next page at once, and the old build's files are no longer preloaded", async () => {
  contractVersion = '1.3.0';
  let config = { remotes: { cart: `${origin}/mf-manifest.json` } };
  const known = new ServerRemotes(() => Promise.resolve(config as never));
  expect(await known.refresh()).toBe(true);
  expect(await known.configChanged()).toBe(false);
  expect(known.assets('cart/cart-page').scripts).toEqual([`${origin}/remoteEntry.js`, `${origin}/cart-page.js`]);

  // Promoted: the same host serves the release under a versioned folder.
  config = { remotes: { cart: `${origin}/mf-cart/v2/mf-manifest.json` } };
  expect(await known.configChanged()).toBe(true);
  // Until it is checked, nothing of the build remotes.json no longer names is preloaded...
  expect(known.assets('cart/cart-page').scripts).toEqual([]);
  // ...and the check is due at once (not a second after the last one): the new build is registered.
  expect(await known.refresh()).toBe(true);
  expect(mockRegistered.at(-1)?.entry).toMatch(new RegExp(`^${origin}/mf-cart/v2/server/mf-manifest\\.json\\?v=`));
  expect(known.assets('cart/cart-page').scripts).toEqual([`${origin}/mf-cart/v2/remoteEntry.js`, `${origin}/mf-cart/v2/cart-page.js`]);
  expect(await known.configChanged()).toBe(false);
});
