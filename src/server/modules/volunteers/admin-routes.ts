import {
  apiErrorSchema,
  fileResponseSchema,
  idParamSchema,
  invalidOrMissingSchemas,
} from '@shared/schemas/common';
import {
  adminShiftSchema,
  doorShiftListSchema,
  rosterSchema,
  shiftInputSchema,
  volunteerCheckInInputSchema,
  volunteerCheckInParamsSchema,
  volunteerCheckInSchema,
} from '@shared/schemas/volunteers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { isUuid } from '../../lib/uuid';
import { adminUser } from '../../plugins/admin-guard';
import { publicPagesRefresh } from '../../plugins/public-pages-refresh';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { auditExport } from '../audit/audit-log';
import { eventByIdOr404 } from '../events/events-service';
import { moduleDeps } from '../module-deps';
import { sendRosterCsv } from './admin-csv';
import { createVolunteersRepository } from './repository';
import { createShift, deleteShift, type ShiftAdminDeps, updateShift } from './shift-admin-service';
import { rosterToAdmin, rosterToDoor, SHIFT_NOT_FOUND_MESSAGE, shiftToAdmin } from './shift-api';

export const VOLUNTEER_NOT_ON_SHIFT_MESSAGE = 'This volunteer is not down for this shift';

const fieldsOf = (body: {
  role: string;
  description?: string | null;
  startsAt: string;
  endsAt: string;
  needed: number;
}) => ({
  role: body.role,
  description: body.description || null,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  needed: body.needed,
});

/**
 * Volunteer shifts and the roster (paths relative to /api/admin): create, change and delete shifts (their
 * volunteers are mailed when a shift moves or goes), the roster with contact details and its CSV, and the door's
 * volunteers tab (names and shifts only, the one part open to door accounts).
 */
export const volunteersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const repo = createVolunteersRepository(db);
  const eventFor = (id: string) => eventByIdOr404(db, timeZone, id);
  const deps: ShiftAdminDeps = {
    db,
    timeZone,
    mail: app.mail,
    refreshPublicPages: publicPagesRefresh(app, 'a shift change'),
  };

  app.post(
    '/events/:id/shifts',
    {
      schema: {
        params: idParamSchema,
        body: shiftInputSchema,
        response: { 201: adminShiftSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request, reply) => {
      const shift = await createShift(deps, adminUser(request), request.params.id, fieldsOf(request.body));
      return reply.code(201).send(shiftToAdmin(shift));
    },
  );

  app.put(
    '/shifts/:id',
    {
      schema: {
        params: idParamSchema,
        body: shiftInputSchema,
        response: { 200: adminShiftSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      shiftToAdmin(
        await updateShift(
          deps,
          adminUser(request),
          request.params.id,
          fieldsOf(request.body),
          siteUrlOf(request),
        ),
      ),
  );

  adminDeleteRoute(app, {
    path: '/shifts/:id',
    remove: (id, request) => deleteShift(deps, id, siteUrlOf(request)),
    notFoundMessage: SHIFT_NOT_FOUND_MESSAGE,
    audit: (row) => ({ entity: 'volunteer_shift', details: { eventId: row.eventId, role: row.role } }),
  });

  app.get(
    '/events/:id/volunteers',
    { schema: { params: idParamSchema, response: { 200: rosterSchema, 404: apiErrorSchema } } },
    async (request) => {
      const event = await eventFor(request.params.id);
      return rosterToAdmin(await repo.roster(event.id));
    },
  );

  app.get(
    '/events/:id/volunteers/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = await eventFor(request.params.id);
      await auditExport(db, request, event.id, 'volunteers');
      return sendRosterCsv(reply, repo, event, timeZone);
    },
  );

  // The door's volunteers tab: names and shifts only, never an address, phone number or note.
  app.get(
    '/events/:id/volunteer-check-ins',
    {
      config: { doorAccess: true },
      schema: { params: idParamSchema, response: { 200: doorShiftListSchema, 404: apiErrorSchema } },
    },
    async (request) => {
      const event = await eventFor(request.params.id);
      return rosterToDoor(await repo.roster(event.id));
    },
  );

  app.post(
    '/events/:id/volunteer-check-ins',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: volunteerCheckInInputSchema,
        response: { 200: volunteerCheckInSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => {
      const event = await eventFor(request.params.id);
      const { shiftId, volunteerId } = request.body;
      const done = await repo.checkIn(event.id, shiftId, volunteerId, adminUser(request).username);
      if (!done) throw notFound(VOLUNTEER_NOT_ON_SHIFT_MESSAGE);
      return {
        shiftId,
        volunteerId,
        fullName: done.fullName,
        checkedInAt: done.checkedInAt?.toISOString() ?? null,
      };
    },
  );

  app.delete(
    '/events/:id/volunteer-check-ins/:shiftId/:volunteerId',
    {
      config: { doorAccess: true },
      schema: {
        params: volunteerCheckInParamsSchema,
        response: { 200: volunteerCheckInSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await eventFor(request.params.id);
      const { shiftId, volunteerId } = request.params;
      const done =
        isUuid(shiftId) && isUuid(volunteerId)
          ? await repo.checkIn(event.id, shiftId, volunteerId, null, true)
          : null;
      if (!done) throw notFound(VOLUNTEER_NOT_ON_SHIFT_MESSAGE);
      return { shiftId, volunteerId, fullName: done.fullName, checkedInAt: null };
    },
  );
};
