/**
 * The store's metrics module (scripts/store-metrics.mjs) on a small Fastify server standing in for the store's: a
 * render is timed, the rendered pages kept in memory count their hits and misses and the 304s, a renderer failure is
 * counted, requests are timed by kind (page, static, proxy, health), and `GET /metrics` answers only METRICS_ALLOW.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');
const MODULE = JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'store-metrics.mjs')).href);

/** Runs ES module code in a node of its own (the scripts are ES modules, this project compiles to CommonJS). */
function runModule(code: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { ...run, result: run.status === 0 ? (JSON.parse(run.stdout) as Partial<Record<string, { status: number; body: string }>>) : null };
}

/**
 * The store's shape in little: `/` is a page (marked `request.page`, as serve.mjs's sendPage does) rendered once, then
 * sent from memory, then answered 304; `/broken` is a page whose render fails; a file, a proxied call and /healthz.
 */
const STORE = `
  import Fastify from 'fastify';
  import { createStoreMetrics } from ${MODULE};
  const server = Fastify();
  server.decorateRequest('page', false);
  const metrics = createStoreMetrics();
  metrics.register(server);
  let kept = null;
  server.get('/', async (request, reply) => {
    request.page = true;
    if (request.headers['if-none-match'] === '"v1"') {
      metrics.pageCache('not_modified');
      return reply.code(304).send();
    }
    metrics.pageCache(kept ? 'hit' : 'miss');
    if (!kept) {
      metrics.rendered(42);
      kept = '<p>page</p>';
    }
    return reply.type('text/html').send(kept);
  });
  server.get('/broken', async (request, reply) => {
    request.page = true;
    metrics.rendered(7);
    metrics.renderFailed();
    return reply.type('text/html').send('<p>rendered in the browser</p>');
  });
  server.get('/main.0123abcd.js', async () => 'code');
  server.get('/api/gmp/lumiere/articles', async () => ({ data: [] }));
  server.get('/healthz', async () => ({ status: 'ok' }));
  const answers = {};
  for (const [name, options] of Object.entries({
    first: { url: '/' }, second: { url: '/' }, revalidated: { url: '/', headers: { 'if-none-match': '"v1"' } },
    broken: { url: '/broken' }, file: { url: '/main.0123abcd.js' }, proxied: { url: '/api/gmp/lumiere/articles' }, health: { url: '/healthz' },
    refused: { url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
    metrics: { url: '/metrics' },
  })) {
    const answer = await server.inject({ method: 'GET', ...options });
    answers[name] = { status: answer.statusCode, body: answer.body, type: answer.headers['content-type'], cache: answer.headers['cache-control'] };
  }
  console.log(JSON.stringify(answers));
`;

/** The value of one sample (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("the store's metrics", () => {
  const run = runModule(STORE);

  it('serves them in the Prometheus text format, not to be cached', () => {
    expect(run.stderr).toBe('');
    expect(run.result?.metrics).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/plain; version=0\.0\.4/), cache: 'no-store' });
  });

  it('times each render and counts the rendered-page cache: a miss (rendered), a hit (from memory), a 304', () => {
    const text = run.result?.metrics?.body ?? '';
    expect(sample(text, 'store_render_duration_seconds_count')).toBe(2);
    expect(sample(text, 'store_render_duration_seconds_sum')).toBeCloseTo(0.049, 5);
    expect(sample(text, 'store_page_cache_total{result="miss"}')).toBe(1);
    expect(sample(text, 'store_page_cache_total{result="hit"}')).toBe(1);
    expect(sample(text, 'store_page_cache_total{result="not_modified"}')).toBe(1);
    expect(sample(text, 'store_render_failures_total')).toBe(1);
  });

  it('times the requests by kind of answer, never by address', () => {
    const text = run.result?.metrics?.body ?? '';
    expect(sample(text, 'store_request_duration_seconds_count{kind="page",method="GET",status_class="2xx"}')).toBe(3);
    expect(sample(text, 'store_request_duration_seconds_count{kind="page",method="GET",status_class="3xx"}')).toBe(1);
    expect(sample(text, 'store_request_duration_seconds_count{kind="static",method="GET",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'store_request_duration_seconds_count{kind="proxy",method="GET",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'store_request_duration_seconds_count{kind="health",method="GET",status_class="2xx"}')).toBe(1);
    // The refused scrape is counted too, as a 4xx of kind health (a scrape is not in its own answer).
    expect(sample(text, 'store_request_duration_seconds_count{kind="health",method="GET",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain('/main.0123abcd.js');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('refuses a scrape from an address METRICS_ALLOW does not name, whatever X-Forwarded-For says', () => {
    expect(run.result?.refused?.status).toBe(403);
    expect(run.result?.refused?.body).not.toContain('store_request_duration_seconds');
  });

  it('takes METRICS_ALLOW as addresses and ranges, and stops the start naming it when it is wrong', () => {
    const allowed = runModule(
      `import { metricsAllowFromEnv } from ${MODULE};
       const allow = metricsAllowFromEnv();
       console.log(JSON.stringify({ list: { status: 0, body: JSON.stringify(['10.1.2.3', '::ffff:10.9.9.9', '127.0.0.1', '192.0.2.1'].map(allow)) } }));`,
      { METRICS_ALLOW: '10.0.0.0/8' },
    );
    expect(JSON.parse(allowed.result?.list?.body ?? 'null')).toEqual([true, true, false, false]);
    const wrong = runModule(`import { createStoreMetrics } from ${MODULE}; import Fastify from 'fastify'; createStoreMetrics().register(Fastify());`, { METRICS_ALLOW: 'the office' });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/METRICS_ALLOW must list addresses or ranges/);
  });
});
