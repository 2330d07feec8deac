import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import * as seedData from './data';
import { generateCatalogue, MAX_GENERATED_BOOKS } from './generate';
import { SHOP, seedShop } from './seed';

/**
 * `npm run seed -w api`: migrates and seeds the configured database (DATABASE_URL or DATA_DIR) when its shop is empty.
 * `npm run seed -w api -- --books 100000` then brings the shop's generated books up to 100,000 (see ./generate.ts).
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { books: { type: 'string' } } });
  const books = values.books === undefined ? undefined : Number(values.books);
  if (books !== undefined && !(Number.isInteger(books) && books >= 0 && books <= MAX_GENERATED_BOOKS)) {
    throw new Error(`--books takes a whole number from 0 to ${MAX_GENERATED_BOOKS}, not "${values.books}".`);
  }
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
    if (books !== undefined) await generate(db, books);
  } finally {
    await db.close();
  }
}

async function generate(db: Db, books: number): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const format = (count: number) => count.toLocaleString('en');
  let reported = 0;
  const { added, total } = await generateCatalogue(db, {
    books,
    onProgress: ({ done, target, added: sofar }) => {
      // A line every 5% (and the last batch), not one per batch.
      if (done === target || done - reported >= Math.max(target / 20, 1000)) {
        reported = done;
        console.log(`  ${format(done)} / ${format(target)} generated books (${format(sofar)} added), ${seconds()} s`);
      }
    },
  });
  console.log(
    added > 0
      ? `added ${format(added)} generated books (${format(total)} in all) in ${seconds()} s`
      : `the shop already has ${format(total)} generated books: nothing to add`,
  );
}

run().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
