import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../lib/errors';
import { errorResponses, Item } from '../schemas/common';
import { subscribe } from '../services/newsletter';

const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/newsletter',
    {
      onRequest: app.perClientLimit('newsletterPerClient'),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email (409 already_subscribed; 429 too_many_requests past NEWSLETTER_LIMIT from one client)',
        body: Type.Object({
          email: Type.String({ format: 'email', maxLength: 254 }),
          ecom_type: Type.Optional(Type.String()),
        }),
        response: { 201: Item(Type.Object({ email: Type.String() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, ecom_type: ecomType } = request.body;
      if (ecomType !== undefined && ecomType !== request.shop.slug) {
        throw badRequest('ecom_type does not name this shop.', 'ecom_type');
      }
      return reply.status(201).send({ data: await subscribe(app.db, request.shop.id, email) });
    },
  );
};

export default newsletterRoutes;
