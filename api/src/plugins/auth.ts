import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { bearerToken, hashToken } from '../lib/tokens';
import { findSessionUser, type AuthUser } from '../services/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of the shop is required (401 otherwise). */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: a valid bearer token of an admin is required (401 anonymous, 403 customer). */
    requireAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The bearer token's user, once `requireUser` or `requireAdmin` has run. */
    user: AuthUser | null;
  }
}

/** The user of the request's bearer token, or null when there is none or it is invalid, revoked or expired. */
export function sessionUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? findSessionUser(app.db, request.shop.id, hashToken(token)) : Promise.resolve(null);
}

/**
 * For calls open to guests and customers alike: null without an Authorization header, the user with a valid one,
 * and 401 for a header that is not a valid session (never quietly taken as a guest).
 */
export async function optionalSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  const user = await sessionUser(app, request);
  if (!user) throw unauthorized();
  return user;
}

/** The authenticated user of a route guarded by `requireUser` or `requireAdmin`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A user may only touch their own records: `:id` or `user_id` must be the token's user. */
export function assertSelf(user: AuthUser, userId: number): void {
  if (user.id !== userId) throw forbidden('You can only access your own account.');
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    request.user = await sessionUser(app, request);
    if (!request.user) throw unauthorized();
  });
  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
    request.user = await sessionUser(app, request);
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin') throw forbidden('Administrators only.');
  });
}
