import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import * as seedData from './data';
import { generateCatalogue, MAX_GENERATED_BOOKS } from './generate';
import { generateOrders, MAX_GENERATED_ORDERS } from './generate-orders';
import { SHOP, seedShop } from './seed';

/**
 * `npm run seed -w api`: migrates and seeds the configured database (DATABASE_URL or DATA_DIR) when its shop is empty.
 * `npm run seed -w api -- --books 100000` then brings the shop's generated books up to 100,000 (see ./generate.ts),
 * and `--orders 100000` its generated orders, with their customers (see ./generate-orders.ts).
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { books: { type: 'string' }, orders: { type: 'string' } } });
  const count = (name: 'books' | 'orders', max: number) => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!(Number.isInteger(value) && value >= 0 && value <= max)) throw new Error(`--${name} takes a whole number from 0 to ${max}, not "${raw}".`);
    return value;
  };
  const books = count('books', MAX_GENERATED_BOOKS);
  const orders = count('orders', MAX_GENERATED_ORDERS);
  // The migrate role: its statements (migrations, bulk loads) run without DB_STATEMENT_TIMEOUT_MS.
  const db = await openDatabase(process.env, 'migrate');
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
    if (orders !== undefined) {
      const started = performance.now();
      const { added, total } = await generateOrders(db, orders);
      console.log(`generated orders: ${added.toLocaleString('en')} added, ${total.toLocaleString('en')} in all, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
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
    // PostgreSQL takes a large load in one transaction with its indexes built after it (PGlite keeps its batches).
    bulkFrom: process.env.DATABASE_URL ? 100_000 : undefined,
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
