/**
 * API part of `npm run bench`: a catalogue of 100,000 books on the embedded database, then a bounded local load
 * (127.0.0.1 only, a few connections, a few seconds per scenario) on the calls shoppers make most: p50, p95, p99 and
 * requests per second. Budgets are checked on the single-connection runs (the server's own latency).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { waitForAnswer } from '../../scripts/wait-for.mjs';

export const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
export const DATA_DIR = path.join(ROOT, 'bench', 'tmp', `pglite-${BOOKS}`);
/** Each scenario runs alone (one connection: the server's own latency) and under 4 concurrent connections. */
const CONNECTION_COUNTS = [1, 4];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Budgets of issue 7 (p95 in milliseconds, single connection). */
export const API_BUDGETS = { list: 50, search: 50, book: 20 };

/** Brings the benchmark database (bench/tmp) to BOOKS books; a second run finds them there and is quick. */
export function seedCatalogue() {
  console.log(`Bringing the benchmark catalogue to ${BOOKS.toLocaleString('en')} books in ${path.relative(ROOT, DATA_DIR)}…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/cli.ts', '--books', String(BOOKS)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding the benchmark catalogue failed');
}

/** Starts the API on the benchmark database; resolves with its process once it answers. */
export async function startApi(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '', API_PORT: String(port) },
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

/** `connections` loops sending requests back to back for `SECONDS`; every answer must be a 2xx. */
export async function load(name, connections, makeRequest) {
  // Warm-up: the first calls compile query plans and fill caches.
  for (let i = 0; i < 20; i++) await makeRequest(i);
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
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
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
  console.log(`${name.padEnd(34)} x${connections}  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  ${result.rps} req/s`);
  return result;
}

/** Runs every scenario against the API at `port`; returns the results and the budgets exceeded. */
export async function runApiLoad(port) {
  const BASE = `http://127.0.0.1:${port}/api/gmp/lumiere`;
  const get = (url) => fetch(`${BASE}${url}${url.includes('?') ? '&' : '?'}ecom_type=lumiere`);
  const categories = await (await get('/categories')).json();
  const literature = categories.find((category) => category.niveau === 1)?.id;
  const ids = (await (await get('/articles?page_size=100&sort=title&in_stock=1')).json()).data.map((article) => article.id);
  const login = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@librairie-lumiere.fr', password: 'Lumiere-2026' }),
  });
  const { data: session } = await login.json();
  const words = ['hugo', 'jardin', 'miserables', 'lettres venise', 'voyage', 'etranger', 'shakespeare', 'contes'];

  const scenarios = [
    ['list', 'list, newest, page 1', () => get('/articles?page_size=24')],
    ['list', 'list, deep page, by price', (i) => get(`/articles?page_size=24&sort=price_asc&page=${50 + (i % 50)}`)],
    ['list', 'list, category + stock + price', () => get(`/articles?category_id=${literature}&in_stock=1&max_price=15&sort=price_asc`)],
    ['search', 'search, words', (i) => get(`/articles?smart_search=${encodeURIComponent(words[i % words.length])}`)],
    ['search', 'search, ISBN with hyphens', () => get('/articles?smart_search=979-10-0001234-5')],
    ['book', 'book by id', (i) => get(`/articles/${ids[i % ids.length]}`)],
    [
      'cart',
      'add to cart',
      (i) =>
        fetch(`${BASE}/cart?ecom_type=lumiere`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
          body: JSON.stringify({ user_id: session.user.id, article_id: ids[i % ids.length], quantity: 1 }),
        }),
    ],
  ];
  const results = [];
  for (const connections of CONNECTION_COUNTS) {
    for (const [kind, name, request] of scenarios) results.push({ kind, ...(await load(name, connections, request)) });
  }
  const failed = results.filter((result) => result.failures > 0).map((result) => `${result.name}: ${result.failures} failed calls`);
  const over = results
    .filter((result) => result.connections === 1 && API_BUDGETS[result.kind] !== undefined && result.p95 > API_BUDGETS[result.kind])
    .map((result) => `API ${result.name}: p95 ${result.p95} ms > ${API_BUDGETS[result.kind]} ms`);
  return { books: BOOKS, seconds: SECONDS, budgets_p95_ms: API_BUDGETS, results, failures: [...failed, ...over] };
}
