import { CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH } from '@bookshop/contracts';
import { Type } from 'typebox';
import { Text } from './common';

const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** One run (the contract's AdminCatalogueImport). */
export const AdminCatalogueImportSchema = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('completed'),
    Type.Literal('file_unreadable'),
    Type.Literal('failed'),
    Type.Literal('interrupted'),
  ]),
  uploaded_by: Type.Union([Type.String(), Type.Null()]),
  queued_at: Timestamp,
  started_at: Timestamp,
  finished_at: Timestamp,
  byte_size: Type.Union([Type.Integer(), Type.Null()]),
  bytes_read: Type.Integer(),
  records: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unpublished: Type.Integer(),
  refused: Type.Integer(),
  warnings: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
});

/** One refusal or warning of a run (the contract's AdminCatalogueImportIssue). */
export const AdminCatalogueImportIssueSchema = Type.Object({
  kind: Type.Union([Type.Literal('refusal'), Type.Literal('warning')]),
  record_reference: Type.Union([Type.String(), Type.Null()]),
  isbn: Type.Union([Type.String(), Type.Null()]),
  field: Type.String(),
  code: Type.String(),
  reason: Type.String(),
});

/** The upload's name, in the query: the body is the file itself. */
export const CatalogueImportUploadQuery = Type.Object({ name: Text(CATALOGUE_IMPORT_FILE_NAME_MAX_LENGTH) });

export const CatalogueImportIssuesQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('refusal'), Type.Literal('warning')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
