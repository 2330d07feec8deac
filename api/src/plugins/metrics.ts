import proxyAddr from '@fastify/proxy-addr';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db';

/**
 * METRICS_ALLOW: who may scrape `/metrics` (they tell the shop's traffic, its backlog, its pool). Addresses or ranges,
 * comma-separated, in TRUST_PROXY's syntax (`10.0.0.0/8,127.0.0.1`, `loopback`, `linklocal`, `uniquelocal`); loopback
 * by default. Judged on the connection's own address, never on X-Forwarded-For, which any client may write.
 */
export function metricsAllowFromEnv(env: NodeJS.ProcessEnv = process.env): (address: string) => boolean {
  const raw = env.METRICS_ALLOW?.trim() || 'loopback';
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  let trusted: (address: string, hop: number) => boolean;
  try {
    trusted = proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`METRICS_ALLOW must list addresses or ranges (10.0.0.0/8,127.0.0.1) or loopback, linklocal, uniquelocal: ${(error as Error).message} in "${raw}".`, { cause: error });
  }
  return (address) => address !== '' && trusted(address, 0);
}

/** Job passes (the mail outbox, the upkeep): counted in the process that runs them, whichever role serves the scrape. */
const jobRuns = new Counter({ name: 'jobs_runs_total', help: 'Passes of a background job, by outcome (ok, error).', labelNames: ['job', 'outcome'], registers: [] });
const jobDuration = new Histogram({
  name: 'jobs_run_duration_seconds',
  help: 'How long a pass of a background job took.',
  labelNames: ['job'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [],
});

/** What every registry of this process exposes besides its own: Node's process figures and the job passes. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    processRegistry.registerMetric(jobRuns);
    processRegistry.registerMetric(jobDuration);
  }
  return processRegistry;
}

/**
 * Runs one pass of a job, counted (`jobs_runs_total{job, outcome}`), timed, and traced as a span when OpenTelemetry
 * runs (telemetry.ts; without it the tracer does nothing): a worker serves no requests, its passes are its work.
 */
export function timedJob<T>(job: string, pass: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ job });
  return trace.getTracer('bookshop-jobs').startActiveSpan(`job ${job}`, async (span) => {
    try {
      const result = await pass();
      jobRuns.inc({ job, outcome: 'ok' });
      return result;
    } catch (error) {
      jobRuns.inc({ job, outcome: 'error' });
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      stop();
      span.end();
    }
  });
}

/** The longest a scrape waits for the outbox figures: a scrape must answer while the database is slow. */
const OUTBOX_TIMEOUT_MS = 1000;

interface OutboxFigures {
  backlog: number;
  oldestSeconds: number;
}

/**
 * Unsent mails and how long the oldest has waited (the partial index on unsent mails keeps this a few rows' read).
 * The statement is also cut on the server after the same time, so a slow one does not keep a connection.
 */
async function readOutbox(db: Db): Promise<OutboxFigures> {
  const query = db.transaction(async (tx) => {
    await tx.query(`set local statement_timeout = ${OUTBOX_TIMEOUT_MS}`);
    const { rows } = await tx.query<{ backlog: string | number; oldest: string | number | null }>(
      'select count(*) as backlog, extract(epoch from now() - min(created_at)) as oldest from mail_outbox where sent_at is null',
    );
    return { backlog: Number(rows[0]?.backlog ?? 0), oldestSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)) };
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${OUTBOX_TIMEOUT_MS} ms`)), OUTBOX_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Latency buckets, in seconds: from a 304 answered before the route runs to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  db: Db;
  /** Who may scrape; METRICS_ALLOW when not given. */
  allow?: (address: string) => boolean;
}

/**
 * `GET /metrics` (Prometheus text) on this server: request latency by route pattern, the database pool's use, the
 * mail outbox's backlog, the job passes and the process's own figures. Scrapes from outside METRICS_ALLOW get 403.
 */
export function registerMetrics(app: FastifyInstance, { db, allow = metricsAllowFromEnv() }: MetricsOptions): void {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // The pattern, never the address: ids in addresses would make a series per book and per order.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  const pool = (name: string, help: string, figure: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        // Only a PostgreSQL pool has these (the embedded database has no pool): no sample otherwise.
        const usage = db.poolUsage?.();
        if (usage) this.set(usage[figure]);
      },
    });
  pool('db_pool_connections', 'Connections the database pool holds open.', 'total');
  pool('db_pool_idle_connections', 'Open connections of the pool that no request uses now.', 'idle');
  pool('db_pool_waiting_clients', 'Callers waiting for a connection of the pool.', 'waiting');

  // Both outbox gauges come from one query per scrape: the first to collect starts it, the other joins it.
  let outbox: Promise<OutboxFigures | null> | null = null;
  const outboxFigures = () => {
    outbox ??= readOutbox(db)
      .catch((error: unknown) => {
        app.log.warn(`metrics: mail outbox figures left out: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
      .finally(() => {
        outbox = null;
      });
    return outbox;
  };
  const outboxGauge = (name: string, help: string, figure: keyof OutboxFigures) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const figures = await outboxFigures();
        // Left out rather than stale when the database did not answer in time.
        if (figures) this.set(figures[figure]);
        else this.reset();
      },
    });
  outboxGauge('mail_outbox_backlog', 'Mails of the outbox not sent yet.', 'backlog');
  outboxGauge('mail_outbox_oldest_age_seconds', 'How long the oldest unsent mail has waited, in seconds (0 when none waits).', 'oldestSeconds');

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allow(request.socket.remoteAddress ?? '')) {
      return reply.code(403).send({ statusCode: 403, code: 'forbidden', message: 'This address may not read the metrics (METRICS_ALLOW).' });
    }
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

/** A job pass run every interval: one pass at a time (a call during a pass gets that pass), timed by timedJob. */
export interface PeriodicJob<T> {
  /** One pass now, or the one under way. */
  run(): Promise<T>;
  /** A pass every interval from now on; a failed pass is logged and the next one runs as planned. */
  start(): void;
  /** No pass more; resolves once the one under way ended. */
  stop(): Promise<void>;
}

export function periodicJob<T>(job: string, pass: () => Promise<T>, { intervalMs, log }: { intervalMs: number; log?: { error(message: string): void } }): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const periodic: PeriodicJob<T> = {
    run() {
      running ??= timedJob(job, pass).finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      timer ??= setInterval(() => {
        periodic.run().catch((error: unknown) => log?.error(`${job}: ${error instanceof Error ? error.message : String(error)}`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  return periodic;
}
