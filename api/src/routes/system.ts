import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness check', response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
