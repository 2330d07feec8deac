/**
 * Attack replayed: the API sat behind the store's proxy without trusting it, so every shopper was 127.0.0.1 and the
 * per-client limits were global: 10 failed order lookups from one client, and a genuine lookup from another answered
 * 429. The API now believes X-Forwarded-For from the configured proxies only (TRUST_PROXY), and its counters live in
 * the database, so they hold across API instances.
 */
import '../native-modules';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, ItemAnswer, Order } from '@bookshop/contracts';
import { buildApp, trustProxyFromEnv } from '../../src/app';
import { DEFAULT_LIMITS, limitsFromEnv } from '../../src/limits';
import { clientAddressKey } from '../../src/lib/client-address';
import { SHOP_PATH, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let secondInstance: FastifyInstance;
let genuine: Order;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  secondInstance = buildApp({ db: t.db, limits: DEFAULT_LIMITS, trustProxy: 'loopback' });
  await secondInstance.ready();
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782070409228'`);
  const placed = await t.call<ItemAnswer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }], delivery_method: 'shop_pickup', email: 'genuine@example.fr', payment_method: 'bank_transfer' },
    headers: { 'idempotency-key': 'client-address-genuine', 'x-forwarded-for': '192.0.2.200' },
  });
  genuine = placed.body.data;
});
afterAll(async () => {
  await secondInstance.close();
  await t.close();
});
beforeEach(() => t.db.query('delete from rate_limit_counters'));

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const LOOKUPS = DEFAULT_LIMITS.orderLookupsPerClient.max;

/** A lookup through the store's proxy (on this machine), which says the shopper's address is `shopper`. */
const track = (number: string, email: string, shopper: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: `${SHOP_PATH}/orders/track`, payload: { number, email }, headers: { 'x-forwarded-for': shopper } });

it('blocks the client who guessed, not the shoppers behind the same proxy', async () => {
  for (let i = 0; i < LOOKUPS; i += 1) expect((await track(`AAAA-BBBB-CC${i}C`, 'guess@example.fr', '203.0.113.66')).statusCode).toBe(404);
  expect((await track('AAAA-BBBB-CCCC', 'guess@example.fr', '203.0.113.66')).statusCode).toBe(429);
  expect((await track(genuine.number, genuine.email, '198.51.100.20')).statusCode).toBe(200);
});

it('does not let a client dodge the limit by sending its own X-Forwarded-For', async () => {
  // A client that reaches the API directly (not through a trusted proxy) is counted by its own address.
  const direct = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: `${SHOP_PATH}/orders/track`,
      payload: { number: `DDDD-EEEE-FF${i}F`, email: 'guess@example.fr' },
      remoteAddress: '203.0.113.77',
      headers: { 'x-forwarded-for': `10.0.0.${i}` },
    });
  for (let i = 0; i < LOOKUPS; i += 1) expect((await direct(i)).statusCode).toBe(404);
  expect((await direct(99)).statusCode).toBe(429);
});

it('counts across API instances on one database', async () => {
  for (let i = 0; i < LOOKUPS; i += 1) {
    const app = i % 2 === 0 ? t.app : secondInstance;
    expect((await track(`GGGG-HHHH-JJ${i}J`, 'guess@example.fr', '203.0.113.88', app)).statusCode).toBe(404);
  }
  expect((await track('GGGG-HHHH-JJJJ', 'guess@example.fr', '203.0.113.88', secondInstance)).statusCode).toBe(429);
  expect((await track('GGGG-HHHH-JJJJ', 'guess@example.fr', '203.0.113.88', t.app)).statusCode).toBe(429);
});

it('does not let a client pay for its guesses with lookups of its own order', async () => {
  const answers = [];
  for (let i = 0; i < LOOKUPS + 2; i += 1) {
    answers.push((await track(i % 2 === 0 ? genuine.number : `KKKK-MMMM-NN${i}N`, genuine.email, '198.51.100.21')).statusCode);
  }
  expect(answers.slice(LOOKUPS)).toEqual([429, 429]);
});

describe('IPv6 clients', () => {
  // Attack replayed: every limit keyed on the full address, and an IPv6 host has a /64 of them: a new address per try
  // and the order lookups never answered 429.
  it('are counted by their /64 (CLIENT_IPV6_PREFIX): a new address of the same network is the same client', async () => {
    for (let i = 1; i <= LOOKUPS; i += 1) expect((await track(`PPPP-QQQQ-RR${i}R`, 'guess@example.fr', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(404);
    expect((await track('PPPP-QQQQ-RRRR', 'guess@example.fr', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    // Another network is another client.
    expect((await track(genuine.number, genuine.email, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('count an IPv4 address written IPv6 (::ffff:a.b.c.d) as that IPv4 address', async () => {
    for (let i = 0; i < LOOKUPS; i += 1) expect((await track(`SSSS-TTTT-UU${i}U`, 'guess@example.fr', '203.0.113.70')).statusCode).toBe(404);
    expect((await track(genuine.number, genuine.email, '::ffff:203.0.113.70')).statusCode).toBe(429);
  });

  it('take their prefix from CLIENT_IPV6_PREFIX (1 to 128)', () => {
    expect(limitsFromEnv({}).clientIpv6Prefix).toBe(64);
    expect(limitsFromEnv({ CLIENT_IPV6_PREFIX: '56' }).clientIpv6Prefix).toBe(56);
    expect(() => limitsFromEnv({ CLIENT_IPV6_PREFIX: '129' })).toThrow(/CLIENT_IPV6_PREFIX must be a whole number from 1 to 128/);
    expect(clientAddressKey('2001:db8:aa:bb:cc::1', 56)).toBe('2001:db8:aa::/56');
    expect(clientAddressKey('fe80::1%eth0', 64)).toBe('fe80::/64');
  });
});

describe('every per-client throttle uses the real client address', () => {
  const cases = [
    { name: 'register', limit: DEFAULT_LIMITS.registerPerClient, call: (i: number) => ({ url: '/auth/register', payload: { email: `new${i}@example.fr`, password: 'Plume-et-encrier-42', first_name: 'Léa', last_name: 'Martin' } }) },
    { name: 'password reset', limit: DEFAULT_LIMITS.passwordResetPerClient, call: (i: number) => ({ url: '/auth/password-reset-request', payload: { email: `reset${i}@example.fr` } }) },
    { name: 'newsletter', limit: DEFAULT_LIMITS.newsletterPerClient, call: (i: number) => ({ url: '/newsletter', payload: { email: `news${i}@example.fr` } }) },
    { name: 'contact', limit: DEFAULT_LIMITS.contactPerClient, call: (i: number) => ({ url: '/contact', payload: { name: 'Léa', email: `contact${i}@example.fr`, subject: 'Bonjour', message: 'Une question sur un livre.' } }) },
    // Each sitemap answer reads over the whole catalogue: a loop of them would keep the database busy.
    { name: 'sitemap', limit: DEFAULT_LIMITS.sitemapPerClient, method: 'GET' as const, call: (i: number) => ({ url: i % 2 === 0 ? '/sitemap' : '/sitemap/books?page=1', payload: undefined }) },
  ];

  it.each(cases)('$name: 429 too_many_requests past its limit for one client, others still served', async ({ limit, call, ...rest }) => {
    const method = 'method' in rest ? rest.method : 'POST';
    const send = (i: number, shopper: string) => {
      const { url, payload } = call(i);
      return t.call<Answer>({ method, url: `${SHOP_PATH}${url}`, payload, headers: { 'x-forwarded-for': shopper } });
    };
    for (let i = 0; i < limit.max; i += 1) expect((await send(i, '203.0.113.99')).status).toBeLessThan(300);
    const over = await send(limit.max, '203.0.113.99');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(limit.max + 1, '198.51.100.99')).status).toBeLessThan(300);
  });
});

it('resend verification: 429 too_many_requests past its limit for one client, whatever the account', async () => {
  const limit = DEFAULT_LIMITS.verificationPerClient.max;
  const tokens: string[] = [];
  for (let i = 0; i <= limit + 1; i += 1) {
    const { body } = await t.call<{ data: { token: string } }>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/register`,
      payload: { email: `verify${i}@example.fr`, password: 'Plume-et-encrier-42', first_name: 'Léa', last_name: 'Martin' },
      headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
    });
    tokens.push(body.data.token);
  }
  const resend = (token: string, shopper: string) =>
    t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/resend-verification`, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': shopper } });
  for (let i = 0; i < limit; i += 1) expect((await resend(tokens[i] as string, '203.0.113.120')).status).toBe(202);
  const over = await resend(tokens[limit] as string, '203.0.113.120');
  expect(over.body).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
  expect((await resend(tokens[limit + 1] as string, '198.51.100.120')).status).toBe(202);
});

describe('TRUST_PROXY', () => {
  it('trusts the loopback proxy by default, and takes addresses, hops or false', () => {
    expect(trustProxyFromEnv({})).toBe('loopback');
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toBe('10.0.0.0/8,127.0.0.1');
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    const hops = trustProxyFromEnv({ TRUST_PROXY: '2' }) as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });
});
