import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LINE_QUANTITY_MAX } from '@bookshop/contracts';
import { refuseClientMoney } from '../lib/client-money';
import { optionalSessionUser, signedInUser } from '../plugins/auth';
import { CheckoutPaymentMethodSchema, CheckoutQuoteSchema, DeliveryMethodSchema, OrderSchema, TrackedOrderSchema } from '../schemas/entities';
import { CurrencySchema, errorResponses, Id, Item, LanguageSchema, List, LocalizedQuery, OrderNumberParams, PostalAddressFields } from '../schemas/common';
import { shopPaymentSettings } from '../payments/options';
import { CouponCodeInput } from '../schemas/coupons';
import { getUserInfo } from '../services/users';
import {
  MAX_ORDER_LINES,
  checkCoupon,
  getCustomerOrder,
  listCustomerOrders,
  listDeliveryMethods,
  placeOrder,
  quote,
  trackOrder,
} from '../services/orders';

/** A book and its copies: a whole number from 1 to LINE_QUANTITY_MAX. Prices are never taken from the client. */
const Lines = Type.Array(
  Type.Object({ article_id: Id, quantity: Type.Integer({ minimum: 1, maximum: LINE_QUANTITY_MAX }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: MAX_ORDER_LINES },
);
const DeliveryCode = Type.String({ pattern: '^[a-z_]{2,30}$' });
/** The location a collection is made at (one of GET /locations; the online location when left out). */
const PickupLocationId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Shipping = Type.Object(PostalAddressFields, { additionalProperties: false });

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/delivery-methods',
    {
      config: { publicRead: true },
      schema: {
        tags: ['orders'],
        summary: 'How an order can reach the customer, with prices in euro',
        querystring: LocalizedQuery,
        response: { 200: List(DeliveryMethodSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listDeliveryMethods(app.db, request.shop.id, request.query.lang ?? 'fr') }),
  );

  app.post(
    '/orders/quote',
    {
      preValidation: refuseClientMoney,
      schema: {
        tags: ['orders'],
        summary: 'The server\'s prices for a cart and a delivery method, and the books that cannot be ordered as asked',
        body: Type.Object({ lines: Lines, delivery_method: DeliveryCode, pickup_location_id: Type.Optional(PickupLocationId) }, { additionalProperties: false }),
        response: { 200: Item(CheckoutQuoteSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await quote(app.db, request.shop.id, request.body.lines, request.body.delivery_method, app.limits, undefined, request.body.pickup_location_id),
    }),
  );

  app.post(
    '/orders',
    {
      preValidation: refuseClientMoney,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (guest or bearer); 201 for a new order, 200 with the same order for a repeated Idempotency-Key',
        description:
          'Prices, discounts and totals come from the catalogue. Stock is taken atomically: 409 out_of_stock (field ' +
          'lines.N.quantity) when a book has fewer copies left, and nothing is written. A customer\'s order uses their ' +
          'account email and removes the ordered books from their server cart. An unpaid order holds its books until ' +
          '`expires_at` (UNPAID_ONLINE_ORDER_MINUTES, UNPAID_BANK_TRANSFER_DAYS), then is cancelled and restocked. ' +
          'A key answers its order only to the same requester (account, or the guest\'s email) with the same body: ' +
          'otherwise 422 idempotency_key_reused. 429 too_many_unpaid_orders when the email already has ' +
          'UNPAID_ORDERS_PER_EMAIL orders awaiting payment, too_many_orders past ORDER_LIMIT from one client. ' +
          'A `coupon_code` is checked and priced in the order\'s transaction (422 coupon_*, field coupon_code, when ' +
          'refused; 403 coupon_needs_confirmed_account for a code limited per customer without a confirmed account; 429 too_many_coupon_tries past COUPON_CHECK_LIMIT tries of codes from one client).',
        headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
        body: Type.Object(
          {
            lines: Lines,
            delivery_method: DeliveryCode,
            pickup_location_id: Type.Optional(PickupLocationId),
            email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
            shipping: Type.Optional(Shipping),
            payment_method: CheckoutPaymentMethodSchema,
            currency: Type.Optional(CurrencySchema),
            language: Type.Optional(LanguageSchema),
            coupon_code: Type.Optional(CouponCodeInput),
            gift_card_code: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Item(OrderSchema), 201: Item(OrderSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(app, request);
      const customer = user ? await getUserInfo(app.db, request.shop.id, user.id) : null;
      const { order, created } = await placeOrder(app.db, request.shop, app.limits, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        client: request.client,
        customer: customer ? { id: customer.id, email: customer.email, email_verified: customer.email_verified } : null,
        allowedPaymentMethods: (await shopPaymentSettings(app.db, request.shop.id, app.payments)).methods,
      });
      return reply.status(created ? 201 : 200).send({ data: order });
    },
  );

  app.post(
    '/coupons/check',
    {
      preValidation: refuseClientMoney,
      schema: {
        tags: ['orders'],
        summary: 'The server\'s prices for a cart with a coupon code: what it takes off the books and the delivery, and the total',
        description:
          'The books\' part is capped by French book law (loi Lang): all discounts on a book together at most 5 % of its ' +
          'public price, unless its edition is over two years old and its last restock over six months old. 422 coupon_unknown, coupon_not_started, coupon_expired, coupon_minimum, coupon_exhausted, ' +
          'coupon_customer_limit (field coupon_code). A code limited per customer is only for a signed-in account whose ' +
          'email is confirmed (403 coupon_needs_confirmed_account, field coupon_code, for a guest or an unconfirmed ' +
          'account), its uses counted by the account\'s mailbox; `email` is accepted from older storefronts and ignored, ' +
          'so the answer is the same for any email. Each try of a code that is not applied counts against ' +
          'COUPON_CHECK_LIMIT per client: 429 too_many_coupon_tries past it.',
        body: Type.Object(
          {
            lines: Lines,
            delivery_method: DeliveryCode,
            pickup_location_id: Type.Optional(PickupLocationId),
            coupon_code: CouponCodeInput,
            // Ignored: sent by storefronts older than the confirmed-account rule (a 400 would break their checkout).
            email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Item(CheckoutQuoteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = await optionalSessionUser(app, request);
      const customer = user ? await getUserInfo(app.db, request.shop.id, user.id) : null;
      return { data: await checkCoupon(app.db, request.shop.id, app.limits, request.client, request.body, customer) };
    },
  );

  app.post(
    '/orders/track',
    {
      schema: {
        tags: ['orders'],
        summary: 'A visitor follows an order with its number and email (404 when they do not match; 429 past ORDER_LOOKUP_LIMIT lookups from one client)',
        description: 'A delivered order adds `guest_return`: its books, the open guest return, and a token for POST /guest-returns while the return period is open.',
        body: Type.Object(
          { number: Type.String({ minLength: 1, maxLength: 20 }), email: Type.String({ format: 'email', maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: { 200: Item(TrackedOrderSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await trackOrder(
        app.db,
        request.shop.id,
        app.limits.orderLookupsPerClient,
        request.client,
        request.body.number,
        request.body.email,
        app.limits.returnWindowDays,
      ),
    }),
  );

  app.get(
    '/users/me/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The customer\'s orders, newest first',
        security: [{ bearer: [] }],
        response: { 200: List(OrderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCustomerOrders(app.db, request.shop.id, signedInUser(request).id, app.limits.returnWindowDays) }),
  );

  app.get(
    '/orders/:number',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of the customer\'s orders (404 for anyone else\'s)',
        security: [{ bearer: [] }],
        params: OrderNumberParams,
        response: { 200: Item(OrderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCustomerOrder(app.db, request.shop.id, signedInUser(request).id, request.params.number, app.limits.returnWindowDays) }),
  );
};

export default orderRoutes;
