import type { FastifyInstance } from 'fastify';

/**
 * `Server-Timing: app;dur=<ms>` on every answer of the scope: the time from the request's arrival until its
 * answer is ready to be written, which the benchmarks read (the admin lists' budgets are in server time) and a
 * browser's developer tools show. Only on the admin's answers: public ones are cached and shared.
 */
export function registerServerTiming(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
