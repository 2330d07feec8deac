import { buildApp } from './app';
import { requireSchema } from './db/migrate';
import { openDatabase } from './db/open';
import { createJobs, isLoopback, jobsFromEnv, listenAddressFromEnv, shutdownGraceFromEnv, stopOnSignals, trackInFlight } from './lifecycle';
import { prepareDatabase } from './prepare-database';
import type { NodeState } from './routes/system';
import { DEMO_ACCOUNTS_REMEDY, demoAccountsExist } from './seed/demo-accounts';
import { SHOP } from './seed/seed';
import { startTelemetry } from './telemetry';

/**
 * The api role (`npm run api`): opens the database, listens, and unless JOBS=off also runs the jobs (mail outbox,
 * upkeep). On DATABASE_URL it checks the schema and refuses an older one (`npm run migrate` is the release step); on
 * the embedded database, which only this process can open, it migrates and seeds itself as `npm start` always did.
 * On SIGTERM/SIGINT it drains (lifecycle.ts: stopOnSignals).
 */
async function main(): Promise<void> {
  // Settings first: a wrong one stops the start before anything is opened.
  const jobsOn = jobsFromEnv();
  const graceMs = shutdownGraceFromEnv();
  const { host, port } = listenAddressFromEnv(process.env, 'API', { host: '127.0.0.1', port: 4000 });
  // First, so that the server's first requests are traced (OTEL_EXPORTER_OTLP_ENDPOINT; nothing loads without it).
  const telemetry = await startTelemetry('bookshop-api');
  const db = await openDatabase(process.env, 'api');
  const nodeState: NodeState = { draining: false };
  const app = buildApp({ db, logger: true, nodeState });
  const inFlight = trackInFlight(app.server);
  let jobs: ReturnType<typeof createJobs> | null = null;
  try {
    // Sends the mail outbox (to SMTP_URL, else .eml files in MAIL_DIR) and runs the upkeep. Made before the database
    // is touched: a node with DATABASE_URL and nowhere to send mail refuses to start.
    if (jobsOn) jobs = createJobs(db, app.log);
    if (process.env.DATABASE_URL) {
      await requireSchema(db);
    } else {
      const prepared = await prepareDatabase(db);
      if (prepared.seeded) app.log.info(`seeded shop "${SHOP.slug}" with ${prepared.books} books`);
    }
    if (!isLoopback(host) && (await demoAccountsExist((sql, params) => db.query(sql, params)))) {
      throw new Error(
        `API_HOST=${host} is not a loopback address, and the seed's demo accounts still have the passwords the README prints: ` +
          `anyone could sign in as the demo admin. ${DEMO_ACCOUNTS_REMEDY}`,
      );
    }
    await app.listen({ port, host });
    jobs?.start();
  } catch (error) {
    // Close the embedded database properly even when start-up fails (a port in use, for one).
    await app.close();
    await db.close();
    throw error;
  }
  app.log.info(`Bookshop API ready: http://${host}:${port}/api/gmp/${SHOP.slug}/articles (docs: /api/docs)`);
  app.log.info(jobs ? `Jobs run here; mail goes to ${jobs.destination}` : 'JOBS=off: HTTP only, the mail outbox and upkeep are left to `npm run worker`');

  stopOnSignals({
    log: app.log,
    graceMs,
    begin: () => {
      nodeState.draining = true;
    },
    async drain() {
      // Requests keep being answered until none is under way (a balancer stops sending once readiness says 503),
      // then the server stops listening; the jobs finish their pass meanwhile.
      await Promise.all([inFlight.idle().then(() => app.close()), jobs?.stop()]);
      await db.close();
      await telemetry?.shutdown();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
