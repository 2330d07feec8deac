import { requireSchema } from './db/migrate';
import { openDatabase } from './db/open';
import { createJobs, listenAddressFromEnv, shutdownGraceFromEnv, stopOnSignals } from './lifecycle';
import type { NodeState } from './routes/system';
import { startTelemetry } from './telemetry';
import { buildWorkerApp } from './worker-app';

/**
 * The worker role (`npm run worker`): the mail outbox, the expiry of unpaid orders, the counter sweeps, the CDN purges,
 * the ONIX files uploaded in the back office with the covers their records name, and the books filed again after a
 * change to the subject mapping, for api nodes started with JOBS=off. Each pass claims its rows (`skip locked`; an import holds its shop's lock), so two workers share the work
 * rather than repeat it. It never migrates: on a database older than its code it refuses to start (`npm run migrate`).
 * It needs the database the api nodes use (DATABASE_URL); on the embedded one the API runs the jobs itself.
 */
async function main(): Promise<void> {
  const graceMs = shutdownGraceFromEnv();
  const { host, port } = listenAddressFromEnv(process.env, 'WORKER', { host: '127.0.0.1', port: 4020 });
  if (!process.env.DATABASE_URL) {
    throw new Error('The worker needs DATABASE_URL, the PostgreSQL the api nodes use: the embedded database opens in one process only, and `npm start` runs the jobs in the API.');
  }
  const telemetry = await startTelemetry('bookshop-worker');
  const db = await openDatabase(process.env, 'worker');
  const state: NodeState = { draining: false };
  const app = buildWorkerApp({ db, state, logger: true });
  let jobs: ReturnType<typeof createJobs>;
  try {
    jobs = createJobs(db, app.log);
    await requireSchema(db);
    await app.listen({ host, port });
    jobs.start();
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  app.log.info(`Bookshop worker running the jobs; mail goes to ${jobs.destination}; health at http://${host}:${port}/readyz`);

  stopOnSignals({
    log: app.log,
    graceMs,
    begin: () => {
      state.draining = true;
    },
    async drain() {
      await Promise.all([jobs.stop(), app.close()]);
      await db.close();
      await telemetry?.shutdown();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
