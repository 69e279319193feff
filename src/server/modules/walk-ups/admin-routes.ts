import { checkInPartySchema } from '@shared/schemas/check-ins';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { walkUpInputSchema } from '@shared/schemas/walk-ups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/public-write-limit';
import { createRateLimiter } from '../../lib/rate-limiter';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { moduleDeps } from '../module-deps';
import { createPlaceChanges } from '../registrations/registrations-service';
import { registerWalkUp, type WalkUpDeps } from './walk-up-service';

/**
 * Walk-ups one account may register per window: a party every six seconds for ten minutes, more than the
 * volunteers of one account type in at a busy door, while a stolen door session cannot churn out registrations
 * (and ticket mails).
 */
export const WALK_UPS_PER_ACCOUNT = 100;
export const WALK_UP_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_WALK_UPS = 'Too many walk-ups from this account.';

/**
 * POST /api/admin/events/:id/walk-ups: a party registered at the door (walk-up-service.ts), limited per account,
 * announced to the other doors' live screens. The screen checks it in next, with the ordinary check-in call.
 */
export const walkUpsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const placeChanges = createPlaceChanges(app);
  const deps: WalkUpDeps = {
    ...moduleDeps(app),
    refreshPublicPages: () => placeChanges.refreshPublicPages(),
    now: () => new Date(),
  };
  const limiter = createRateLimiter(app.database.db);

  app.post(
    '/events/:id/walk-ups',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: walkUpInputSchema,
        response: {
          201: checkInPartySchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const perAccount = await limiter.hit(
        `walk-ups:user:${adminUser(request).id}`,
        WALK_UPS_PER_ACCOUNT,
        WALK_UP_WINDOW_MS,
      );
      if (!perAccount.allowed) throw tooManyRequests(reply, TOO_MANY_WALK_UPS, perAccount.retryAfterSeconds);
      const row = await registerWalkUp(
        deps,
        adminUser(request),
        request.params.id,
        request.body,
        siteUrlOf(request),
      );
      const party = {
        registrationId: row.id,
        fullName: row.fullName,
        guestCount: row.guestCount,
        status: 'confirmed' as const,
        checkedIn: 0,
      };
      // Other doors learn of the new party at once (its check-in follows).
      app.checkInFeed.publish(row.eventId, party).catch((err: unknown) => {
        request.log.warn({ err, eventId: row.eventId }, 'walk-up not published to live screens');
      });
      return reply.code(201).send({ ...party, ticketCode: row.ticketCode });
    },
  );
};
