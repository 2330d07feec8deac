import { open } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from './db/db';
import { requireSchema } from './db/migrate';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare-database';
import { SHOP } from './seed/seed';
import { type CatalogueImportResult, type ImportCounts, importIssues, importOnix } from './services/catalogue-import';

/**
 * `npm run catalogue:import -- [--shop SLUG] FILE…`: imports ONIX 3.0 files (gzipped or not) into a shop's catalogue,
 * one after the other, on the database the API uses: DATABASE_URL, else the embedded one (DATA_DIR), which only one
 * process can open, so stop `npm start` first. Prints the progress, then each run's counts and every refusal and
 * warning. Exit code 1 when a file cannot be read (missing, not ONIX, cut short) or the run stops early, else 0:
 * refused records are the feed's business, listed, and the rest of the file is written.
 */
async function run(): Promise<number> {
  const { values, positionals: files } = parseArgs({ allowPositionals: true, options: { shop: { type: 'string' } } });
  if (files.length === 0) {
    console.error('usage: npm run catalogue:import -- [--shop SLUG] FILE…  (ONIX 3.0, reference names or short tags, gzip accepted)');
    return 1;
  }
  // The migrate role: an import is a bulk load, whose statements run without DB_STATEMENT_TIMEOUT_MS (as the seed's).
  const db = await openDatabase(process.env, 'migrate');
  // Ctrl-C (or a stop) ends the run after the record being written; running the file again completes it.
  const stop = new AbortController();
  const onSignal = () => {
    console.log('stopping after the record being written…');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let exitCode = 0;
  try {
    // As the API does: a PostgreSQL server is migrated by its release step, the embedded database by whoever opens it.
    if (process.env.DATABASE_URL) await requireSchema(db);
    else await prepareDatabase(db);
    for (const file of files) {
      if (stop.signal.aborted) {
        console.log(`${file}: not imported (stopped)`);
        exitCode = 1;
        continue;
      }
      if (!(await importFile(db, file, values.shop ?? SHOP.slug, stop.signal))) exitCode = 1;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await db.close();
  }
  return exitCode;
}

const format = (count: number) => count.toLocaleString('en');
const counted = (count: number, noun: string) => `${format(count)} ${noun}${count === 1 ? '' : 's'}`;
const perSecond = (records: number, milliseconds: number) => format(Math.round((records * 1000) / Math.max(milliseconds, 1)));

/** Imports one file and prints its result; answers whether it was read to its end. */
async function importFile(db: Db, file: string, shop: string, signal: AbortSignal): Promise<boolean> {
  let handle;
  try {
    // `npm run catalogue:import` at the root runs this in api/: a relative path is the caller's (npm's INIT_CWD).
    handle = await open(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  } catch (error) {
    console.error(`${file}: cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const started = performance.now();
  let reported = started;
  // The process's peak memory over the run, said at its end: it must not grow with the file.
  let peakRss = process.memoryUsage.rss();
  const onProgress = (counts: Readonly<ImportCounts>) => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const now = performance.now();
    if (now - reported < 1000) return;
    reported = now;
    console.log(`  ${file}: ${counted(counts.records, 'record')}, ${perSecond(counts.records, now - started)} records/s`);
  };
  let result: CatalogueImportResult;
  try {
    // The handle's stream closes the file when the import is done with it.
    result = await importOnix(db, handle.createReadStream(), { fileName: file, shop, onProgress, signal });
  } catch (error) {
    await handle.close().catch(() => undefined);
    console.error(`${file}: the import stopped: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const elapsed = performance.now() - started;
  console.log(
    `${file}: ${counted(result.records, 'record')} in ${(elapsed / 1000).toFixed(1)} s (${perSecond(result.records, elapsed)} records/s): ` +
      `${format(result.created)} created, ${format(result.updated)} updated, ${format(result.unpublished)} unpublished, ` +
      `${format(result.refused)} refused, ${counted(result.warnings, 'warning')}; peak memory ${Math.round(peakRss / (1024 * 1024))} MB`,
  );
  for await (const issue of importIssues(db, result.importId)) {
    const record = issue.recordReference ?? (issue.isbn ? `ISBN ${issue.isbn}` : '(no record reference)');
    console.log(`  ${issue.kind === 'refusal' ? 'refused' : 'warning'}  ${record}  ${issue.field}: ${issue.reason}`);
  }
  if (result.outcome === 'file_unreadable') console.error(`${file}: cannot be read to its end: ${result.error ?? ''} (the records before were imported)`);
  if (result.outcome === 'interrupted') console.error(`${file}: stopped before the end: import it again to complete it`);
  return result.outcome === 'completed';
}

run().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
