import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionUser, signedInUser } from '../plugins/auth';
import { SessionSchema } from '../schemas/entities';
import { CurrencySchema, errorResponses, Id, LanguageSchema } from '../schemas/common';
import { login, register, revokeSession } from '../services/users';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/** Registration takes no role, verification or admin flag: unknown properties are dropped by the schema. */
const RegisterBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 8, maxLength: 128 }),
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
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in (409 when the email is taken)',
        body: RegisterBody,
        response: { 201: SessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await register(app.db, request.shop.id, request.body) }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; 401 invalid_credentials for an unknown email or a wrong password alike',
        body: LoginBody,
        response: { 200: SessionSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await login(app.db, request.shop.id, request.body.email, request.body.password) }),
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
