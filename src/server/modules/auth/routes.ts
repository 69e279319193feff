import {
  INVALID_CREDENTIALS_MESSAGE,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@shared/schemas/auth';
import { apiErrorSchema, emptyResponseSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitAddress } from '../../lib/client-address';
import { HttpError, unauthorized } from '../../lib/http-error';
import { PasswordHashingBusyError } from '../../lib/passwords';
import { createRateLimiter } from '../../lib/rate-limiter';
import { issueDeviceCookie, trustedDeviceOf } from './device-cookie';
import { createUsersRepository, normalizeUsername } from './users-repository';

/**
 * Failed logins allowed per window, per client address and per username, or per device for a browser that has
 * signed in as that username before (counted in the database).
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const HASHING_BUSY_MESSAGE = 'Sign-in is busy right now. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;

const addressKey = (ip: string) => `login:ip:${rateLimitAddress(ip)}`;

/**
 * The counters a login attempt is held to. `device` is the nonce of a valid device cookie for this username: such
 * a browser is counted on its own, so neither strangers' failures under the username nor those from its network
 * address (a café's Wi-Fi, or every client behind a proxy without TRUST_PROXY) can lock it out; its own failures
 * still do.
 */
export const loginKeys = (ip: string, username: string, device: string | null): string[] =>
  device ? [`login:device:${device}`] : [addressKey(ip), `login:user:${normalizeUsername(username)}`];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const usersRepo = createUsersRepository(app.database.db, app.passwords);
  const limiter = createRateLimiter(app.database.db);
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
      const keys = loginKeys(request.ip, username, device);
      // Every attempt let through is counted before the password is checked, so a burst of parallel guesses
      // cannot all slip in before the first failure is recorded; a refused attempt is not counted, so a lockout
      // ends with its window however often it is tried meanwhile; a success clears the count.
      const counted = await limiter.hitAll(keys, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS);
      if (!counted.allowed) {
        request.log.warn(
          { username, ip: request.ip, knownDevice: device !== null },
          'login refused: too many failed attempts',
        );
        reply.header('Retry-After', String(counted.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      }

      const user = await usersRepo.findByUsername(username);
      let ok: boolean;
      try {
        // An unknown username costs the same scrypt work as a wrong password. A browser that has signed in as this
        // username before goes ahead of every other login waiting to be hashed, so a storm cannot keep it out.
        ok = await app.passwords.verify(password, user?.passwordHash ?? (await app.passwords.dummyHash()), {
          priority: device !== null,
        });
      } catch (err) {
        if (!(err instanceof PasswordHashingBusyError)) throw err;
        // Too many sign-ins at once: no password was tried, so the username's counter (or the known device's) gets
        // its hit back; the address's keeps it, so a storm cannot be repeated for free.
        const address = addressKey(request.ip);
        await Promise.all(keys.filter((key) => key !== address).map((key) => limiter.refund(key)));
        request.log.warn(
          { username, ip: request.ip, knownDevice: device !== null },
          'login refused: password hashing busy',
        );
        reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, HASHING_BUSY_MESSAGE);
      }
      if (!user || !ok) {
        request.log.warn({ username, ip: request.ip, knownDevice: device !== null }, 'login failed');
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }

      await Promise.all(keys.map((key) => limiter.reset(key)));
      const authUser = { id: user.id, username: user.username, role: user.role };
      await app.startSession(request, reply, authUser);
      // A fresh nonce at every login; logout leaves the cookie, which names the browser, not the session.
      issueDeviceCookie(request, reply, user.username);
      request.log.info({ username: user.username, userId: user.id, ip: request.ip }, 'login succeeded');
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
