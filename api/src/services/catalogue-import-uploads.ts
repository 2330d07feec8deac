/**
 * ONIX files uploaded in the back office (migration 037): the file is kept in the database in parts of 1 MiB as it
 * arrives, its run queued, and the jobs runner (the worker, or the API on the embedded database) runs it with the
 * command's import (catalogue-import.ts), reading the parts back one at a time: memory stays flat whatever the file's
 * size, and the run goes on whichever node took the upload. A run whose process ended is started again from the start
 * (running a file again gives the catalogue one clean run gives), three times at most.
 */
import { Readable } from 'node:stream';
import {
  CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_WAITING_MAX,
  type AdminCatalogueImport,
  type AdminCatalogueImportIssue,
  type CatalogueImportState,
  type PagedAnswer,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { importOnix, QUEUED_RUN_ATTEMPTS } from './catalogue-import';

/** The size of the parts a file is kept in: one is read at a time. */
export const FILE_PART_BYTES = 1024 * 1024;

/** An upload whose sender went away is dropped after this long (its parts with it). */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The file is larger than ${CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it, or import it with npm run catalogue:import.`, 'file');

/** The name as the run records it: the last segment of what the browser sent, trimmed. */
export function uploadFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  if (base === '') throw badRequest('The file needs a name.', 'name');
  if (base.length > CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH) throw badRequest(`A file name has at most ${CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH} characters.`, 'name');
  return base;
}

/** Whether a file's first bytes may be ONIX: gzip, or XML (a byte order mark, white space, then `<`). */
function looksLikeOnix(head: Buffer): boolean {
  if (head[0] === 0x1f && head[1] === 0x8b) return true;
  let index = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) index = 3;
  // UTF-16 files start with their byte order mark.
  else if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe)) return true;
  while (index < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[index] as number)) index += 1;
  return head[index] === 0x3c;
}

/**
 * Keeps an uploaded file and queues its run; resolves with the run once the whole file is kept. Each part is its own
 * statement (a transaction as long as an upload would hold up every other write on the embedded database); a file cut
 * short, too large or not ONIX leaves nothing behind.
 */
export async function queueUpload(
  db: Db,
  { shopId, adminId, fileName, body, declaredBytes }: { shopId: number; adminId: number; fileName: string; body: Readable; declaredBytes: number | null },
): Promise<AdminCatalogueImport> {
  const name = uploadFileName(fileName);
  if (declaredBytes !== null && declaredBytes > CATALOGUE_IMPORT_MAX_BYTES) {
    body.destroy();
    throw tooLarge();
  }
  // Counted and added under the shop's lock, so that uploads sent at once cannot all pass the count.
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('catalogue_import_uploads'), $1)`, [shopId]);
      const { rows: waiting } = await tx.query<{ count: number }>(
        'select count(*)::int as count from catalogue_imports where shop_id = $1 and queued_at is not null and finished_at is null',
        [shopId],
      );
      if ((waiting[0]?.count ?? 0) >= CATALOGUE_IMPORT_WAITING_MAX) {
        throw conflict(
          'too_many_catalogue_imports',
          `${CATALOGUE_IMPORT_WAITING_MAX} uploaded files are already waiting or being imported: send this one once one of them has ended.`,
          'file',
        );
      }
      const { rows } = await tx.query<{ id: number }>(
        'insert into catalogue_imports (shop_id, file_name, uploaded_by, queued_at) values ($1, $2, $3, now()) returning id',
        [shopId, name, adminId],
      );
      return (rows[0] as { id: number }).id;
    });
  } catch (error) {
    body.destroy();
    throw error;
  }
  try {
    let size = 0;
    let position = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const writePart = async (bytes: Buffer) => {
      if (position === 0 && !looksLikeOnix(bytes)) throw badRequest('This file is not ONIX: an ONIX file is XML, or XML compressed with gzip.', 'file');
      await db.query('insert into catalogue_import_file_parts (import_id, position, bytes) values ($1, $2, $3)', [id, position, bytes]);
      position += 1;
    };
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > CATALOGUE_IMPORT_MAX_BYTES) throw tooLarge();
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= FILE_PART_BYTES) {
        const whole = Buffer.concat(pending);
        await writePart(whole.subarray(0, FILE_PART_BYTES));
        pending = [whole.subarray(FILE_PART_BYTES)];
        pendingBytes = whole.length - FILE_PART_BYTES;
      }
    }
    if (pendingBytes > 0) await writePart(Buffer.concat(pending));
    if (size === 0) throw badRequest('The file is empty.', 'file');
    await db.query('update catalogue_imports set byte_size = $2 where id = $1', [id, size]);
  } catch (error) {
    body.destroy();
    await db.query('delete from catalogue_imports where id = $1', [id]);
    throw error;
  }
  return catalogueImport(db, shopId, id);
}

/** A kept file's bytes, a part at a time (never more than one ahead of the reader). */
export function keptFile(db: Db, importId: number): Readable {
  async function* parts(): AsyncGenerator<Buffer> {
    for (let position = 0; ; position += 1) {
      const { rows } = await db.query<{ bytes: Uint8Array }>('select bytes from catalogue_import_file_parts where import_id = $1 and position = $2', [importId, position]);
      const part = rows[0]?.bytes;
      if (!part) return;
      yield Buffer.isBuffer(part) ? part : Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    }
  }
  return Readable.from(parts(), { highWaterMark: 1 });
}

const IMPORT_COLUMNS = `i.id, i.file_name, u.email as uploaded_by, i.queued_at, i.started_at, i.finished_at, i.byte_size::float8 as byte_size,
  i.bytes_read::float8 as bytes_read, i.records, i.created, i.updated, i.unpublished, i.refused, i.warnings, i.error, i.outcome`;

type ImportRow = Omit<AdminCatalogueImport, 'state' | 'queued_at' | 'started_at' | 'finished_at'> & {
  outcome: CatalogueImportState | null;
  queued_at: Date | string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
};

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function importOf({ outcome, ...row }: ImportRow): AdminCatalogueImport {
  return {
    ...row,
    state: outcome ?? (row.started_at === null ? 'queued' : 'running'),
    queued_at: isoOrNull(row.queued_at),
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
  };
}

/** The shop's runs, newest first: uploads whose file is whole, and the command's runs. */
export async function listCatalogueImports(db: Db, shopId: number, limit = 20): Promise<AdminCatalogueImport[]> {
  const { rows } = await db.query<ImportRow>(
    `select ${IMPORT_COLUMNS} from catalogue_imports i left join users u on u.id = i.uploaded_by
     where i.shop_id = $1 and (i.queued_at is null or i.byte_size is not null)
     order by coalesce(i.queued_at, i.started_at) desc, i.id desc limit $2`,
    [shopId, limit],
  );
  return rows.map(importOf);
}

export async function catalogueImport(db: Db, shopId: number, id: number): Promise<AdminCatalogueImport> {
  const { rows } = await db.query<ImportRow>(
    `select ${IMPORT_COLUMNS} from catalogue_imports i left join users u on u.id = i.uploaded_by
     where i.shop_id = $1 and i.id = $2 and (i.queued_at is null or i.byte_size is not null)`,
    [shopId, id],
  );
  if (!rows[0]) throw notFound(`No import ${id}.`, 'id');
  return importOf(rows[0]);
}

/** A run's issues, a page at a time, refusals and warnings apart or together, in the order the file gave them. */
export async function catalogueImportIssues(
  db: Db,
  shopId: number,
  id: number,
  { kind, page = 1, perPage = 50 }: { kind?: AdminCatalogueImportIssue['kind']; page?: number; perPage?: number },
): Promise<PagedAnswer<AdminCatalogueImportIssue>> {
  await catalogueImport(db, shopId, id);
  const { rows } = await db.query<AdminCatalogueImportIssue & { total: number }>(
    `select kind, record_reference, isbn, field, code, reason, count(*) over ()::int as total from catalogue_import_issues
     where import_id = $1 and ($2::text is null or kind = $2) order by id limit $3 offset $4`,
    [id, kind ?? null, perPage, (page - 1) * perPage],
  );
  const total = rows[0]?.total ?? (page === 1 ? 0 : await issueCount(db, id, kind));
  return { data: rows.map(({ total: _total, ...issue }) => issue), total, page, page_size: perPage };
}

async function issueCount(db: Db, id: number, kind: AdminCatalogueImportIssue['kind'] | undefined): Promise<number> {
  const { rows } = await db.query<{ total: number }>('select count(*)::int as total from catalogue_import_issues where import_id = $1 and ($2::text is null or kind = $2)', [id, kind ?? null]);
  return rows[0]?.total ?? 0;
}

/** The next run to start: the oldest queued, or one whose process ended (it is started again), with its shop. */
async function nextQueuedRun(db: Db): Promise<{ id: number; file_name: string; slug: string } | null> {
  const { rows } = await db.query<{ id: number; file_name: string; slug: string }>(
    `select i.id, i.file_name, s.slug from catalogue_imports i join shops s on s.id = i.shop_id
     where i.queued_at is not null and i.byte_size is not null and i.attempts < $1
       and (i.finished_at is null or i.outcome = 'interrupted')
     order by i.queued_at, i.id limit 1`,
    [QUEUED_RUN_ATTEMPTS],
  );
  return rows[0] ?? null;
}

export type CatalogueImportRunner = PeriodicJob<{ ran: number | null }>;

/**
 * The jobs runner's part: every pass starts the next queued run, if any, and runs it to its end. Another process
 * importing the same shop (its session lock) leaves it for a later pass. Stopping the runner stops the run after the
 * record being written (outcome interrupted; a later start runs the file again).
 */
export function createCatalogueImportRunner({ db, intervalMs = 2000, log }: { db: Db; intervalMs?: number; log?: { error(message: string): void } }): CatalogueImportRunner {
  const stopping = new AbortController();
  const job = periodicJob(
    'catalogue_import',
    async () => {
      await db.query(
        `delete from catalogue_imports where queued_at < now() - make_interval(secs => $1) and byte_size is null and started_at is null`,
        [ABANDONED_UPLOAD_MS / 1000],
      );
      const queued = await nextQueuedRun(db);
      if (!queued || stopping.signal.aborted) return { ran: null };
      try {
        await importOnix(db, keptFile(db, queued.id), { fileName: queued.file_name, shop: queued.slug, queuedRun: queued.id, signal: stopping.signal });
      } catch (error) {
        // Running elsewhere (another node holds the shop's lock), or started there meanwhile: a later pass looks again.
        if (error instanceof ApiError && (error.code === 'catalogue_import_running' || error.code === 'catalogue_import_not_queued')) return { ran: null };
        throw error;
      } finally {
        // The file is kept only while its run may be started again.
        await db.query(
          `delete from catalogue_import_file_parts p using catalogue_imports i
           where p.import_id = i.id and i.id = $1 and i.finished_at is not null and (i.outcome <> 'interrupted' or i.attempts >= $2)`,
          [queued.id, QUEUED_RUN_ATTEMPTS],
        );
      }
      return { ran: queued.id };
    },
    { intervalMs, log },
  );
  return {
    ...job,
    async stop() {
      stopping.abort();
      await job.stop();
    },
  };
}
