import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EcomTypeQuery, errorResponses, List } from '../schemas/common';
import { sitemapEntries, sitemapSections } from '../services/sitemap';

const SitemapKindSchema = Type.Union(
  [Type.Literal('books'), Type.Literal('collaborators'), Type.Literal('collections'), Type.Literal('events'), Type.Literal('categories')],
  { description: 'What the entries are' },
);
const LastmodSchema = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Latest change, when the data says' });

/**
 * What the store's sitemap lists (its /sitemap.xml is written by the rendering server from these, passing on the
 * crawler's address). Each answer reads over the whole catalogue: SITEMAP_LIMIT per client address.
 */
const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap',
    {
      onRequest: app.perClientLimit('sitemapPerClient'),
      schema: {
        tags: ['catalog'],
        summary: 'How many books, collaborators, collections, events and categories the store shows, and their latest change',
        querystring: EcomTypeQuery,
        response: { 200: List(Type.Object({ kind: SitemapKindSchema, count: Type.Integer(), lastmod: LastmodSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await sitemapSections(app.db, request.shop.id) }),
  );

  app.get(
    '/sitemap/:kind',
    {
      onRequest: app.perClientLimit('sitemapPerClient'),
      schema: {
        tags: ['catalog'],
        summary: 'One sitemap file of a kind: up to 50,000 ids in id order, with their latest change',
        params: Type.Object({ kind: SitemapKindSchema }),
        querystring: Type.Object({ ecom_type: Type.Optional(Type.String()), page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) }),
        response: { 200: List(Type.Object({ id: Type.Integer(), lastmod: LastmodSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await sitemapEntries(app.db, request.shop.id, request.params.kind, request.query.page ?? 1) }),
  );
};

export default sitemapRoutes;
