import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../lib/errors';
import type { PaypalWebhookHeaders } from '../payments/paypal';
import { clientKey } from '../plugins/throttle';
import { errorResponses } from '../schemas/common';
import { handleCardWebhook, handlePaypalWebhook } from '../services/payment-webhooks';

const Handled = Type.Object({ handled: Type.Union([Type.Literal('paid'), Type.Literal('refund'), Type.Literal('nothing'), Type.Literal('duplicate')]) });

/** Where the payment providers send their events (configured in their dashboards; see the README). */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The card provider signs the payload's exact bytes: keep them as text, parse after the signature checks out.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/paypal',
    {
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook events: an approved or captured order becomes paid, a refund made at PayPal is recorded',
        description:
          'The signature is checked by PayPal (verify-webhook-signature, with PAYPAL_WEBHOOK_ID): 400 invalid_signature ' +
          'otherwise, and nothing changes. Each event id is acted on once. PayPal is asked only about a well-formed event ' +
          '(400 validation_error naming the field otherwise) that names something the shop acts on and is not handled yet, ' +
          'at most PAYPAL_WEBHOOK_LIMIT times per client address (429 too_many_requests), events PayPal vouches for not counted.',
        response: { 200: Handled, ...errorResponses },
      },
    },
    async (request) => {
      let event: unknown = null;
      try {
        event = JSON.parse(String(request.body ?? ''));
      } catch {
        // answered below
      }
      if (event === null || typeof event !== 'object') throw badRequest('The body is not a JSON event.');
      return handlePaypalWebhook(app.db, request.shop, app.payments, request.headers as PaypalWebhookHeaders, event, {
        key: clientKey(request),
        rate: app.limits.paypalWebhooksPerClient,
      });
    },
  );

  app.post(
    '/webhooks/card',
    {
      schema: {
        tags: ['payments'],
        summary: 'Card provider webhook events: payment_intent.succeeded makes the order paid, refund.created/updated records a refund',
        description:
          'Signed with CARD_WEBHOOK_SECRET (Stripe-Signature, at most CARD_WEBHOOK_TOLERANCE_SECONDS old): 400 ' +
          'invalid_signature otherwise, and nothing changes. Each event id is acted on once.',
        response: { 200: Handled, ...errorResponses },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return handleCardWebhook(app.db, request.shop, app.payments, String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
    },
  );
};

export default webhookRoutes;
