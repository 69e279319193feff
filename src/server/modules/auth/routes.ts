import {
  INVALID_CREDENTIALS_MESSAGE,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@shared/schemas/auth';
import { apiErrorSchema, emptyResponseSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import { issueDeviceCookie, trustedDeviceOf } from './device-cookie';
import { attemptLogin, type LoginDeps } from './login-service';

export const HASHING_BUSY_MESSAGE = 'Sign-in is busy right now. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.database.db);
  const deps: LoginDeps = { db: app.database.db, passwords: app.passwords, limiter };
  // Finished windows are deleted now and then, so counters for made-up usernames do not pile up.
  const pruneTimer = setInterval(() => void limiter.prune().catch(() => {}), 10 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
  // Computed now, so the first unknown-username login is not faster than the others.
  void app.passwords.dummyHash();

  app.post(
    '/api/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const device = trustedDeviceOf(request, username);
      const outcome = await attemptLogin(deps, { ip: request.ip, username, password, device });
      const attempt = { username, ip: request.ip, knownDevice: device !== null };
      if (outcome.kind === 'locked-out') {
        request.log.warn(attempt, 'login refused: too many failed attempts');
        reply.header('Retry-After', String(outcome.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      }
      if (outcome.kind === 'busy') {
        request.log.warn(attempt, 'login refused: password hashing busy');
        reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, HASHING_BUSY_MESSAGE);
      }
      if (outcome.kind === 'invalid') {
        request.log.warn(attempt, 'login failed');
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      const authUser = outcome.user;
      await app.startSession(request, reply, authUser);
      // A fresh nonce at every login; logout leaves the cookie, which names the browser, not the session.
      issueDeviceCookie(request, reply, authUser.username);
      request.log.info(
        { username: authUser.username, userId: authUser.id, ip: request.ip },
        'login succeeded',
      );
      return { user: authUser };
    },
  );

  app.post('/api/logout', { schema: { response: { 204: emptyResponseSchema } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.code(204).send(null);
  });

  // Links and older clients navigate to /api/logout and, on a 401, to /api/login: both land on the admin
  // page.
  // A GET never signs out: any site can make a browser GET a URL (a link, an image), so only the POST above,
  // under the CSRF rules, ends a session. The admin page shows the Log out button that sends it.
  const redirectToAdmin = { schema: { response: { 302: emptyResponseSchema } } };
  app.get('/api/logout', redirectToAdmin, async (_request, reply) => reply.redirect('/admin'));
  app.get('/api/login', redirectToAdmin, async (_request, reply) => reply.redirect('/admin'));

  app.get('/api/me', { schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { user: await request.loadUser(reply) };
  });
};
