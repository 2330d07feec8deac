import type { Server } from 'node:http';
import ipaddr from 'ipaddr.js';
import type { Db } from './db/db';
import { createMailer, mailSettingsFromEnv } from './mail/mailer';
import { paymentConfigFromEnv } from './payments/config';
import { cdnPurgeSettingsFromEnv, createCdnPurger } from './services/cdn-purge';
import { createCatalogueImportRunner } from './services/catalogue-import-uploads';
import { imageStoreFromEnv } from './services/images';
import { coverFetchSettingsFromEnv, createOnixCoverFetcher } from './services/onix-covers';
import { createGiftCardMailer } from './services/gift-card-purchases';
import { createPickupKeeper } from './services/pickups';
import { createPreorderKeeper } from './services/preorders';
import { createSubjectFiler } from './services/subject-categories';
import { createUpkeep } from './upkeep';

/** What the roles' processes (main.ts, worker.ts) share: their settings, their jobs, how they stop. */

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/** JOBS: `on` (the default: this API process also sends the mail outbox and runs the upkeep) or `off` (HTTP only). */
export function jobsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.JOBS?.trim() ?? '';
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`JOBS must be "on" (this API also runs the mail outbox and upkeep) or "off" (HTTP only, jobs left to \`npm run worker\`), not "${raw}".`);
}

/** SHUTDOWN_GRACE_MS (10000): how long a node may take to drain after SIGTERM before it exits anyway. */
export function shutdownGraceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_GRACE_MS?.trim() ?? '';
  if (raw === '') return 10_000;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 600_000) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 1 to 600000, not "${raw}".`);
  return Number(raw);
}

/** A listen address from two settings (API_HOST/API_PORT, WORKER_HOST/WORKER_PORT), today's values by default. */
export function listenAddressFromEnv(env: NodeJS.ProcessEnv, prefix: 'API' | 'WORKER', defaults: { host: string; port: number }): { host: string; port: number } {
  const host = env[`${prefix}_HOST`]?.trim() || defaults.host;
  const rawPort = env[`${prefix}_PORT`]?.trim() || String(defaults.port);
  if (!/^\d+$/.test(rawPort) || Number(rawPort) > 65_535) throw new Error(`${prefix}_PORT must be a port number (0 to 65535), not "${rawPort}".`);
  return { host, port: Number(rawPort) };
}

/** Whether a listen host keeps the server to this machine (`localhost`, 127.0.0.0/8, ::1). */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/**
 * The background work: the mail outbox (SMTP_URL, else files in MAIL_DIR), the upkeep (expiry, counter sweeps) and the
 * CDN purges (CDN_PURGE_URL, else dropped).
 */
export function createJobs(db: Db, log: Log, env: NodeJS.ProcessEnv = process.env) {
  const mailer = createMailer({ db, ...mailSettingsFromEnv(env), log });
  // Cancels unpaid orders whose time ran out (their books go back on sale) and clears ended attempt counters.
  const upkeep = createUpkeep({ db, log });
  const cdnPurge = createCdnPurger({ db, ...cdnPurgeSettingsFromEnv(env), log });
  log.info(`CDN purges go to ${cdnPurge.destination}`);
  // The ONIX files uploaded in the back office, and the covers their records name.
  const catalogueImports = createCatalogueImportRunner({ db, log });
  const onixCovers = createOnixCoverFetcher({ db, images: imageStoreFromEnv(env), settings: coverFetchSettingsFromEnv(env), log });
  // The books filed again under the shop's categories after staff change the subject mapping.
  const subjectFiler = createSubjectFiler({ db, log });
  // Pre-orders: copies set aside for the orders waiting for them, and those of titles their publisher cancelled.
  const preorders = createPreorderKeeper({ db, config: paymentConfigFromEnv(env), log });
  // Collections kept past PICKUP_HOLD_DAYS: refunded, their books back on the location's shelves.
  const pickups = createPickupKeeper({ db, config: paymentConfigFromEnv(env), log });
  // Gift cards bought for someone: mailed to them on the day the buyer chose.
  const giftCardMails = createGiftCardMailer({ db, log });
  return {
    mailer,
    upkeep,
    cdnPurge,
    catalogueImports,
    onixCovers,
    subjectFiler,
    preorders,
    pickups,
    giftCardMails,
    destination: mailer.destination,
    start() {
      mailer.start();
      upkeep.start();
      cdnPurge.start();
      catalogueImports.start();
      onixCovers.start();
      subjectFiler.start();
      preorders.start();
      pickups.start();
      giftCardMails.start();
    },
    /** No new pass from now on; resolves once the passes under way are done (an import stops after its record). */
    async stop() {
      await Promise.all([upkeep.stop(), mailer.stop(), cdnPurge.stop(), catalogueImports.stop(), onixCovers.stop(), subjectFiler.stop(), preorders.stop(), pickups.stop(), giftCardMails.stop()]);
    },
  };
}

/** Resolves `idle()` when the server has no request under way (answers sent or connections gone). */
export function trackInFlight(server: Server): { idle(): Promise<void> } {
  let inFlight = 0;
  let waiting: Array<() => void> = [];
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) {
        for (const resolve of waiting) resolve();
        waiting = [];
      }
    });
  });
  return { idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))) };
}

/**
 * On SIGTERM or SIGINT: `begin` at once (readiness answers 503 draining), then `drain` (finish the requests under
 * way, stop listening, let the jobs end their pass, close the database), then exit 0. Whatever hangs, the process
 * exits 1 after `graceMs` with a line saying so: an orchestrator's own kill comes later, and without a log.
 */
export function stopOnSignals({ log, graceMs, begin, drain }: { log: Log; graceMs: number; begin(): void; drain(): Promise<void> }): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    begin();
    log.info(`${signal} received: draining (at most ${graceMs} ms, SHUTDOWN_GRACE_MS)`);
    setTimeout(() => {
      log.error(`still draining after ${graceMs} ms (SHUTDOWN_GRACE_MS): exiting with work unfinished`);
      process.exit(1);
    }, graceMs);
    drain().then(
      () => {
        log.info('drained, exiting');
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`draining failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
