import { formatDateTime, formatLongDate } from '@shared/dates';
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
import { conflict, notFound } from '../../lib/http-error';
import { adminUser } from '../../plugins/admin-guard';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { type CheckInOutcome, createCheckInsRepository } from './repository';

export const UNKNOWN_TICKET_MESSAGE = 'Unknown ticket: no registration has this code';
export const UNKNOWN_REGISTRATION_MESSAGE = 'Registration not found';
export const CHECK_IN_NOT_FOUND_MESSAGE = 'Check-in not found';
export const CLIENT_ID_TAKEN_MESSAGE = 'This clientId was already used for a check-in of another party';
const MAX_USER_AGENT_LENGTH = 500;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The door's calls: check in, undo, and the list a check-in screen keeps on the device. */
export const checkInsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(app.database.db, timeZone);
  const repo = createCheckInsRepository(app.database.db);
  const eventOr404 = async (slugOrId: string) => requireEvent(await eventsRepo.findBySlugOrId(slugOrId));

  /** The refusal a check-in attempt came to, in words the volunteer at the door can act on. */
  const refusal = (outcome: Exclude<CheckInOutcome, { kind: 'checked-in' }>, byCode: boolean) => {
    switch (outcome.kind) {
      case 'unknown':
        return notFound(byCode ? UNKNOWN_TICKET_MESSAGE : UNKNOWN_REGISTRATION_MESSAGE);
      case 'other-event':
        return conflict(
          `This ticket is for another event: ${outcome.eventTitle} (${formatLongDate(outcome.eventStartsAt, timeZone)})`,
        );
      case 'not-confirmed':
        return conflict(
          outcome.party.status === 'cancelled'
            ? `${outcome.party.fullName}'s registration was cancelled: not admitted`
            : `${outcome.party.fullName} is on the waitlist, not confirmed: no place is held for this party`,
        );
      case 'client-id-taken':
        return conflict(CLIENT_ID_TAKEN_MESSAGE);
      case 'too-many': {
        const { party, wanted, last } = outcome;
        const when = last
          ? ` (last checked in ${formatDateTime(last.createdAt, timeZone)} by ${last.username ?? 'a removed account'})`
          : '';
        const left = party.guestCount - party.checkedIn;
        if (left <= 0) {
          return conflict(
            `Already checked in: all ${plural(party.guestCount, 'person', 'people')} of ${party.fullName}'s party${when}`,
          );
        }
        return conflict(
          `Only ${left} of ${party.fullName}'s party of ${party.guestCount} still to check in, not ${wanted}: ` +
            `${party.checkedIn} already checked in${when}`,
        );
      }
    }
  };

  /** Tells every check-in screen open on the event, on any instance; the check-in stands even if this fails. */
  const publish = (eventId: string, party: CheckInParty) => {
    const { ticketCode: _ticketCode, ...change } = party;
    app.checkInFeed.publish(eventId, change).catch((err: unknown) => {
      app.log.warn({ err, eventId }, 'check-in change not published to live screens');
    });
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
      const event = await eventOr404(request.params.id);
      const { code, registrationId, people, clientId, deviceId } = request.body;
      const user = adminUser(request);
      const target = code !== undefined ? { code } : { registrationId: registrationId ?? '' };
      const outcome = await repo.checkIn(event.id, target, people, clientId, {
        userId: user.id,
        username: user.username,
        deviceId: deviceIdOf(request, deviceId),
        userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      });
      if (outcome.kind !== 'checked-in') throw refusal(outcome, code !== undefined);
      const { party, checkIn, replayed } = outcome;
      if (!replayed) publish(event.id, party);
      return {
        ...party,
        checkInId: checkIn.id,
        people: checkIn.people,
        checkedInAt: checkIn.createdAt.toISOString(),
        checkedInBy: checkIn.username,
        deviceId: checkIn.deviceId,
        replayed,
      };
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
    async (request) => {
      const event = await eventOr404(request.params.id);
      const party = await repo.undo(event.id, request.params.checkInId, adminUser(request).username);
      if (!party) throw notFound(CHECK_IN_NOT_FOUND_MESSAGE);
      publish(event.id, party);
      return party;
    },
  );

  app.get(
    '/events/:id/check-in-list',
    {
      config: { doorAccess: true },
      schema: { params: idParamSchema, response: { 200: checkInListSchema, 404: apiErrorSchema } },
    },
    async (request) => {
      const event = await eventOr404(request.params.id);
      return {
        eventId: event.id,
        eventTitle: event.title,
        generatedAt: new Date().toISOString(),
        registrations: await repo.listForEvent(event.id, event),
      };
    },
  );
};
