import {
  type CheckInParty,
  type CheckInResult,
  checkInInputSchema,
  checkInListSchema,
  checkInParamsSchema,
  checkInResultSchema,
  checkInUndoResultSchema,
  DEVICE_ID_HEADER,
} from '@shared/schemas/check-ins';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compressedAnswer } from '../../lib/http-compression';
import { adminUser } from '../../plugins/admin-guard';
import { type CheckInDeps, checkInParty, doorList, undoCheckIn } from './check-in-service';

const MAX_USER_AGENT_LENGTH = 500;

/** The door's calls: check in, undo, and the list a check-in screen keeps on the device. */
export const checkInsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CheckInDeps = {
    db: app.database.db,
    timeZone: app.config.siteTimezone,
    announce: (eventId: string, party: CheckInParty) => {
      const { ticketCode: _ticketCode, ...change } = party;
      app.checkInFeed.publish(eventId, change).catch((err: unknown) => {
        app.log.warn({ err, eventId }, 'check-in change not published to live screens');
      });
    },
  };

  const deviceIdOf = (request: FastifyRequest, fromBody: string | undefined): string | null => {
    const header = request.headers[DEVICE_ID_HEADER];
    const fromHeader = typeof header === 'string' ? header.trim().slice(0, 200) : '';
    return fromBody ?? (fromHeader || null);
  };

  app.post(
    '/events/:id/check-ins',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: checkInInputSchema,
        response: { 200: checkInResultSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request): Promise<CheckInResult> => {
      const user = adminUser(request);
      return checkInParty(
        deps,
        {
          id: user.id,
          username: user.username,
          deviceId: deviceIdOf(request, request.body.deviceId),
          userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
        },
        request.params.id,
        request.body,
      );
    },
  );

  app.delete(
    '/events/:id/check-ins/:checkInId',
    {
      config: { doorAccess: true },
      schema: {
        params: checkInParamsSchema,
        response: { 200: checkInUndoResultSchema, 404: apiErrorSchema },
      },
    },
    async (request) => undoCheckIn(deps, adminUser(request), request.params.id, request.params.checkInId),
  );

  app.get(
    '/events/:id/check-in-list',
    {
      config: { doorAccess: true },
      onSend: compressedAnswer,
      schema: { params: idParamSchema, response: { 200: checkInListSchema, 404: apiErrorSchema } },
      // Thousands of parties: checking each against the schema on the way out cost more than reading them. The
      // list is built field by field (check-in-service.ts), so nothing else can be in it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => doorList(deps.db, deps.timeZone, request.params.id, new Date()),
  );
};
