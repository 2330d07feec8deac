/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPARE_CONFIG_TYPE } from '@bookshop/contracts';
import { createRenderer } from './render';

/** The API stand-in: the company settings, with the compare feature as `compareOn` says. */
let server: http.Server;
let apiBaseUrl = '';
let compareOn = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (!req.url?.includes('/company-settings')) {
      res.statusCode = 404;
      res.end(JSON.stringify({ statusCode: 404, message: 'Not found' }));
      return;
    }
    res.end(JSON.stringify({ data: { website_config: [{ lookup_config_type: COMPARE_CONFIG_TYPE, is_exist: compareOn }], usd_rate: null } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

test('/compare with the feature off is the 404 page, answered with HTTP 404; with it on, the page', async () => {
  const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
  const off = await renderer.render({ url: 'http://localhost:3000/compare?lang=eng', nonce: 'n' });
  expect(off).toMatchObject({ kind: 'page', status: 404 });
  expect(off.kind === 'page' && off.markup).toContain('Sorry, the page you are looking for does not exist.');

  compareOn = true;
  const on = await renderer.render({ url: 'http://localhost:3000/compare?lang=eng', nonce: 'n' });
  expect(on).toMatchObject({ kind: 'page', status: 200 });
  expect(on.kind === 'page' && on.markup).not.toContain('does not exist');
});
