import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
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
import { coalesced } from '../../lib/coalesced';
import { conflict, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { isUuid } from '../../lib/uuid';
import { adminUser } from '../../plugins/admin-guard';
import {
  volunteerShiftCancelled,
  volunteerShiftMoved,
} from '../../plugins/mail/messages/volunteer-shift-changed';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { audit, auditCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { sendRosterCsv } from './admin-csv';
import { createVolunteersRepository, type ShiftRow } from './repository';
import { SHIFT_NOT_FOUND_MESSAGE, shiftToAdmin } from './shift-api';

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

const moved = (before: ShiftRow, after: ShiftRow) =>
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime();

/**
 * Volunteer shifts and the roster (paths relative to /api/admin): create, change and delete shifts (their
 * volunteers are mailed when a shift moves or goes), the roster with contact details and its CSV, and the door's
 * volunteers tab (names and shifts only, the one part open to door accounts).
 */
export const volunteersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createVolunteersRepository(db);
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(db, timeZone);
  const settings = siteSettingsReader(db);
  const eventFor = async (id: string) => requireEvent(isUuid(id) ? await eventsRepo.findById(id) : null);
  const refreshPublicPages = coalesced(
    async () => {
      if (app.hasDecorator('invalidatePublicCache')) await app.invalidatePublicCache();
    },
    (err) => app.log.error({ err }, 'could not refresh public pages after a shift change'),
  );

  app.post(
    '/events/:id/shifts',
    {
      schema: {
        params: idParamSchema,
        body: shiftInputSchema,
        response: { 201: adminShiftSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await eventFor(request.params.id);
      const shift = await repo.createShift(event.id, fieldsOf(request.body));
      await auditCreated(db, request, 'volunteer_shift', shift.id, { eventId: event.id, role: shift.role });
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
    async (request) => {
      const existing = await repo.findShift(request.params.id);
      if (!existing) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
      const event = await eventFor(existing.eventId);
      const { groupName } = await settings.get();
      const siteUrl = siteUrlOf(request);
      const outcome = await repo.updateShift(existing.id, fieldsOf(request.body), (before, after, people) =>
        moved(before, after)
          ? people.map((volunteer) =>
              app.mail.prepare(
                volunteerShiftMoved({ event, volunteer, before, after, siteUrl, groupName, timeZone }),
              ),
            )
          : [],
      );
      if (!outcome) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
      if (outcome.status === 'too-few')
        throw conflict(
          `${outcome.filled} ${outcome.filled === 1 ? 'volunteer has' : 'volunteers have'} signed up for this shift: it cannot need fewer`,
        );
      await audit(db, request, {
        action: 'update',
        entity: 'volunteer_shift',
        entityId: existing.id,
        details: { eventId: event.id, role: outcome.shift.role },
      });
      app.mail.deliverSoon();
      refreshPublicPages();
      return shiftToAdmin(outcome.shift);
    },
  );

  adminDeleteRoute(app, {
    path: '/shifts/:id',
    remove: async (id, request) => {
      const existing = await repo.findShift(id);
      if (!existing) return null;
      const event = await eventFor(existing.eventId);
      const { groupName } = await settings.get();
      const siteUrl = siteUrlOf(request);
      const removed = await repo.deleteShift(id, (shift, people) =>
        people.map((volunteer) =>
          app.mail.prepare(
            volunteerShiftCancelled({ event, volunteer, shift, siteUrl, groupName, timeZone }),
          ),
        ),
      );
      app.mail.deliverSoon();
      refreshPublicPages();
      return removed;
    },
    notFoundMessage: SHIFT_NOT_FOUND_MESSAGE,
    audit: (row) => ({ entity: 'volunteer_shift', details: { eventId: row.eventId, role: row.role } }),
  });

  app.get(
    '/events/:id/volunteers',
    { schema: { params: idParamSchema, response: { 200: rosterSchema, 404: apiErrorSchema } } },
    async (request) => {
      const event = await eventFor(request.params.id);
      const roster = await repo.roster(event.id);
      return {
        shifts: roster.map(({ shift, people }) => ({
          ...shiftToAdmin(shift),
          volunteers: people.map((p) => ({
            id: p.volunteer.id,
            fullName: p.volunteer.fullName,
            email: p.volunteer.email,
            phone: p.volunteer.phone,
            notes: p.volunteer.notes,
            signedUpAt: p.signedUpAt.toISOString(),
            checkedInAt: p.checkedInAt?.toISOString() ?? null,
            checkedInBy: p.checkedInBy,
          })),
        })),
      };
    },
  );

  app.get(
    '/events/:id/volunteers/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = await eventFor(request.params.id);
      await audit(db, request, {
        action: 'export',
        entity: 'event',
        entityId: event.id,
        details: { what: 'volunteers' },
      });
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
      const roster = await repo.roster(event.id);
      return {
        shifts: roster.map(({ shift, people }) => ({
          id: shift.id,
          role: shift.role,
          startsAt: shift.startsAt.toISOString(),
          endsAt: shift.endsAt.toISOString(),
          volunteers: people.map((p) => ({
            id: p.volunteer.id,
            fullName: p.volunteer.fullName,
            checkedInAt: p.checkedInAt?.toISOString() ?? null,
          })),
        })),
      };
    },
  );

  app.post(
    '/events/:id/volunteer-check-ins',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: volunteerCheckInInputSchema,
        response: { 200: volunteerCheckInSchema, 400: apiErrorSchema, 404: apiErrorSchema },
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
