/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { ApiError, createApiClient, earlyAnswerKey, type EarlyAnswer } from './index';

/** A tiny real HTTP server standing in for the API, so the client's real adapter is exercised. */
let server: http.Server;
let baseUrl = '';
const seen: Array<{ url: string; auth: string | undefined }> = [];
/** Runs when the server has the request and before it answers (to change the session meanwhile). */
let beforeAnswer = () => undefined as void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
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

describe('answers fetched early by the page start-up script', () => {
  const answers: Record<string, EarlyAnswer> = {};
  const early = (body: unknown, { token = null as string | null, status = 200, expires = Date.now() + 10_000 } = {}): EarlyAnswer => ({
    token,
    expires,
    answer: Promise.resolve({ status, headers: { 'content-type': 'application/json' }, body }),
  });
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key];
    (globalThis as { window?: unknown }).window = { __bookshopEarlyAnswers: answers };
  });
  afterEach(() => delete (globalThis as { window?: unknown }).window);

  test('the same GET takes the early answer once, whatever the order of its query; the next one asks the server', async () => {
    answers[earlyAnswerKey('/api/gmp/lumiere/articles/7?lang=fr&ecom_type=lumiere')] = early({ data: { id: 7, designation: 'Candide' } });
    const client = createApiClient({ baseUrl, shop: 'lumiere' });
    const first = await client.get('/articles/7');
    expect(first.data).toEqual({ data: { id: 7, designation: 'Candide' } });
    expect(seen).toEqual([]);
    const second = await client.get('/articles/7');
    expect(second.data).toEqual({ data: [] });
    expect(seen.map((call) => call.url)).toEqual(['/api/gmp/lumiere/articles/7?ecom_type=lumiere&lang=fr']);
  });

  test('another query, another language or another session asks the server', async () => {
    const key = earlyAnswerKey('/api/gmp/lumiere/articles?ecom_type=lumiere&lang=fr&page_size=8&sort=newest');
    answers[key] = early({ data: ['early'] });
    const client = createApiClient({ baseUrl, shop: 'lumiere' });
    expect((await client.get('/articles', { params: { page_size: 8, sort: 'best_sales' } })).data).toEqual({ data: [] });
    rootStore.setState({ language: 'eng' });
    expect((await client.get('/articles', { params: { page_size: 8, sort: 'newest' } })).data).toEqual({ data: [] });
    rootStore.setState({ language: 'fr', token: 'tok-9' });
    answers[key] = early({ data: ['early'] });
    expect((await client.get('/articles', { params: { page_size: 8, sort: 'newest' } })).data).toEqual({ data: [] });
    expect(seen).toHaveLength(3);
  });

  test('a failed, refused or stale early answer is not used: the call is made', async () => {
    const client = createApiClient({ baseUrl, shop: 'lumiere' });
    const key = (id: number) => earlyAnswerKey(`/api/gmp/lumiere/articles/${id}?ecom_type=lumiere&lang=fr`);
    answers[key(1)] = { token: null, expires: Date.now() + 10_000, answer: Promise.reject(new Error('offline')) };
    answers[key(2)] = early({ code: 'not_found' }, { status: 404 });
    answers[key(3)] = early({ data: 'old' }, { expires: Date.now() - 1 });
    for (const id of [1, 2, 3]) expect((await client.get(`/articles/${id}`)).data).toEqual({ data: [] });
    expect(seen).toHaveLength(3);
  });

  test('only GETs: a POST to the same address goes to the server', async () => {
    answers[earlyAnswerKey('/api/gmp/lumiere/contact?ecom_type=lumiere&lang=fr')] = early({ data: { id: 1 } });
    await createApiClient({ baseUrl, shop: 'lumiere' }).post('/contact', { message: 'Bonjour' });
    expect(seen).toHaveLength(1);
  });
});
