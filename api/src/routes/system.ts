import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** How long the readiness check waits for the database. */
const READY_TIMEOUT_MS = 2000;

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness check', response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: whether the database answers (503 while it does not, for a load balancer to route around)',
        response: {
          200: Type.Object({ status: Type.Literal('ready'), database: Type.Literal('up') }),
          503: Type.Object({ status: Type.Literal('unavailable'), database: Type.Literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      const answered = await Promise.race([
        app.db.query('select 1').then(() => true, () => false),
        new Promise<false>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
      ]);
      if (answered) return { status: 'ready' as const, database: 'up' as const };
      return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable' as const, database: 'down' as const });
    },
  );
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
