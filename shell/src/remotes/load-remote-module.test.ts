const mockLoadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => mockLoadRemote(id) }));

import { loadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from './load-remote-module';

afterEach(() => jest.useRealTimers());

test("in the browser a remote's module that never arrives fails after the spec's 120 s, not before", async () => {
  jest.useFakeTimers();
  mockLoadRemote.mockReturnValue(new Promise(() => undefined));
  const outcome = loadRemoteModule('catalog/home-page').then(
    () => 'loaded',
    (error: Error) => error.message,
  );
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS.browser - 1);
  await jest.advanceTimersByTimeAsync(1);
  expect(REMOTE_LOAD_TIMEOUT_MS.browser).toBe(120_000);
  await expect(outcome).resolves.toBe('Loading catalog/home-page timed out after 120000 ms');
});

test('a module without its default export is refused; one with it is handed over whole', async () => {
  mockLoadRemote.mockResolvedValueOnce({ loader: () => null });
  await expect(loadRemoteModule('catalog/home-page')).rejects.toThrow('catalog/home-page has no default export');
  const page = { default: () => null, loader: () => null };
  mockLoadRemote.mockResolvedValueOnce(page);
  await expect(loadRemoteModule('catalog/home-page')).resolves.toBe(page);
});
