import { on, resetEventBus } from '@bookshop/event-bus';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractGuard, RemoteRefusedError } from './contract-guard';

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
afterEach(() => {
  consoleError.mockClear();
  resetEventBus();
});

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

test('a remote of another major is refused, said on the console and on the event bus', () => {
  const heard: unknown[] = [];
  on('federation:remote-refused', (payload) => heard.push(payload));
  expect(check(manifestRead('2.0.0'))).toThrow(RemoteRefusedError);
  expect(heard).toEqual([{ remote: 'cart', version: '2.0.0', expected: '1.4.0' }]);
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('The remote cart is not run: it was built against contract 2.0.0, this shell expects 1.4.0'));
});

test('a remote whose manifest names no contract is refused too', () => {
  const heard: unknown[] = [];
  on('federation:remote-refused', (payload) => heard.push(payload));
  expect(check(manifestRead(undefined))).toThrow(/built against contract \(none named\)/);
  expect(heard).toEqual([{ remote: 'cart', version: null, expected: '1.4.0' }]);
});

test('a snapshot the runtime already holds was checked with its manifest', () => {
  const args = manifestRead(undefined, 'global');
  expect(check(args)()).toBe(args);
});
