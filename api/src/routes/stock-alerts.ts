import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { optionalSessionUser, signedInUser } from '../plugins/auth';
import { errorResponses, IdParams, Item, List } from '../schemas/common';
import { MyStockAlertSchema, StockAlertAnswerSchema, StockAlertBodySchema, StockAlertCancelAnswerSchema, StockAlertCancelBodySchema } from '../schemas/stock-alerts';
import { cancelMyStockAlert, cancelStockAlert, listMyStockAlerts, requestStockAlert } from '../services/stock-alerts';

const tags = ['stock alerts'];

/** Back-in-stock alerts: asked on a book page, cancelled by the mailed link or from the customer's account. */
const stockAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/articles/:id/stock-alerts',
    {
      onRequest: app.perClientLimit('stockAlertsPerClient'),
      schema: {
        tags,
        summary: 'Ask to be mailed once when an out-of-stock book is back (201 requested, 200 already_requested)',
        description:
          'A guest gives `email` (400 naming `email` when missing or invalid); with a bearer token the account\'s email ' +
          'and language are used and `email` is ignored. 404 for an unknown or unpublished book, 409 in_stock when it ' +
          'can be ordered now, 429 too_many_requests past STOCK_ALERT_LIMIT from one client. The answer says only ' +
          'whether this email already waits for this book: never who else does.',
        params: IdParams,
        body: StockAlertBodySchema,
        response: { 200: Item(StockAlertAnswerSchema), 201: Item(StockAlertAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(app, request);
      const { created, answer } = await requestStockAlert(
        app.db,
        request.shop,
        app.limits.stockAlertMailsPerEmail,
        request.params.id,
        user,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data: answer });
    },
  );

  app.post(
    '/stock-alerts/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a back-in-stock request with the token of its mailed link (idempotent)',
        description: 'Always {cancelled: true}, whether the token named a request, one cancelled before, or nothing.',
        body: StockAlertCancelBodySchema,
        response: { 200: Item(StockAlertCancelAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      await cancelStockAlert(app.db, request.shop.id, request.body.token);
      return { data: { cancelled: true as const } };
    },
  );

  app.get(
    '/users/me/stock-alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in customer\'s back-in-stock requests still waiting, newest first',
        security: [{ bearer: [] }],
        response: { 200: List(MyStockAlertSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listMyStockAlerts(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.delete(
    '/users/me/stock-alerts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel one of the signed-in customer\'s back-in-stock requests (404 for another\'s)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      await cancelMyStockAlert(app.db, request.shop.id, signedInUser(request).id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default stockAlertRoutes;
