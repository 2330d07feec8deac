import type { Db } from './db/db';
import { migrate, withMigrationLock } from './db/migrate';
import * as seedData from './seed/data';
import { seedShop, wantsDemoData } from './seed/seed';

/**
 * The release step (`npm run migrate`, and the embedded API's start): applies the migrations and sets up an empty
 * shop (with the demo data on the embedded database or with SEED_DEMO=1), all under one migration lock, so two
 * releases started together never seed twice or read a half-made schema.
 */
export function prepareDatabase(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<{ applied: string[]; seeded: boolean; books: number }> {
  return withMigrationLock(db, async (session) => {
    const applied = await migrate(session);
    const { seeded, books } = await seedShop(session, seedData, { demo: wantsDemoData(env) });
    return { applied, seeded, books };
  });
}
