import {
  type AdminRegistration,
  activityChoicesQuerySchema,
  activityChoicesSchema,
  adminCommentSchema,
  adminRegistrationSchema,
  adminStatusChangeSchema,
  attendanceSchema,
  registrationListQuerySchema,
  registrationListSchema,
  registrationStatsQuerySchema,
  registrationStatsSchema,
} from '@shared/schemas/admin-registrations';
import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import { partyByType } from '@shared/schemas/registration-shape';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { registrationCancelledMessage } from '../../plugins/mail/messages/registration-changes';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { queueAuditedMail } from '../audit/audited-mail';
import { type AuditRecord, audit } from '../audit/repository';
import { createEventsRepository, type EventRow, isUuid } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createSettingsRepository } from '../settings/repository';
import { activityNamesOf, namesOfSelected } from './activity-names';
import { sendRegistrationsCsv } from './admin-csv';
import { type Arrival, createRegistrationsAdminRepository } from './admin-repository';
import { answerRows } from './party-text';
import { createPlaceChanges } from './place-changes';
import { arrivedMessage, lockRegistration, setStatus, waitlistPosition } from './places-repository';
import { createRegistrationsRepository, hasAddress, type RegistrationRow } from './repository';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './routes';

export const ALREADY_REGISTERED_ELSEWHERE =
  'This person has registered for this event again; that registration is the one to change';

const STATUS_ACTIONS = { confirmed: 'confirm', waitlisted: 'waitlist', cancelled: 'cancel' } as const;

const toAdminRegistration = (
  row: RegistrationRow,
  names: Map<string, string>,
  waitlistPosition: number | null,
  arrival: Arrival | undefined,
  event: Pick<EventRow, 'ticketTypes' | 'questions'> | null,
): AdminRegistration => {
  // The ticket code is the registrant's own, never shown to the admin.
  const { ticketCode: _ticketCode, ...registration } = registrationToApi(row, waitlistPosition);
  return {
    ...registration,
    email: row.email,
    activityNames: namesOfSelected(row, names),
    adminComment: row.adminComment,
    checkedIn: arrival?.checkedIn ?? 0,
    lastCheckedInAt: arrival?.lastCheckedInAt.toISOString() ?? null,
    party: event && event.ticketTypes.length > 0 ? partyByType(row.tickets, event.ticketTypes) : null,
    answerRows: answerRows(row, event?.questions ?? []),
  };
};

/** Registrations for the admin: per event, stats, admin comment, delete, CSV export. */
export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = createEventsRepository(db, timeZone);
  const repo = createRegistrationsAdminRepository(db, timeZone);

  const registrationsRepo = createRegistrationsRepository(db);
  const settings = createSettingsRepository(db);
  const placeChanges = createPlaceChanges(app);

  const eventOr404 = async (slugOrId: string) => requireEvent(await eventsRepo.findBySlugOrId(slugOrId));
  /** One registration as the dashboard shows it after a change: option names, waitlist place, arrivals. */
  const adminViewOf = async (row: RegistrationRow) => {
    const event = await eventsRepo.findById(row.eventId);
    return toAdminRegistration(
      row,
      activityNamesOf(event?.activities ?? []),
      await waitlistPosition(db, row),
      (await repo.arrivals({ registrationId: row.id })).get(row.id),
      event,
    );
  };

  app.get(
    '/events/:id/registrations',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(adminRegistrationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await eventOr404(request.params.id);
      const names = activityNamesOf(event.activities);
      const [rows, arrivals] = await Promise.all([
        repo.listForEvent(event.id),
        repo.arrivals({ eventId: event.id }),
      ]);
      const waiting = rows
        .filter((row) => row.status === 'waitlisted')
        .sort((a, b) => (a.waitlistOrder ?? 0) - (b.waitlistOrder ?? 0));
      const positions = new Map(waiting.map((row, i) => [row.id, i + 1] as const));
      return rows.map((row) =>
        toAdminRegistration(row, names, positions.get(row.id) ?? null, arrivals.get(row.id), event),
      );
    },
  );

  app.get(
    '/registrations',
    {
      schema: {
        querystring: registrationListQuerySchema,
        response: { 200: registrationListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { sort, page, pageSize, ...query } = request.query;
      const order = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
      const eventId = query.eventId ? (await eventOr404(query.eventId)).id : undefined;
      const found = await repo.list({ ...query, eventId }, sort, order, page, pageSize);
      return { ...found, page, pageSize };
    },
  );

  app.get(
    '/events/:id/attendance',
    { schema: { params: idParamSchema, response: { 200: attendanceSchema, 404: apiErrorSchema } } },
    async (request) => {
      const event = await eventOr404(request.params.id);
      return repo.attendance(event.id, event.capacity);
    },
  );

  app.patch(
    '/registrations/:id/status',
    {
      schema: {
        params: idParamSchema,
        body: adminStatusChangeSchema,
        response: {
          200: adminRegistrationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { status } = request.body;
      const message = request.body.message || null;
      const found = isUuid(request.params.id) ? await registrationsRepo.findById(request.params.id) : null;
      if (!found) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const siteUrl = siteUrlOf(request);
      const { groupName, contactEmail } = await settings.get();
      // Confirming may go beyond the capacity: the admin was warned. A party moved to the waitlist goes to its
      // end and is not promoted straight back; the places it frees go to the parties waiting before it.
      const changed = await placeChanges.apply(
        found.eventId,
        siteUrl,
        async (tx, places) => {
          const current = await lockRegistration(tx, found.id);
          if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          if (current.status === status) return { row: current, mailed: false };
          // Its people stand in its places: they cannot go to the waitlist (undo the check-ins first).
          if (status !== 'confirmed' && current.checkedInPeople > 0)
            throw conflict(arrivedMessage(current.checkedInPeople, status));
          if (current.status === 'cancelled' && current.email !== null) {
            const live = await registrationsRepo.findByEventAndEmail(current.eventId, current.email, tx);
            if (live && live.status !== 'cancelled') throw conflict(ALREADY_REGISTERED_ELSEWHERE);
          }
          const [row] = await setStatus(tx, [current.id], status, places.lastWaitlistOrder);
          if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          const record: AuditRecord = {
            action: STATUS_ACTIONS[status],
            entity: 'registration',
            entityId: row.id,
            details: {
              eventId: row.eventId,
              from: current.status,
              to: status,
              guestCount: row.guestCount,
              ...(message ? { message } : {}),
            },
          };
          // A walk-up registered without an address is told nothing.
          const mailed = status !== 'waitlisted' && hasAddress(row);
          if (!mailed) {
            await audit(db, request, record, tx);
            return { row, mailed };
          }
          const event = await eventsRepo.findById(row.eventId, tx);
          if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          if (status === 'confirmed') {
            await audit(db, request, record, tx);
            await placeChanges.mailTickets(tx, event, [row], siteUrl, groupName);
          } else {
            const mail = registrationCancelledMessage({
              event,
              registration: row,
              by: 'organisers',
              message,
              contactEmail,
              siteUrl,
              groupName,
              timeZone,
            });
            await queueAuditedMail(app, request, tx, mail, record);
          }
          return { row, mailed };
        },
        { keepWaiting: status === 'waitlisted' ? found.id : undefined },
      );
      if (changed.mailed) app.mail.deliverSoon();
      const row = (await registrationsRepo.findById(found.id)) ?? changed.row;
      return adminViewOf(row);
    },
  );

  // What the event form needs before it drops options: who chose what.
  app.get(
    '/events/:id/activity-choices',
    {
      schema: {
        params: idParamSchema,
        querystring: activityChoicesQuerySchema,
        response: { 200: activityChoicesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await eventOr404(request.params.id);
      const removing = (request.query.removing ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      return repo.activityChoices(event.id, [...new Set(removing)]);
    },
  );

  app.get(
    '/registrations/stats',
    {
      schema: {
        querystring: registrationStatsQuerySchema,
        response: { 200: registrationStatsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const eventId = request.query.eventId ? (await eventOr404(request.query.eventId)).id : undefined;
      return repo.stats(eventId);
    },
  );

  app.patch(
    '/registrations/:id/comment',
    {
      schema: {
        params: idParamSchema,
        body: adminCommentSchema,
        response: { 200: adminRegistrationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const comment = request.body.adminComment?.trim() || null;
      const row = await repo.setAdminComment(request.params.id, comment);
      if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      await audit(db, request, {
        action: 'update',
        entity: 'registration',
        entityId: row.id,
        details: { field: 'adminComment', eventId: row.eventId },
      });
      return adminViewOf(row);
    },
  );

  adminDeleteRoute(app, {
    path: '/registrations/:id',
    remove: async (id, request) => {
      const row = await repo.deleteById(id);
      // Its places, if it held any, go to the waitlist.
      if (row?.status === 'confirmed')
        await placeChanges.apply(row.eventId, siteUrlOf(request), async () => {});
      return row;
    },
    notFoundMessage: REGISTRATION_NOT_FOUND_MESSAGE,
    audit: (row) => ({
      entity: 'registration',
      details: { eventId: row.eventId, fullName: row.fullName, email: row.email },
    }),
  });

  app.get(
    '/events/:id/registrations/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = await eventOr404(request.params.id);
      await audit(db, request, {
        action: 'export',
        entity: 'event',
        entityId: event.id,
        details: { what: 'registrations' },
      });
      return sendRegistrationsCsv(reply, db, event, timeZone);
    },
  );
};
