import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertSelf, signedInUser } from '../plugins/auth';
import { UserInfoSchema } from '../schemas/entities';
import { CurrencySchema, errorResponses, IdParams, Item, LanguageSchema } from '../schemas/common';
import { getUserInfo, updatePreferences } from '../services/users';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The bearer token\'s user',
        security: [{ bearer: [] }],
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUserInfo(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change the user\'s language or currency',
        security: [{ bearer: [] }],
        params: IdParams,
        body: Type.Object(
          { language: Type.Optional(LanguageSchema), currency: Type.Optional(CurrencySchema) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(signedInUser(request), request.params.id);
      return { data: await updatePreferences(app.db, request.shop.id, request.params.id, request.body) };
    },
  );
};

export default userRoutes;
