import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  LINE_QUANTITY_MAX,
  RETURN_REASON_MAX_LENGTH,
  RETURN_REASON_MIN_LENGTH,
  RETURN_REFUND_LIMIT,
  REVIEW_COMMENT_MAX_LENGTH,
  UPLOAD_IMAGE_TYPES,
} from '@bookshop/contracts';
import { ApiError } from '../lib/errors';
import { signedInUser } from '../plugins/auth';
import { OwnReviewSchema, ReturnRequestSchema, ReviewSchema } from '../schemas/entities';
import { errorResponses, Id, IdParams, Item, List } from '../schemas/common';
import {
  RETURN_PHOTO_MAX_BYTES,
  createGuestReturn,
  createReturn,
  createReview,
  getReturnPhoto,
  getUserReturn,
  listArticleReviews,
  listUserReturns,
  listUserReviews,
  removeReturnPhoto,
  setGuestReturnPhoto,
  setReturnPhoto,
  updateReturn,
} from '../services/after-sales';

const OrderNumber = Type.String({ minLength: 14, maxLength: 14, pattern: '^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$' });
const ReturnItems = Type.Array(
  Type.Object({ article_id: Id, quantity: Type.Integer({ minimum: 1, maximum: LINE_QUANTITY_MAX }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: RETURN_REFUND_LIMIT },
);
const Reason = Type.String({
  minLength: RETURN_REASON_MIN_LENGTH,
  maxLength: RETURN_REASON_MAX_LENGTH,
  pattern: '\\S',
  description: `${RETURN_REASON_MIN_LENGTH} to ${RETURN_REASON_MAX_LENGTH} characters`,
});
const bearerOnly = [{ bearer: [] }];
/** The proof of a visitor's order lookup for guest returns (no session). */
const GuestTokenHeaders = Type.Object({ 'x-return-token': Type.Optional(Type.String({ maxLength: 200 })) });

/** Reviews of bought books, and return/refund requests: the customer's side of after-sales. */
const afterSalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Return photos arrive as the raw image, like avatars: the declared type only lets them in, the content decides
  // (see setReturnPhoto). Scoped to these routes; every other body of the API stays small JSON.
  app.addContentTypeParser([...UPLOAD_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: RETURN_PHOTO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/articles/:id/reviews',
    {
      config: { publicRead: true },
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
      schema: { tags: ['reviews'], summary: 'The customer\'s own reviews, with their order numbers', security: bearerOnly, response: { 200: List(OwnReviewSchema), ...errorResponses } },
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
            comment: Type.Optional(Type.String({ maxLength: REVIEW_COMMENT_MAX_LENGTH })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Item(OwnReviewSchema), ...errorResponses },
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
          '404 for another customer\'s order, 409 order_not_delivered, 409 return_window_closed after the last day of the ' +
          'withdrawal period (RETURN_WINDOW_DAYS), 400 quantity_above_bought when a quantity is above what was bought (less ' +
          'what other returns of the order already claim).',
        security: bearerOnly,
        body: Type.Object({ order_number: OrderNumber, items: ReturnItems, reason: Reason }, { additionalProperties: false }),
        response: { 201: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createReturn(app.db, request.shop.id, signedInUser(request).id, request.body, app.limits.returnWindowDays) }),
  );

  app.post(
    '/guest-returns',
    {
      schema: {
        tags: ['returns'],
        summary: 'A visitor asks for a return of a delivered order, with the token of its lookup (POST /orders/track)',
        description:
          'X-Return-Token: the `guest_return.token` of a lookup (30 minutes; 403 invalid_return_token when forged or expired). ' +
          'The customer\'s rules: 409 order_not_delivered, return_window_closed, 400 quantity_above_bought; and one open guest ' +
          'return per order (409 return_already_open).',
        headers: GuestTokenHeaders,
        body: Type.Object({ items: ReturnItems, reason: Reason }, { additionalProperties: false }),
        response: { 201: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createGuestReturn(app.db, request.shop.id, request.headers['x-return-token'], request.body, app.limits.returnWindowDays) }),
  );

  app.put(
    '/guest-returns/:id/photo',
    {
      schema: {
        tags: ['returns'],
        summary: 'Attach a photo to a visitor\'s return while it is still requested, with the token of the lookup: the raw PNG, JPEG or WebP image, 1 MB at most',
        description:
          '403 invalid_return_token, 404 for a return of another order, 409 return_locked, order_not_delivered, return_window_closed, ' +
          '400 unsupported_image, 413, 415 as for a customer\'s.',
        headers: GuestTokenHeaders,
        params: IdParams,
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the photo itself, as image/png, image/jpeg or image/webp.', 'photo');
      }
      return {
        data: await setGuestReturnPhoto(app.db, app.images, request.shop.id, request.headers['x-return-token'], request.params.id, request.body, app.limits.returnWindowDays),
      };
    },
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
        description:
          'On the terms of its creation: 409 order_not_delivered, 409 return_window_closed after the last day of the withdrawal ' +
          'period (field items), 400 quantity_above_bought.',
        security: bearerOnly,
        params: IdParams,
        body: Type.Object({ items: ReturnItems, reason: Reason }, { additionalProperties: false }),
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateReturn(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body, app.limits.returnWindowDays),
    }),
  );

  app.put(
    '/returns/:id/photo',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Attach a photo to a return while it is still requested: the raw PNG, JPEG or WebP image as the body, 1 MB at most',
        description:
          'Replaces an earlier photo. 404 for anyone else\'s return, 409 return_locked once the shop handled it, 409 order_not_delivered ' +
          'and return_window_closed (field photo) as for a change of its books, 400 unsupported_image ' +
          '(field photo) when the bytes are none of those formats, 413 above 1 MB, 415 for a non-image Content-Type.',
        security: bearerOnly,
        params: IdParams,
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      // Only the image parser above gives a Buffer: JSON, text or a form is the wrong kind of body.
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the photo itself, as image/png, image/jpeg or image/webp.', 'photo');
      }
      return { data: await setReturnPhoto(app.db, app.images, request.shop.id, signedInUser(request).id, request.params.id, request.body, app.limits.returnWindowDays) };
    },
  );

  app.delete(
    '/returns/:id/photo',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Remove the photo of a return while it is still requested (404 for anyone else\'s, 409 return_locked after)',
        security: bearerOnly,
        params: IdParams,
        response: { 200: Item(ReturnRequestSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await removeReturnPhoto(app.db, app.images, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  app.get(
    '/returns/:id/photo',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['returns'],
        summary: 'The photo of a return, for its owner and the shop\'s admins only (404 for anyone else, or when there is none)',
        description: 'Never public and never kept by shared caches: it may show the customer\'s home. Fetch it with the bearer token.',
        security: bearerOnly,
        params: IdParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const photo = await getReturnPhoto(app.db, app.images, request.shop.id, signedInUser(request), request.params.id);
      return reply
        .type(photo.content_type)
        // A replaced photo keeps its address: the browser asks again each time rather than show an old one.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
};

export default afterSalesRoutes;
