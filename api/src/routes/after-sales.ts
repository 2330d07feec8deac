import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../plugins/auth';
import { ReturnRequestSchema, ReviewSchema } from '../schemas/entities';
import { errorResponses, Id, IdParams, Item, List } from '../schemas/common';
import {
  MAX_RETURN_ITEMS,
  createReturn,
  createReview,
  getUserReturn,
  listArticleReviews,
  listUserReturns,
  listUserReviews,
  updateReturn,
} from '../services/after-sales';

const OrderNumber = Type.String({ minLength: 14, maxLength: 14, pattern: '^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$' });
const ReturnItems = Type.Array(
  Type.Object({ article_id: Id, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: MAX_RETURN_ITEMS },
);
const Reason = Type.String({ minLength: 10, maxLength: 2000, pattern: '\\S', description: '10 to 2000 characters' });
const bearerOnly = [{ bearer: [] }];

/** Reviews of bought books, and return/refund requests: the customer's side of after-sales. */
const afterSalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A book\'s reviews, newest first (at most 50)',
        params: IdParams,
        response: { 200: List(ReviewSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listArticleReviews(app.db, request.shop.id, request.params.id) }),
  );

  app.get(
    '/users/me/reviews',
    {
      onRequest: app.requireUser,
      schema: { tags: ['reviews'], summary: 'The customer\'s own reviews', security: bearerOnly, response: { 200: List(ReviewSchema), ...errorResponses } },
    },
    async (request) => ({ data: await listUserReviews(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.post(
    '/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Review a book of one of the customer\'s delivered orders, once per book',
        description: '404 for another customer\'s order, 409 order_not_delivered, 400 when the book is not in the order, 409 already_reviewed.',
        security: bearerOnly,
        body: Type.Object(
          {
            order_number: OrderNumber,
            article_id: Id,
            rating: Type.Integer({ minimum: 1, maximum: 5 }),
            comment: Type.Optional(Type.String({ maxLength: 2000 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Item(ReviewSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createReview(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.post(
    '/returns',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Ask for a return/refund of up to 3 books of one of the customer\'s delivered orders',
        description:
          '404 for another customer\'s order, 409 order_not_delivered, 400 quantity_above_bought when a quantity is above ' +
          'what was bought (less what other returns of the order already claim).',
        security: bearerOnly,
        body: Type.Object({ order_number: OrderNumber, items: ReturnItems, reason: Reason }, { additionalProperties: false }),
        response: { 201: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createReturn(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.get(
    '/users/me/returns',
    {
      onRequest: app.requireUser,
      schema: { tags: ['returns'], summary: 'The customer\'s returns, newest first', security: bearerOnly, response: { 200: List(ReturnRequestSchema), ...errorResponses } },
    },
    async (request) => ({ data: await listUserReturns(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.get(
    '/returns/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'One of the customer\'s returns with its history (404 for anyone else\'s)',
        security: bearerOnly,
        params: IdParams,
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUserReturn(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  app.put(
    '/returns/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Change the books and reason of a return while it is still requested (409 return_locked after)',
        security: bearerOnly,
        params: IdParams,
        body: Type.Object({ items: ReturnItems, reason: Reason }, { additionalProperties: false }),
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateReturn(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );
};

export default afterSalesRoutes;
