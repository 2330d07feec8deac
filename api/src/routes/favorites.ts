import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertSelf, signedInUser } from '../plugins/auth';
import { ServerFavoriteSchema } from '../schemas/entities';
import { EcomTypeQuery, errorResponses, Id, IdParams, Item, List } from '../schemas/common';
import { addFavorite, deleteFavorite, listFavorites } from '../services/favorites';

const FavoriteIdAnswer = Item(Type.Object({ id: Type.Integer() }));

/** The signed-in user's wishlist; same ownership rules as the cart. */
const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/users/:id/favorite',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Wishlist entries with their articles, most recent first',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: EcomTypeQuery,
        response: { 200: List(ServerFavoriteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      assertSelf(user, request.params.id);
      return { data: await listFavorites(app.db, request.shop.id, user.id, user.language) };
    },
  );

  app.post(
    '/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Add a book to the wishlist (idempotent)',
        security: [{ bearer: [] }],
        querystring: EcomTypeQuery,
        body: Type.Object({ user_id: Id, article_id: Id }),
        response: { 200: FavoriteIdAnswer, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(signedInUser(request), request.body.user_id);
      return { data: await addFavorite(app.db, request.shop.id, request.body.user_id, request.body.article_id) };
    },
  );

  app.delete(
    '/favorites/:id',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove a wishlist entry',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: FavoriteIdAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await deleteFavorite(app.db, request.shop.id, signedInUser(request).id, request.params.id),
    }),
  );
};

export default favoriteRoutes;
