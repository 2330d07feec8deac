import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { optionalSessionUser, signedInUser } from '../plugins/auth';
import { errorResponses, IdParams, Item, List } from '../schemas/common';
import {
  MyStockAlertSchema,
  StockAlertAnswerSchema,
  StockAlertBodySchema,
  StockAlertCancelAnswerSchema,
  StockAlertCancelBodySchema,
  StockAlertConfirmAnswerSchema,
  StockAlertConfirmBodySchema,
} from '../schemas/stock-alerts';
import { cancelMyStockAlert, cancelStockAlert, confirmStockAlert, listMyStockAlerts, requestStockAlert } from '../services/stock-alerts';

const tags = ['stock alerts'];

/**
 * Back-in-stock alerts: asked on a book page, confirmed by the mailed link (double opt-in), cancelled by a mailed link
 * or from the customer's account.
 */
const stockAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/articles/:id/stock-alerts',
    {
      onRequest: app.perClientLimit('stockAlertsPerClient'),
      schema: {
        tags,
        summary: 'Ask to be mailed once when an out-of-stock book is back (202 {requested: true}, always)',
        description:
          'A guest gives `email` (400 naming `email` when missing or invalid); with a bearer token the account\'s email ' +
          'and language are used and `email` is ignored. A guest\'s request, or one from an account whose email is not ' +
          'confirmed, is mailed a confirmation link and is mailed at restock only once confirmed (POST ' +
          '/stock-alerts/confirm); STOCK_ALERT_MAIL_LIMIT caps the mails to one email. 404 for an unknown or ' +
          'unpublished book, 409 in_stock when it can be ordered now, 429 too_many_requests past STOCK_ALERT_LIMIT ' +
          'from one client. Otherwise the answer is the same whether the request is new, asked again, confirmed or ' +
          'not: it tells nobody who waits for what.',
        params: IdParams,
        body: StockAlertBodySchema,
        response: { 202: Item(StockAlertAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(app, request);
      await requestStockAlert(app.db, request.shop, app.limits.stockAlertMailsPerEmail, request.params.id, user, request.body);
      return reply.status(202).send({ data: { requested: true as const } });
    },
  );

  app.post(
    '/stock-alerts/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a back-in-stock request with the token of its confirmation mail (single-use)',
        description:
          'Called by the confirmation page on a button press, never on load (mail scanners open links). From then on ' +
          'the request is mailed at restock, at once when the book is already back. 400 invalid_token (field `token`) ' +
          'for a used, replaced or unknown token.',
        body: StockAlertConfirmBodySchema,
        response: { 200: Item(StockAlertConfirmAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      await confirmStockAlert(app.db, request.shop.id, request.body.token);
      return { data: { confirmed: true as const } };
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
