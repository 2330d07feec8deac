import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_IMPORT_MAX_BYTES, CATALOGUE_IMPORT_WAITING_MAX } from '@bookshop/contracts';
import { ApiError } from '../lib/errors';
import { signedInUser } from '../plugins/auth';
import { errorResponses, IdParams, Item, List, Paged } from '../schemas/common';
import { AdminCatalogueImportIssueSchema, AdminCatalogueImportSchema, CatalogueImportIssuesQuery, CatalogueImportUploadQuery } from '../schemas/catalogue-imports';
import { catalogueImport, catalogueImportIssues, listCatalogueImports, queueUpload } from '../services/catalogue-import-uploads';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** What an ONIX file is sent as: XML, gzip, or whatever the browser knows no better name for. */
const ONIX_UPLOAD_TYPES = ['application/xml', 'text/xml', 'application/gzip', 'application/x-gzip', 'application/octet-stream'];

/**
 * The back office's ONIX imports (page "Import ONIX"): upload a file (its run is queued, then run by the jobs runner),
 * follow the runs, read a run's refusals and warnings. Admins only: 401 anonymous, 403 customer.
 */
const adminCatalogueImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  // The file goes through as a stream, kept in parts as it arrives (services/catalogue-import-uploads.ts): never whole
  // in memory. Its size limit is the service's (CATALOGUE_IMPORT_MAX_BYTES), not the API's small body limit.
  app.addContentTypeParser(ONIX_UPLOAD_TYPES, (_request, payload, done) => done(null, payload));

  app.post(
    '/admin/catalogue-imports',
    {
      schema: {
        tags,
        security,
        summary: 'Upload an ONIX 3.0 file (the body, XML or gzip) and queue its import',
        description:
          `The file's name in ?name=. Answers 202 with the queued run once the whole file is kept; the jobs runner runs it ` +
          `(follow it with GET /admin/catalogue-imports/{id}). 400 (field file) for an empty file or one that is neither ` +
          `XML nor gzip, 400 (field name) for a name too long; 413 above ${CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024)} MB; ` +
          `409 too_many_catalogue_imports while ${CATALOGUE_IMPORT_WAITING_MAX} uploaded files wait or run; ` +
          `415 for another Content-Type.`,
        querystring: CatalogueImportUploadQuery,
        response: { 202: Item(AdminCatalogueImportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Partial<Readable>).pipe !== 'function') {
        throw new ApiError(415, 'unsupported_media_type', 'Send the ONIX file itself, as application/xml or application/gzip.', 'file');
      }
      const length = Number(request.headers['content-length']);
      const upload = await queueUpload(app.db, {
        shopId: request.shop.id,
        adminId: signedInUser(request).id,
        fileName: request.query.name,
        body,
        declaredBytes: Number.isFinite(length) ? length : null,
      });
      return reply.status(202).send({ data: upload });
    },
  );

  app.get(
    '/admin/catalogue-imports',
    {
      schema: { tags, security, summary: 'The last 20 runs, uploads and the command\'s alike, newest first', response: { 200: List(AdminCatalogueImportSchema), ...errorResponses } },
    },
    async (request) => ({ data: await listCatalogueImports(app.db, request.shop.id) }),
  );

  app.get(
    '/admin/catalogue-imports/:id',
    {
      schema: { tags, security, summary: 'One run: its state, how much of its file it has read, its counts', params: IdParams, response: { 200: Item(AdminCatalogueImportSchema), ...errorResponses } },
    },
    async (request) => ({ data: await catalogueImport(app.db, request.shop.id, request.params.id) }),
  );

  app.get(
    '/admin/catalogue-imports/:id/issues',
    {
      schema: {
        tags,
        security,
        summary: "A run's refused records and warnings, 50 a page, in the file's order",
        params: IdParams,
        querystring: CatalogueImportIssuesQuery,
        response: { 200: Paged(AdminCatalogueImportIssueSchema), ...errorResponses },
      },
    },
    async (request) => catalogueImportIssues(app.db, request.shop.id, request.params.id, request.query),
  );
};

export default adminCatalogueImportRoutes;
