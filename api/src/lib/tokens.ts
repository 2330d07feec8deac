import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 30;

/** 32 random bytes, base64url: what the client holds as its bearer token. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so the sessions table cannot be replayed if it leaks. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
