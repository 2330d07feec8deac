/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRenderer } from './render';

/** The API stand-in: answers the catalogue version, and keeps the headers of each call. */
let server: http.Server;
let apiBaseUrl = '';
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: { version: `v-${seen.length}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

test("the renderer's API calls carry the request id and trace context of the page they are made for", async () => {
  const renderer = createRenderer({ apiBaseUrl, readRemotesConfig: async () => null });
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  // Two pages at once: each call must carry its own page's id, not the one of the page started last.
  await Promise.all([
    renderer.pageVersion({ url: 'http://localhost:3000/', requestId: 'page-a', traceparent }),
    renderer.pageVersion({ url: 'http://localhost:3000/books', requestId: 'page-b' }),
  ]);
  await renderer.pageVersion({ url: 'http://localhost:3000/' });
  const calls = seen.map((headers) => [headers['x-request-id'], headers.traceparent]);
  expect(calls).toHaveLength(3);
  expect(calls).toEqual(expect.arrayContaining([['page-a', traceparent], ['page-b', undefined]]));
  expect(calls[2]).toEqual([undefined, undefined]);
});
