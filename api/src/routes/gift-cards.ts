import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { optionalSessionUser, signedInUser } from '../plugins/auth';
import { shopPaymentSettings } from '../payments/options';
import { CurrencySchema, LanguageSchema, errorResponses, IdParams, Item, List, pageWindow } from '../schemas/common';
import { CheckoutPaymentMethodSchema, OrderSchema } from '../schemas/entities';
import { placeGiftCardOrder } from '../services/gift-card-purchases';
import { getUserInfo } from '../services/users';
import { GiftCardCancelBodySchema, GiftCardCheckSchema, GiftCardListQuery, GiftCardSchema, PagedGiftCards } from '../schemas/gift-cards';
import { cancelGiftCard, checkGiftCard, listAdminGiftCards, listCustomerGiftCards } from '../services/gift-cards';

/** Gift cards: what a code can pay (checkout), a customer's cards, and staff's list and cancel. */
const giftCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/gift-cards/purchase',
    {
      schema: {
        tags: ['orders'],
        summary: 'Buy a gift card (guest or bearer): an order of no book for its amount; 201 new, 200 for a repeated Idempotency-Key',
        description:
          '`amount` is one of GIFT_CARD_AMOUNTS or a whole number of euros from 10 to 300 (400 on amount). `recipient` null: the ' +
          'card is the buyer\'s, its code mailed once the order is paid; otherwise it is mailed to the recipient on `send_on` ' +
          '(today to a year ahead) with the message (400 on recipient.name, recipient.email, recipient.message, ' +
          'recipient.send_on). The card is issued when the order is paid, in the buyer\'s account when signed in. Paid and ' +
          'expired as any order (UNPAID_*), counted as orders (ORDER_LIMIT, UNPAID_ORDERS_PER_EMAIL).',
        headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
        body: Type.Object(
          {
            amount: Type.Number({ minimum: 0, maximum: 100_000 }),
            recipient: Type.Union([
              Type.Object(
                {
                  name: Type.String({ maxLength: 400 }),
                  email: Type.String({ maxLength: 400 }),
                  message: Type.String({ maxLength: 4000 }),
                  send_on: Type.String({ maxLength: 10 }),
                },
                { additionalProperties: false },
              ),
              Type.Null(),
            ]),
            email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
            payment_method: CheckoutPaymentMethodSchema,
            currency: Type.Optional(CurrencySchema),
            language: Type.Optional(LanguageSchema),
          },
          { additionalProperties: false },
        ),
        response: { 200: Item(OrderSchema), 201: Item(OrderSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(app, request);
      const customer = user ? await getUserInfo(app.db, request.shop.id, user.id) : null;
      const { order, created } = await placeGiftCardOrder(app.db, request.shop, app.limits, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        client: request.client,
        customer: customer ? { id: customer.id, email: customer.email } : null,
        allowedPaymentMethods: (await shopPaymentSettings(app.db, request.shop.id, app.payments)).methods,
      });
      return reply.status(created ? 201 : 200).send({ data: order });
    },
  );

  app.post(
    '/gift-cards/check',
    {
      schema: {
        tags: ['orders'],
        summary: 'What a gift card can pay now: its balance and last day',
        description:
          '422 gift_card_unknown (also for text that cannot be a code), gift_card_spent, gift_card_expired, gift_card_cancelled ' +
          '(field gift_card_code). Each try of a code that finds no card counts against GIFT_CARD_CHECK_LIMIT per client: 429 ' +
          'too_many_gift_card_tries past it.',
        body: Type.Object({ gift_card_code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
        response: { 200: Item(GiftCardCheckSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await checkGiftCard(app.db, request.shop.id, request.client, app.limits.giftCardChecksPerClient, request.body.gift_card_code),
    }),
  );

  app.get(
    '/users/me/gift-cards',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The account's gift cards, newest first: code, balance, last day and uses",
        security: [{ bearer: [] }],
        response: { 200: List(GiftCardSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCustomerGiftCards(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.get(
    '/admin/gift-cards',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The shop's gift cards, newest first, found by part of their code or their owner's email, with their uses",
        security: [{ bearer: [] }],
        querystring: GiftCardListQuery,
        response: { 200: PagedGiftCards, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request.query);
      return listAdminGiftCards(app.db, request.shop.id, { q: request.query.q, page, pageSize, oldestFirst: request.query.dir === 'asc' });
    },
  );

  app.post(
    '/admin/gift-cards/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Cancel a gift card with a reason (audited): it pays nothing more; 409 gift_card_cancelled when it is already',
        security: [{ bearer: [] }],
        params: IdParams,
        body: GiftCardCancelBodySchema,
        response: { 200: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      await cancelGiftCard(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body.reason);
      return { data: { id: request.params.id } };
    },
  );
};

export default giftCardRoutes;
