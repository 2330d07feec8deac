/**
 * The ONIX import (issue 45): writes what the streaming reader (../onix/read-onix.ts) gives into a shop's catalogue,
 * keyed by ISBN-13, in batches of records each written in one transaction (a batch the database refuses is written
 * again record by record), so a record is written whole or not at all and a run stopped anywhere (a crash, a cut file)
 * leaves a catalogue that a second run completes into the one a clean run gives.
 *
 * What the shop owns is never written here: stock and restock dates, the categories staff chose (a book staff did not
 * file is filed by its subjects, subject-categories.ts), the discount, and the texts of books whose staff chose to write their own (staff_texts). Books are never deleted, only unpublished
 * (migration 036 explains import_hold). The search document, the generated cover and the back-in-stock mails follow
 * a record as they follow a staff edit (admin-books.ts); the catalogue versions, and with them the API's caches and
 * the CDN, move once at the end of the run rather than with each record (migration 036).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BOOK_VAT_BASIS_POINTS, type CatalogueImportCounts } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { conflict, notFound } from '../lib/errors';
import { normalizeText, searchVectorOf, searchVectorParams } from '../lib/search';
import type { OnixBookDeletion, OnixBookDescription, OnixDate, OnixSubject } from '../onix/onix-product';
import { type FileChunk, type OnixOutcome, readOnix } from '../onix/read-onix';
import { SHOP } from '../seed/seed';
import { GENERATED_COVER_PREFIX, versionedCoverLink } from './admin-books';
import { mailRestockAlerts } from './stock-alerts';
import { FILE_BY_SUBJECTS_SQL, UNFILE_BY_SUBJECTS_SQL } from './subject-categories';

/** How a run ended: every record read, the file unreadable from some point on, or stopped on request. */
export type ImportOutcome = 'completed' | 'file_unreadable' | 'interrupted';

/** A run's counts (the contracts' CatalogueImportCounts, which the back office shows). */
export type ImportCounts = CatalogueImportCounts;

export interface CatalogueImportResult extends ImportCounts {
  importId: number;
  fileName: string;
  outcome: ImportOutcome;
  /** Why the file could not be read to its end (outcome file_unreadable); null otherwise. */
  error: string | null;
}

/** A record refused (nothing of it written) or a field left out of a record that was written. */
export interface ImportIssue {
  kind: 'refusal' | 'warning';
  recordReference: string | null;
  isbn: string | null;
  /** The ONIX field at fault, by reference name; for a write the database refused, the table. */
  field: string;
  code: string;
  reason: string;
}

export interface CatalogueImportOptions {
  /** The file's name as the run records it (the command gives the path it was called with). */
  fileName: string;
  /** The shop whose catalogue this is, by slug: the seeded shop unless told. */
  shop?: string;
  /** Called after each batch of records with the counts so far (the command prints records per second from it). */
  onProgress?: (counts: Readonly<ImportCounts>) => void;
  /** Stops the run after the batch being written (outcome 'interrupted'); what was written stays. */
  signal?: AbortSignal;
  /** Records written in one transaction (BATCH_RECORDS): 1 writes each in its own, as the tests of what happens between two records do. */
  batchRecords?: number;
  /**
   * A queued run to start (a file uploaded in the back office, catalogue-import-uploads.ts): its row is used instead
   * of a new one, and its counts start again from zero. 409 catalogue_import_not_queued when it is no longer to be
   * started (another process started it, it ended, or it was started three times).
   */
  queuedRun?: number;
}

/** Why an import took a book off sale (migration 036). */
type ImportHold = 'deleted' | 'out_of_print' | 'no_price';

/** What one record did, counted and listed in the transaction that writes it. */
interface RecordResult {
  count: 'created' | 'updated' | 'unpublished' | 'refused' | null;
  issues: ImportIssue[];
  /** Whether a catalogue row changed: a run that changed none leaves the versions (and every cache) as they were. */
  changed: boolean;
}

interface Run {
  id: number;
  shopId: number;
  /** The rate a price without its own tax rate is taken at: the shop's rate for books. */
  bookVatPercent: number;
  counts: ImportCounts;
  changed: boolean;
  /** Bytes of the file read so far (as stored: a gzip file's compressed bytes), for the back office's progress bar. */
  bytesRead: number;
  /** The ids of the names the run's records committed (RecordNames): most records name people seen before. */
  knownNames: KnownNames;
}

type NamedTable = 'collaborators' | 'collections' | 'publishers';
type KnownNames = Record<NamedTable, Map<string, number>>;

/** Names kept per kind before the run forgets them all and starts again (memory stays flat in a million records). */
const KNOWN_NAMES_MAX = 50_000;

const noKnownNames = (): KnownNames => ({ collaborators: new Map(), collections: new Map(), publishers: new Map() });

/**
 * The name ids one record's transaction uses: those the run knows, and those it found or created, which the run
 * learns only once the record committed (a rolled-back record's new names never were).
 */
class RecordNames {
  private readonly found: Array<[NamedTable, string, number]> = [];
  /** What this transaction found or created, for the records of its batch after the first that names them. */
  private readonly mine = noKnownNames();
  usedKnown = false;

  constructor(private readonly known: KnownNames) {}

  cached(table: NamedTable, name: string): number | undefined {
    const own = this.mine[table].get(name);
    if (own !== undefined) return own;
    const id = this.known[table].get(name);
    if (id !== undefined) this.usedKnown = true;
    return id;
  }

  note(table: NamedTable, name: string, id: number): void {
    this.found.push([table, name, id]);
    this.mine[table].set(name, id);
  }

  /** After the commit: the run knows them from now on. */
  learn(): void {
    for (const [table, name, id] of this.found) {
      const ids = this.known[table];
      if (ids.size >= KNOWN_NAMES_MAX) ids.clear();
      ids.set(name, id);
    }
  }
}

/** Shops with a run under way in this process: on the embedded database the advisory lock below is this process's own. */
const runningImports = new WeakMap<Db, Set<number>>();

/**
 * Reads an ONIX 3.0 file and writes its records into the shop's catalogue, recording the run (catalogue_imports)
 * with its counts and issues. A file that stops being readable ends the run with what was read before it written
 * (outcome file_unreadable); a database failure ends it with an error, the records before it written. One run per
 * shop at a time: 409 catalogue_import_running while another goes on.
 */
export async function importOnix(db: Db, input: Readable, options: CatalogueImportOptions): Promise<CatalogueImportResult> {
  const slug = options.shop ?? SHOP.slug;
  const { rows: shops } = await db.query<{ id: number }>('select id from shops where slug = $1', [slug]);
  const shopId = shops[0]?.id;
  if (shopId === undefined) {
    input.destroy();
    throw notFound(`No shop "${slug}" in this database.`, 'shop');
  }
  const running = runningImports.get(db) ?? new Set<number>();
  runningImports.set(db, running);
  if (running.has(shopId)) {
    input.destroy();
    throw importRunning();
  }
  running.add(shopId);
  try {
    // One connection for the whole run (on PostgreSQL), holding a session lock that keeps other processes' imports of
    // this shop out, and that the database lets go of if this process dies.
    return await db.session(async (session) => {
      const { rows } = await session.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext('catalogue_import'), $1) as locked`, [shopId]);
      if (!rows[0]?.locked) {
        input.destroy();
        throw importRunning();
      }
      try {
        await closeInterruptedRuns(session, shopId);
        return await runImport(session, shopId, input, options);
      } finally {
        await session.query(`select pg_advisory_unlock(hashtext('catalogue_import'), $1)`, [shopId]).catch(() => undefined);
      }
    });
  } finally {
    running.delete(shopId);
  }
}

/**
 * Runs a statement the import runs for every record as a named one: PostgreSQL parses and plans it once per run (on
 * the run's connection) instead of once per record. The embedded database runs it as any other in a transaction.
 */
function perRecord<T = Record<string, unknown>>(tx: Db, sql: string, params: unknown[]): Promise<{ rows: T[] }> {
  return tx.query<T>(sql, params, { prepared: `catalogue-import-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}` });
}

const importRunning = () => conflict('catalogue_import_running', "Another import of this shop's catalogue is under way: run this one once it has ended.");

/**
 * Runs left without an end are those of a process that died: their records are written but the versions never moved
 * for them (migration 036). Only called under the lock, so none of them is still going on.
 */
async function closeInterruptedRuns(db: Db, shopId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update catalogue_imports set finished_at = now(), outcome = 'interrupted',
         error = 'The import stopped before the end of its file: its process ended. Import the file again to complete it.'
       where shop_id = $1 and finished_at is null and started_at is not null
       returning id`,
      [shopId],
    );
    if (rows.length > 0) await tx.query('select move_catalogue_versions(array[$1::int])', [shopId]);
  });
}

/** The attempts a queued run gets: one, and two more after processes that ended while it ran. */
export const QUEUED_RUN_ATTEMPTS = 3;

/** The run's row: a new one, or the queued run started (again), its counts and issues of an earlier start cleared. */
async function startRun(db: Db, shopId: number, options: CatalogueImportOptions): Promise<number> {
  if (options.queuedRun === undefined) {
    const { rows } = await db.query<{ id: number }>('insert into catalogue_imports (shop_id, file_name, started_at) values ($1, $2, now()) returning id', [
      shopId,
      options.fileName,
    ]);
    return (rows[0] as { id: number }).id;
  }
  const queuedRun = options.queuedRun;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `update catalogue_imports set started_at = now(), finished_at = null, outcome = null, error = null, records = 0,
         created = 0, updated = 0, unpublished = 0, refused = 0, warnings = 0, bytes_read = 0, attempts = attempts + 1
       where id = $1 and shop_id = $2 and attempts < $3
         and ((started_at is null and finished_at is null) or outcome = 'interrupted')
       returning id`,
      [queuedRun, shopId, QUEUED_RUN_ATTEMPTS],
    );
    if (!rows[0]) throw conflict('catalogue_import_not_queued', `The import ${queuedRun} is not waiting to be run.`);
    await tx.query('delete from catalogue_import_issues where import_id = $1', [queuedRun]);
    return queuedRun;
  });
}

async function runImport(db: Db, shopId: number, input: Readable, options: CatalogueImportOptions): Promise<CatalogueImportResult> {
  let id: number;
  try {
    id = await startRun(db, shopId, options);
  } catch (error) {
    input.destroy();
    throw error;
  }
  const run: Run = {
    id,
    shopId,
    bookVatPercent: await bookVatPercent(db, shopId),
    counts: { records: 0, created: 0, updated: 0, unpublished: 0, refused: 0, warnings: 0 },
    changed: false,
    bytesRead: 0,
    knownNames: noKnownNames(),
  };
  let ending: { outcome: ImportOutcome; error: string | null };
  try {
    ending = await importRecords(db, run, input, options);
  } catch (failure) {
    // The database (or this code) failed: the records written so far stay, and the versions move for them. Should
    // this fail too, the next run closes this one and moves them.
    await finishRun(db, run, 'failed', failure instanceof Error ? failure.message : String(failure)).catch(() => undefined);
    throw failure;
  }
  await finishRun(db, run, ending.outcome, ending.error);
  return { importId: run.id, fileName: options.fileName, ...ending, ...run.counts };
}

/** The shop's VAT rate on books (company settings), else the French reduced rate. */
async function bookVatPercent(db: Db, shopId: number): Promise<number> {
  const { rows } = await db.query<{ valeur: string }>(
    `select valeur from societe_config where shop_id = $1 and config_module_nomtech = 'vat_rate_books'`,
    [shopId],
  );
  const rate = Number(rows[0]?.valeur);
  return rows[0] && Number.isFinite(rate) && rate >= 0 ? rate : BOOK_VAT_BASIS_POINTS / 100;
}

async function finishRun(db: Db, run: Run, outcome: ImportOutcome | 'failed', error: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update catalogue_imports set finished_at = now(), outcome = $2, error = $3, bytes_read = $4 where id = $1', [run.id, outcome, error, run.bytesRead]);
    // The run's one move of the versions, with its end: from the commit on, every cache shows what it wrote.
    if (run.changed) await tx.query('select move_catalogue_versions(array[$1::int])', [run.shopId]);
  });
}

/**
 * Records written in one transaction: each statement then writes them all (a new book's insert runs its triggers once
 * for the batch: seven times faster a book than alone). A batch is written whole or not at all like a record, and one
 * the database refuses is written again record by record, so only the bad record is refused.
 */
const BATCH_RECORDS = 200;

async function importRecords(db: Db, run: Run, input: Readable, options: CatalogueImportOptions): Promise<{ outcome: ImportOutcome; error: string | null }> {
  const outcomes = readOnix(countedBytes(input, run));
  let batch: OnixOutcome[] = [];
  // The ISBNs of the batch: a second record of one (a block update after its full record) waits for the next batch,
  // so that it finds the book the first wrote.
  let isbns = new Set<string>();
  const flush = async () => {
    await importBatch(db, run, batch);
    batch = [];
    isbns = new Set();
    options.onProgress?.(run.counts);
  };
  try {
    for (;;) {
      if (options.signal?.aborted) {
        await flush();
        return { outcome: 'interrupted', error: null };
      }
      let next: IteratorResult<OnixOutcome>;
      try {
        next = await outcomes.next();
      } catch (failure) {
        // The file, not the database: what was read before stays written, and the run says where reading stopped.
        await flush();
        return { outcome: 'file_unreadable', error: failure instanceof Error ? failure.message : String(failure) };
      }
      if (next.done) {
        await flush();
        return { outcome: 'completed', error: null };
      }
      const isbn = next.value.kind === 'product' ? next.value.product.isbn13 : null;
      if (isbn !== null && isbns.has(isbn)) await flush();
      batch.push(next.value);
      if (isbn !== null) isbns.add(isbn);
      if (batch.length >= (options.batchRecords ?? BATCH_RECORDS)) await flush();
    }
  } finally {
    // Stopping before the end (interrupted, or a database failure) closes the file.
    await outcomes.return(undefined);
  }
}

/** Writes a batch in one transaction; one the database refuses (a record's values, a name deleted meanwhile) record by record. */
async function importBatch(db: Db, run: Run, batch: readonly OnixOutcome[]): Promise<void> {
  if (batch.length === 0) return;
  if (batch.length === 1) return importRecord(db, run, batch[0] as OnixOutcome);
  const names = new RecordNames(run.knownNames);
  let results: RecordResult[];
  try {
    results = await db.transaction(async (tx) => {
      await importTransaction(tx);
      const written = await writeBatch(tx, run, batch, names);
      await countResults(tx, run, written);
      return written;
    });
  } catch (failure) {
    const code = (failure as { code?: unknown } | null)?.code;
    if (!isRecordDataError(failure) && code !== FOREIGN_KEY_VIOLATION) throw failure;
    for (const outcome of batch) await importRecord(db, run, outcome);
    return;
  }
  names.learn();
  for (const result of results) addToRun(run, result);
}

/**
 * The version triggers leave the transaction's changes to the run's end (migration 036). The commit does not wait for
 * the disk: a server crash may lose the last records committed (each whole or not at all, with its count), which
 * running the file again writes, as it completes any run that stopped; the run's end waits.
 */
const importTransaction = (tx: Db) =>
  perRecord(tx, `select set_config('bookshop.catalogue_import', 'on', true), set_config('synchronous_commit', 'off', true)`, []);

/**
 * The records of a batch, in the file's order, in the caller's transaction: the books they name locked and read at
 * once, the names they use found or created at once, the new books written together at the end.
 */
async function writeBatch(tx: Db, run: Run, batch: readonly OnixOutcome[], names: RecordNames): Promise<RecordResult[]> {
  const products = batch.flatMap((outcome) => (outcome.kind === 'product' ? [outcome.product] : []));
  const stored = await lockStoredBooks(tx, run.shopId, products.map((product) => product.isbn13));
  await findNames(tx, run.shopId, products, stored, names);
  const created = new NewBooks();
  const results: RecordResult[] = [];
  for (const outcome of batch) {
    if (outcome.kind === 'refused') {
      const { recordReference, field, code, reason } = outcome;
      results.push({ count: 'refused', issues: [{ kind: 'refusal', recordReference, isbn: null, field, code, reason }], changed: false });
      continue;
    }
    const { product } = outcome;
    const book = stored.get(product.isbn13) ?? null;
    results.push(product.deleted ? await withdrawBook(tx, product, book) : await writeBook(tx, run, product, names, book, created));
  }
  await created.write(tx, run.shopId);
  return results;
}

/** The input's chunks as they pass, counted into the run. */
async function* countedBytes(input: Readable, run: Run): AsyncGenerator<FileChunk> {
  for await (const chunk of input as AsyncIterable<FileChunk>) {
    run.bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    yield chunk;
  }
}

async function importRecord(db: Db, run: Run, outcome: OnixOutcome): Promise<void> {
  if (outcome.kind === 'refused') {
    const { recordReference, field, code, reason } = outcome;
    await commitResult(db, run, { count: 'refused', issues: [{ kind: 'refusal', recordReference, isbn: null, field, code, reason }], changed: false });
    return;
  }
  const product = outcome.product;
  let result: RecordResult;
  for (let attempt = 1; ; attempt += 1) {
    const names = new RecordNames(run.knownNames);
    try {
      result = await db.transaction(async (tx) => {
        await importTransaction(tx);
        const [written] = (await writeBatch(tx, run, [outcome], names)) as [RecordResult];
        await countResults(tx, run, [written]);
        return written;
      });
      names.learn();
      break;
    } catch (failure) {
      // A name the run knew was deleted meanwhile (staff deleted a collaborator): forget them all and write it again.
      if (attempt === 1 && names.usedKnown && (failure as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION) {
        run.knownNames = noKnownNames();
        continue;
      }
      if (!isRecordDataError(failure)) throw failure;
      // Rolled back whole: the refusal says why, and the file goes on.
      await commitResult(db, run, { count: 'refused', issues: [writeRefusal(product, failure)], changed: false });
      return;
    }
  }
  addToRun(run, result);
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * SQLSTATE classes of the errors a record's own values cause: 22 (a number out of range, a date that does not exist)
 * and 23 (a constraint: an EAN another book took meanwhile, a check). Any other error is the database's, and stops.
 */
function isRecordDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

function writeRefusal(product: OnixBookDescription | OnixBookDeletion, error: unknown): ImportIssue {
  const { table, message } = error as { table?: string; message?: string };
  return {
    kind: 'refusal',
    recordReference: product.recordReference,
    isbn: product.isbn13,
    field: table ?? 'record',
    code: 'write_failed',
    reason: `The database refused the record, so nothing of it was written: ${message ?? String(error)}.`,
  };
}

async function commitResult(db: Db, run: Run, result: RecordResult): Promise<void> {
  await db.transaction((tx) => countResults(tx, run, [result]));
  addToRun(run, result);
}

/** The records' counts and issues, in the transaction that writes them: the run's row always says what was committed. */
async function countResults(tx: Db, run: Run, results: readonly RecordResult[]): Promise<void> {
  const count = (kind: RecordResult['count']) => results.filter((result) => result.count === kind).length;
  const issues = results.flatMap((result) => result.issues);
  const warnings = issues.filter((issue) => issue.kind === 'warning').length;
  await perRecord(
    tx,
    `update catalogue_imports set records = records + $8, created = created + $2, updated = updated + $3,
       unpublished = unpublished + $4, refused = refused + $5, warnings = warnings + $6, bytes_read = $7
     where id = $1`,
    [run.id, count('created'), count('updated'), count('unpublished'), count('refused'), warnings, run.bytesRead, results.length],
  );
  if (issues.length === 0) return;
  await perRecord(
    tx,
    `insert into catalogue_import_issues (import_id, kind, record_reference, isbn, field, code, reason)
     select $1, i.kind, i.record_reference, i.isbn, i.field, i.code, i.reason
     from jsonb_to_recordset($2::jsonb) as i(kind text, record_reference text, isbn text, field text, code text, reason text)`,
    [
      run.id,
      JSON.stringify(
        issues.map((issue) => ({
          kind: issue.kind,
          record_reference: issue.recordReference,
          isbn: issue.isbn,
          field: issue.field,
          code: issue.code,
          reason: issue.reason,
        })),
      ),
    ],
  );
}

function addToRun(run: Run, result: RecordResult): void {
  run.counts.records += 1;
  if (result.count !== null) run.counts[result.count] += 1;
  run.counts.warnings += result.issues.filter((issue) => issue.kind === 'warning').length;
  run.changed ||= result.changed;
}

/** A book of the shop as the import needs it, locked for the record's transaction. */
interface StoredBook {
  id: number;
  ean: string;
  title: string;
  language: 'fr' | 'en';
  stock: number;
  price_ttc_cents: number;
  published: boolean;
  import_hold: ImportHold | null;
  staff_texts: boolean;
  publishing_status: string | null;
  product_availability: string | null;
  author: string | null;
  translator: string | null;
  illustrator: string | null;
  collection: string | null;
  publisher: string | null;
}

/** The books of these ISBNs the shop has, locked for the transaction (in id order, as every writer of books locks them). */
async function lockStoredBooks(tx: Db, shopId: number, eans: readonly string[]): Promise<Map<string, StoredBook>> {
  if (eans.length === 0) return new Map();
  const { rows } = await perRecord<StoredBook>(
    tx,
    `select a.id, a.ean, a.title, a.language, a.stock, a.price_ttc_cents, a.published, a.import_hold, a.staff_texts,
       a.publishing_status, a.product_availability, au.name as author, tr.name as translator, il.name as illustrator,
       co.name as collection, p.name as publisher
     from articles a
     left join collaborators au on au.id = a.author_id
     left join collaborators tr on tr.id = a.translator_id
     left join collaborators il on il.id = a.illustrator_id
     left join collections co on co.id = a.collection_id
     left join publishers p on p.id = a.publisher_id
     where a.shop_id = $1 and a.ean = any($2::text[])
     order by a.id
     for update of a`,
    [shopId, [...new Set(eans)]],
  );
  return new Map(rows.map((row) => [row.ean, row]));
}

const issueOf = (book: OnixBookDescription | OnixBookDeletion, kind: ImportIssue['kind'], field: string, code: string, reason: string): ImportIssue => ({
  kind,
  recordReference: book.recordReference,
  isbn: book.isbn13,
  field,
  code,
  reason,
});

/**
 * A delete notification (NotificationType 05): the book goes off sale and stays in the catalogue, as orders, invoices
 * and carts point at it. A book staff had already taken off sale is left to them.
 */
async function withdrawBook(tx: Db, deletion: OnixBookDeletion, stored: StoredBook | null): Promise<RecordResult> {
  if (!stored) {
    const reason = `The record withdraws the ISBN ${deletion.isbn13}, which the shop does not have: there is nothing to withdraw.`;
    return { count: null, issues: [issueOf(deletion, 'warning', 'NotificationType', 'unknown_book', reason)], changed: false };
  }
  const { rows } = await perRecord(
    tx,
    `update articles set published = false, import_hold = 'deleted', updated_at = now()
     where id = $1 and (published or import_hold is not null) and (published, import_hold) is distinct from (false, 'deleted')
     returning id`,
    [stored.id],
  );
  return { count: 'unpublished', issues: [], changed: rows.length > 0 };
}

/** The blocks a new book takes from its record: all of them, a block the record lacks leaving its fields empty. */
const EVERY_BLOCK = { descriptiveDetail: true, collateralDetail: true, publishingDetail: true, productSupply: true } as const;

/** The shop's two catalogue languages, by the record's ISO 639-2/B code. */
const SHOP_LANGUAGES = new Map<string, 'fr' | 'en'>([
  ['fre', 'fr'],
  ['eng', 'en'],
]);

/** PublishingStatus (list 64) of titles that will not be supplied: cancelled, out of print, withdrawn from sale. */
const ENDED_STATUSES = new Set(['01', '07', '11']);
/** ProductAvailability (list 65) saying the same from the supplier: withdrawn from sale, recalled, out of print. */
const ENDED_AVAILABILITIES = new Set(['46', '49', '51']);

/** The names a book's search document and generated cover are made of (as admin-books.ts makes them). */
interface BookNames {
  title: string;
  author: string | null;
  translator: string | null;
  illustrator: string | null;
  collection: string | null;
  publisher: string | null;
}

interface ContributorRow {
  position: number;
  collaborator_id: number;
  roles: string[];
}

/** What a record changes in a book: its columns, the names its search and cover are made of, its lists. */
interface BookChange {
  columns: Record<string, unknown>;
  names: BookNames;
  /** Null when the record does not carry DescriptiveDetail: the book's lists stay as they are. */
  contributors: ContributorRow[] | null;
  subjects: OnixSubject[] | null;
  issues: ImportIssue[];
}

/**
 * A record describing a book: a new book from all of it, or the blocks it carries applied to the book the shop has
 * (a block update, NotificationType 04, carries only the blocks that changed; a block a record lacks is left as it
 * is). A block it carries replaces what the book had from that block, the price excepted: a supply without a French
 * fixed price leaves the book's price as it was.
 */
async function writeBook(
  tx: Db,
  run: Run,
  book: OnixBookDescription,
  names: RecordNames,
  stored: StoredBook | null,
  created: NewBooks,
): Promise<RecordResult> {
  if (!stored && book.notificationType === '04') {
    const reason = `A block update (NotificationType 04) names the ISBN ${book.isbn13}, which the shop does not have: send the book's full record first.`;
    return { count: 'refused', issues: [issueOf(book, 'refusal', 'ProductIdentifier/IDValue', 'unknown_book', reason)], changed: false };
  }
  const change: BookChange = {
    columns: { onix_record_reference: book.recordReference },
    names: {
      title: stored?.title ?? '',
      author: stored?.author ?? null,
      translator: stored?.translator ?? null,
      illustrator: stored?.illustrator ?? null,
      collection: stored?.collection ?? null,
      publisher: stored?.publisher ?? null,
    },
    contributors: null,
    subjects: null,
    issues: book.warnings.map((warning) => issueOf(book, 'warning', warning.field, warning.code, warning.reason)),
  };
  const carries = stored ? book.blocks : EVERY_BLOCK;
  if (carries.descriptiveDetail) await applyDescriptiveDetail(tx, run.shopId, book, stored, change, names);
  if (carries.collateralDetail) applyCollateralDetail(book, stored, change);
  if (carries.publishingDetail) await applyPublishingDetail(tx, run.shopId, book, change, names);
  if (carries.productSupply) applyProductSupply(book, run.bookVatPercent, change);
  const hold = applyPublication(book, stored, change);
  const changed = stored ? await updateStoredBook(tx, run.shopId, stored, change) : created.add(book.isbn13, change);
  // A book waiting for its price is not withdrawn: its record is an update, with its warning.
  const withdrawn = hold === 'deleted' || hold === 'out_of_print';
  return { count: !stored ? 'created' : withdrawn ? 'unpublished' : 'updated', issues: change.issues, changed };
}

/** Titles, contributors, collection, language, extent, form and subjects. */
async function applyDescriptiveDetail(
  tx: Db,
  shopId: number,
  book: OnixBookDescription,
  stored: StoredBook | null,
  change: BookChange,
  names: RecordNames,
): Promise<void> {
  // Read whenever the block is there: only a block update may lack it, and then it lacks the block.
  if (!book.title) return;
  if (!stored?.staff_texts) {
    Object.assign(change.columns, {
      title: book.title.full,
      title_prefix: book.title.prefix,
      // Sorted on what follows the prefix: "L'Île aux phares" among the I.
      title_sort: normalizeText(book.title.withoutPrefix),
      subtitle: book.title.subtitle,
    });
    change.names.title = book.title.full;
  }
  const ids = await idsByName(tx, 'collaborators', shopId, book.contributors.map((contributor) => contributor.name), names);
  change.contributors = book.contributors.map((contributor, index) => ({
    position: index + 1,
    collaborator_id: ids.get(contributor.name) as number,
    roles: [...contributor.roles],
  }));
  const [author, translator, illustrator] = ['A01', 'B06', 'A12'].map((role) => contributorNameWith(book, role)) as [
    string | null,
    string | null,
    string | null,
  ];
  const collection = book.collection?.title.full ?? null;
  const collectionIds = await idsByName(tx, 'collections', shopId, collection === null ? [] : [collection], names);
  Object.assign(change.names, { author, translator, illustrator, collection });
  Object.assign(change.columns, {
    author_id: author === null ? null : ids.get(author),
    translator_id: translator === null ? null : ids.get(translator),
    illustrator_id: illustrator === null ? null : ids.get(illustrator),
    collection_id: collection === null ? null : collectionIds.get(collection),
    collection_number: book.collection?.partNumber ?? null,
    page_count: book.pageCount,
    product_form: book.productForm?.kind ?? null,
    product_form_code: book.productForm?.code ?? null,
    language_of_text: book.languageOfText,
    language: shopLanguage(book, stored, change.issues),
  });
  change.subjects = distinctSubjects(book.subjects);
}

/** The description (unless staff write their own) and the cover's address. */
function applyCollateralDetail(book: OnixBookDescription, stored: StoredBook | null, change: BookChange): void {
  if (!stored?.staff_texts) change.columns.description_html = book.descriptionHtml ?? '';
  change.columns.onix_cover_link = book.coverUrl;
}

/** Publisher, imprint, publication date and publishing status. */
async function applyPublishingDetail(tx: Db, shopId: number, book: OnixBookDescription, change: BookChange, names: RecordNames): Promise<void> {
  const publisherIds = await idsByName(tx, 'publishers', shopId, book.publisher === null ? [] : [book.publisher], names);
  change.names.publisher = book.publisher;
  Object.assign(change.columns, {
    publisher_id: book.publisher === null ? null : publisherIds.get(book.publisher),
    imprint: book.imprint,
    published_on: book.publicationDate === null ? null : lastDayOf(book.publicationDate),
    published_on_precision: book.publicationDate?.precision ?? null,
    publishing_status: book.publishingStatus,
  });
}

/**
 * Availability and the price. The French fixed price including tax is the book's public price (the book law's
 * reference: the shop's own discount, kept, is capped against it where the shop applies the law, book-law.ts).
 */
function applyProductSupply(book: OnixBookDescription, bookVatPercent: number, change: BookChange): void {
  change.columns.product_availability = book.productAvailability;
  if (!book.price) return;
  change.columns.price_ttc_cents = book.price.amountCents;
  // The tax-free price follows the rate the record gives, else the shop's rate on books.
  change.columns.price_ht_cents = Math.round((book.price.amountCents * 100) / (100 + (book.price.taxRatePercent ?? bookVatPercent)));
}

/** Whether the book is on sale after the record (see `publication`); answers why it is held off sale, if it is. */
function applyPublication(book: OnixBookDescription, stored: StoredBook | null, change: BookChange): ImportHold | null {
  const { columns } = change;
  // A book held for want of a price has 0 as a placeholder; a price staff set since is a price.
  const placeholderPrice = stored?.import_hold === 'no_price' && stored.price_ttc_cents === 0;
  const hasPrice = columns.price_ttc_cents !== undefined || (stored !== null && !placeholderPrice);
  if (!hasPrice) {
    // A book is never sold at a price the publisher did not set: it waits off sale for a record that gives one.
    Object.assign(columns, { price_ttc_cents: 0, price_ht_cents: 0 });
    change.issues.push(
      issueOf(book, 'warning', 'ProductSupply/SupplyDetail/Price', 'price_missing',
        'The record gives no French fixed price (PriceType 04 in EUR): the book is kept off sale until a record gives one.'),
    );
  }
  // What the record does not say, the book keeps: a block update of the supply alone may end a title the status did not.
  const latest = (column: 'publishing_status' | 'product_availability') =>
    columns[column] === undefined ? (stored?.[column] ?? null) : (columns[column] as string | null);
  const hold = importHold({ hasPrice, stock: stored?.stock ?? 0, status: latest('publishing_status'), availability: latest('product_availability') });
  Object.assign(columns, publication(stored, hold));
  return hold;
}

/**
 * The new books of a batch, written together once its records are read: their rows in one statement (so the triggers
 * run once), then their contributors, subjects, categories and generated covers, one statement each.
 */
class NewBooks {
  private readonly books: Array<{ ean: string; change: BookChange }> = [];

  add(ean: string, change: BookChange): true {
    this.books.push({ ean, change });
    return true;
  }

  async write(tx: Db, shopId: number): Promise<void> {
    if (this.books.length === 0) return;
    const ids = await insertBooks(tx, shopId, this.books);
    const idOf = (ean: string) => ids.get(ean) as number;
    const contributors = this.books.flatMap(({ ean, change }) => (change.contributors ?? []).map((row) => ({ article_id: idOf(ean), ...row })));
    if (contributors.length > 0) {
      await tx.query(
        `insert into article_contributors (shop_id, article_id, position, collaborator_id, roles)
         select $1, c.article_id, c.position, c.collaborator_id, array(select jsonb_array_elements_text(c.roles))
         from jsonb_to_recordset($2::jsonb) as c(article_id int, position int, collaborator_id int, roles jsonb)`,
        [shopId, JSON.stringify(contributors)],
      );
    }
    const subjects = this.books.flatMap(({ ean, change }) =>
      (change.subjects ?? []).map(({ scheme, code, main }) => ({ article_id: idOf(ean), scheme, code, main })),
    );
    if (subjects.length > 0) {
      await tx.query(
        `insert into article_subjects (shop_id, article_id, scheme, code, main)
         select $1, s.article_id, s.scheme, s.code, s.main from jsonb_to_recordset($2::jsonb) as s(article_id int, scheme text, code text, main boolean)`,
        [shopId, JSON.stringify(subjects)],
      );
      // Filed under the categories their subjects map to (subject-categories.ts).
      await tx.query(FILE_BY_SUBJECTS_SQL, [shopId, [...new Set(subjects.map((subject) => subject.article_id))]]);
    }
    const covers = this.books.map(({ ean, change }) => ({ article_id: idOf(ean), link: versionedCoverLink(idOf(ean), change.names) }));
    await tx.query(
      `insert into article_images (shop_id, article_id, position, link)
       select $1, i.article_id, 0, i.link from jsonb_to_recordset($2::jsonb) as i(article_id int, link text)`,
      [shopId, JSON.stringify(covers)],
    );
  }
}

/** Writes what differs in a book the shop has; answers whether anything did. */
async function updateStoredBook(tx: Db, shopId: number, stored: StoredBook, change: BookChange): Promise<boolean> {
  const { id } = stored;
  let changed = await updateBook(tx, id, change.columns, searchVectorParams({ ...change.names, ean: stored.ean }));
  if (change.contributors) changed = (await replaceContributors(tx, shopId, id, change.contributors)) || changed;
  if (change.subjects && (await replaceSubjects(tx, shopId, id, change.subjects))) {
    // Other subjects, other categories: those the old ones gave go, those of the new ones come (a hand choice stays).
    await perRecord(tx, UNFILE_BY_SUBJECTS_SQL, [shopId, [id]]);
    await perRecord(tx, FILE_BY_SUBJECTS_SQL, [shopId, [id]]);
    changed = true;
  }
  // The generated cover shows the title, author and collection (staff's own images are left alone).
  const { rows } = await perRecord(
    tx,
    `update article_images set link = $2 where article_id = $1 and link like '${GENERATED_COVER_PREFIX}%' and link <> $2 returning id`,
    [id, versionedCoverLink(id, change.names)],
  );
  changed ||= rows.length > 0;
  // Back on sale with copies: the shoppers waiting for it are mailed, as when staff publish it (admin-books.ts).
  if (!stored.published && change.columns.published === true) await mailRestockAlerts(tx, shopId, [id]);
  return changed;
}

/** The name of the first contributor holding `role`, as the shop's author, translator and illustrator columns take. */
function contributorNameWith(book: OnixBookDescription, role: string): string | null {
  return book.contributors.find((contributor) => contributor.roles.includes(role))?.name ?? null;
}

/**
 * The shop's language for the book: French or English as the record says. The shop lists no other: a book in another
 * language keeps the one it had (a new one is filed as French), and staff are told.
 */
function shopLanguage(book: OnixBookDescription, stored: StoredBook | null, issues: ImportIssue[]): 'fr' | 'en' {
  const code = book.languageOfText;
  const language = code === null ? undefined : SHOP_LANGUAGES.get(code);
  if (language) return language;
  const kept = stored?.language ?? 'fr';
  if (code !== null) {
    issues.push(
      issueOf(book, 'warning', 'DescriptiveDetail/Language/LanguageCode', 'language_not_listed',
        `The book's language "${code}" is not one the shop lists (French, English): it is filed under ${kept === 'fr' ? 'French' : 'English'}.`),
    );
  }
  return kept;
}

/** One row per scheme and code (a record may repeat a subject), main if any of its mentions is. */
function distinctSubjects(subjects: readonly OnixSubject[]): OnixSubject[] {
  const byKey = new Map<string, OnixSubject>();
  for (const subject of subjects) {
    const key = `${subject.scheme} ${subject.code}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, main: seen.main || subject.main } : subject);
  }
  return [...byKey.values()];
}

/**
 * The last day a date as precise as the record gives it can mean: 2027-03 is 2027-03-31, 2027 is 2027-12-31. The
 * book law's exemption runs from the publication day, and a guess must never start it early (migration 036).
 */
function lastDayOf(date: OnixDate): string {
  if (date.precision === 'day') return date.value;
  if (date.precision === 'year') return `${date.value}-12-31`;
  const [year, month] = date.value.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.value}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * Why the book should be off sale after this record, if it should: no fixed price, or a title no longer supplied
 * with no copy left on the shop's shelves (copies left are sold until they run out).
 */
function importHold(book: { hasPrice: boolean; stock: number; status: string | null; availability: string | null }): ImportHold | null {
  if (!book.hasPrice) return 'no_price';
  const ended = (book.status !== null && ENDED_STATUSES.has(book.status)) || (book.availability !== null && ENDED_AVAILABILITIES.has(book.availability));
  return ended && book.stock === 0 ? 'out_of_print' : null;
}

/**
 * Whether the book is on sale after the record. A new book is, unless held. The import takes off sale a book that is
 * on sale, or one it had taken off itself, and puts back on sale only those: a book staff unpublished stays so.
 */
function publication(stored: StoredBook | null, hold: ImportHold | null): { published: boolean; import_hold: ImportHold | null } {
  if (!stored) return { published: hold === null, import_hold: hold };
  // Off sale with no hold of the import's: staff's doing (or a draft of theirs), left to them.
  if (!stored.published && stored.import_hold === null) return { published: false, import_hold: null };
  return { published: hold === null, import_hold: hold };
}

/** SQL parameters as they are added, `$n` for each. */
function parameters(first: unknown[]): { values: unknown[]; add(value: unknown): string } {
  const values = [...first];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/**
 * Inserts new books in one statement: each with the columns its record gave (a column another record gave and this one
 * did not takes its default), its search document, and the moment it went on sale. Answers their ids by ISBN.
 */
async function insertBooks(tx: Db, shopId: number, books: ReadonlyArray<{ ean: string; change: BookChange }>): Promise<Map<string, number>> {
  const params = parameters([shopId]);
  const columns = [...new Set(books.flatMap(({ change }) => Object.keys(change.columns)))];
  const rows = books.map(({ ean, change }) => {
    const value = (column: string) => (column in change.columns ? params.add(change.columns[column]) : 'default');
    const search = searchVectorParams({ ...change.names, ean }).map(params.add) as [string, string, string, string];
    const published = params.add(change.columns.published === true);
    return `($1, ${params.add(ean)}, ${columns.map(value).join(', ')}, ${searchVectorOf(search)}, case when ${published}::boolean then now() end)`;
  });
  const { rows: inserted } = await tx.query<{ id: number; ean: string }>(
    `insert into articles (shop_id, ean, ${columns.join(', ')}, search, published_at) values ${rows.join(',\n')} returning id, ean`,
    params.values,
  );
  return new Map(inserted.map((row) => [row.ean, row.id]));
}

/**
 * Writes the columns and the search document, only when one of them differs: a record that says what the shop already
 * has changes nothing, not even updated_at (a daily full file mostly repeats itself). Answers whether it wrote.
 */
async function updateBook(tx: Db, id: number, columns: Record<string, unknown>, search: readonly string[]): Promise<boolean> {
  const params = parameters([id]);
  const names = Object.keys(columns);
  const refs = names.map((name) => params.add(columns[name]));
  const searchSql = searchVectorOf(search.map(params.add) as [string, string, string, string]);
  const published = refs[names.indexOf('published')] as string;
  const { rows } = await perRecord(
    tx,
    `update articles set ${names.map((name, index) => `${name} = ${refs[index]}`).join(', ')}, search = ${searchSql},
       published_at = case when ${published}::boolean then coalesce(published_at, now()) else published_at end,
       updated_at = now()
     where id = $1 and (${names.join(', ')}, search) is distinct from (${refs.join(', ')}, ${searchSql})
     returning id`,
    params.values,
  );
  return rows.length > 0;
}

/** Replaces the book's contributors when they differ from `wanted`; answers whether it did. */
async function replaceContributors(tx: Db, shopId: number, articleId: number, wanted: readonly ContributorRow[]): Promise<boolean> {
  const { rows } = await perRecord<ContributorRow>(
    tx,
    'select position, collaborator_id, roles from article_contributors where article_id = $1 order by position',
    [articleId],
  );
  if (JSON.stringify(rows) === JSON.stringify(wanted)) return false;
  await perRecord(tx, 'delete from article_contributors where article_id = $1', [articleId]);
  await insertContributors(tx, shopId, articleId, wanted);
  return true;
}

async function insertContributors(tx: Db, shopId: number, articleId: number, wanted: readonly ContributorRow[]): Promise<void> {
  if (wanted.length === 0) return;
  await perRecord(
    tx,
    `insert into article_contributors (shop_id, article_id, position, collaborator_id, roles)
     select $1, $2, c.position, c.collaborator_id, array(select jsonb_array_elements_text(c.roles))
     from jsonb_to_recordset($3::jsonb) as c(position int, collaborator_id int, roles jsonb)`,
    [shopId, articleId, JSON.stringify(wanted)],
  );
}

/** Replaces the book's subject codes when they differ from `wanted`; answers whether it did. */
async function replaceSubjects(tx: Db, shopId: number, articleId: number, wanted: readonly OnixSubject[]): Promise<boolean> {
  const key = (subject: { scheme: string; code: string; main: boolean }) => `${subject.scheme} ${subject.code} ${subject.main}`;
  const { rows } = await perRecord<{ scheme: string; code: string; main: boolean }>(
    tx,
    'select scheme, code, main from article_subjects where article_id = $1',
    [articleId],
  );
  if (JSON.stringify(rows.map(key).sort()) === JSON.stringify(wanted.map(key).sort())) return false;
  await perRecord(tx, 'delete from article_subjects where article_id = $1', [articleId]);
  await insertSubjects(tx, shopId, articleId, wanted);
  return true;
}

async function insertSubjects(tx: Db, shopId: number, articleId: number, wanted: readonly OnixSubject[]): Promise<void> {
  if (wanted.length === 0) return;
  await perRecord(
    tx,
    `insert into article_subjects (shop_id, article_id, scheme, code, main)
     select $1, $2, s.scheme, s.code, s.main from jsonb_to_recordset($3::jsonb) as s(scheme text, code text, main boolean)`,
    [shopId, articleId, JSON.stringify(wanted.map(({ scheme, code, main }) => ({ scheme, code, main })))],
  );
}

/**
 * Finds or creates at once the names the batch's records will use (a new book's, or a block its record carries), so
 * that the records then find them in `names` and ask the database nothing more.
 */
async function findNames(tx: Db, shopId: number, products: ReadonlyArray<OnixBookDescription | OnixBookDeletion>, stored: Map<string, StoredBook>, names: RecordNames): Promise<void> {
  const wanted: Record<NamedTable, string[]> = { collaborators: [], collections: [], publishers: [] };
  for (const product of products) {
    if (product.deleted) continue;
    const book = stored.get(product.isbn13);
    if (!book && product.notificationType === '04') continue;
    const carries = book ? product.blocks : EVERY_BLOCK;
    if (carries.descriptiveDetail && product.title) {
      wanted.collaborators.push(...product.contributors.map((contributor) => contributor.name));
      if (product.collection) wanted.collections.push(product.collection.title.full);
    }
    if (carries.publishingDetail && product.publisher !== null) wanted.publishers.push(product.publisher);
  }
  for (const table of ['collaborators', 'collections', 'publishers'] as const) {
    if (wanted[table].length > 0) await idsByName(tx, table, shopId, wanted[table], names);
  }
}

/**
 * The ids of the shop's rows of these names, the missing ones created: a contributor, collection or publisher is the
 * same one whenever a record spells its name the same way. Inserted in name order, so two writers never wait on
 * each other's names in opposite orders.
 */
async function idsByName(tx: Db, table: NamedTable, shopId: number, names: readonly string[], known: RecordNames): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const wanted = [...new Set(names)].sort().filter((name) => {
    const id = known.cached(table, name);
    if (id !== undefined) ids.set(name, id);
    return id === undefined;
  });
  if (wanted.length === 0) return ids;
  const { rows } = await perRecord<{ id: number; name: string }>(
    tx,
    `with wanted as (select unnest($2::text[]) as name),
     added as (
       insert into ${table} (shop_id, name) select $1, name from wanted order by name
       on conflict (shop_id, name) do nothing
       returning id, name
     )
     select id, name from added
     union all
     select t.id, t.name from ${table} t join wanted w on w.name = t.name where t.shop_id = $1`,
    [shopId, wanted],
  );
  for (const row of rows) ids.set(row.name, row.id);
  const late = wanted.filter((name) => !ids.has(name));
  if (late.length > 0) {
    // Added by another transaction that committed while the statement above ran: a new statement sees them.
    const { rows: found } = await perRecord<{ id: number; name: string }>(tx, `select id, name from ${table} where shop_id = $1 and name = any($2::text[])`, [
      shopId,
      late,
    ]);
    for (const row of found) ids.set(row.name, row.id);
  }
  for (const name of wanted) {
    const id = ids.get(name);
    if (id !== undefined) known.note(table, name, id);
  }
  return ids;
}

/** A run's issues in the order they were met, read a page at a time: a file may have as many as it has records. */
export async function* importIssues(db: Db, importId: number, kind?: ImportIssue['kind']): AsyncGenerator<ImportIssue> {
  let after = '0';
  for (;;) {
    const { rows } = await db.query<{ id: string; kind: ImportIssue['kind']; record_reference: string | null; isbn: string | null; field: string; code: string; reason: string }>(
      `select i.id::text as id, i.kind, i.record_reference, i.isbn, i.field, i.code, i.reason from catalogue_import_issues i
       where i.import_id = $1 and i.id > $2::bigint and ($3::text is null or i.kind = $3)
       order by i.id limit 500`,
      [importId, after, kind ?? null],
    );
    for (const row of rows) {
      yield { kind: row.kind, recordReference: row.record_reference, isbn: row.isbn, field: row.field, code: row.code, reason: row.reason };
    }
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = last.id;
  }
}
