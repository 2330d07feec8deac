import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractGuard, RemoteRefusedError, sharedVersionGuard } from './contract-guard';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The hook's arguments as the runtime gives them when it has just read `cart`'s manifest. */
function manifestRead(contractVersion: string | undefined, from: 'manifest' | 'global' = 'manifest'): SnapshotArgs {
  return {
    options: {},
    moduleInfo: { name: 'cart', entry: 'http://localhost:3002/mf-manifest.json' },
    manifestJson: { metaData: { name: 'cart', ...(contractVersion ? { contractVersion } : {}) } },
    manifestUrl: 'http://localhost:3002/mf-manifest.json',
    remoteSnapshot: {},
    from,
  } as unknown as SnapshotArgs;
}

const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => consoleError.mockClear());

function check(args: SnapshotArgs, expected = '1.4.0') {
  const hook = contractGuard(expected).loadRemoteSnapshot as (args: SnapshotArgs) => SnapshotArgs;
  return () => hook(args);
}

test('a remote built against the same major runs, whatever its minor', () => {
  const args = manifestRead('1.9.2');
  expect(check(args)()).toBe(args);
  expect(check(manifestRead('1.0.0'))()).toBeDefined();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a remote of another major is refused, and said on the console', () => {
  expect(check(manifestRead('2.0.0'))).toThrow(RemoteRefusedError);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('The remote cart is not run: it was built against contract 2.0.0, this shell expects 1.4.0'));
});

test('a remote whose manifest names no contract is refused too', () => {
  expect(check(manifestRead(undefined))).toThrow(/built against contract \(none named\)/);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('The remote cart is not run: it was built against contract (none named)'));
});

test('a snapshot the runtime already holds was checked with its manifest', () => {
  const args = manifestRead(undefined, 'global');
  expect(check(args)()).toBe(args);
});

/**
 * A page as the federation runtime makes it: the shell's instance provides @bookshop/store 1.4.0; a remote's instance
 * (with the guard, as every instance gets it) asks for it with the range it was built to need, and takes the page's copy.
 */
async function remoteNeeding(required: string) {
  const shell = createInstance({ name: 'shell', remotes: [], shared: { '@bookshop/store': { version: '1.4.0', lib: () => ({ copy: 'shell' }), shareConfig: { singleton: true, requiredVersion: '^1.4.0' } } } });
  await shell.loadShare('@bookshop/store');
  const cart = createInstance({
    name: 'cart',
    remotes: [],
    plugins: [sharedVersionGuard()],
    shared: { '@bookshop/store': { version: required.slice(1), get: () => Promise.resolve(() => ({ copy: 'cart' })), shareConfig: { singleton: true, requiredVersion: required } } },
  });
  cart.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
  const factory = await cart.loadShare<{ copy: string }>('@bookshop/store');
  return { cart, copy: factory ? (factory() as { copy: string }).copy : null };
}

test('a remote that needs a newer shared singleton than the page provides is reported once, and runs with the page\'s copy', async () => {
  const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { cart, copy } = await remoteNeeding('^1.6.0');
  expect(copy).toBe('shell');
  await cart.loadShare('@bookshop/store');
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('The remote cart needs @bookshop/store ^1.6.0, and the page runs 1.4.0 (from shell)'));
  consoleWarn.mockRestore();
});

test('a remote whose needs the page meets is not reported', async () => {
  const { copy } = await remoteNeeding('^1.2.0');
  expect(copy).toBe('shell');
  expect(consoleError).not.toHaveBeenCalled();
});
