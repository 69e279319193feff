import { registrationDetailSchema } from '@shared/schemas/admin-registration-detail';
import {
  type AdminRegistration,
  activityChoicesQuerySchema,
  activityChoicesSchema,
  adminCommentSchema,
  adminRegistrationChangedSchema,
  adminRegistrationEditSchema,
  adminRegistrationSchema,
  adminStatusChangeSchema,
  attendanceSchema,
  type BulkResult,
  bulkActionSchema,
  bulkResultSchema,
  MAX_BULK_REGISTRATIONS,
  registrationListQuerySchema,
  registrationListSchema,
  registrationStatsQuerySchema,
  registrationStatsSchema,
  resendResultSchema,
} from '@shared/schemas/admin-registrations';
import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import { partyByType, type TicketLine } from '@shared/schemas/registration-shape';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { isUuid } from '../../lib/uuid';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { type AuditRecord, audit, auditExport } from '../audit/audit-log';
import { queueAuditedMail } from '../audit/audited-mail';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { activityNamesOf, namesOfSelected } from './activity-names';
import { sendRegistrationsCsv } from './admin-csv';
import { registrationHistory } from './admin-history';
import { type Arrival, createRegistrationsAdminRepository, registrationFilterSql } from './admin-repository';
import { hashManageToken, MANAGE_LINKS_LIVE, manageUrlFor, newManageToken } from './manage-token';
import { partyChangedMessage, registrationCancelledMessage } from './messages/registration-changes';
import { registrationConfirmation } from './messages/registration-confirmation';
import { waitlistConfirmation } from './messages/waitlist-confirmation';
import { answerRows } from './party-text';
import { createPlaceChanges, placesLeftMessage } from './place-changes';
import {
  arrivedMessage,
  lockRegistration,
  partyFits,
  placesLeft,
  setStatus,
  waitlistPosition,
} from './places-repository';
import { ALREADY_REGISTERED_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, hasAddress, type RegistrationRow } from './repository';
import { signUpShape } from './sign-up-shape';

export const ALREADY_REGISTERED_ELSEWHERE =
  'This person has registered for this event again; that registration is the one to change';

export const SEVERAL_TYPES_MESSAGE = 'This party has several ticket types: change its tickets, not its size';
export const NO_TICKET_TO_SEND_MESSAGE = 'A cancelled registration has no ticket to send';
export const NO_ADDRESS_MESSAGE = 'This registration has no email address to send to';
export const TOO_MANY_MATCH_MESSAGE = `More than ${MAX_BULK_REGISTRATIONS} registrations match: narrow the filter`;

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
  const eventsRepo = eventsReader(db, timeZone);
  const repo = createRegistrationsAdminRepository(db, timeZone);

  const registrationsRepo = createRegistrationsRepository(db);
  const settings = siteSettingsReader(db);
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

  /**
   * Confirms (even beyond the capacity: the admin was warned), moves to the waitlist or cancels (with the admin's
   * message, if any) one registration, in its own transaction; answers the registration as it now is.
   */
  const changeStatus = async (
    request: FastifyRequest,
    id: string,
    status: RegistrationStatus,
    message: string | null,
  ): Promise<RegistrationRow> => {
    const found = isUuid(id) ? await registrationsRepo.findById(id) : null;
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
    return (await registrationsRepo.findById(found.id)) ?? changed.row;
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
    '/registrations/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: registrationDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = isUuid(request.params.id) ? await registrationsRepo.findById(request.params.id) : null;
      const event = row ? await eventsRepo.findById(row.eventId) : null;
      if (!row || !event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const { confirmedPeople } = await repo.attendance(event.id, event.capacity);
      const left = placesLeft({ capacity: event.capacity, confirmedPeople });
      return {
        ...(await adminViewOf(row)),
        eventTitle: event.title,
        eventStartsAt: event.startsAt.toISOString(),
        ticketTypes: event.ticketTypes
          .filter((type) => !type.archived || row.tickets.some((line) => line.ticketTypeId === type.id))
          .map(({ id, name }) => ({ id, name })),
        placesLeft: left,
        fitsNow: row.status === 'waitlisted' && (left === null || row.guestCount <= left),
        history: await registrationHistory(db, row, event.title),
      };
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
      const message = request.body.message || null;
      return adminViewOf(await changeStatus(request, request.params.id, request.body.status, message));
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

  /**
   * The party an admin's edit asks for: by tickets (checked against the event's types), or by size (on an event
   * with types, the party's one type grows or shrinks). Guest names and per-guest answers beyond the new size go.
   */
  const resizedParty = (
    event: EventRow,
    current: RegistrationRow,
    edit: { guestCount?: number | undefined; tickets?: TicketLine[] | undefined },
  ) => {
    if (edit.tickets === undefined && edit.guestCount === undefined) return null;
    let guestCount: number;
    let tickets: TicketLine[];
    if (edit.tickets !== undefined || event.ticketTypes.length === 0) {
      // Only the sizes are checked here: names and answers the registrant gave stay as they are.
      ({ guestCount, tickets } = signUpShape(
        { ticketTypes: event.ticketTypes, guestNames: 'off', questions: [] },
        { guestCount: edit.guestCount, tickets: edit.tickets },
      ));
    } else {
      guestCount = edit.guestCount ?? current.guestCount;
      const lines = current.tickets.filter((line) => line.quantity > 0);
      if (lines.length > 1) throw badRequest(SEVERAL_TYPES_MESSAGE, 'guestCount');
      const typeId = lines[0]?.ticketTypeId ?? event.ticketTypes.find((t) => !t.archived)?.id;
      tickets = typeId ? [{ ticketTypeId: typeId, quantity: guestCount }] : [];
    }
    const typeIds = new Set(tickets.map((line) => line.ticketTypeId));
    return {
      guestCount,
      tickets,
      guests: current.guests
        .slice(0, Math.max(0, guestCount - 1))
        .map(({ ticketTypeId, ...guest }) =>
          ticketTypeId && typeIds.has(ticketTypeId) ? { ...guest, ticketTypeId } : guest,
        ),
      answers: current.answers.filter((a) => a.guestIndex === undefined || a.guestIndex < guestCount),
    };
  };

  app.patch(
    '/registrations/:id',
    {
      schema: {
        params: idParamSchema,
        body: adminRegistrationEditSchema,
        response: {
          200: adminRegistrationChangedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { notify, ...edit } = request.body;
      const found = isUuid(request.params.id) ? await registrationsRepo.findById(request.params.id) : null;
      if (!found) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const event = await eventsRepo.findById(found.eventId);
      if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const siteUrl = siteUrlOf(request);
      const { groupName } = await settings.get();
      // The same place rules as the registrant's own change: a larger confirmed party only if it fits, never
      // smaller than its people already in; a smaller one frees places for the waitlist.
      const outcome = await placeChanges.apply(
        event.id,
        siteUrl,
        async (tx, places) => {
          const current = await lockRegistration(tx, found.id);
          if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          const party = resizedParty(event, current, edit);
          if (party && party.guestCount < current.checkedInPeople)
            throw conflict(arrivedMessage(current.checkedInPeople, 'smaller'), 'guestCount');
          if (party && current.status === 'confirmed' && !partyFits(places, party, current))
            throw conflict(placesLeftMessage(placesLeft(places) ?? 0), 'guestCount');
          const changes = {
            ...(edit.fullName !== undefined ? { fullName: edit.fullName } : {}),
            ...(edit.email !== undefined ? { email: edit.email.toLowerCase() } : {}),
            ...(edit.phone !== undefined ? { phone: edit.phone || null } : {}),
            ...party,
          };
          const updated = await registrationsRepo.update(current.id, changes, tx);
          if (updated === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE, 'email');
          if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          await audit(
            db,
            request,
            {
              action: 'update',
              entity: 'registration',
              entityId: updated.id,
              details: {
                eventId: updated.eventId,
                fields: Object.keys(changes).filter((key) => key !== 'guests' && key !== 'answers'),
                ...(party ? { from: current.guestCount, to: updated.guestCount } : {}),
                notify,
              },
            },
            tx,
          );
          const resized =
            party !== null &&
            (party.guestCount !== current.guestCount ||
              JSON.stringify(party.tickets) !== JSON.stringify(current.tickets));
          return { previous: current.guestCount, updated, resized, mailed: false };
        },
        {
          // A waiting party that now fits was just mailed its ticket, with its new size; the others get their
          // updated ticket (or, waiting, their new size and place) here, stored with the change.
          afterPromotion: async (tx, outcome, promoted) => {
            const { updated, previous } = outcome;
            if (!notify || !hasAddress(updated) || updated.status === 'cancelled') return outcome;
            if (promoted.some((row) => row.id === updated.id)) return { ...outcome, mailed: true };
            const position = await waitlistPosition(tx, updated);
            if (!outcome.resized) {
              // Only the name or contact changed: a confirmed person gets their ticket as it now reads.
              if (position !== null) return outcome;
              const mail = registrationConfirmation({
                event,
                registration: updated,
                manageUrl: null,
                siteUrl,
                groupName,
                timeZone,
              });
              await createOutboundEmailsRepository(tx).insert(app.mail.prepare(mail));
              return { ...outcome, mailed: true };
            }
            const mail = partyChangedMessage({
              event,
              registration: updated,
              previousGuestCount: previous,
              waitlistPosition: position,
              siteUrl,
              groupName,
              timeZone,
            });
            await createOutboundEmailsRepository(tx).insert(app.mail.prepare(mail));
            return { ...outcome, mailed: true };
          },
        },
      );
      if (outcome.mailed) app.mail.deliverSoon();
      const row = (await registrationsRepo.findById(found.id)) ?? outcome.updated;
      return { ...(await adminViewOf(row)), mailed: outcome.mailed };
    },
  );

  /**
   * Mails the person their current confirmation again: the ticket while confirmed, the waitlist mail (with its
   * place) while waiting, each with a new link to manage it. Answers what was mailed, to whom.
   */
  const resend = async (request: FastifyRequest, id: string) => {
    const row = isUuid(id) ? await registrationsRepo.findById(id) : null;
    if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    if (row.status === 'cancelled') throw conflict(NO_TICKET_TO_SEND_MESSAGE);
    if (!hasAddress(row)) throw conflict(NO_ADDRESS_MESSAGE);
    const event = await eventsRepo.findById(row.eventId);
    if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    const siteUrl = siteUrlOf(request);
    const { groupName } = await settings.get();
    const token = newManageToken();
    const manageUrl = manageUrlFor(siteUrl, event.slug, row.id, token);
    const position = await waitlistPosition(db, row);
    const context = { event, registration: row, manageUrl, siteUrl, groupName, timeZone };
    const mail =
      position === null
        ? registrationConfirmation(context)
        : waitlistConfirmation({ ...context, waitlistPosition: position });
    await registrationsRepo.addManageTokenHash(row.id, hashManageToken(token), MANAGE_LINKS_LIVE);
    await db.transaction((tx) =>
      queueAuditedMail(app, request, tx, mail, {
        action: 'resend',
        entity: 'registration',
        entityId: row.id,
        details: { eventId: row.eventId, mailed: position === null ? 'ticket' : 'waitlist' },
      }),
    );
    app.mail.deliverSoon();
    return { mailed: position === null ? ('ticket' as const) : ('waitlist' as const), to: row.email };
  };

  app.post(
    '/registrations/:id/resend',
    {
      schema: {
        params: idParamSchema,
        response: { 202: resendResultSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await resend(request, request.params.id)),
  );

  app.post(
    '/registrations/bulk',
    {
      schema: {
        body: bulkActionSchema,
        response: { 200: bulkResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { ids, filter, action } = request.body;
      const message = request.body.message || null;
      let targets: string[];
      if (ids) targets = [...new Set(ids)];
      else {
        const eventId = filter?.eventId ? (await eventOr404(filter.eventId)).id : undefined;
        targets = await repo.matchingIds(
          registrationFilterSql({ ...filter, eventId }),
          MAX_BULK_REGISTRATIONS + 1,
        );
        if (targets.length > MAX_BULK_REGISTRATIONS) throw badRequest(TOO_MANY_MATCH_MESSAGE, 'filter');
      }
      // One at a time, each in its own transaction: one that cannot be done does not undo the others.
      const result: BulkResult = { done: [], failed: [] };
      for (const id of targets) {
        try {
          if (action === 'cancel') await changeStatus(request, id, 'cancelled', message);
          else await resend(request, id);
          result.done.push(id);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          result.failed.push({ id, message: err.message });
        }
      }
      return result;
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
      await auditExport(db, request, event.id, 'registrations');
      return sendRegistrationsCsv(reply, db, event, timeZone);
    },
  );
};
