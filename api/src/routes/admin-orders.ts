import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrderSchema, OrderStatusSchema, ReturnRequestSchema, ReturnStatusSchema } from '../schemas/entities';
import { errorResponses, IdParams, Item, List, OrderNumberParams } from '../schemas/common';
import { advanceReturn, listShopReturns } from '../services/after-sales';
import { advanceOrder, listShopOrders } from '../services/orders';

const admin = [{ bearer: [] }];

/** The shop's side of orders and returns: lists, and moving each along its allowed steps (admins only). */
const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The shop\'s orders, newest first, optionally of one status',
        security: admin,
        querystring: Type.Object({
          status: Type.Optional(OrderStatusSchema),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: {
          200: Type.Object({ data: Type.Array(OrderSchema), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 20;
      const { data, total } = await listShopOrders(app.db, request.shop.id, request.query.status, page, pageSize);
      return { data, total, page, page_size: pageSize };
    },
  );

  app.post(
    '/admin/orders/:number/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Move an order one allowed step (409 invalid_transition otherwise)',
        security: admin,
        params: OrderNumberParams,
        body: Type.Object({ status: OrderStatusSchema }, { additionalProperties: false }),
        response: { 200: Item(OrderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await advanceOrder(app.db, request.shop, request.params.number, request.body.status) }),
  );

  app.get(
    '/admin/returns',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The shop\'s returns, newest first (at most 100), optionally of one status',
        security: admin,
        querystring: Type.Object({ status: Type.Optional(ReturnStatusSchema) }),
        response: { 200: List(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listShopReturns(app.db, request.shop.id, request.query.status) }),
  );

  app.post(
    '/admin/returns/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Move a return one allowed step (409 invalid_transition otherwise)',
        security: admin,
        params: IdParams,
        body: Type.Object({ status: ReturnStatusSchema }, { additionalProperties: false }),
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await advanceReturn(app.db, request.shop.id, request.params.id, request.body.status) }),
  );
};

export default adminOrderRoutes;
