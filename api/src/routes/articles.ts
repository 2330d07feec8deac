import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { badRequest } from '../lib/errors';
import { ArticleBatchSchema, ArticleFacetsSchema, ArticleListSchema, ArticleSchema, CollaboratorRoleSchema } from '../schemas/entities';
import { errorResponses, Id, IdParams, Item, LanguageSchema, LocalizedQuery } from '../schemas/common';
import { listFacets } from '../services/article-facets';
import { articleByIsbn, articlesOnSale, getArticle, listArticles, type ArticleFilterQuery } from '../services/articles';

const PRICE_BOUND =
  'Euro, inclusive, on the price the shopper pays: the discounted price including tax (the one price_asc and price_desc sort by)';

/** One id or several (`?x=1&x=2`); a single value arrives as a one-item list (Fastify coerces to arrays). */
const IdList = (description: string) => Type.Array(Id, { minItems: 1, maxItems: 20, description });

/** What a list keeps: its search and filters (GET /articles adds its page and order, GET /articles/facets takes these). */
const ArticleFilterParams = {
  ecom_type: Type.Optional(Type.String()),
  smart_search: Type.Optional(Type.String({ maxLength: 200, description: 'Accent-insensitive prefix search, or an ISBN/EAN' })),
  favorites: Type.Optional(Type.String({ description: "Flag: present (any value) keeps the books the shop's booksellers picked (coups de cœur), the newest pick first unless sorted" })),
  category_id: Type.Optional(IdList('Any of these categories (repeat the parameter for several)')),
  collection_id: Type.Optional(IdList('Any of these collections (repeat the parameter for several)')),
  collaborator_id: Type.Optional(Id),
  role: Type.Optional(CollaboratorRoleSchema),
  author_id: Type.Optional(Type.Integer({ ...Id, description: 'The books this collaborator wrote' })),
  translator_id: Type.Optional(Type.Integer({ ...Id, description: 'The books this collaborator translated' })),
  illustrator_id: Type.Optional(Type.Integer({ ...Id, description: 'The books this collaborator illustrated' })),
  publisher_id: Type.Optional(IdList('Any of these publishers (repeat the parameter for several)')),
  min_price: Type.Optional(Type.Number({ minimum: 0, maximum: 100000, description: PRICE_BOUND })),
  max_price: Type.Optional(Type.Number({ minimum: 0, maximum: 100000, description: PRICE_BOUND })),
  in_stock: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 keeps the books in stock (stock of 1 or more); 0 does not filter' }),
  ),
  forthcoming: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 keeps the titles not out yet (their record says forthcoming, their day is to come); 0 does not filter' }),
  ),
  available_at: Type.Optional(Type.Integer({ ...Id, description: 'Keeps the books this location (GET /locations) has copies of' })),
  lang: Type.Optional(LanguageSchema),
};

const ArticleQuery = Type.Object({
  ...ArticleFilterParams,
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
});

const ArticleFilterQuerySchema = Type.Object(ArticleFilterParams);

/** Euro to integer cents, as the prices are stored. */
const cents = (euro: number | undefined) => (euro === undefined ? undefined : Math.round(euro * 100));

/** The filters of a list call, checked (a 400 names the failing field). */
function readFilters(query: Static<typeof ArticleFilterQuerySchema>): ArticleFilterQuery {
  if (query.role !== undefined && query.collaborator_id === undefined) {
    throw badRequest('role filters the books of a collaborator: give collaborator_id too.', 'role');
  }
  const minPriceCents = cents(query.min_price);
  const maxPriceCents = cents(query.max_price);
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) {
    throw badRequest('max_price must not be below min_price.', 'max_price');
  }
  return {
    favorites: query.favorites !== undefined,
    categoryIds: query.category_id,
    collectionIds: query.collection_id,
    collaboratorId: query.collaborator_id,
    role: query.role,
    roleHolders: { author: query.author_id, translator: query.translator_id, illustrator: query.illustrator_id },
    publisherIds: query.publisher_id,
    minPriceCents,
    maxPriceCents,
    inStock: query.in_stock === 1,
    availableAt: query.available_at,
    forthcoming: query.forthcoming === 1,
  };
}

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Published articles, paginated, searched, filtered and sorted',
        description:
          'Filters combine (all must hold). collaborator_id keeps the books they wrote, translated or illustrated; ' +
          'role (with collaborator_id only, 400 otherwise) keeps one of the three. author_id, translator_id and ' +
          'illustrator_id each keep the books where that collaborator holds that role, and combine. min_price and max_price bound, ' +
          'in euro and inclusive, the discounted price including tax (what the shopper pays, the price sorts\' key). ' +
          'in_stock=1 keeps books with a stock of 1 or more; forthcoming=1 the titles not out yet (À paraître).',
        querystring: ArticleQuery,
        response: { 200: ArticleListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const { limits } = app;
      return listArticles(app.db, request.shop.id, {
        ...readFilters(query),
        smartSearch: query.smart_search,
        page: query.page ?? 1,
        pageSize: query.page_size ?? 24,
        sort: query.sort,
        lang: query.lang ?? 'fr',
      }, { countLimit: limits.listCountLimit, counts: app.listCounts.at(request.shop), pages: app.listPages.at(request.shop) });
    },
  );

  app.get(
    '/articles/facets',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'How many books each filter of a list would give (the /books filter panel\'s counts)',
        description:
          'Takes the search and filters of GET /articles. Categories and publishers are counted without their own ' +
          'filter and with all the others (a second choice shows what it would add); availability gives the list ' +
          'without and with in_stock, and picks the list with favorites. A list within the list count limit is counted exactly; a larger one counts each ' +
          'value up to FACET_COUNT_LIMIT (exact false past it), and past FACET_TIME_LIMIT counts the values over the ' +
          'list\'s first books instead (each an "at least", complete false).',
        querystring: ArticleFilterQuerySchema,
        response: { 200: Type.Object({ data: ArticleFacetsSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const { limits } = app;
      const data = await listFacets(app.db, request.shop.id, readFilters(query), query.smart_search, {
        countLimit: limits.listCountLimit,
        counts: app.listCounts.at(request.shop),
        facetCountLimit: limits.facetCountLimit,
        facetTimeLimitMs: limits.facetTimeLimitMs,
        facets: app.facetCounts.at(request.shop),
      });
      return { data };
    },
  );

  app.get(
    '/articles/batch',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Several books by id, as on sale now (a guest\'s cart checks its lines with one call)',
        description: 'Each id asked for, in order, with its article, or null when it is not on sale (unpublished, or no such book).',
        querystring: Type.Object({
          id: Type.Array(Id, { minItems: 1, maxItems: 100, description: 'The books (repeat the parameter)' }),
          ecom_type: Type.Optional(Type.String()),
          lang: Type.Optional(LanguageSchema),
        }),
        response: { 200: ArticleBatchSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await articlesOnSale(app.db, request.shop.id, request.query.id, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/articles/isbn/:isbn',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'The published book with an ISBN (the store\'s /isbn/{isbn} address redirects to its page)',
        description:
          'isbn: an ISBN-13 or an ISBN-10, with or without hyphens (2-07-036822-X, 978-2-07-036822-8, 9782070368228). ' +
          '400 (field isbn) when it is no ISBN (a wrong check digit included), 404 (field isbn) when no book on sale has it.',
        params: Type.Object({ isbn: Type.String({ maxLength: 32 }) }),
        querystring: LocalizedQuery,
        response: { 200: Item(ArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await articleByIsbn(app.db, request.shop.id, request.params.isbn, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/articles/:id',
    {
      config: { publicRead: true },
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
