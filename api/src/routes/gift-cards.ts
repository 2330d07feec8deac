import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../plugins/auth';
import { errorResponses, IdParams, Item, List, pageWindow } from '../schemas/common';
import { GiftCardCancelBodySchema, GiftCardCheckSchema, GiftCardListQuery, GiftCardSchema, PagedGiftCards } from '../schemas/gift-cards';
import { cancelGiftCard, checkGiftCard, listAdminGiftCards, listCustomerGiftCards } from '../services/gift-cards';

/** Gift cards: what a code can pay (checkout), a customer's cards, and staff's list and cancel. */
const giftCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
