import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import { registerMetrics } from './plugins/metrics';
import { registerHealthRoutes, type NodeState } from './routes/system';

/**
 * The worker's own small HTTP server (WORKER_HOST:WORKER_PORT, 127.0.0.1:4020): `/healthz` and `/readyz` for its
 * supervisor, `/metrics` for Prometheus, nothing of the shop. Built apart from the process (worker.ts) so tests and plugins add to it.
 */
export function buildWorkerApp({ db, state, logger = false }: { db: Db; state: NodeState; logger?: boolean }): FastifyInstance {
  const app = Fastify({ logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false });
  registerHealthRoutes(app, { db, state });
  // The jobs' passes, the outbox's backlog, the pool (METRICS_ALLOW).
  registerMetrics(app, { db });
  return app;
}
