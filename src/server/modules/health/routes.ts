import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

  app.get('/healthz', { schema: { response: { 200: status, 503: status } } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
