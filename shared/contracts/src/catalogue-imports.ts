/**
 * The back office's ONIX imports (page "Import ONIX", /admin-panel/catalogue-import): a file staff upload, queued,
 * then run by the jobs runner, and every run of the command `npm run catalogue:import` beside them.
 */

/** The largest file the page takes (a full file of the trade, gzipped, is a few hundred megabytes). */
export const CATALOGUE_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * How many uploaded files may wait or run at once in a shop (each up to CATALOGUE_IMPORT_MAX_BYTES, kept in the
 * database until its run ends): one more is refused, 409 too_many_catalogue_imports.
 */
export const CATALOGUE_IMPORT_WAITING_MAX = 3;

/** A file name as the run records it (the upload's own name, without its folders). */
export const CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH = 200;

/** How often the page asks again about a run that has not ended. */
export const CATALOGUE_IMPORT_POLL_MS = 1000;

/**
 * Where a run is: queued (uploaded, waiting for the jobs runner), running, or how it ended: completed, file_unreadable
 * (the file stopped being readable: what came before is written), failed (the database failed), interrupted (its
 * process ended; an uploaded file is run again, three times at most).
 */
export type CatalogueImportState = 'queued' | 'running' | 'completed' | 'file_unreadable' | 'failed' | 'interrupted';

/** What a run has done so far, record by record (the command prints them, the page shows them). */
export interface CatalogueImportCounts {
  /** Product records read, refused ones included. */
  records: number;
  created: number;
  /** Records applied to a book the shop had, whether or not anything in it differed. */
  updated: number;
  /** Records taking a book the shop had off sale: a delete notification, or out of print with no copy left. */
  unpublished: number;
  refused: number;
  /**
   * What staff should look at in records that were taken: a field left out, a language the shop does not list, a
   * missing price, a delete notification of a book the shop never had.
   */
  warnings: number;
}

/** One run, as GET /admin/catalogue-imports lists it. */
export interface AdminCatalogueImport extends CatalogueImportCounts {
  id: number;
  file_name: string;
  state: CatalogueImportState;
  /** Who uploaded the file; null for the command's runs (or an account since deleted). */
  uploaded_by: string | null;
  /** When the file was uploaded (null for the command's runs) and when its run started and ended. */
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** The file's size in bytes (null for the command's runs) and how much of it the run has read. */
  byte_size: number | null;
  bytes_read: number;
  /** Why the run ended early (file_unreadable, failed, interrupted); null otherwise. */
  error: string | null;
}

/** A record refused or a field left out, with the record's reference, the ONIX field and the reason (in English, as ONIX is). */
export interface AdminCatalogueImportIssue {
  kind: 'refusal' | 'warning';
  record_reference: string | null;
  isbn: string | null;
  field: string;
  code: string;
  reason: string;
}

/** Whether a run may still change (the page asks again while it may). */
export function catalogueImportGoesOn(state: CatalogueImportState): boolean {
  return state === 'queued' || state === 'running';
}
