import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionUser, signedInUser } from '../plugins/auth';
import { SessionSchema } from '../schemas/entities';
import { CurrencySchema, errorResponses, Id, LanguageSchema, Name } from '../schemas/common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bookshop/contracts';
import {
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  revokeSession,
  verifyEmail,
} from '../services/users';
import { signInWithGoogle, startGoogleSignIn } from '../services/social-sign-in';

export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; common or easily guessed passwords are refused (400 weak_password)`,
});
/** A link token as mailed (base64url of 32 bytes). */
export const LinkToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
const Done = <T extends string>(key: T) => Type.Object({ data: Type.Object({ [key]: Type.Literal(true) }) });

/** Registration takes no role, verification or admin flag: unknown properties are dropped by the schema. */
const RegisterBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: NewPassword,
    first_name: Name,
    last_name: Name,
    language: Type.Optional(LanguageSchema),
    currency: Type.Optional(CurrencySchema),
  },
  { additionalProperties: false },
);

const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    unlock: Type.Optional({ ...LinkToken, description: 'The token of the link mailed to the owner when the account\'s sign-ins were under attack' }),
  },
  { additionalProperties: false },
);

const GoogleSignInBody = Type.Object(
  {
    credential: Type.String({ minLength: 1, maxLength: 4096, description: 'The ID token Google Identity Services gave the page' }),
    nonce: Type.Optional(LinkToken),
    language: Type.Optional(LanguageSchema),
    currency: Type.Optional(CurrencySchema),
  },
  { additionalProperties: false },
);

const GoogleSignInStartSchema = Type.Object({
  data: Type.Object({ nonce: Type.String(), expires_in: Type.Integer(), client_id: Type.String(), script_url: Type.String() }),
});

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/google/nonce',
    {
      onRequest: app.perClientLimit('socialSignInPerClient'),
      schema: {
        tags: ['auth'],
        summary: 'Start a Google sign-in: a single-use nonce (10 minutes), the shop\'s client id and the script to load',
        description:
          '404 google_sign_in_off when the company settings hold no google_client_id. Counted with POST /auth/google per client ' +
          'address (SOCIAL_SIGN_IN_LIMIT, then 429 too_many_requests).',
        response: { 200: GoogleSignInStartSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await startGoogleSignIn(app.db, request.shop, app.googleSignIn) }),
  );

  app.post(
    '/auth/google',
    {
      onRequest: app.perClientLimit('socialSignInPerClient'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token: to the linked account, to the account of that email (then linked), or to a new one',
        description:
          'The token must be signed (RS256) by one of Google\'s published keys (GOOGLE_JWKS_URL), issued by Google (GOOGLE_ISSUERS), for ' +
          'the shop\'s google_client_id, unexpired, and carry a nonce from POST /auth/google/nonce, unused and unexpired (used up here). ' +
          '401 invalid_signature, wrong_issuer, wrong_audience, id_token_expired, invalid_id_token or invalid_nonce; 403 email_not_verified ' +
          'when Google does not vouch for the email; 403 account_disabled; 409 other_google_account when the account of that email is ' +
          'linked to another Google account; 404 google_sign_in_off; 502 provider_unavailable when Google\'s keys cannot be fetched. ' +
          'A new account has no password (the owner sets one through password recovery).',
        body: GoogleSignInBody,
        response: { 200: SessionSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await signInWithGoogle(app.db, request.shop, app.images, app.verifyGoogleToken, request.body) }),
  );

  app.post(
    '/auth/register',
    {
      onRequest: app.perClientLimit('registerPerClient'),
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account, mail the email confirmation link, and sign in (409 when the email is taken)',
        body: RegisterBody,
        response: { 201: SessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await register(app.db, request.shop, request.body) }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; 401 invalid_credentials for an unknown email or a wrong password alike, 403 account_disabled',
        description:
          'Every attempt is counted before the password is checked: 30 per client address whatever the email (LOGIN_CLIENT_LIMIT), then ' +
          '5 per email and client address in 15 minutes (LOGIN_LIMIT); past either, 429 too_many_attempts with Retry-After. Past 20 ' +
          'attempts per email from all addresses (LOGIN_ACCOUNT_LIMIT) the owner is mailed a link to /login?unlock=…, and each address ' +
          'that then fails waits LOGIN_HOLD_MINUTES (429); an address that has not failed is still checked, so strangers cannot keep ' +
          'the owner out. `unlock` (that link\'s token; 400 invalid_token on unlock when used or expired) skips those waits, and is used ' +
          'up by a successful sign-in. A successful sign-in clears the counts of the account, a password reset its ceiling. ' +
          'An account the shop disabled answers 403 account_disabled, and only to a caller who gave its right password.',
        body: LoginBody,
        response: { 200: SessionSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await login(app.db, request.shop, app.limits, request.client, request.body) }),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the single-use link token mailed at sign-up (400 invalid_token)',
        description:
          'Send the bearer of the account when the browser holds one: the link of an account with a password that was never ' +
          'confirmed, used without a session of that account (none, or an invalid one, or another account\'s), may be its ' +
          'owner\'s taking back an address someone else signed up with. Then `cleared` is true: the password, every session, ' +
          'reset links, address book, saved cards, wishlist, cart, back-in-stock requests, phone and picture are removed, and a ' +
          'reset link is mailed for the owner to choose a password.',
        body: Type.Object({ token: LinkToken }, { additionalProperties: false }),
        response: {
          200: Type.Object({ data: Type.Object({ verified: Type.Literal(true), email: Type.String(), cleared: Type.Boolean() }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // Never 401: a stale bearer only means the link is used without a session, which the rule above handles.
      const caller = await sessionUser(app, request);
      const { email, cleared } = await verifyEmail(app.db, request.shop, app.images, request.body.token, caller);
      return { data: { verified: true as const, email, cleared } };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: [app.requireUser, app.perClientLimit('verificationPerClient')],
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link to the signed-in user (earlier links stop working; 409 already_verified; 429 too_many_mails past VERIFICATION_MAIL_LIMIT for the account, too_many_requests past VERIFICATION_LIMIT from the client)',
        security: [{ bearer: [] }],
        response: { 202: Done('sent'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await resendVerification(app.db, request.shop, app.limits, signedInUser(request).id);
      return reply.status(202).send({ data: { sent: true as const } });
    },
  );

  app.post(
    '/auth/password-reset-request',
    {
      onRequest: app.perClientLimit('passwordResetPerClient'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the same answer whether the email has an account or not',
        description:
          'At most 3 links per account and hour are mailed (RESET_MAIL_LIMIT); further requests get the same answer. ' +
          'One client address may ask 10 times an hour (PASSWORD_RESET_LIMIT, then 429 too_many_requests).',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false }),
        response: { 202: Done('requested'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.shop, app.limits, request.body.email);
      return reply.status(202).send({ data: { requested: true as const } });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token; ends every session of the account (403 account_disabled for a disabled account)',
        body: Type.Object({ token: LinkToken, password: NewPassword }, { additionalProperties: false }),
        response: { 200: Done('reset'), ...errorResponses },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.shop.id, request.body.token, request.body.password);
      return { data: { reset: true as const } };
    },
  );

  app.get(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ data: Type.Object({ logged_out: Type.Literal(true) }) }), ...errorResponses },
      },
    },
    async (request) => {
      await revokeSession(app.db, signedInUser(request).sessionId);
      return { data: { logged_out: true as const } };
    },
  );

  app.post(
    '/is-user-logged-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the bearer token is a valid session of user_id (never 401)',
        body: Type.Object({ user_id: Id }),
        response: { 200: Type.Object({ is_logged_in: Type.Boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await sessionUser(app, request);
      return { is_logged_in: user?.id === request.body.user_id };
    },
  );
};

export default authRoutes;
