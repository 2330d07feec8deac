/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { ApiError, createApiClient } from './index';

/** A tiny real HTTP server standing in for the API, so the client's real adapter is exercised. */
let server: http.Server;
let baseUrl = '';
const seen: Array<{ url: string; auth: string | undefined; requestId?: string | string[]; traceparent?: string | string[] }> = [];
/** Runs when the server has the request and before it answers (to change the session meanwhile). */
let beforeAnswer = () => undefined as void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    seen.push({ url: req.url ?? '', auth: req.headers.authorization, requestId: req.headers['x-request-id'], traceparent: req.headers.traceparent });
    beforeAnswer();
    if (req.url?.startsWith('/api/gmp/lumiere/newsletter')) {
      res.statusCode = 409;
      return res.end(JSON.stringify({ statusCode: 409, code: 'already_subscribed', message: 'The email has already been subscribed.', field: 'email' }));
    }
    if (req.url?.startsWith('/api/gmp/lumiere/users/1/cart')) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ statusCode: 401, code: 'unauthorized', message: 'Login required' }));
    }
    res.end(JSON.stringify({ data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  seen.length = 0;
  resetEventBus();
  rootStore.getState().clearUser();
});

test('adds ecom_type, the shopper language and the bearer token of the held session', async () => {
  rootStore.setState({ token: 'tok-123', language: 'eng' });
  await createApiClient({ baseUrl, shop: 'lumiere' }).get('/articles', { params: { page: 2 } });
  rootStore.setState({ language: 'fr' });
  expect(seen[0]?.url).toBe('/api/gmp/lumiere/articles?ecom_type=lumiere&lang=eng&page=2');
  expect(seen[0]?.auth).toBe('Bearer tok-123');
});

test('runs the interceptors intercept adds on each call (the rendering server: the page request id)', async () => {
  let current: Record<string, string> | undefined = { 'X-Request-Id': 'page-1', traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
  const client = createApiClient({
    baseUrl,
    shop: 'lumiere',
    intercept: (instance) =>
      instance.interceptors.request.use((request) => {
        for (const [name, value] of Object.entries(current ?? {})) request.headers.set(name, value);
        return request;
      }),
  });
  await client.get('/articles');
  current = { 'X-Request-Id': 'page-2' };
  await client.get('/articles');
  current = undefined;
  await client.get('/articles');
  expect(seen.map(({ requestId, traceparent }) => [requestId, traceparent])).toEqual([
    ['page-1', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['page-2', undefined],
    [undefined, undefined],
  ]);
});

test('sends lists as repeated parameters', async () => {
  await createApiClient({ baseUrl, shop: 'lumiere' }).get('/articles', { params: { category_id: [3, 4] } });
  expect(seen[0]?.url).toBe('/api/gmp/lumiere/articles?ecom_type=lumiere&lang=fr&category_id=3&category_id=4');
});

test('normalises server errors with their code and field', async () => {
  const client = createApiClient({ baseUrl, shop: 'lumiere' });
  const error = await client.post('/newsletter', { email: 'a@b.c' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 409, code: 'already_subscribed', field: 'email' });
});

test('a 401 on a call that carried a token announces session:expired', async () => {
  const expired = jest.fn();
  on('session:expired', expired);
  rootStore.setState({ token: 'stale' });
  await createApiClient({ baseUrl, shop: 'lumiere' }).get('/users/1/cart').catch(() => undefined);
  expect(expired).toHaveBeenCalledTimes(1);
});

test('a late 401 for an older token does not end the session held now', async () => {
  const expired = jest.fn();
  on('session:expired', expired);
  rootStore.setState({ token: 'old-token' });
  // Logged out and in again while the call was on its way.
  beforeAnswer = () => rootStore.setState({ token: 'new-token' });
  await createApiClient({ baseUrl, shop: 'lumiere' }).get('/users/1/cart').catch(() => undefined);
  beforeAnswer = () => undefined;
  expect(seen[0]?.auth).toBe('Bearer old-token');
  expect(expired).not.toHaveBeenCalled();
});

test('a 401 without a token is only an error', async () => {
  const expired = jest.fn();
  on('session:expired', expired);
  const error = await createApiClient({ baseUrl, shop: 'lumiere' }).get('/users/1/cart').catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
  expect(expired).not.toHaveBeenCalled();
});

test('an unreachable server is a network_error', async () => {
  const error = await createApiClient({ baseUrl: 'http://127.0.0.1:9/api/gmp', shop: 'lumiere' }).get('/articles').catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 0, code: 'network_error' });
});
