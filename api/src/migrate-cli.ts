import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare-database';
import { SHOP } from './seed/seed';

/**
 * `npm run migrate`: the release step of a shop on DATABASE_URL, run once per release before its api and worker
 * nodes start (they refuse a database that lacks a migration of theirs). Safe to run from several machines at once.
 */
async function run(): Promise<void> {
  const db = await openDatabase(process.env, 'migrate');
  try {
    const { applied, seeded, books } = await prepareDatabase(db);
    console.log(applied.length > 0 ? `applied migrations ${applied.join(', ')}` : 'the database was up to date');
    if (seeded) console.log(`seeded shop "${SHOP.slug}" with ${books} books`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
