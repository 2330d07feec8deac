/**
 * API part of `npm run bench`: a generated catalogue on the embedded database (100,000 books) and, with `--db=pg`, on
 * a throwaway PostgreSQL cluster (1,000,000 books and 100,000 orders), then a bounded local load with autocannon
 * (127.0.0.1 only, a few connections, a few seconds per scenario) on the calls shoppers and staff make most: p50,
 * p95, p99 and requests per second. Latency budgets are checked on the single-connection runs (the server's own
 * latency), throughput budgets on the runs with the most connections.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../../scripts/apps.mjs';
import { waitForAnswer } from '../../scripts/wait-for.mjs';

/** The embedded database's catalogue: BENCH_BOOKS (100,000) books, or 100,000 beside a PostgreSQL run. */
export const BOOKS = Number((!process.argv.includes('--db=pg') && process.env.BENCH_BOOKS) || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Budgets of issue 7 on the embedded database (p95 in milliseconds, single connection). */
export const PGLITE_BUDGETS = { p95Ms: { list: 50, search: 50, facets: 50, book: 20 }, minRps: {} };
/**
 * Budgets of issue 22 on PostgreSQL with a million books: p95 at one connection (admin: the first page of the staff
 * lists, with 100,000 orders; facets: the /books panel's counts, held to the lists' budget), requests per second at
 * eight.
 */
export const POSTGRES_BUDGETS = { p95Ms: { list: 30, search: 30, facets: 30, book: 5, admin: 100 }, minRps: { list: 300, search: 150 } };

/**
 * Where a benchmark catalogue lives and how the API reaches it: the embedded database in bench/tmp, or a throwaway
 * PostgreSQL cluster whose folder stays in bench/tmp, so a second run finds its million books there.
 */
export async function openBenchDatabase(kind) {
  if (kind === 'pglite') {
    const dataDir = path.join(ROOT, 'bench', 'tmp', `pglite-${BOOKS}`);
    return { label: 'the embedded database (PGlite)', books: BOOKS, orders: 0, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, close: () => {} };
  }
  const books = Number(process.env.BENCH_BOOKS ?? 1_000_000);
  const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
  const { startThrowawayPostgres } = await tsImport('../../api/src/db/throwaway-postgres.ts', import.meta.url);
  const cluster = await startThrowawayPostgres({ folder: path.join(ROOT, 'bench', 'tmp', `postgres-${books}`), settings: POSTGRES_SETTINGS });
  // MAIL_DIR: an API on DATABASE_URL that runs the jobs refuses to start without somewhere to send mail.
  const env = { DATABASE_URL: cluster.url, MAIL_DIR: path.join(ROOT, 'bench', 'tmp', 'mail') };
  return { label: 'PostgreSQL (a throwaway cluster on this machine)', books, orders, env, close: () => cluster.remove() };
}

/** The settings the bench's cluster runs with: docs/running-at-scale.md explains each. */
export const POSTGRES_SETTINGS = {
  shared_buffers: '1GB',
  effective_cache_size: '4GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  random_page_cost: 1.1,
  max_wal_size: '4GB',
  jit: 'off',
};

/** Brings the benchmark database to its books (and orders); a second run finds them there and is quick. */
export function seedCatalogue(database) {
  console.log(`Bringing the benchmark catalogue on ${database.label} to ${database.books.toLocaleString('en')} books…`);
  const started = performance.now();
  const args = ['--books', String(database.books), ...(database.orders ? ['--orders', String(database.orders)] : [])];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...database.env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding the benchmark catalogue failed');
  return Math.round((performance.now() - started) / 1000);
}

/** Starts the API on the benchmark database; resolves with its process once it answers. */
export async function startApi(port, database) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...database.env, API_PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/api/health`);
    return child;
  } catch (error) {
    child.kill();
    throw error;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

/** `connections` loops sending requests back to back for `SECONDS` (a fetch per request); every answer must be a 2xx. */
export async function load(name, connections, makeRequest) {
  // Warm-up: the first calls compile query plans and fill caches.
  for (let i = 0; i < 20; i++) await (await makeRequest(i)).arrayBuffer();
  const latencies = [];
  let failures = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) {
        const started = performance.now();
        const response = await makeRequest(counter++);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failures++;
      }
    }),
  );
  return summary(name, connections, latencies, failures);
}

function summary(name, connections, latencies, failures) {
  latencies.sort((a, b) => a - b);
  const result = {
    name,
    connections,
    requests: latencies.length,
    failures,
    rps: round(latencies.length / SECONDS),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
  };
  console.log(`${name.padEnd(44)} x${connections}  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  ${result.rps} req/s`);
  return result;
}

/**
 * autocannon on `origin` for `SECONDS`: each request's path (and method, headers, body) from `makeRequest(i)`, i
 * counting up across connections. Latencies are read per response (autocannon's histogram has no p95).
 */
async function cannon(origin, name, connections, makeRequest) {
  let counter = 0;
  const next = () => makeRequest(counter++);
  // Warm-up: the first calls compile query plans and fill caches.
  for (let i = 0; i < 20; i++) {
    const { path: warmPath, ...init } = next();
    await (await fetch(`${origin}${warmPath}`, init)).arrayBuffer();
  }
  const latencies = [];
  let failures = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) failures++;
  });
  const result = await instance;
  return summary(name, connections, latencies, failures + result.errors + result.timeouts);
}

/**
 * Runs every scenario (or those of `kinds`) against the API at `port`; returns the results and the budgets missed.
 */
export async function runApiLoad(port, { database, connectionCounts, budgets, kinds }) {
  const origin = `http://127.0.0.1:${port}`;
  const SHOP = '/api/gmp/lumiere';
  const withShop = (url) => `${SHOP}${url}${url.includes('?') ? '&' : '?'}ecom_type=lumiere`;
  const read = async (url, headers = {}) => (await fetch(`${origin}${withShop(url)}`, { headers })).json();
  const signIn = async (email, password) => {
    const answer = await fetch(`${origin}${SHOP}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return (await answer.json()).data;
  };
  const categories = await read('/categories');
  const literature = categories.find((category) => category.niveau === 1)?.id;
  const ids = (await read('/articles?page_size=100&sort=title&in_stock=1')).data.map((article) => article.id);
  const customer = await signIn('client@librairie-lumiere.fr', 'Lumiere-2026');
  const admin = await signIn('admin@librairie-lumiere.fr', 'Admin-Lumiere-2026');
  const staff = { authorization: `Bearer ${admin.token}` };
  const words = ['hugo', 'jardin', 'miserables', 'lettres venise', 'voyage', 'etranger', 'shakespeare', 'contes'];
  const get = (url, headers) => ({ path: withShop(url), ...(headers ? { headers } : {}) });

  const scenarios = [
    ['list', 'list, newest, page 1', () => get('/articles?page_size=24')],
    // The pager reaches the first LIST_COUNT_LIMIT (1,000) books of a list: 42 pages of 24.
    ['list', 'list, by price, pages 1 to 42', (i) => get(`/articles?page_size=24&sort=price_asc&page=${1 + (i % 42)}`)],
    ['list', 'list, category + stock + price', () => get(`/articles?category_id=${literature}&in_stock=1&max_price=15&sort=price_asc`)],
    ['search', 'search, words', (i) => get(`/articles?smart_search=${encodeURIComponent(words[i % words.length])}`)],
    ['search', 'search, ISBN with hyphens', () => get('/articles?smart_search=979-10-0001234-5')],
    // The filter panel's counts for the same lists: the whole catalogue, a narrow filter, searches.
    ['facets', 'facets, all books', () => get('/articles/facets')],
    ['facets', 'facets, category + stock + price', () => get(`/articles/facets?category_id=${literature}&in_stock=1&max_price=15`)],
    ['facets', 'facets, search words', (i) => get(`/articles/facets?smart_search=${encodeURIComponent(words[i % words.length])}`)],
    ['book', 'book by id', (i) => get(`/articles/${ids[i % ids.length]}`)],
    [
      'cart',
      'add to cart',
      (i) => ({
        path: withShop('/cart'),
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify({ user_id: customer.user.id, article_id: ids[i % ids.length], quantity: 1 }),
      }),
    ],
    ['admin', 'admin: books, page 1', () => get('/admin/articles', staff)],
    ['admin', 'admin: orders, page 1', () => get('/admin/orders', staff)],
    ['admin', 'admin: customers, page 1', () => get('/admin/customers', staff)],
  ];
  const results = [];
  for (const connections of connectionCounts) {
    for (const [kind, name, request] of scenarios.filter(([kind]) => !kinds || kinds.includes(kind))) {
      results.push({ kind, ...(await cannon(origin, name, connections, request)) });
    }
  }
  const most = Math.max(...connectionCounts);
  const failed = results.filter((result) => result.failures > 0).map((result) => `${database.label}, ${result.name}: ${result.failures} failed calls`);
  const slow = results
    .filter((result) => result.connections === 1 && budgets.p95Ms[result.kind] !== undefined && result.p95 > budgets.p95Ms[result.kind])
    .map((result) => `API on ${database.label}, ${result.name}: p95 ${result.p95} ms > ${budgets.p95Ms[result.kind]} ms`);
  const few = results
    .filter((result) => result.connections === most && budgets.minRps[result.kind] !== undefined && result.rps < budgets.minRps[result.kind])
    .map((result) => `API on ${database.label}, ${result.name}: ${result.rps} req/s at ${most} connections < ${budgets.minRps[result.kind]}`);
  return { database: database.label, books: database.books, orders: database.orders, seconds: SECONDS, budgets, results, failures: [...failed, ...slow, ...few] };
}
