/** An error the API answers as `{statusCode, code, message, field?}` (the contract's ApiErrorBody). */
export class ApiError extends Error {
  /** For a 429: how long the caller should wait, sent as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string, field?: string) => new ApiError(404, 'not_found', message, field);
export const unauthorized = (message = 'Authentication required.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message);
export const badRequest = (message: string, field?: string) => new ApiError(400, 'validation_error', message, field);
export const conflict = (code: string, message: string, field?: string) => new ApiError(409, code, message, field);
export const tooManyRequests = (code: string, message: string, field?: string) => new ApiError(429, code, message, field);
