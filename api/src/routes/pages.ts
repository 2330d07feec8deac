import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ContentPageSchema } from '../schemas/entities';
import { errorResponses, Item, LocalizedQuery } from '../schemas/common';
import { getContentPage } from '../services/pages';

const PageParams = Type.Object({
  slug: Type.String({ maxLength: 100, description: 'about-us or legal-information (404 for any other)' }),
});

/** The storefront's content pages, from the company texts. */
const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages/:slug',
    {
      config: { publicRead: true },
      schema: {
        tags: ['settings'],
        summary: 'A content page: about-us (the about text) or legal-information (the legal notice)',
        params: PageParams,
        querystring: LocalizedQuery,
        response: { 200: Item(ContentPageSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getContentPage(app.db, request.shop.id, request.params.slug, request.query.lang ?? 'fr'),
    }),
  );
};

export default pageRoutes;
