import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { refuseClientMoney } from '../lib/client-money';
import { signedInUser } from '../plugins/auth';
import {
  AdminDashboardQuerySchema,
  AdminDashboardSchema,
  AdminOrderDetailSchema,
  AdminOrderQuerySchema,
  AdminOrderSummarySchema,
  AdminReturnDetailSchema,
  AdminReturnQuerySchema,
  AdminReturnSummarySchema,
  ReturnApproveBodySchema,
  ReturnRejectBodySchema,
} from '../schemas/admin-operations';
import { OrderStatusSchema } from '../schemas/entities';
import { errorResponses, IdParams, Item, OrderNumberParams, Paged } from '../schemas/common';
import { getAdminOrder, listAdminOrders, moveOrder } from '../services/admin-orders';
import { approveReturn, getAdminReturn, listAdminReturns, receiveReturn, refundReturn, rejectReturn } from '../services/admin-returns';
import { getDashboard } from '../services/dashboard';

const admin = [{ bearer: [] }];
const tags = ['admin'];

/** An approval may come without a body at all: it then reads as an empty one (no reason). */
async function noBodyIsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** The shop's side of orders and returns: the dashboard, lists, details, and each step with its audit entry (admins only). */
const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Sales of a period (paid orders, revenue, per day), orders to prepare, returns to handle, books running out',
        description: 'The period is from..to in shop days (Europe/Paris), both included, the last 30 days by default, at most 366 days (400 on from); 400 on to when it ends before it starts.',
        security: admin,
        querystring: AdminDashboardQuerySchema,
        response: { 200: Item(AdminDashboardSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getDashboard(app.db, request.shop.id, request.query) }),
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: 'The shop\'s orders: by status and placement day, searched in number, email and name, sorted by date or total',
        security: admin,
        querystring: AdminOrderQuerySchema,
        response: { 200: Paged(AdminOrderSummarySchema), ...errorResponses },
      },
    },
    async (request) => listAdminOrders(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/orders/:number',
    {
      schema: {
        tags,
        summary: 'One order: lines, customer, address, delivery, payment attempts and refunds, timeline, returns',
        security: admin,
        params: OrderNumberParams,
        response: { 200: Item(AdminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getAdminOrder(app.db, request.shop.id, request.params.number) }),
  );

  app.post(
    '/admin/orders/:number/status',
    {
      schema: {
        tags,
        summary: 'Move an order one allowed step (409 invalid_transition otherwise); cancelling or refunding restocks once and sends an online payment back through its provider',
        security: admin,
        params: OrderNumberParams,
        description:
          'An order collected at a location: `shipped` is "ready at the counter" (its pickup code is made and mailed, and ' +
          'it is kept PICKUP_HOLD_DAYS), `delivered` is "collected": the `pickup_code` the customer shows, when sent, must be ' +
          'the order\'s (422 pickup_code_wrong, field pickup_code; the back office asks staff for it).',
        body: Type.Object(
          { status: OrderStatusSchema, pickup_code: Type.Optional(Type.String({ maxLength: 40 })) },
          { additionalProperties: false },
        ),
        response: { 200: Item(AdminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      await moveOrder(app.db, request.shop, app.payments, signedInUser(request).id, request.params.number, request.body.status, {
        pickupHoldDays: app.limits.pickupHoldDays,
        pickupCode: request.body.pickup_code,
      });
      return { data: await getAdminOrder(app.db, request.shop.id, request.params.number) };
    },
  );

  app.get(
    '/admin/returns',
    {
      schema: {
        tags,
        summary: 'The shop\'s returns: by status, searched in order number, email and name, sorted by date or value',
        security: admin,
        querystring: AdminReturnQuerySchema,
        response: { 200: Paged(AdminReturnSummarySchema), ...errorResponses },
      },
    },
    async (request) => listAdminReturns(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/returns/:id',
    {
      schema: {
        tags,
        summary: 'One return: books, customer, reason, photo (GET /returns/{id}/photo), decision, refund and its way back, timeline',
        security: admin,
        params: IdParams,
        response: { 200: Item(AdminReturnDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getAdminReturn(app.db, request.shop.id, request.params.id) }),
  );

  const stepAnswer = { 200: Item(AdminReturnDetailSchema), ...errorResponses };

  app.post(
    '/admin/returns/:id/approve',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: 'Accept a requested return, with an optional reason told to the customer (mail); 409 invalid_transition otherwise',
        security: admin,
        params: IdParams,
        body: ReturnApproveBodySchema,
        response: stepAnswer,
      },
    },
    async (request) => {
      await approveReturn(app.db, request.shop, signedInUser(request).id, request.params.id, request.body.reason);
      return { data: await getAdminReturn(app.db, request.shop.id, request.params.id) };
    },
  );

  app.post(
    '/admin/returns/:id/reject',
    {
      schema: {
        tags,
        summary: 'Refuse a requested return with its reason (required, told to the customer by mail); 409 invalid_transition otherwise',
        security: admin,
        params: IdParams,
        body: ReturnRejectBodySchema,
        response: stepAnswer,
      },
    },
    async (request) => {
      await rejectReturn(app.db, request.shop, signedInUser(request).id, request.params.id, request.body.reason);
      return { data: await getAdminReturn(app.db, request.shop.id, request.params.id) };
    },
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      schema: {
        tags,
        summary: 'Record that the books of an approved return arrived (no body); 409 invalid_transition otherwise',
        security: admin,
        params: IdParams,
        response: stepAnswer,
      },
    },
    async (request) => {
      await receiveReturn(app.db, request.shop, signedInUser(request).id, request.params.id);
      return { data: await getAdminReturn(app.db, request.shop.id, request.params.id) };
    },
  );

  app.post(
    '/admin/returns/:id/refund',
    {
      // The amount is the returned books' value, computed by the server: a body naming one is refused.
      preValidation: refuseClientMoney,
      schema: {
        tags,
        summary: 'Refund a received return: its books\' value, through PayPal or the card provider when paid online, else by bank transfer',
        description:
          'No body. Restocks the books once; the order becomes refunded when all its books came back. 409 invalid_transition ' +
          '(not received), 409 order_refunded (the whole order was refunded or cancelled), 409 refund_refused (the provider ' +
          'refused: the return stays received), 502 payment_unavailable, 503 payment_unavailable (provider not set up), ' +
          '504 payment_timeout; after a failure nothing is written and a new call never refunds twice.',
        security: admin,
        params: IdParams,
        response: stepAnswer,
      },
    },
    async (request) => {
      await refundReturn(app.db, request.shop, app.payments, signedInUser(request).id, request.params.id);
      return { data: await getAdminReturn(app.db, request.shop.id, request.params.id) };
    },
  );
};

export default adminOrderRoutes;
