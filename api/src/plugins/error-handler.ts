import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@bookshop/contracts';
import { isDatabaseUnavailable } from '../db/pg';
import { ApiError } from '../lib/errors';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The property a validation issue is about: `email`, or a dotted path such as `website_config.0.is_exist`. */
function failingField(issue: ValidationIssue): string | undefined {
  const path = issue.instancePath.split('/').filter(Boolean);
  const params = issue.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = params.missingProperty ?? params.additionalProperty;
  if (leaf) path.push(leaf);
  return path.length > 0 ? path.join('.') : undefined;
}

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
};

/** Turns every failure, including schema validation, unknown routes and crashes, into an ApiErrorBody. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof ApiError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    } else if (error.validation) {
      const [issue] = error.validation;
      const field = issue && failingField(issue);
      body = { statusCode: 400, code: 'validation_error', message: error.message };
      if (field) body.field = field;
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      body = { statusCode: 503, code: 'database_unavailable', message: 'The shop is briefly unavailable. Please try again in a few seconds.' };
      reply.header('Retry-After', '5');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, code: CODES[error.statusCode] ?? 'bad_request', message: error.message };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = { statusCode: 500, code: 'internal_error', message: 'Something went wrong on our side.' };
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'not_found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
    };
    return reply.status(404).send(body);
  });
}
