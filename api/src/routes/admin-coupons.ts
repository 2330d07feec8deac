import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../plugins/auth';
import { errorResponses, Item } from '../schemas/common';
import { AdminCouponBodySchema, AdminCouponRowSchema, CouponIdParams, CouponListQuery, PagedCoupons } from '../schemas/coupons';
import { createCoupon, deactivateCoupon, listCoupons, updateCoupon } from '../services/coupons';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The shop's coupon codes, for staff: list, create, edit, switch off (admins only: 401 anonymous, 403 customer). */
const adminCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Coupons: one page, searched by code, filtered by status, newest first by default, with their uses',
        querystring: CouponListQuery,
        response: { 200: PagedCoupons, ...errorResponses },
      },
    },
    async (request) => listCoupons(app.db, request.shop.id, request.query),
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Create a coupon (409 code_taken when the shop has the code in any case; 400 naming the field otherwise)',
        body: AdminCouponBodySchema,
        response: { 201: Item(AdminCouponRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createCoupon(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a coupon\'s settings (409 code_taken); uses already made stay counted',
        params: CouponIdParams,
        body: AdminCouponBodySchema,
        response: { 200: Item(AdminCouponRowSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateCoupon(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.post(
    '/admin/coupons/:id/deactivate',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a coupon off: the checkout refuses it from now on (coupon_unknown); past orders keep it',
        params: CouponIdParams,
        response: { 200: Item(AdminCouponRowSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await deactivateCoupon(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );
};

export default adminCouponRoutes;
