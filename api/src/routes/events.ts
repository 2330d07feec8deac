import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ShopEventDetailsSchema, ShopEventSchema } from '../schemas/entities';
import { errorResponses, IdParams, Item, LanguageSchema, List, LocalizedQuery } from '../schemas/common';
import { getEvent, listEvents } from '../services/events';

const EventsQuery = Type.Object({
  ecom_type: Type.Optional(Type.String()),
  lang: Type.Optional(LanguageSchema),
  when: Type.Optional(
    Type.Union([Type.Literal('upcoming'), Type.Literal('past'), Type.Literal('all')], {
      description: 'upcoming (default): from now on, soonest first; past: latest first; all: in calendar order',
    }),
  ),
});

/** The bookshop's events (readings, signings, workshops) and the books they present. */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      config: { publicRead: { clockMinutes: 5 } },
      schema: {
        tags: ['events'],
        summary: 'Events of the shop, upcoming by default',
        querystring: EventsQuery,
        response: { 200: List(ShopEventSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listEvents(app.db, request.shop.id, request.query.when ?? 'upcoming', request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/events/:id',
    {
      config: { publicRead: { clockMinutes: 5 } },
      schema: {
        tags: ['events'],
        summary: 'One event with the published books it presents',
        params: IdParams,
        querystring: LocalizedQuery,
        response: { 200: Item(ShopEventDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getEvent(app.db, request.shop.id, request.params.id, request.query.lang ?? 'fr'),
    }),
  );
};

export default eventRoutes;
