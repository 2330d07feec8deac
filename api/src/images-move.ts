import { parseArgs } from 'node:util';
import { openDatabase } from './db/open';
import { objectStorageFromEnv } from './lib/object-storage';
import { moveImagesToBucket } from './services/images';

const USAGE = 'Usage: IMAGES_BUCKET=… [S3_ENDPOINT=…] npm run images:move [-- --batch 50]\n' +
  'Copies the images still held in the database (DATABASE_URL or DATA_DIR) to the bucket, then clears them there.';

/**
 * `npm run images:move`: moves uploaded images (book images, avatars, return photos) out of PostgreSQL into the
 * IMAGES_BUCKET bucket, verifying each copy before clearing the row's bytes. Safe to stop and run again; run it after
 * `npm run migrate` and once the API nodes have IMAGES_BUCKET (so no new upload lands in the database meanwhile).
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { batch: { type: 'string', default: '50' } } });
  const batchSize = Number(values.batch);
  const storage = objectStorageFromEnv();
  if (!storage || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(storage ? '--batch must be a whole number of at least 1.' : 'IMAGES_BUCKET is not set: there is no bucket to move images to.');
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = await openDatabase();
  try {
    const summary = await moveImagesToBucket(db, storage, { batchSize, log: (line) => console.log(line) });
    for (const [kind, counts] of Object.entries(summary)) {
      console.log(`${kind}: ${counts.moved} moved, ${counts.alreadyInBucket} already in the bucket, ${counts.changed} changed during the move (run again)`);
    }
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
