import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { refuseClientMoney } from '../lib/client-money';
import { shopPaymentSettings } from '../payments/options';
import { optionalSessionUser, signedInUser } from '../plugins/auth';
import { PaymentOptionsSchema, PaymentOutcomeSchema, PaymentStartSchema, UserInfoSchema } from '../schemas/entities';
import { errorResponses, Id, Item, OrderNumber, OrderNumberParams } from '../schemas/common';
import { deletePaymentReference, setDefaultPaymentReference } from '../services/payment-references';
import { completePayment, startPayment, type Payer } from '../services/payments';
import { getUserInfo } from '../services/users';

const GuestEmail = Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'The order\'s email, for a guest\'s order' }));
const PaymentParams = Type.Object({ number: OrderNumber, ref: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
const ReferenceParams = Type.Object({ paymentId: Id });

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A customer by their bearer token, or a guest by the order's email. */
  const payer = async (request: FastifyRequest, email: string | undefined): Promise<Payer> => ({
    userId: (await optionalSessionUser(app, request))?.id ?? null,
    email,
  });

  app.get(
    '/payment-options',
    {
      schema: {
        tags: ['payments'],
        summary: 'How the checkout may take payment: bank transfer, and PayPal and card when both public keys are set',
        response: { 200: Item(PaymentOptionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { methods: _methods, ...options } = await shopPaymentSettings(app.db, request.shop.id, app.payments);
      return { data: options };
    },
  );

  app.post(
    '/orders/:number/payments',
    {
      preValidation: refuseClientMoney,
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order online: the provider\'s order or intent for the server\'s total, in dollars',
        description:
          'Guest orders need the order\'s email, customers\' orders their bearer token (anyone else: 404). Only an order ' +
          'waiting for an online payment can be paid (409 not_payable). 504 payment_timeout / 502 payment_unavailable ' +
          'when the provider fails; nothing is charged then.',
        params: OrderNumberParams,
        body: Type.Object(
          {
            provider: Type.Union([Type.Literal('paypal'), Type.Literal('card')]),
            email: GuestEmail,
            save_card: Type.Optional(Type.Boolean()),
            payment_reference_id: Type.Optional(Id),
          },
          { additionalProperties: false },
        ),
        response: { 201: Item(PaymentStartSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const who = await payer(request, request.body.email);
      const started = await startPayment(app.db, request.shop, app.payments, request.params.number, who, request.body);
      return reply.status(201).send({ data: started });
    },
  );

  app.post(
    '/orders/:number/payments/:ref/complete',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ask the provider how a payment ended (PayPal is captured here); paid only for the exact amount and order',
        params: PaymentParams,
        body: Type.Object({ email: GuestEmail }, { additionalProperties: false }),
        response: { 200: Item(PaymentOutcomeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const who = await payer(request, request.body.email);
      return { data: await completePayment(app.db, request.shop, app.payments, request.params.number, who, request.params.ref) };
    },
  );

  app.put(
    '/users/me/payments/:paymentId/default',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Make one of the user\'s saved cards the default',
        security: [{ bearer: [] }],
        params: ReferenceParams,
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await setDefaultPaymentReference(app.db, userId, request.params.paymentId);
      return { data: await getUserInfo(app.db, request.shop.id, userId) };
    },
  );

  app.delete(
    '/users/me/payments/:paymentId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Forget a saved card, at the provider first',
        security: [{ bearer: [] }],
        params: ReferenceParams,
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await deletePaymentReference(app.db, app.payments, userId, request.params.paymentId);
      return { data: await getUserInfo(app.db, request.shop.id, userId) };
    },
  );
};

export default paymentRoutes;
