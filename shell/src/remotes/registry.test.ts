import type { ComponentType } from 'react';
import type { ExposedModuleId } from '@bookshop/contracts';
import type * as RegistryModule from './registry';
import type * as StartRemotesModule from './start-remotes';
import { PAGE_DATA_ID } from '../page-data';

const mockLoadRemote = jest.fn((id: string) => Promise.resolve({ default: (() => id) as ComponentType }));
const mockRegistered: string[] = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  registerRemotes: (remotes: Array<{ name: string }>) => mockRegistered.push(...remotes.map((remote) => `remote ${remote.name}`)),
  registerPlugins: (plugins: Array<{ name: string }>) => mockRegistered.push(...plugins.map((plugin) => `plugin ${plugin.name}`)),
  registerGlobalPlugins: (plugins: Array<{ name: string }>) => mockRegistered.push(...plugins.map((plugin) => `global plugin ${plugin.name}`)),
}));

/** The page's data as the rendering server writes it (page-data.ts): the remotes config, and the modules it starts with. */
function writePageData(modules: ExposedModuleId[]) {
  document.getElementById(PAGE_DATA_ID)?.remove();
  const element = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_ID });
  element.textContent = JSON.stringify({ remotes: { remotes: { catalog: 'http://localhost:3001/mf-manifest.json', cart: 'http://localhost:3002/mf-manifest.json' } }, modules });
  document.body.append(element);
}

/** A fresh registry, in a page whose data names the remotes (and `modules`). */
function freshRegistry(pageModules: ExposedModuleId[] = []) {
  writePageData(pageModules);
  let modules!: { registry: typeof RegistryModule; start: typeof StartRemotesModule };
  jest.isolateModules(() => {
    modules = { registry: jest.requireActual('./registry'), start: jest.requireActual('./start-remotes') };
  });
  return modules;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const loadedAsModule = (id: string) => Promise.resolve({ default: (() => id) as ComponentType });
beforeEach(() => mockLoadRemote.mockClear());
afterEach(() => {
  jest.useRealTimers();
  mockLoadRemote.mockImplementation(loadedAsModule);
});

test('the contract guard, and the shared version guard for every instance, are in place before any remote is registered, once', async () => {
  mockRegistered.length = 0;
  const { registry } = freshRegistry();
  await registry.loadExposed('catalog/home-page');
  await registry.forgetRemote('catalog');
  expect(mockRegistered).toEqual(['plugin bookshop-contract-guard', 'global plugin bookshop-shared-version-guard', 'remote catalog', 'remote cart', 'remote catalog']);
});

test("a server-rendered page's modules start at once, from the shell's first script, once the guards and the remotes are registered", async () => {
  mockRegistered.length = 0;
  const { start, registry } = freshRegistry(['catalog/book-details-page', 'cart/add-to-cart-button']);
  mockLoadRemote.mockImplementation((id: string) => {
    mockRegistered.push(`load ${id}`);
    return loadedAsModule(id);
  });
  start.startPageModules();
  await flush();
  expect(mockRegistered).toEqual([
    'plugin bookshop-contract-guard',
    'global plugin bookshop-shared-version-guard',
    'remote catalog',
    'remote cart',
    'load catalog/book-details-page',
    'load cart/add-to-cart-button',
  ]);
  // The route and the slots then ask the runtime again, which has the modules (this mock only counts the asks).
  await registry.loadPageModule('catalog/book-details-page');
  expect(mockLoadRemote).toHaveBeenCalledTimes(3);
});

test("the slots find the page's modules that have arrived, without a load; a remote registered anew (Retry) is loaded anew", async () => {
  const { start, registry } = freshRegistry(['catalog/book-details-page', 'cart/add-to-cart-button']);
  start.startPageModules(['cart/add-to-cart-button']);
  expect(registry.federationLoader.loaded?.('cart/add-to-cart-button')).toBeUndefined();
  await flush();
  const arrived = registry.federationLoader.loaded?.('cart/add-to-cart-button');
  expect(arrived).toBeDefined();
  expect((arrived as unknown as () => string)()).toBe('cart/add-to-cart-button');
  // Not listed by the page: loaded when a slot asks.
  expect(registry.federationLoader.loaded?.('cart/mini-cart')).toBeUndefined();
  await registry.federationLoader.forget('cart/add-to-cart-button');
  expect(registry.federationLoader.loaded?.('cart/add-to-cart-button')).toBeUndefined();
});

test('a page rendered in the browser lists no modules: nothing starts before its routes ask', async () => {
  const { start } = freshRegistry();
  start.startPageModules();
  await flush();
  expect(mockLoadRemote).not.toHaveBeenCalled();
});

test('a module that fails to start is left to the route or slot that asks for it next: nothing is thrown or logged', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { start, registry } = freshRegistry(['catalog/book-details-page', 'cart/add-to-cart-button']);
  mockLoadRemote.mockImplementationOnce(() => Promise.reject(new Error('remote down')));
  start.startPageModules(['catalog/book-details-page']);
  await flush();
  expect(mockLoadRemote).toHaveBeenCalledWith('catalog/book-details-page');
  expect(consoleError).not.toHaveBeenCalled();
  expect(registry.federationLoader.loaded?.('catalog/book-details-page')).toBeUndefined();
  consoleError.mockRestore();
});
