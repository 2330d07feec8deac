import type { ApiErrorBody } from '@bookshop/contracts';
import type { RouteOptions } from 'fastify';
// helpers first: it prepares the native modules the app loads.
import { DEMO_USERS, bearer, setupApp, type TestContext } from './helpers';
import { buildApp } from '../src/app';

/**
 * Every admin route, whatever its method, is refused to anonymous callers (401) and to customers (403), and the
 * admin routes are exactly those under /admin/: the list is read from the app itself, so a route added later is
 * checked without touching this test.
 */
let t: TestContext;
let customerToken: string;
let adminToken: string;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await setupApp();
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  // A second app on the same database, only to list its routes (onRoute hooks must be added before routes).
  const probe = buildApp({ db: t.db });
  probe.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.includes('/admin')) routes.push({ method, url: route.url });
    }
  });
  await probe.ready();
  await probe.close();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: sample values for its parameters (the role check runs before validation). */
function sampleUrl(pattern: string): string {
  return pattern
    .replace(':shop', 'lumiere')
    .replace(/:number/g, 'AAAA-BBBB-CCCC')
    .replace(/:[a-zA-Z_]+(\([^)]*\))?/g, '1');
}

describe('admin routes', () => {
  it('are all under /api/gmp/:shop/admin/', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) expect(route.url).toMatch(/^\/api\/gmp\/:shop\/admin\//);
  });

  it('answer 401 to anonymous callers, 403 to customers, and let admins through', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const url = sampleUrl(route.url);
      const method = route.method as 'GET';
      const anonymous = await t.call<ApiErrorBody>({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      const customer = await t.call<ApiErrorBody>({ method, url, headers: bearer(customerToken), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      const admin = await t.call<ApiErrorBody>({ method, url, headers: bearer(adminToken), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (anonymous.status !== 401 || anonymous.body.code !== 'unauthorized') refused.push(`${route.method} ${route.url}: anonymous got ${anonymous.status}`);
      if (customer.status !== 403 || customer.body.code !== 'forbidden') refused.push(`${route.method} ${route.url}: customer got ${customer.status}`);
      if (admin.status === 401 || admin.status === 403) refused.push(`${route.method} ${route.url}: admin got ${admin.status}`);
    }
    expect(refused).toEqual([]);
  });
});
