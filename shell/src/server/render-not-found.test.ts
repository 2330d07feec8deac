/**
 * @jest-environment node
 */
import { apiError, startFakeApi, type FakeApi } from '@bookshop/testing';
import { COMPARE_CONFIG_TYPE } from '@bookshop/contracts';
import { createRenderer } from './render';

// The compare page's module as its remote's server build would give it (the remotes are not run here).
jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: async (id: string) => ({ default: () => `the page ${id}` }),
}));

/** The API stand-in: the company settings, with the compare feature as `compareOn` says. */
let api: FakeApi;
let compareOn = false;

beforeAll(async () => {
  api = await startFakeApi(({ path }) =>
    path.endsWith('/company-settings')
      ? { status: 200, body: { data: { website_config: [{ lookup_config_type: COMPARE_CONFIG_TYPE, is_exist: compareOn }], usd_rate: null } } }
      : apiError(404, 'not_found', 'Not found'),
  );
});

afterAll(() => api.close());

test('/compare with the feature off is the 404 page, answered with HTTP 404; with it on, the page', async () => {
  const renderer = createRenderer({ apiBaseUrl: api.url, readRemotesConfig: async () => null });
  const off = await renderer.render({ url: 'http://localhost:3000/compare?lang=eng', nonce: 'n' });
  expect(off).toMatchObject({ kind: 'page', status: 404 });
  expect(off.kind === 'page' && off.html).toContain('Sorry, the page you are looking for does not exist.');

  compareOn = true;
  const on = await renderer.render({ url: 'http://localhost:3000/compare?lang=eng', nonce: 'n' });
  expect(on).toMatchObject({ kind: 'page', status: 200 });
  expect(on.kind === 'page' && on.html).not.toContain('does not exist');
  // A shopper's own page: the server renders its skeleton (here none: a spinner), never the page.
  expect(on.kind === 'page' && on.html).toContain('bk-page-loading');
  expect(on.kind === 'page' && on.html).not.toContain('the page catalog/compare-page');
});
