import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Books of the catalogue, for staff: list with unpublished ones, create, edit, images, publish (admins only: 401 anonymous, 403 customer). */
const adminBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
};

export default adminBookRoutes;
