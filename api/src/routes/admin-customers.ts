import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The shop's people, for staff: customers, newsletter subscribers, contact messages, reviews, and the audit log (admins only: 401 anonymous, 403 customer). */
const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
};

export default adminCustomerRoutes;
