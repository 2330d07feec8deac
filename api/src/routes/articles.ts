import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ArticleListSchema, ArticleSchema } from '../schemas/entities';
import { errorResponses, Id, IdParams, Item, LanguageSchema, LocalizedQuery } from '../schemas/common';
import { getArticle, listArticles } from '../services/articles';

const ArticleQuery = Type.Object({
  ecom_type: Type.Optional(Type.String()),
  smart_search: Type.Optional(Type.String({ maxLength: 200, description: 'Accent-insensitive prefix search, or an ISBN/EAN' })),
  favorites: Type.Optional(Type.String({ description: 'Flag: present (any value) keeps the shop\'s favourite picks' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('newest'),
      Type.Literal('price_asc'),
      Type.Literal('price_desc'),
      Type.Literal('best_sales'),
      Type.Literal('title'),
    ]),
  ),
  category_id: Type.Optional(Id),
  collection_id: Type.Optional(Id),
  collaborator_id: Type.Optional(Id),
  publisher_id: Type.Optional(Id),
  lang: Type.Optional(LanguageSchema),
});

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Published articles, paginated, searched, filtered and sorted',
        querystring: ArticleQuery,
        response: { 200: ArticleListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      return listArticles(app.db, request.shop.id, {
        smartSearch: query.smart_search,
        favorites: query.favorites !== undefined,
        page: query.page ?? 1,
        pageSize: query.page_size ?? 24,
        sort: query.sort,
        categoryId: query.category_id,
        collectionId: query.collection_id,
        collaboratorId: query.collaborator_id,
        publisherId: query.publisher_id,
        lang: query.lang ?? 'fr',
      });
    },
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One published article',
        params: IdParams,
        querystring: LocalizedQuery,
        response: { 200: Item(ArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getArticle(app.db, request.shop.id, request.params.id, request.query.lang ?? 'fr'),
    }),
  );
};

export default articleRoutes;
