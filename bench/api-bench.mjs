/**
 * `npm run bench` (API part): a catalogue of 100,000 books on the embedded database, then a bounded local load
 * (127.0.0.1 only, a few connections, a few seconds per scenario) on the calls shoppers make most. Reports p50, p95,
 * p99 and requests per second to bench/api-report.md and .json, and exits non-zero when a budget is exceeded.
 * Run it alone: timings on a 2-core machine are only meaningful without a build or test run beside them.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const DATA_DIR = path.join(ROOT, 'bench', 'tmp', `pglite-${BOOKS}`);
const PORT = Number(process.env.BENCH_API_PORT ?? 4400);
const BASE = `http://127.0.0.1:${PORT}/api/gmp/lumiere`;
/** Each scenario runs alone (one connection: the server's own latency) and under 4 concurrent connections. */
const CONNECTION_COUNTS = [1, 4];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Budgets of issue 7 (p95, milliseconds). */
const BUDGETS = { list: 50, search: 50, book: 20 };

function seed() {
  console.log(`Bringing the benchmark catalogue to ${BOOKS.toLocaleString('en')} books in ${path.relative(ROOT, DATA_DIR)}…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/cli.ts', '--books', String(BOOKS)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding the benchmark catalogue failed');
}

async function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '', API_PORT: String(PORT) },
    stdio: 'ignore',
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the API did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `connections` loops sending requests back to back for `SECONDS`; every answer must be a 2xx. */
async function load(name, connections, makeRequest) {
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

async function main() {
  seed();
  const api = await startApi();
  try {
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

    // Budgets are checked on the single-connection runs: the server's latency, without queueing behind other calls.
    const over = results.filter((result) => result.connections === 1 && BUDGETS[result.kind] !== undefined && result.p95 > BUDGETS[result.kind]);
    const failed = results.filter((result) => result.failures > 0);
    const report = { date: new Date().toISOString(), books: BOOKS, seconds: SECONDS, budgets_p95_ms: BUDGETS, results };
    fs.writeFileSync(path.join(ROOT, 'bench', 'api-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    const rows = results.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.connections === 1 && BUDGETS[r.kind] ? `${r.p95 <= BUDGETS[r.kind] ? 'within' : '**over**'} ${BUDGETS[r.kind]} ms` : '—'} |`,
    );
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'api-report.md'),
      [
        '# API benchmark',
        '',
        `${report.date}: ${BOOKS.toLocaleString('en')} books on the embedded database (PGlite), ${SECONDS} s per scenario and connection count, client and server on the same 2-core machine (127.0.0.1).`,
        '',
        '| scenario | connections | p50 ms | p95 ms | p99 ms | req/s | p95 budget (1 connection) |',
        '|---|---|---|---|---|---|---|',
        ...rows,
        '',
        'PGlite serves one query at a time, so with 4 connections each latency includes the wait behind the others;',
        'budgets are checked on the single-connection runs. A real PostgreSQL (DATABASE_URL) serves calls in parallel.',
        '',
      ].join('\n'),
    );
    console.log(`\nReport: bench/api-report.md`);
    if (failed.length > 0) throw new Error(`calls failed in: ${failed.map((r) => r.name).join(', ')}`);
    if (over.length > 0) {
      console.error(`Over budget: ${over.map((r) => `${r.name} (p95 ${r.p95} ms > ${BUDGETS[r.kind]} ms)`).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
