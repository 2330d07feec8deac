import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The catalogue's reference lists and the site's content, for staff: categories, collaborators, collections, publishers, events, hero slides (admins only: 401 anonymous, 403 customer). */
const adminContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
};

export default adminContentRoutes;
