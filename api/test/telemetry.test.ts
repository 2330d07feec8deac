/**
 * Traces: an API process started with OTEL_EXPORTER_OTLP_ENDPOINT sends its spans to that collector over OTLP/HTTP,
 * and a request that came with a `traceparent` is traced inside the caller's trace, under the caller's span.
 * Without the setting nothing of the SDK is loaded, and a setting that is no http(s) address stops the start.
 */
import './native-modules';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { freePort } from '../src/db/throwaway-postgres';
import { seedShop } from '../src/seed/seed';
import { otlpEndpointFromEnv } from '../src/telemetry';
import { fixture } from './fixture';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
}

/** A collector that only receives: every span POSTed to /v1/traces (OTLP/HTTP, JSON), with its service's name. */
const received: ReceivedSpan[] = [];
let collector: Server;
let collectorUrl: string;
let dataDir: string;
let api: ChildProcess | null = null;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const { resource, scopeSpans } of body.resourceSpans) {
          const service = resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const { spans } of scopeSpans) for (const span of spans) received.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  // The shop is made here, on the embedded database the process then opens: its own first start would seed the whole
  // demo catalogue, a minute on a busy machine.
  dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-telemetry-'));
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  await seedShop(db, fixture);
  await db.close();
});

afterAll(async () => {
  api?.kill('SIGKILL');
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startApi(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'pglite'), MAIL_DIR: path.join(dataDir, 'mail'), API_PORT: String(port), LOG_LEVEL: 'error', ...env },
  });
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) return port;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

async function stopApi(): Promise<void> {
  const child = api;
  api = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

it('traces a request that carried a traceparent in the caller\'s trace, sent to the OTLP endpoint as bookshop-api', async () => {
  const port = await startApi({ OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_BSP_SCHEDULE_DELAY: '100' });
  const traceId = hex(16);
  const callerSpan = hex(8);
  const response = await fetch(`http://127.0.0.1:${port}/api/gmp/lumiere/articles?page_size=2`, { headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
  expect(response.status).toBe(200);

  const until = Date.now() + 20_000;
  let server: ReceivedSpan | undefined;
  while (!server && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    // SpanKind.SERVER is 2 in OTLP.
    server = received.find((span) => span.traceId === traceId && span.kind === 2);
  }
  expect(server).toMatchObject({ traceId, parentSpanId: callerSpan, service: 'bookshop-api' });
  expect(server?.name).toMatch(/^GET/);
  // Health checks and scrapes are left out: they would be most of the traces.
  await fetch(`http://127.0.0.1:${port}/api/health`);
  await fetch(`http://127.0.0.1:${port}/metrics`);
  await stopApi();
  const targets = received.map((span) => span.attributes?.find((attribute) => attribute.key === 'url.path' || attribute.key === 'http.target')?.value.stringValue);
  expect(targets).not.toContain('/api/health');
  expect(targets).not.toContain('/metrics');
});

it('loads nothing of OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  // In a process of its own: what the API's start loads (jest keeps modules in a registry of its own).
  const code = `
    const { startTelemetry } = require('./api/src/telemetry.ts');
    startTelemetry('bookshop-api', {}).then((telemetry) => {
      const loaded = Object.keys(require.cache).filter((file) => file.includes('@opentelemetry/sdk') || file.includes('@opentelemetry/instrumentation'));
      console.log(JSON.stringify({ telemetry, loaded }));
    });`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { cwd: ROOT, env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' }, encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ telemetry: null, loaded: [] });
});

it('refuses an endpoint that is no http(s) address, naming the setting', () => {
  expect(otlpEndpointFromEnv({})).toBeNull();
  expect(otlpEndpointFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })?.href).toBe('http://collector:4318/');
  expect(() => otlpEndpointFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  // The process stops at once with that message, before it opens anything.
  const start = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:4318', DATA_DIR: path.join(dataDir, 'never-opened'), API_PORT: '0' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(start.status).not.toBe(0);
  expect(start.stderr).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT must be/);
});
