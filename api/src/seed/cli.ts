import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import * as seedData from './data';
import { SHOP, seedShop } from './seed';

/** `npm run seed -w api`: migrates and seeds the configured database (DATABASE_URL or DATA_DIR) when its shop is empty. */
async function run(): Promise<void> {
  const db = await openDatabase();
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`applied migrations ${applied.join(', ')}`);
    const result = await seedShop(db, seedData);
    console.log(
      result.seeded
        ? `seeded shop "${SHOP.slug}" with ${result.books} books`
        : `shop "${SHOP.slug}" already has books: nothing to do`,
    );
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
