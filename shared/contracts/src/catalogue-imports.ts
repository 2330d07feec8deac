/**
 * The back office's ONIX imports (page "Import ONIX", /admin-panel/catalogue-import): a file staff upload, queued,
 * then run by the jobs runner, and every run of the command `npm run catalogue:import` beside them.
 */

/** The largest file the page takes (a full file of the trade, gzipped, is a few hundred megabytes). */
export const CATALOGUE_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

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

/** One run, as GET /admin/catalogue-imports lists it. */
export interface AdminCatalogueImport {
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
  records: number;
  created: number;
  updated: number;
  unpublished: number;
  refused: number;
  warnings: number;
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
