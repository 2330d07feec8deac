import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { createMailer } from './mail/mailer';
import * as seedData from './seed/data';
import { SHOP, seedShop, wantsDemoData } from './seed/seed';
import { createUpkeep } from './upkeep';

/** Starts the API: opens the database, migrates, seeds an empty shop, listens; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const db = await openDatabase();
  const app = buildApp({ db, logger: true });
  const port = Number(process.env.API_PORT ?? 4000);
  const host = process.env.API_HOST ?? '127.0.0.1';
  // Sends the mail outbox: to SMTP_URL when set, else as .eml files in MAIL_DIR (api/data/mail by default).
  const mailer = createMailer({
    db,
    smtpUrl: process.env.SMTP_URL || undefined,
    mailDir: process.env.MAIL_DIR || undefined,
    from: process.env.MAIL_FROM ?? 'Librairie Lumière <no-reply@librairie-lumiere.fr>',
    leaseSeconds: process.env.MAIL_LEASE_SECONDS ? Number(process.env.MAIL_LEASE_SECONDS) : undefined,
    log: app.log,
  });
  // Cancels unpaid orders whose time ran out (their books go back on sale) and clears ended attempt counters.
  const upkeep = createUpkeep({ db, log: app.log });
  try {
    await migrate(db);
    const seeded = await seedShop(db, seedData, { demo: wantsDemoData(process.env) });
    if (seeded.seeded) app.log.info(`seeded shop "${SHOP.slug}" with ${seeded.books} books`);
    await app.listen({ port, host });
    mailer.start();
    upkeep.start();
  } catch (error) {
    // Close the embedded database properly even when start-up fails (a port in use, for one).
    await app.close();
    await db.close();
    throw error;
  }
  app.log.info(`Bookshop API ready: http://${host}:${port}/api/gmp/${SHOP.slug}/articles (docs: /api/docs)`);
  app.log.info(`Mail goes to ${mailer.destination}`);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await upkeep.stop();
    await mailer.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
