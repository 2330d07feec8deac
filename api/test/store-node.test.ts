/**
 * The store role as one node of several (issue 42, scripts/serve.mjs and scripts/store-node.mjs): it refuses to open
 * itself to other machines while the shop has its demo accounts, and to start with proxy settings that contradict the
 * API's; it answers /healthz and /readyz, drains on SIGTERM; one request id goes from the request through the store
 * (its log lines, its answer) to the API, by the /api proxy and by the renderer's own calls.
 * The store runs in a node of its own, on a stub renderer (a server build that records what it is asked), in front of
 * a stub API that records the headers it gets.
 */
import './native-modules';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';

const ROOT = path.resolve(__dirname, '../..');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

/** A free port in 4500-4999 (the range these tests may use). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 4500 + Math.floor(Math.random() * 500);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The API stand-in: answers /readyz with `demoAccounts`, anything else `{}`, and keeps each request's headers. */
async function stubApi(demoAccounts: boolean) {
  const seen: Array<{ url: string; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(request.url === '/readyz' ? { status: 'ready', demoAccounts } : {}));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { seen, origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A built shell of its own: index.html, and a server build whose renderer calls the API with what it was given. */
function stubShell(): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'store-node-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>');
  fs.writeFileSync(path.join(dist, 'remotes.json'), '{"remotes":{}}');
  // The warm-up (pageVersion of /) takes WARM_MS, so /readyz says `starting` meanwhile; /slow renders in 1.5 s.
  fs.writeFileSync(
    path.join(dist, 'server', 'renderer.js'),
    `exports.loadRenderer = async ({ apiBaseUrl }) => {
      const call = (page, what) => fetch(apiBaseUrl + '/lumiere/' + what, { headers: { ...(page.requestId ? { 'x-request-id': page.requestId } : {}), ...(page.traceparent ? { traceparent: page.traceparent } : {}) } });
      const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      return {
        pagePaths: ['/', '/slow'],
        async pageVersion(page) { await call(page, 'catalogue-version'); if (!page.requestId) await sleep(Number(process.env.WARM_MS)); return null; },
        async render(page) { await call(page, 'render'); if (new URL(page.url).pathname === '/slow') await sleep(1500); return { kind: 'browser', reason: 'stub' }; },
        browserPage: async (page) => '<!doctype html><html lang="fr"><body><div id="root"></div><script nonce="' + page.nonce + '" src="/main.js"></script></body></html>',
        robotsTxt: async () => null, sitemapIndex: async () => null, sitemapFile: async () => null,
      };
    };`,
  );
  return dir;
}

interface Started {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

/** Runs `args` in a node of its own; `ready` resolves once stdout matches `until` (or the process ended). */
function run(args: string[], env: Record<string, string>, until?: RegExp): Started & { ready: Promise<void> } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until?.test(out)) resolve();
    });
    void exited.then(() => resolve());
  });
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { child, out: () => out, err: () => err, exited, ready };
}

/** The store role on the stub shell (serveNode, as `npm run store` runs it), on `port`. */
function startStore(dir: string, port: number, env: Record<string, string>) {
  const serve = JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'serve.mjs')).href);
  const app = JSON.stringify({ name: 'shell', dir: path.relative(ROOT, dir), port });
  return run(['--input-type=module', '-e', `const { serveNode } = await import(${serve}); await serveNode([${app}]);`], env, /listening at/);
}

async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers });
  return { status: answer.status, id: answer.headers.get('x-request-id'), body: await answer.text() };
}

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('refusals at start', () => {
  it('refuses to listen beyond loopback while the API says the shop has demo accounts, saying why and how', async () => {
    const api = await stubApi(true);
    try {
      const port = await freePort();
      const store = run(['scripts/serve.mjs', 'shell'], { STORE_HOST: '0.0.0.0', STORE_PORT: String(port), STORE_API_ORIGIN: api.origin });
      children.push(store.child);
      expect(await store.exited).toBe(1);
      expect(store.err()).toContain('STORE_HOST=0.0.0.0');
      expect(store.err()).toContain('demo accounts');
      expect(store.err()).toContain('npm run admin:create');
      expect(api.seen.map((request) => request.url)).toContain('/readyz');
      // It never listened.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      await api.close();
    }
  }, 30_000);

  it('refuses proxy settings of the store and the API that contradict each other, naming both', async () => {
    const store = run(['scripts/serve.mjs', 'shell'], { STORE_PORT: String(await freePort()), STORE_TRUST_PROXY: '10.0.0.5', TRUST_PROXY: '1' });
    children.push(store.child);
    expect(await store.exited).toBe(1);
    expect(store.err()).toMatch(/STORE_TRUST_PROXY=10\.0\.0\.5 .*TRUST_PROXY=1 /);
  }, 30_000);

  it('names the setting of a bad address', async () => {
    const store = run(['scripts/serve.mjs', 'shell'], { STORE_PORT: 'three thousand' });
    children.push(store.child);
    expect(await store.exited).toBe(1);
    expect(store.err()).toContain('STORE_PORT must be a port number');
  }, 30_000);
});

describe('a running store node', () => {
  let api: Awaited<ReturnType<typeof stubApi>>;
  let store: ReturnType<typeof startStore>;
  let origin = '';

  beforeAll(async () => {
    api = await stubApi(false);
    const dir = stubShell();
    folders.push(dir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    store = startStore(dir, port, { STORE_HOST: '127.0.0.1', STORE_API_ORIGIN: api.origin, WARM_MS: '3000', SHUTDOWN_GRACE_MS: '8000' });
    children.push(store.child);
    await store.ready;
  }, 30_000);

  afterAll(() => api.close());

  it('answers /healthz, and /readyz 503 `starting` until its renderer is warmed, then 200', async () => {
    expect(await get(`${origin}/healthz`)).toMatchObject({ status: 200, body: JSON.stringify({ status: 'ok' }) });
    const starting = await get(`${origin}/readyz`);
    expect(starting.status).toBe(503);
    expect(JSON.parse(starting.body)).toEqual({ status: 'unavailable', reason: 'starting' });
    let ready = starting;
    for (let tries = 0; tries < 40 && ready.status !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await get(`${origin}/readyz`);
    }
    expect(ready).toMatchObject({ status: 200, body: JSON.stringify({ status: 'ready' }) });
  }, 20_000);

  it("passes the request's id and traceparent to the API (renderer and proxy), answers it, and logs it", async () => {
    const page = await get(`${origin}/?from=test`, { 'X-Request-Id': 'lb-7f3a.1:2', traceparent: TRACEPARENT });
    expect(page).toMatchObject({ status: 200, id: 'lb-7f3a.1:2' });
    const proxied = await get(`${origin}/api/gmp/lumiere/articles`, { 'X-Request-Id': 'lb-proxied', traceparent: TRACEPARENT });
    expect(proxied).toMatchObject({ status: 200, id: 'lb-proxied' });
    const calls = (id: string) => api.seen.filter((request) => request.headers['x-request-id'] === id).map((request) => [request.url.split('?')[0], request.headers.traceparent]);
    expect(calls('lb-7f3a.1:2')).toEqual([
      ['/api/gmp/lumiere/catalogue-version', TRACEPARENT],
      ['/api/gmp/lumiere/render', TRACEPARENT],
    ]);
    expect(calls('lb-proxied')).toEqual([['/api/gmp/lumiere/articles', TRACEPARENT]]);
    const lines = store
      .out()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.reqId === 'lb-7f3a.1:2' && line.msg === 'answered')).toMatchObject({ route: '/', path: '/', status: 200, durationMs: expect.any(Number) });
  });

  it('replaces an id that does not look like one by a new UUID, passed on the same', async () => {
    for (const sent of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const page = await get(`${origin}/api/gmp/lumiere/books`, { 'X-Request-Id': sent });
      expect(page.id).toMatch(UUID);
      expect(api.seen.at(-1)?.headers['x-request-id']).toBe(page.id);
    }
  });

  it('on SIGTERM answers /readyz 503 `draining` at once, finishes the request in flight, then exits 0', async () => {
    const slow = get(`${origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = Date.now();
    store.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ready = await get(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', reason: 'draining' });
    expect((await slow).status).toBe(200);
    expect(await store.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(8000);
  }, 20_000);
});

describe('a drain past SHUTDOWN_GRACE_MS', () => {
  it('exits 1 when a request is still in flight at the deadline', async () => {
    const api = await stubApi(false);
    try {
      const dir = stubShell();
      folders.push(dir);
      const port = await freePort();
      const store = startStore(dir, port, { STORE_HOST: '127.0.0.1', STORE_API_ORIGIN: api.origin, WARM_MS: '0', SHUTDOWN_GRACE_MS: '400' });
      children.push(store.child);
      await store.ready;
      const slow = get(`http://127.0.0.1:${port}/slow`).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = Date.now();
      store.child.kill('SIGTERM');
      expect(await store.exited).toBe(1);
      expect(Date.now() - sent).toBeLessThan(1200);
      expect(store.out()).toContain('requests still in flight after SHUTDOWN_GRACE_MS (400 ms)');
      await slow;
    } finally {
      await api.close();
    }
  }, 20_000);
});

describe("the API's request id", () => {
  // Only the request id is looked at: no route reaches the database.
  const app = buildApp({ db: {} as Db });
  afterAll(() => app.close());

  it('takes X-Request-Id when it looks like one and answers it, else answers a new UUID', async () => {
    const kept = await app.inject({ url: '/no-such-path', headers: { 'x-request-id': 'lb-7f3a.1:2' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.1:2');
    const replaced = await app.inject({ url: '/no-such-path', headers: { 'x-request-id': 'not an id' } });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    const none = await app.inject({ url: '/no-such-path' });
    expect(none.headers['x-request-id']).toMatch(UUID);
  });
});
