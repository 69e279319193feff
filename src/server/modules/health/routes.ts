import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Below the one second a load balancer's readiness probe allows. */
const READINESS_TIMEOUT_MS = 800;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

  // Liveness: the process answers; the database is not asked, so an outage never gets the process restarted.
  app.get(
    '/livez',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // Readiness, for a load balancer: whether the database answers, known within a second either way.
  app.get('/healthz', { schema: { response: { 200: status, 503: status } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await app.database.ping(READINESS_TIMEOUT_MS);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
