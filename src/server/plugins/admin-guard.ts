import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error';
import { NO_ROUTE_MESSAGE } from './error-handler';
import type { AuthUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A door account may call this /api/admin route (the check-in screen's calls). Every other admin route
     * answers 403 to a door session.
     */
    doorAccess?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered under /api/admin, as the guard saw it (the door tests walk them all). */
    adminRoutes: readonly AdminRoute[];
  }
}

export type AdminRoute = { method: string; url: string; doorAccess: boolean };

export const DOOR_ONLY_MESSAGE = 'Door accounts can only use the check-in screen';

// The one guard of /api/admin (docs/architecture.md, "Security"): registered once on that scope by buildApp,
// it checks the session in the database on every request. No header, cookie value or query parameter is
// trusted by itself.

export function registerAdminGuard(admin: FastifyInstance, routes: AdminRoute[]): void {
  admin.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, doorAccess: route.config?.doorAccess === true });
    }
  });
  admin.addHook('onRequest', async (request, reply) => {
    // Admin answers hold people's details: no browser or proxy may keep them.
    reply.header('Cache-Control', 'no-store');
    const user = await request.loadUser(reply);
    if (!user) {
      request.log.warn(
        { url: request.url, method: request.method, ip: request.ip },
        'admin request refused: no session',
      );
      throw unauthorized('Unauthorized');
    }
    // A door account reaches only the routes marked for it; anything else, unknown paths included, is 403.
    if (user.role !== 'admin' && request.routeOptions.config.doorAccess !== true) {
      request.log.warn(
        { url: request.url, method: request.method, userId: user.id },
        'admin request refused: door account',
      );
      throw forbidden(DOOR_ONLY_MESSAGE);
    }
  });
  // Unknown admin paths pass the guard too, so a visitor cannot tell which admin routes exist.
  admin.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NO_ROUTE_MESSAGE }));
}

/** The signed-in admin in an /api/admin route (the guard has run, so there always is one). */
export function adminUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Unauthorized');
  return request.user;
}
